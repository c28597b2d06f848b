// The example battle shown to readers without JavaScript: its opening sentence
// names the squad as a Portuguese list and says the level once, for the whole
// squad, not as a second parenthesis glued to the last hero's name.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { exampleNodes } from '../src/example';

const siteDir = path.resolve(__dirname, '../../..');
const data = playData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));

const textOf = (node: unknown): string => {
  const value = node as { value?: string; children?: unknown[] };
  return value.value ?? (value.children ?? []).map(textOf).join('');
};

describe('the example battle’s opening sentence', () => {
  const opening = textOf(exampleNodes(data)[0]);

  it('joins the heroes with “e” and gives the level once, after the list', () => {
    expect(opening).toMatch(/^Exemplo calculado na publicação do site: [^,]+, [^,]+ e [^,]+, no nível \d+, contra /);
    expect(opening).not.toContain(') (nível');
  });
});
