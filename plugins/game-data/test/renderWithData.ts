// Renders a page source through the game-data remark stage with the site's
// real data, as the unit tests of the data elements need it, and reads the
// result as a hast tree (the syntax tree the site's other HTML readers use).
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { textOf as textOfNode, without } from '../../build-output/src/index';
import { loadGameModel, type GameModel } from '@dice-rolling/game-model';
import remarkGameData from '../src/remark';

export { select, selectAll } from 'hast-util-select';

export const siteDir = path.resolve(__dirname, '../../..');
export const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

export async function renderPage(source: string, pageModel: GameModel = model): Promise<string> {
  const { default: Content } = await evaluate(
    { value: source, path: 'docs/exemplo.md' },
    { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, [remarkGameData, { model: () => pageModel, registerSources: () => ({ pages: [], blocks: [] }) }]] },
  );
  return renderToStaticMarkup(createElement(Content));
}

/** The rendered page as a hast tree. */
export async function renderTree(source: string, pageModel: GameModel = model): Promise<Root> {
  return fromHtml(await renderPage(source, pageModel), { fragment: true });
}

/** The text a reader sees in a node; none for a node the query did not find. */
export function textOf(node: Root | Element | undefined): string {
  return node ? textOfNode(node) : '';
}

/** A copy of the node without the proposal marks, to read the sentence around a proposed value. */
export function withoutProposalMarks<T extends Root | Element>(node: T): T {
  return without(node, '.proposal-mark');
}
