// Mechanics a page names are defined: a status the catalogue says is "seen in"
// an action is applied by some action of the data, and the words for what the
// engine plays (a critical hit, a hit that does not land) are glossary terms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { damageTypes, loadGameModel } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

/** Every status id the data applies: a `status` field or a `statuses` list anywhere in the records, the catalogue's own records left out. */
function appliedStatuses(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'status' && typeof inner === 'string') found.add(inner);
        else if (key === 'statuses' && Array.isArray(inner)) inner.forEach((id) => typeof id === 'string' && found.add(id));
        else walk(inner);
      }
  };
  for (const kind of ['roles', 'creatures', 'enemy-roles', 'passives', 'common-actions', 'data-actions'] as const) walk(model.data[kind]);
  return found;
}

/** How the catalogue says that no action applies a status yet. */
const notYetUsed = /^Nenhuma ação ainda\b/;

describe('mechanics the pages name are defined', () => {
  it('the catalogue names where a status appears only when some action, passive or creature of the data applies it', () => {
    const applied = appliedStatuses();
    expect(applied.has('defendendo')).toBe(true);
    const promised = model.data.statuses
      .filter((status) => !applied.has(status.id) && !notYetUsed.test(status.seenIn))
      .map((status) => `${status.id}: “${status.seenIn}”`);
    expect(promised).toEqual([]);
    const unusedButSaid = model.data.statuses.filter((status) => applied.has(status.id) && notYetUsed.test(status.seenIn)).map((status) => status.id);
    expect(unusedButSaid).toEqual([]);
  });

  it('a catalogue line that says "os ataques de <tipo>" applies the status with every creature attack of that damage type', () => {
    const plain = (text: string): string =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const moves = model.data.creatures.flatMap((creature) => creature.moves ?? []);
    const applies = (move: (typeof moves)[number], status: string): boolean =>
      (move.effects ?? []).some((effect) => (effect as { status?: string }).status === status);
    const wrong = model.data.statuses.flatMap((status) =>
      [...plain(status.seenIn).matchAll(/ataques de (\w+)/g)]
        .map((match) => match[1] as string)
        .filter((type) => (damageTypes as readonly string[]).includes(type))
        .flatMap((type) => moves.filter((move) => move.type === type && !applies(move, status.id)).map((move) => `${status.id}: ${move.name} (${type})`)),
    );
    expect(wrong).toEqual([]);
  });

  it('defines a critical hit and a hit that does not land in the glossary, and retires a hit that misses ("errar o golpe")', () => {
    const terms = model.data.glossary.map((term) => term.id);
    expect(terms).toEqual(expect.arrayContaining(['dano-critico', 'golpe-anulado']));
    const avoided = model.data.glossary.flatMap((term) => term.avoid);
    expect(avoided).toEqual(expect.arrayContaining(['errar o golpe', 'chance de errar']));
  });

  it('the glossary tooltips of Vida, Cair and Restos mortais say what Morte e Restos mortais says: a fall the data can undo in battle, and an ally who becomes the item', () => {
    // The data revives in battle (the Eterna Maré): a fall at 0 Vida does not always end in Restos mortais.
    const revives = JSON.stringify(model.data.roles).includes('"kind":"revive"');
    expect(revives).toBe(true);
    const vida = model.byId('glossary', 'vida')!.definition;
    const restos = model.byId('glossary', 'restos-mortais')!.definition;
    expect(vida).toMatch(/revivid/);
    // Only a fallen ally becomes the item (the design page's "Um aliado caído vira o item Restos mortais").
    expect(`${vida} ${restos}`).not.toMatch(/personagem caído|ele cai e vira/);
    // The item comes when the battle ends, only for the ally it leaves fallen (decision restos-mortais-no-fim-da-batalha):
    // the design's proposal, not the facts' ("vira o item Restos mortais"), so it reads as one.
    const timing = /[Pp]ela proposta do design, (isso acontece )?quando a batalha acaba, e só (com )?quem ela deixa caído/;
    for (const text of [vida, restos]) expect(text).toMatch(timing);
    // Cair, the word the battle pages link, says the same.
    const cair = model.byId('glossary', 'cair')!.definition;
    expect(cair).toMatch(/revivid/);
    expect(cair).toMatch(timing);
  });

  it('the Vida row of the Atributos table says a fall can be undone in battle before an ally becomes Restos mortais, as the glossary does', () => {
    // The premise: some action revives a fallen ally in the same battle (the Eterna Maré).
    const revives = JSON.stringify(model.data.roles).includes('"kind":"revive"');
    expect(revives).toBe(true);
    const vida = model.byId('attributes', 'vida')!.description;
    expect(vida).toMatch(/Restos mortais/);
    // Without the revival, the row reads as every ally at 0 Vida becoming the item, a revived one too.
    expect(vida).toMatch(/revivid/);
  });

  it('the squad keeps its positions after a battle except for whom the battle leaves fallen, since the data revives in battle', () => {
    // The premise: some action revives a fallen ally in the same battle (the Eterna Maré).
    const revives = JSON.stringify(model.data.roles).includes('"kind":"revive"');
    expect(revives).toBe(true);
    const page = readFileSync(path.join(siteDir, 'docs/game/design/mechanics/exploration/city/squad/index.md'), 'utf8');
    const line = page.split('\n').find((text) => text.includes('ao fim de uma batalha é mantida'));
    expect(line).toBeDefined();
    // "quem caiu" also names a hero revived in that battle, who keeps a cell; only whom the battle leaves fallen leaves one empty.
    expect(line).not.toMatch(/quem caiu/);
    expect(line).toMatch(/a batalha deixa caído/);
  });
});
