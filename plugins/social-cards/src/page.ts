// What a card says about one built page: read from the page's own HTML, so
// every page type (docs, API, landing, search, 404) gets one the same way.
import { all, attribute, first, parseHtml, textOf } from '../../build-output/src/index';
import { documentHead } from './head';

export interface SectionRule {
  /** Shown on the card above the title. */
  title: string;
  /** Route relative to baseUrl (`docs/tutorials/`); the first rule whose prefix the route starts with wins. */
  pathPrefix?: string;
  /** Route relative to baseUrl matched whole (`''` is the landing page). */
  path?: string;
}

export interface PageFacts {
  /** The page title without the site's suffix (`Glossário`, not `Glossário | Dice Rolling Game`). */
  title: string;
  /** The full document title, as browsers and og:title show it. */
  documentTitle: string;
  description?: string;
  /** A documentation page (an article); anything else is a website page. */
  isArticle: boolean;
}

/** The title, description and kind of a built page, from its head. */
export function readPage(html: string, siteTitle: string, titleDelimiter: string): PageFacts {
  const tree = parseHtml(documentHead(html) ?? html);
  const titleElement = first('head title', tree);
  const documentTitle = (titleElement ? textOf(titleElement).trim() : '') || siteTitle;
  const suffix = ` ${titleDelimiter} ${siteTitle}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length).trim() : documentTitle;
  const descriptionElement = first('head meta[name="description"]', tree);
  const description = (descriptionElement && attribute(descriptionElement, 'content')?.trim()) || undefined;
  // The theme marks a doc page on its root element (ThemeClassNames.page.docsDocPage).
  const isArticle = all('html.docs-doc-page', tree).length > 0;
  return { title, documentTitle, description, isArticle };
}

/** The section a route belongs to, by the first rule that claims it. */
export function sectionOf(relativeRoute: string, rules: readonly SectionRule[], otherSectionTitle: string): string {
  const rule = rules.find((candidate) =>
    candidate.path !== undefined ? candidate.path === relativeRoute : candidate.pathPrefix !== undefined && relativeRoute.startsWith(candidate.pathPrefix),
  );
  return rule?.title ?? otherSectionTitle;
}
