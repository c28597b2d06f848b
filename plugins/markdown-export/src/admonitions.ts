// Stage 2: admonitions (:::note, :::caution...) → a quote with a bold title.
import type { Element } from 'hast';
import { classList, codeText, descendants, element, text, replaceElements } from './tree';

/** The title as written (the theme shows it in capitals through CSS only). */
export function admonitionTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  return title.charAt(0).toLocaleUpperCase('pt-BR') + title.slice(1);
}

export function admonitionsToQuotes(article: Element): Element {
  replaceElements(
    article,
    (candidate) => classList(candidate).includes('theme-admonition'),
    (admonition) => {
      const [heading] = descendants(admonition, '[class*=admonitionHeading]');
      const [content] = descendants(admonition, '[class*=admonitionContent]');
      const title = heading ? admonitionTitle(codeText(heading)) : '';
      const body = content ? content.children : admonition.children;
      return [element('blockquote', {}, [...(title ? [element('p', {}, [element('strong', {}, [text(title)])])] : []), ...body])];
    },
  );
  return article;
}
