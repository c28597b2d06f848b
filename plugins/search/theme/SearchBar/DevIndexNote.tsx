import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { SearchGlobalData } from '../../client/protocol';

/** Under `npm start` only: where the search's answers come from, or how to get an index. */
export default function DevIndexNote({ devIndex, className }: { devIndex: SearchGlobalData['devIndex']; className?: string }): ReactNode {
  if (devIndex === 'last-build') {
    return <p className={className}>{translate({ id: 'search.devIndex.lastBuild', message: 'Sob npm start, a busca usa o índice do último build: os resultados podem estar desatualizados.' })}</p>;
  }
  if (devIndex === 'none') {
    return (
      <p className={className}>
        {translate({
          id: 'search.devIndex.none',
          message: 'Sob npm start não há índice de busca. Rode npm run build uma vez e recarregue a página: a busca passa a usar o índice desse build.',
        })}
      </p>
    );
  }
  return null;
}
