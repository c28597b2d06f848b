import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
// Draws in the browser what the build could not draw: theme-mermaid's
// component when the build has no Chromium (src/index.ts sets the alias).
import Mermaid from '@mermaid-prerender/fallback';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { PanzoomObject } from '@panzoom/panzoom';
import styles from './styles.module.css';

/** What the remark stage (src/remark.ts) adds when it could draw the diagram at build time. */
interface PrerenderedDrawing {
  light?: string;
  dark?: string;
  width?: number;
  height?: number;
  alt?: string;
}
type Props = WrapperProps<typeof MermaidType> & PrerenderedDrawing;

/**
 * The build-time drawing, light and dark (CSS shows the one of the reader's
 * mode; lazy images that are not displayed are not downloaded).
 */
function PrerenderedDiagram({ light, dark, width, height, alt }: Required<PrerenderedDrawing>): ReactNode {
  const lightUrl = useBaseUrl(light);
  const darkUrl = useBaseUrl(dark);
  return (
    // diagram-drawing: a stable hook for tests and for readers' user styles.
    <div className={`${styles.drawing} diagram-drawing`}>
      <img className={styles.lightDrawing} src={lightUrl} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
      <img className={styles.darkDrawing} src={darkUrl} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </div>
  );
}

const ZOOM_STEP = 0.3;

/**
 * Every diagram gets zoom, pan and full-screen controls. Panzoom is imported on
 * first use only, so pages without diagrams (or readers who never zoom) do not
 * pay for it. Diagrams drawn at build time are images with their source as
 * text below; the others are drawn here by theme-mermaid, with the source shown
 * instead when JavaScript is off.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const { light, dark, width, height, alt } = props;
  const drawing = light && dark && width && height ? { light, dark, width, height, alt: alt ?? 'Diagrama' } : undefined;
  const figureRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  // The server and the hydrating render know nothing of the reader's browser.
  const canFullscreen = useIsBrowser() && document.fullscreenEnabled === true;

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === figureRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      panzoomRef.current?.destroy();
    };
  }, []);

  const panzoom = useCallback(async (): Promise<PanzoomObject | null> => {
    if (panzoomRef.current) return panzoomRef.current;
    const target = viewportRef.current?.firstElementChild;
    if (!(target instanceof HTMLElement)) return null;
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
        {drawing ? <PrerenderedDiagram {...drawing} /> : <Mermaid value={props.value} />}
      </div>
      {drawing ? (
        <details className={styles.source}>
          <summary>Ver o diagrama em texto</summary>
          <pre className={styles.sourceText}>{props.value}</pre>
        </details>
      ) : (
        <noscript>
          <p className={styles.noscriptNote}>Diagrama em texto (o desenho precisa de JavaScript):</p>
          <pre className={styles.sourceText}>{props.value}</pre>
        </noscript>
      )}
    </figure>
  );
}
