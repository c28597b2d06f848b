// The glossary: each term's entry on the glossary page, and a term in prose
// (<Termo>) linking to it.
import { anchorOf, code, element, heading, join, link, list, paragraph, text, type Node } from '../mdast';
import { type GameModel, need } from '@dice-rolling/game-model';
import { rich } from './inline';
import { sectionTitle } from './decisions';
import { glossaryPath } from './paths';

export function termAnchor(model: GameModel, termId: string): string {
  const term = need(model.byId('glossary', termId), `o termo "${termId}" do glossário`);
  return `${glossaryPath}#${anchorOf(term.term)}`;
}

/** A game term in prose: a link to its entry with its definition on hover and focus. */
export function termNodes(model: GameModel, termId: string, label: Node[], tooltipId: string): Node[] {
  const term = need(model.byId('glossary', termId), `o termo "${termId}" do glossário`);
  const anchor: Node = {
    ...link(termAnchor(model, termId), ...(label.length > 0 ? label : [text(term.term)])),
    data: { hProperties: { ariaDescribedBy: tooltipId, className: ['game-term__link'] } },
  };
  return [
    element(
      'span',
      { className: ['game-term'] },
      anchor,
      element('span', { className: ['game-term__tip'], role: 'tooltip', id: tooltipId }, ...rich(model, term.definition)),
    ),
  ];
}

/** The glossary page; each term's rule is named by the title of its page in `pages` (the docs the proposals register reads), or by its path. */
export function glossary(
  model: GameModel,
  pages: { pages: readonly { page: string; title: string; sections: Record<string, string> }[] } = { pages: [] },
): Node[] {
  const terms = [...model.data.glossary].sort((a, b) => a.term.localeCompare(b.term, 'pt-BR'));
  const nodes: Node[] = [];
  let letter = '';
  for (const term of terms) {
    const initial = term.term.normalize('NFD').charAt(0).toUpperCase();
    if (initial !== letter) {
      letter = initial;
      nodes.push(heading(2, text(letter)));
    }
    nodes.push(heading(3, text(term.term)));
    // A count the rules hold ({equipe.slots}) is written from them, as in any text of the data.
    nodes.push(paragraph(...rich(model, term.definition)));
    const facts: Node[][] = [];
    if (term.codeName) facts.push([text('No código e nos dados de jogo: '), code(term.codeName)]);
    const where = sectionTitle(pages.pages, term.rule) ?? term.rule.replace(/^\/docs\//, '').replace(/\/$/, '');
    facts.push([text('Onde a regra está: '), link(term.rule, text(where))]);
    if (term.capitalized) facts.push([text(`Sempre com maiúscula: “${term.term}”.`)]);
    if (term.avoid.length > 0)
      facts.push([
        text('Não use: '),
        ...join(
          term.avoid.map((word) => text(`“${word}”`)),
          ', ',
        ),
      ]);
    nodes.push(list(facts));
  }
  return nodes;
}
