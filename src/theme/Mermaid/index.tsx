import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import type { PanzoomObject } from '@panzoom/panzoom';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const ZOOM_STEP = 0.3;

/**
 * Every diagram gets zoom, pan and full-screen controls. Panzoom is imported on
 * first use only, so pages without diagrams (or readers who never zoom) do not
 * pay for it; without JavaScript the diagram's source text is shown instead.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const figureRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);

  useEffect(() => {
    setCanFullscreen(typeof document !== 'undefined' && document.fullscreenEnabled === true);
    const onChange = () => setFullscreen(document.fullscreenElement === figureRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      panzoomRef.current?.destroy();
    };
  }, []);

  const panzoom = useCallback(async (): Promise<PanzoomObject | null> => {
    if (panzoomRef.current) return panzoomRef.current;
    const target = viewportRef.current?.querySelector<HTMLElement>('.docusaurus-mermaid-container');
    if (!target) return null;
    const { default: createPanzoom } = await import('@panzoom/panzoom');
    const instance = createPanzoom(target, { maxScale: 6, minScale: 0.3, step: ZOOM_STEP, cursor: 'grab' });
    // Ctrl + wheel zooms; a plain wheel keeps scrolling the page.
    viewportRef.current?.addEventListener(
      'wheel',
      (event) => {
        if (event.ctrlKey) instance.zoomWithWheel(event);
      },
      { passive: false },
    );
    panzoomRef.current = instance;
    return instance;
  }, []);

  const zoomIn = async () => (await panzoom())?.zoomIn();
  const zoomOut = async () => (await panzoom())?.zoomOut();
  const reset = async () => (await panzoom())?.reset();
  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await figureRef.current?.requestFullscreen();
  };

  return (
    <figure ref={figureRef} className={styles.figure} data-fullscreen={isFullscreen || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label="Controles do diagrama">
        <button type="button" className={styles.control} onClick={zoomIn} aria-label="Aproximar" title="Aproximar">
          +
        </button>
        <button type="button" className={styles.control} onClick={zoomOut} aria-label="Afastar" title="Afastar">
          −
        </button>
        <button type="button" className={styles.control} onClick={reset}>
          Redefinir
        </button>
        {canFullscreen && (
          <button type="button" className={styles.control} onClick={toggleFullscreen} aria-pressed={isFullscreen}>
            {isFullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          </button>
        )}
      </div>
      {/* Panning starts panzoom too: the first drag sets it up. */}
      <div ref={viewportRef} className={styles.viewport} onPointerDown={() => void panzoom()}>
        <Mermaid {...props} />
      </div>
      <noscript>
        <p className={styles.noscriptNote}>Diagrama em texto (o desenho precisa de JavaScript):</p>
        <pre className={styles.noscriptSource}>{props.value}</pre>
      </noscript>
    </figure>
  );
}
