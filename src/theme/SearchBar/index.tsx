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

/** The plugin hands the input to autocomplete.js once its index is in the worker. */
function whenAutocompleteReady(input: HTMLInputElement, then: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (input.getAttribute('role') !== 'combobox') return;
    observer.disconnect();
    then();
  });
  observer.observe(input, { attributes: true, attributeFilter: ['role'] });
  return () => observer.disconnect();
}

function announceValue(input: HTMLInputElement, text: string): void {
  // React tracks an input's value through the native setter; the input event makes it notice.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives what the reader typed, and the focus, to the plugin's input once it has mounted. */
function HandOver({ container, handOver }: { container: RefObject<HTMLDivElement | null>; handOver: RefObject<HandOverState> }): null {
  useEffect(() => {
    const state = handOver.current;
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return undefined;
    if (state.focused) input.focus();
    // The plugin resets its input while it sets up, and autocomplete.js takes
    // the value it finds as its current query, searching only when an input
    // event changes it: remember what the reader typed (in the placeholder, or
    // here before autocomplete.js took over) and type it again once
    // autocomplete.js is in place.
    let pending = state.text;
    const remember = () => {
      pending = input.value;
    };
    input.addEventListener('input', remember);
    const stopWaiting = whenAutocompleteReady(input, () => {
      input.removeEventListener('input', remember);
      const text = input.value || pending;
      if (!text) return;
      announceValue(input, '');
      announceValue(input, text);
    });
    return () => {
      input.removeEventListener('input', remember);
      stopWaiting();
    };
  }, [container, handOver]);
  return null;
}

export default function SearchBar(props: Props): ReactNode {
  const { search } = useLocation();
  const containerRef = useRef<HTMLDivElement>(null);
  const placeholderRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  // Read when the plugin's bar mounts: the reader may still be typing while it downloads.
  const handOver = useRef<HandOverState>({ text: '', focused: false });
  const [PluginBar, setPluginBar] = useState<PluginSearchBar | null>(null);
  const label = translate({ id: 'theme.SearchBar.label', message: 'Buscar' });

  const load = useCallback(() => {
    void importPluginSearchBar().then((Component) => {
      handOver.current.focused = document.activeElement === placeholderRef.current;
      setPluginBar(() => Component);
    });
  }, []);

  useEffect(() => {
    if (new URLSearchParams(search).has(HIGHLIGHT_PARAM)) load();
  }, [search, load]);

  useEffect(() => {
    if (PluginBar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      placeholderRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [PluginBar]);

  if (PluginBar) {
    return (
      <div ref={containerRef} className={styles.container}>
        <PluginBar {...props} />
        <HandOver container={containerRef} handOver={handOver} />
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
        onChange={(event) => {
          handOver.current.text = event.target.value;
          setTyped(event.target.value);
        }}
        onFocus={load}
        onPointerEnter={load}
      />
      <kbd className={styles.hint} aria-hidden="true">
        ctrl K
      </kbd>
    </div>
  );
}
