// Loader of "Jogar uma batalha", the only part in the page's own bundle: it
// shows the example battle computed at build (its children) and, once the page
// has hydrated, fetches the game and puts it in the example's place.
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { PlayData } from '../../client/playData';

const frameStyle = { margin: '1rem 0 1.5rem' } as const;

export default function PlayBattleLoader({ dados, children }: { dados: string; children: ReactNode }): ReactNode {
  const [Game, setGame] = useState<ComponentType<{ data: PlayData }> | null>(null);
  const [failed, setFailed] = useState(false);
  const data = useMemo(() => JSON.parse(dados) as PlayData, [dados]);
  useEffect(() => {
    let cancelled = false;
    import('./Game')
      .then((module) => {
        if (!cancelled) setGame(() => module.default);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    // Inline styles: the loader ships on its page only, and the site stylesheet stays as it was.
    <div id="jogo" style={frameStyle} data-tool="jogar" data-tool-state={Game ? 'interactive' : 'static'}>
      {Game ? <Game data={data} /> : children}
      {failed && (
        <p role="alert">Não foi possível carregar o jogo; a batalha acima é um exemplo calculado na publicação. Recarregue a página para tentar novamente.</p>
      )}
    </div>
  );
}
