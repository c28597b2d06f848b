import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModelOf } from '../src/index';
import type { GameModel } from '@dice-rolling/game-model';
import remarkGameData from '../src/remark';
import type { Node } from '../src/mdast';

const siteDir = path.resolve(__dirname, '../../..');

/** A copy of data/game/ in a scratch site, to edit. */
function scratchData(): { site: string; rules: string } {
  const site = mkdtempSync(path.join(os.tmpdir(), 'game-model-'));
  cpSync(path.join(siteDir, 'data/game'), path.join(site, 'data/game'), { recursive: true });
  return { site, rules: path.join(site, 'data/game/rules.yaml') };
}

describe('the game model the remark stages ask for', () => {
  it('is the same model while no data file changes, and a new one with the new value after an edit', () => {
    const { site, rules } = scratchData();
    const model = gameModelOf({ siteDir: site, dataDir: 'data/game' });
    const first = model();
    expect(model()).toBe(first);
    const ruleId = 'acao.defender.bonus';
    const before = first.rules.get(ruleId)!.value;
    writeFileSync(
      rules,
      readFileSync(rules, 'utf8').replace(new RegExp(`(id: ${ruleId.replaceAll('.', '\\.')}\\n(?:.*\\n)*?\\s+value: )[^\\n]+`), `$1${before + 1}`),
    );
    const edited = model();
    expect(edited).not.toBe(first);
    expect(edited.rules.get(ruleId)!.value).toBe(before + 1);
  });
});

describe('the game-data remark stage', () => {
  const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
  const element = (name: string, id: string): Node =>
    ({ type: 'mdxJsxTextElement', name, attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }], children: [] }) as Node;

  it('asks for the model once per page, however many elements it has, and not at all on a page without any', () => {
    const real = gameModelOf({ siteDir, dataDir: 'data/game' })();
    let asked = 0;
    const stage = remarkGameData({ model: (): GameModel => ((asked += 1), real), registerSources: () => ({ pages: [], blocks: [] }) });
    const ruleId = [...real.rules.keys()][0]!;
    stage({ type: 'root', children: [paragraph(element('Regra', ruleId), element('Regra', ruleId)), paragraph(element('Regra', ruleId))] }, {});
    expect(asked).toBe(1);
    stage({ type: 'root', children: [paragraph({ type: 'text', value: 'Sem elementos.' })] }, {});
    expect(asked).toBe(1);
  });
});
