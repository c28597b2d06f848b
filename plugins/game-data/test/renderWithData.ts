// Renders a page source through the game-data remark stage with the site's
// real data, as the unit tests of the data elements need it.
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { loadGameModel } from '../src/index';
import remarkGameData from '../src/remark';

export const siteDir = path.resolve(__dirname, '../../..');
export const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

export async function renderPage(source: string): Promise<string> {
  const { default: Content } = await evaluate(
    { value: source, path: 'docs/exemplo.md' },
    { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, [remarkGameData, { model: () => model, proposalBlocks: () => [] }]] },
  );
  return renderToStaticMarkup(createElement(Content));
}
