import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { hitHref, useSearch, useSearchUrls, warmUpSearch } from '../../client/searchClient';
import type { SearchHit } from '../../client/protocol';
import { capQuery, markPieces, QUERY_MAX_CHARS, SUGGESTION_LIMIT } from '../../client/portuguese';
import { highlightArticle } from '../../client/highlight';
import DevIndexNote from './DevIndexNote';
import styles from './styles.module.css';
import { visuallyHidden } from '../../../visually-hidden';

const HIGHLIGHT_PARAM = '_highlight';

function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** A click the browser should handle itself: new tab, new window, download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function Marked({ text, terms }: { text: string; terms: string[] }): ReactNode {
  return markPieces(text, terms).map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text));
}

function countMessage(count: number): string {
  if (count === 0) return translate({ id: 'theme.SearchBar.noResultsText', message: 'Nenhum resultado' });
  return count === 1
    ? translate({ id: 'search.suggestions.one', message: '1 resultado' })
    : translate({ id: 'search.suggestions.many', message: '{count} resultados' }, { count });
}

/**
 * The navbar search box: a WAI-ARIA combobox whose suggestions are links.
 * The input is plain React in the main bundle, so text typed while the search
 * worker and the index download is kept and searched once they are in.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const { pathname, search } = useLocation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const urls = useSearchUrls();
  const { searchPageUrl, dev } = urls;
  const label = translate({ id: 'theme.SearchBar.label', message: 'Buscar' });
  const result = useSearch(text, { enabled: used, limit: SUGGESTION_LIMIT });
  const hits = result.hits;
  const showing = open && capQuery(text) !== '' && used;
  const expanded = showing && hits.length > 0;

  const reachForSearch = useCallback(() => {
    if (used) return;
    setUsed(true);
    warmUpSearch(urls);
  }, [used, urls]);

  // Ctrl/Cmd+K focuses the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A page opened from a hit marks the words it was found with. (Fetching the
  // marking code only then saved 0.28 KB gzip per page: CONTRIBUTING, "O que
  // cada mecanismo de bytes poupa".)
  useEffect(() => {
    const values = new URLSearchParams(search).getAll(HIGHLIGHT_PARAM);
    if (values.length === 0) return undefined;
    const frame = requestAnimationFrame(() => highlightArticle(values));
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);

  // New hits clear the highlighted option (state adjusted while rendering, not in an effect).
  const [hitsOfActive, setHitsOfActive] = useState(hits);
  if (hitsOfActive !== hits) {
    setHitsOfActive(hits);
    setActive(-1);
  }

  const searchPageHref = `${searchPageUrl}?${new URLSearchParams({ q: capQuery(text) }).toString()}`;

  const openHref = (href: string) => {
    setOpen(false);
    setActive(-1);
    history.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (hits.length === 0) return;
        // Both ends wrap around; from the input, Up starts at the last suggestion.
        if (event.key === 'ArrowDown') setActive((current) => (current + 1 >= hits.length ? 0 : current + 1));
        else setActive((current) => (current <= 0 ? hits.length - 1 : current - 1));
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        const hit = expanded && active >= 0 ? hits[active] : undefined;
        if (hit) openHref(hitHref(hit, result.terms));
        else if (capQuery(text)) openHref(searchPageHref);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (showing) {
          setOpen(false);
          setActive(-1);
        } else setText('');
        return;
      }
      default:
    }
  };

  const onHitClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    openHref(href);
  };

  const status = !showing || result.status !== 'ready' || result.text !== capQuery(text) ? '' : countMessage(hits.length);

  return (
    <div
      className={`navbar__search ${styles.searchBox}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 && active < hits.length ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={QUERY_MAX_CHARS * 4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          reachForSearch();
        }}
        onFocus={() => {
          reachForSearch();
          setOpen(true);
        }}
        onPointerEnter={reachForSearch}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        ctrl K
      </kbd>
      <span role="status" className={visuallyHidden}>
        {status}
      </span>
      <div className={styles.popup} hidden={!showing}>
        <div role="listbox" id={listboxId} aria-label={label} hidden={!expanded} className={styles.listbox}>
          {hits.map((hit: SearchHit, index) => {
            const href = hitHref(hit, result.terms);
            return (
              <a
                key={hitHref(hit, [])}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                href={href}
                className={styles.option}
                onClick={(event) => onHitClick(event, href)}
                onMouseMove={() => setActive(index)}
              >
                <span className={styles.title}>
                  <Marked text={hit.heading ? `${hit.title} › ${hit.heading[0]}` : hit.title} terms={result.terms} />
                </span>
                {hit.section ? <span className={styles.section}>{hit.section}</span> : null}
              </a>
            );
          })}
        </div>
        {showing ? <DevIndexNote dev={dev} status={result.status} className={styles.message} /> : null}
        {showing && result.status === 'ready' && hits.length === 0 ? <p className={styles.message}>{countMessage(0)}</p> : null}
        {showing && result.status === 'error' ? (
          <p className={styles.message}>{translate({ id: 'search.unavailable', message: 'A busca não está disponível agora.' })}</p>
        ) : null}
        {showing && result.status === 'loading' && hits.length === 0 ? (
          <p className={styles.message}>{translate({ id: 'search.loading', message: 'Buscando…' })}</p>
        ) : null}
        <a className={styles.seeAll} href={searchPageHref} onClick={(event) => onHitClick(event, searchPageHref)}>
          {translate({ id: 'theme.SearchBar.seeAll', message: 'Ver todos os resultados' })}
        </a>
      </div>
    </div>
  );
}
