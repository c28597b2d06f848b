import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The navbar passes this to search bars that collapse on small screens. */
interface Props {
  handleSearchBarToggle?: (expanded: boolean) => void;
}
type PluginSearchBar = ComponentType<Props>;

const HIGHLIGHT_PARAM = '_highlight';

// The search plugin's bar (lunr, the Portuguese stemmer, mark.js, the worker
// client) weighs about 25 KB gzip and most visits never search: it is
// downloaded when the reader reaches for search, or when a page was opened
// from a search hit and must highlight the matched words.
let pluginSearchBar: Promise<PluginSearchBar> | undefined;
function importPluginSearchBar(): Promise<PluginSearchBar> {
  pluginSearchBar ??= import('@theme-original/SearchBar').then((module) => module.default as unknown as PluginSearchBar);
  return pluginSearchBar;
}

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

interface HandOverState {
  text: string;
  focused: boolean;
}

/** Gives what the reader typed, and the focus, to the plugin's input once it has mounted. */
function HandOver({ container, state }: { container: RefObject<HTMLDivElement | null>; state: HandOverState }): null {
  useEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    if (state.text) {
      // React tracks an input's value through the native setter; the input event makes it notice.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, state.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (state.focused) input.focus();
  }, [container, state]);
  return null;
}

export default function SearchBar(props: Props): ReactNode {
  const { search } = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const placeholderRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [loaded, setLoaded] = useState<{ Component: PluginSearchBar; handOver: HandOverState } | null>(null);
  const label = translate({ id: 'theme.SearchBar.label', message: 'Buscar' });

  const load = useCallback(() => {
    void importPluginSearchBar().then((Component) => {
      const input = placeholderRef.current;
      setLoaded((current) => current ?? { Component, handOver: { text: input?.value ?? '', focused: document.activeElement === input } });
    });
  }, []);

  useEffect(() => {
    if (new URLSearchParams(search).has(HIGHLIGHT_PARAM)) load();
  }, [search, load]);

  useEffect(() => {
    if (loaded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      placeholderRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  if (loaded) {
    return (
      <div ref={containerRef} className={styles.container}>
        <loaded.Component {...props} />
        <HandOver container={containerRef} state={loaded.handOver} />
      </div>
    );
  }
  return (
    <div className={`navbar__search ${styles.placeholder}`}>
      <input
        ref={placeholderRef}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={load}
        onPointerEnter={load}
      />
      <kbd className={styles.hint} aria-hidden="true">
        ctrl K
      </kbd>
    </div>
  );
}
