import { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePluralForm } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import DevIndexNote from '../SearchBar/DevIndexNote';
import { hitHref, useSearch, useSearchUrls, warmUpSearch } from '../../client/searchClient';
import { searchPageParams } from '../../client/searchParams';
import styles from './styles.module.css';

/** How many hits the page lists. */
const PAGE_LIMIT = 50;

/**
 * `/search?q=…&ctx=…&version=…`: every hit with an excerpt. The parameters
 * are read in the browser only (the static page has none); hostile values are
 * ignored or searched as plain text.
 */
export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const urls = useSearchUrls();
  const { searchPageUrl, dev } = urls;
  const baseUrl = useBaseUrl('/');
  const { selectMessage } = usePluralForm();
  const params = searchPageParams(isBrowser ? search : '', baseUrl);
  const [text, setText] = useState(params.query);
  // A new query in the address resets the box (adjusted while rendering, not in an effect).
  const [queryOfText, setQueryOfText] = useState(params.query);
  if (queryOfText !== params.query) {
    setQueryOfText(params.query);
    setText(params.query);
  }
  useEffect(() => {
    if (params.query) warmUpSearch(urls);
  }, [params.query, urls]);
  const result = useSearch(params.query, {
    enabled: isBrowser,
    limit: PAGE_LIMIT,
    pathPrefix: params.pathPrefix,
    excerpts: true,
    empty: !params.versionIndexed,
  });
  const label = translate({ id: 'theme.SearchBar.label', message: 'Buscar' });
  const heading = params.query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Resultados da busca por "{query}"' }, { query: params.query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Buscar na documentação' });

  return (
    <Layout title={heading}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{heading}</h1>
        <form role="search" action={searchPageUrl} method="get" className={styles.form}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={label}
            placeholder={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {params.context ? <input type="hidden" name="ctx" value={params.context} /> : null}
          <button type="submit" className="button button--primary">
            {label}
          </button>
        </form>
        <div aria-live="polite">
          {params.query ? <DevIndexNote dev={dev} status={result.status} /> : null}
          {result.status === 'ready' ? (
            <p>
              {result.total > 0
                ? selectMessage(
                    result.total,
                    translate(
                      { id: 'theme.SearchPage.documentsFound.plurals', message: '1 documento encontrado|{count} documentos encontrados' },
                      { count: result.total },
                    ),
                  )
                : translate({ id: 'theme.SearchPage.noResultsText', message: 'Nenhum documento encontrado' })}
              {result.hits.length > 0 && result.hits.length < result.total
                ? `. ${selectMessage(
                    result.hits.length,
                    translate(
                      { id: 'search.page.shown.plurals', message: 'A lista mostra o mais relevante.|A lista mostra os {shown} mais relevantes.' },
                      { shown: result.hits.length },
                    ),
                  )}`
                : null}
            </p>
          ) : null}
          {result.status === 'error' ? <p>{translate({ id: 'search.unavailable', message: 'A busca não está disponível agora.' })}</p> : null}
          {result.status === 'loading' ? <p>{translate({ id: 'search.loading', message: 'Buscando…' })}</p> : null}
        </div>
        {result.hits.length > 0 ? (
          <ol className={styles.results}>
            {result.hits.map((hit) => (
              <li key={hitHref(hit, [])}>
                <article className={styles.hit}>
                  <h2 className={styles.hitTitle}>
                    <Link to={hitHref(hit, result.terms)}>{hit.heading ? `${hit.title} › ${hit.heading[0]}` : hit.title}</Link>
                  </h2>
                  {hit.section ? <p className={styles.section}>{hit.section}</p> : null}
                  {hit.excerpt ? (
                    <p className={styles.excerpt}>{hit.excerpt.map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text))}</p>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        ) : null}
      </main>
    </Layout>
  );
}
