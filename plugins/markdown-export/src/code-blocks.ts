// Stage 2: Docusaurus code blocks → a plain <pre> with language, title and text.
import type { Element } from 'hast';
import { classList, codeText, descendants, element, text, replaceElements } from './tree';

/** The `language-xxx` class of the element or of its first <code>. */
export function languageOf(pre: Element): string | undefined {
  const candidates = [pre, ...descendants(pre, 'code')];
  for (const candidate of candidates) {
    const language = classList(candidate).find((name) => name.startsWith('language-'));
    if (language) return language.slice('language-'.length);
  }
  return undefined;
}

/**
 * theme-classic draws a block as a container (`.theme-code-block`) with an
 * optional title and a <pre> of Prism token lines. The result keeps what a
 * Markdown fence can say: language, title (as `title="..."`) and the text.
 */
export function normalizeCodeBlocks(article: Element): Element {
  replaceElements(
    article,
    (candidate) => classList(candidate).includes('theme-code-block'),
    (container) => {
      const [pre] = descendants(container, 'pre');
      if (!pre) return [];
      const [title] = descendants(container, '[class*=codeBlockTitle]');
      const language =
        languageOf(pre) ??
        classList(container)
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
      const titleText = title ? codeText(title).trim() : '';
      return [
        element('pre', { dataLanguage: language, dataMeta: titleText ? `title=${JSON.stringify(titleText)}` : undefined }, [
          text(codeText(pre).replace(/\n$/, '')),
        ]),
      ];
    },
  );
  return article;
}
