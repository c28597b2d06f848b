// Loader of a designer tool, the only part in the page's own bundle: it shows
// the table precomputed at build time (its children) and, once the reader gets
// near, fetches the interactive tool and puts it in the table's place.
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToolId, ToolProps } from '../../client/toolData';

type Loader = () => Promise<{ default: ComponentType<ToolProps<never>> }>;

const loaders: Record<ToolId, Loader> = {
  energia: () => import('./EnergyOdds'),
  dano: () => import('./Damage'),
  inimigos: () => import('./EnemyBuilder'),
  alvos: () => import('./TargetBoards'),
  simulador: () => import('./BattleSimulator'),
};

const frameStyle = { margin: '1rem 0 1.5rem', scrollMarginTop: 'calc(var(--ifm-navbar-height) + 1rem)' } as const;

/** How far below the viewport the tool starts loading. */
const loadMargin = '600px 0px';

interface LoaderProps {
  ferramenta: ToolId;
  dados: string;
  children: ReactNode;
}

export default function GameDataToolLoader({ ferramenta, dados, children }: LoaderProps): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [Tool, setTool] = useState<ComponentType<ToolProps<never>> | null>(null);
  const [failed, setFailed] = useState(false);
  const data = useMemo(() => JSON.parse(dados) as never, [dados]);
  const anchor = `ferramenta-${ferramenta}`;

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let cancelled = false;
    const load = () => {
      loaders[ferramenta]()
        .then((module) => {
          if (!cancelled) setTool(() => module.default);
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: loadMargin },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ferramenta]);

  return (
    // Inline styles: the loader ships on its page only, and the site stylesheet stays as it was.
    <div ref={frame} id={anchor} style={frameStyle} data-tool={ferramenta} data-tool-state={Tool ? 'interactive' : 'static'}>
      {Tool ? <Tool data={data} anchor={anchor} /> : children}
      {failed && (
        <p role="alert">Não foi possível carregar a ferramenta; a tabela acima foi calculada com os mesmos dados. Recarregue a página para tentar novamente.</p>
      )}
    </div>
  );
}
