import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { SearchStatus } from '../../client/searchClient';

/** Under `npm start` only: where the answers come from (the last build), or how to get an index. */
export default function DevIndexNote({ dev, status, className }: { dev?: true; status: SearchStatus; className?: string }): ReactNode {
  if (!dev) return null;
  if (status === 'ready') {
    return (
      <p className={className}>
        {translate({
          id: 'search.devIndex.lastBuild',
          message: 'Sob npm start, a busca usa o índice do último build: os resultados podem estar desatualizados.',
        })}
      </p>
    );
  }
  if (status === 'no-index') {
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
