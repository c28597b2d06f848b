// Stage 2: each Mermaid figure → its source as a `mermaid` code block.
import type { Element } from 'hast';
import { descendants, codeText, element, text, replaceElements } from './tree';

/**
 * src/theme/Mermaid renders a diagram as a <figure>: controls, the drawing
 * (images) and the source as text, in a <details> ("Ver o diagrama em
 * texto") when the build drew it, in a <noscript> when the browser has to.
 */
const sourceSelector = 'details > pre, noscript > pre';

/** Trims the blank lines around a diagram source, keeping its indentation. */
export function trimBlankLines(source: string): string {
  return source.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');
}

export function diagramsToCode(article: Element): Element {
  // A tag test first: a `:has()` selector on every element costs a search of each subtree.
  replaceElements(
    article,
    (candidate) => candidate.tagName === 'figure' && descendants(candidate, sourceSelector).length > 0,
    (figure) => {
      const [source] = descendants(figure, sourceSelector);
      if (!source) return [figure];
      return [element('pre', { dataLanguage: 'mermaid' }, [text(trimBlankLines(codeText(source)))])];
    },
  );
  return article;
}
