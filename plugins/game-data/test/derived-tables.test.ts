import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel, type GameModel } from '@dice-rolling/game-model';
import type { Node } from '../src/mdast';
import { dataTable } from '../src/tables';

const siteDir = path.resolve(__dirname, '../../..');

const isMark = (node: Node): boolean => (node.data?.hProperties?.className as string[] | undefined)?.includes('proposal-mark') ?? false;

/** Text of a node without the proposal marks (they are checked on their own). */
function textOf(node: Node): string {
  return (
    node.value ??
    (node.children ?? [])
      .filter((child) => !isMark(child))
      .map(textOf)
      .join('')
  );
}

function hasMark(node: Node): boolean {
  return isMark(node) || (node.children ?? []).some(hasMark);
}

/** Rows of the rendered table as plain text, header first. */
function rowsOf(nodes: Node[]): string[][] {
  const [table] = nodes;
  return (table?.children ?? []).map((row) => (row.children ?? []).map(textOf));
}

function withRule(model: GameModel, id: string, value: number): GameModel {
  const rule = model.rules.get(id);
  if (!rule) throw new Error(`no rule ${id}`);
  const rules = new Map(model.rules);
  rules.set(id, { ...rule, value });
  return { ...model, rules };
}

describe('the XP curve table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('has one row per level up to the maximum, and the last level needs nothing more', () => {
    const rows = rowsOf(dataTable(model, { de: 'curva-xp' }));
    const maxLevel = model.rules.get('progressao.nivel-maximo')?.value ?? 0;
    expect(rows[0]).toEqual(['Nível', 'XP para o próximo', 'XP total ao chegar']);
    expect(rows).toHaveLength(maxLevel + 1);
    expect(rows.at(-1)?.[1]).toBe('—');
  });

  it('follows the rules it is derived from when they change', () => {
    const changed = withRule(withRule(model, 'progressao.xp-fator', 100), 'progressao.nivel-maximo', 4);
    expect(rowsOf(dataTable(changed, { de: 'curva-xp' })).slice(1)).toEqual([
      ['1', '100', '0'],
      ['2', '200', '100'],
      ['3', '300', '300'],
      ['4', '—', '600'],
    ]);
  });

  it('marks every derived value while its rules are proposals, and none once accepted', () => {
    const marks = (table: Node[]) => (table[0]?.children ?? []).slice(2).map((row) => (row.children ?? []).slice(1).map(hasMark));
    expect(model.rules.get('progressao.xp-fator')?.source).toBe('proposal');
    // Level 1 needs nothing to reach, and the last level has no "next": those cells hold no value.
    expect(
      marks(dataTable(model, { de: 'curva-xp' }))
        .slice(0, -1)
        .flat()
        .every(Boolean),
    ).toBe(true);
    const accepted = { ...model, rules: new Map(model.rules) };
    accepted.rules.set('progressao.xp-fator', { ...model.rules.get('progressao.xp-fator')!, status: 'aceita' });
    expect(
      marks(dataTable(accepted, { de: 'curva-xp' }))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });

  it('writes large totals the Brazilian way', () => {
    const changed = withRule(withRule(model, 'progressao.xp-fator', 50), 'progressao.nivel-maximo', 20);
    expect(rowsOf(dataTable(changed, { de: 'curva-xp' })).at(-1)).toEqual(['20', '—', '9.500']);
  });
});

describe('the target board table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('draws the user side back to front and the opposite side mirrored, front first', () => {
    expect(rowsOf(dataTable(model, { de: 'tabuleiro', acao: 'magic-missiles' }))).toEqual([
      ['Fundo', 'Meio', 'Frente', '‖', 'Frente', 'Meio', 'Fundo'],
      ['U', '·', '·', '‖', '·', 'X', 'X'],
      ['U', '·', '·', '‖', '·', 'X', 'X'],
    ]);
  });

  it('marks ally targets with A', () => {
    const rows = rowsOf(dataTable(model, { de: 'tabuleiro', acao: 'lesser-restoration' }));
    expect(rows[1]).toEqual(['A', 'A', 'A', '‖', '·', '·', '·']);
  });

  it('names the missing action', () => {
    expect(() => dataTable(model, { de: 'tabuleiro', acao: 'shield-bash' })).toThrow(/shield-bash/);
  });
});

describe('the damage types table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('gives each damage type of the engine its nature: physical through Defesa, elemental through Defesa elemental', () => {
    expect(rowsOf(dataTable(model, { de: 'tipos-de-dano' }))).toEqual([
      ['Tipo', 'Natureza'],
      ['Corte', 'Físico'],
      ['Impacto', 'Físico'],
      ['Fogo', 'Elemental'],
      ['Terra', 'Elemental'],
      ['Água', 'Elemental'],
      ['Trovão', 'Elemental'],
      ['Ácido', 'Elemental'],
      ['Veneno', 'Elemental'],
    ]);
  });

  it('marks each nature as a proposal: the sources name the types, not which of them are elemental', () => {
    const [table] = dataTable(model, { de: 'tipos-de-dano' });
    const rows = (table?.children ?? []).slice(1);
    expect(rows.map((row) => (row.children ?? []).map(hasMark))).toEqual(rows.map(() => [false, true]));
  });
});

describe('the prototype actions table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const damageOf = (name: string): string | undefined => rowsOf(dataTable(model, { de: 'acoes-dados' })).find((row) => row[0] === name)?.[3];

  it('tells an action with no effect (Stare) from one whose effect is not configured yet', () => {
    expect(damageOf('Quick Slash')).toBe('50');
    expect(damageOf('Arcane Strike')).toBe('não configurado');
    expect(damageOf('Stare')).toBe('nenhum');
  });
});

describe('headings rendered from the data', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('carry the anchor the term links point to', async () => {
    const { glossary, termAnchor } = await import('../src/render');
    const ids = glossary(model)
      .filter((node) => node.type === 'heading')
      .map((node) => node.data?.hProperties?.id);
    const anchor = termAnchor(model, 'resolucao').split('#')[1];
    expect(ids).toContain(anchor);
  });

  it('name the page where a term’s rule lives by its title, not by its path', async () => {
    const { glossary } = await import('../src/render');
    const { readRegisterSources } = await import('../src/proposalRegister');
    const nodes = glossary(model, readRegisterSources(path.join(siteDir, 'docs')));
    const where = (function collect(list: readonly Node[]): string[] {
      return list.flatMap((node) => [
        ...(node.type === 'listItem' && textOf(node).startsWith('Onde a regra está: ') ? [textOf(node)] : []),
        ...collect(node.children ?? []),
      ]);
    })(nodes);
    expect(where).toContain('Onde a regra está: Tipos de ação');
    expect(where.filter((line) => line.includes('game/design/'))).toEqual([]);
  });
});

describe('the energies table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('marks a theme the sources do not give (Life Mana had no description), and only that cell', () => {
    const [table] = dataTable(model, { de: 'energias' });
    const rows = (table?.children ?? []).slice(1);
    const green = rows.find((row) => textOf(row).includes('Green Energy'))!;
    const cells = green.children ?? [];
    expect(hasMark(cells.at(-1)!)).toBe(true);
    expect(cells.slice(0, -1).some(hasMark)).toBe(false);
    const red = rows.find((row) => textOf(row).includes('Red Energy'))!;
    expect(hasMark(red)).toBe(false);
  });
});

describe('the chances of paying a cost', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('writes a cost that needs more dice than are equipped as 0%, as the dice tool under it does, not as a dash', () => {
    const rows = rowsOf(dataTable(model, { de: 'chances-de-pagar' }));
    const [header, ...costs] = rows;
    expect(header).toEqual(['Custo', '1 dado', '2 dados', '3 dados']);
    // The second row is two units of one colour: one die cannot pay it.
    const twoUnits = costs[1]!;
    expect(twoUnits[1]).toBe('0%');
    expect(twoUnits.slice(2)).toEqual(['11%', '26%']);
    expect(costs.flat().some((cell) => cell === '—')).toBe(false);
  });
});

describe('the former energies table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('shows the colours the data keep for them, which the page calls proposals, each with the mark; the names and themes are facts', () => {
    const [table] = dataTable(model, { de: 'energias-antigas' });
    const [header, ...rows] = table?.children ?? [];
    expect((header?.children ?? []).map(textOf)).toEqual(['Energia', 'Nome antigo', 'Cores (principal e de fundo)', 'Tema']);
    const purple = rows.find((row) => textOf(row).includes('Purple Energy'))!;
    const cells = purple.children ?? [];
    expect(cells.map(textOf)).toEqual(['Roxa', 'Arcane Mana (Purple Energy)', '#7B2CBF e #3C096C', 'Magia complexa']);
    // One mark for the pair: two marks side by side read as a doubled mark once the codes are left out.
    expect(cells.map(hasMark)).toEqual([false, false, true, false]);
  });
});

describe('the days of the starting Training', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('are a rule derived from the XP curve and the Training, so a page can cite them', async () => {
    const { buildModel } = await import('@dice-rolling/game-model');
    const days = (xpPerDay: number) => {
      const rules = model.data.rules.map((rule) => (rule.id === 'treinamento.xp-por-dia' ? { ...rule, value: xpPerDay } : rule));
      return buildModel({ ...model.data, rules }, model.fileOf).model.rules.get('treinamento.dias-ate-limite')?.value;
    };
    expect(days(50)).toBe(10);
    expect(days(100)).toBe(5);
    expect(model.rules.get('treinamento.dias-ate-limite')?.source).toBe('proposal');
  });
});

describe('the damage-by-Defesa table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('follows the formula’s constant: no Defesa takes the whole blow, and a larger constant lets more through', () => {
    const rows = rowsOf(dataTable(model, { de: 'dano-por-defesa' }));
    const blow = model.rules.get('acao.dano.valor-atual')?.value ?? 0;
    expect(rows[1]).toEqual(['0', String(blow)]);
    const joanna = (table: string[][]) => Number(table.find((row) => row[0]?.endsWith('(Joanna)'))?.[1]);
    const doubled = rowsOf(
      dataTable(withRule(model, 'dano.constante-defesa', (model.rules.get('dano.constante-defesa')?.value ?? 0) * 2), { de: 'dano-por-defesa' }),
    );
    expect(joanna(doubled)).toBeGreaterThan(joanna(rows));
  });

  it('marks the damage as proposed while the formula is a proposal', () => {
    const [table] = dataTable(model, { de: 'dano-por-defesa' });
    expect(hasMark(table?.children?.[1] ?? { type: 'x' })).toBe(true);
  });
});

describe('the gold of a mission', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const totalOf = (candidate: GameModel): number =>
    Number(/\d[\d.]*/.exec(rowsOf(dataTable(candidate, { de: 'ouro-por-incursao' })).at(-1)?.[2] ?? '')?.[0]?.replace('.', ''));

  it('adds the boss’s gold to the total: a richer boss makes a richer mission', () => {
    const boss = model.rules.get('ouro.chefe-missao')?.value ?? 0;
    expect(totalOf(withRule(model, 'ouro.chefe-missao', boss + 100)) - totalOf(model)).toBe(100);
  });

  it('writes every amount of the Ouro column alike, "de ouro" after the number, as the boss’s rule value is written', () => {
    const amounts = rowsOf(dataTable(model, { de: 'ouro-por-incursao' }))
      .slice(1)
      .map((row) => row[2] ?? '');
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^(cerca de )?\d[\d.]* de ouro$/);
  });
});

describe('the table of the actions every character has', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const withMover = (move: Partial<GameModel['data']['common-actions'][number]>): GameModel => ({
    ...model,
    data: { ...model.data, 'common-actions': model.data['common-actions'].map((action) => (action.id === 'mover' ? { ...action, ...move } : action)) },
  });

  it('writes Mover and Defender from their fields: where Mover goes, Defendendo on its user, never an enemy’s Defender; proposals marked', () => {
    const nodes = dataTable(model, { de: 'acoes-comuns' });
    expect(rowsOf(nodes)).toEqual([
      ['Ação', 'Custo', 'O que faz', 'Célula com um aliado', 'Quando o inimigo a usa'],
      [
        'Mover',
        'Sem custo',
        'Uma célula vizinha, na própria grade; vizinha é a que fica ao lado na mesma linha ou na mesma coluna (a diagonal não conta)',
        'Os dois trocam de lugar; um aliado imobilizado não troca',
        'Só quando nenhuma outra ação que a energia rolada paga tem alvo válido: ' +
          'vai em direção a uma célula de onde atacaria com essa energia (ou com qualquer ataque, se ela não paga nenhum), ' +
          'sem trocar de lugar com um aliado que ficaria mais longe de onde ele ataca sem custo',
      ],
      ['Defender', 'Sem custo', 'Quem usa fica Defendendo por 1 turno', '—', 'Nunca: o inimigo não tem esta ação, só as do arquétipo e Mover'],
    ]);
    const cells = nodes[0]?.children?.[1]?.children ?? [];
    expect(cells.map(hasMark)).toEqual([false, false, true, true, true]);
    const defender = nodes[0]?.children?.[2]?.children ?? [];
    expect(defender.map(hasMark)).toEqual([false, false, false, false, true]);
  });

  it('follows the data when a rule of Mover changes', () => {
    const changed = withMover({ move: { steps: 2, diagonals: true, swap: 'none' }, enemies: 'random' });
    expect(rowsOf(dataTable(changed, { de: 'acoes-comuns' }))[1]?.slice(2)).toEqual([
      'Até 2 passos, cada um a uma célula vizinha, na própria grade; vizinha é a que fica ao lado na linha, na coluna ou na diagonal',
      'A célula fica bloqueada',
      'Sorteada entre as ações pagáveis com alvo válido, como as outras',
    ]);
  });
});

describe('the basic attacks of every playable role', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('writes each weapon’s attack from its fields: the role, the attack, where it is used from and whom it hits', () => {
    const rows = rowsOf(dataTable(model, { de: 'ataques-basicos' }));
    expect(rows[0]).toEqual(['Papel', 'Arma', 'Ataque básico', 'Dano', 'De onde', 'Alvo']);
    const dart = rows.find((row) => row[1] === 'Zarabatana');
    expect(dart?.slice(0, 3)).toEqual(['Ascetic', 'Zarabatana', 'Dardo']);
    expect(dart?.[4]).toBe('Qualquer célula');
    expect(rows.filter((row) => row[0] === 'Warden').map((row) => row[1])).toEqual(
      model.data.roles.find((role) => role.id === 'warden')?.basicAttacks.map((attack) => attack.weapon),
    );
  });
});

// Three pages send the reader to this table for the Testing Dice's faces (a fact:
// a D6 with two faces of each energy), which the engine plays as a D6 painted by the cycle.
describe('the dice table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const nodes = dataTable(model, { de: 'dados' });
  const rows = rowsOf(nodes);
  const row = (name: string): string[] => rows.find((cells) => cells[0] === name) ?? [];

  it('shows how many faces of each energy a die gets from the cycle', () => {
    expect(rows[0]).toContain('Faces de cada energia, pelo ciclo');
    expect(row('D6')).toContain('2 Vermelhas, 2 Verdes e 2 Azuis');
    expect(row('D100')).toContain('34 Vermelhas, 33 Verdes e 33 Azuis');
  });

  it('marks as proposed only the counts that depend on the cycle’s proposed order', () => {
    const table = nodes[0];
    const column = rows[0]?.indexOf('Faces de cada energia, pelo ciclo') ?? -1;
    const empty: Node = { type: 'text', value: '' };
    const cell = (name: string): Node => table?.children?.find((tableRow) => textOf(tableRow.children?.[0] ?? empty) === name)?.children?.[column] ?? empty;
    expect(hasMark(cell('D6'))).toBe(false);
    expect(hasMark(cell('D4'))).toBe(true);
    expect(row('D4')).toContain('2 Vermelhas, 1 Verde e 1 Azul');
  });
});

describe('the modifiers table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('says under it which tier no encounter of the design targets plays, so its multipliers are not measured; none when every tier is played', () => {
    const note = (nodes: Node[]) => nodes.slice(1).map(textOf).join(' ');
    // Today the ready encounters (floors.yaml) are T1, T2 and boss fights: T3 is in no battle the targets play.
    expect(note(dataTable(model, { de: 'modificadores' }))).toBe(
      'Nenhum encontro pronto, os que as metas de design jogam, tem inimigos do tier T3: os multiplicadores dele ainda não foram medidos em batalha.',
    );
    const floors = model.data.floors.map((floor) =>
      floor.kind === 'common' && floor.tiers?.includes('t2') ? { ...floor, tiers: [...floor.tiers, 't3'] } : floor,
    );
    expect(note(dataTable({ ...model, data: { ...model.data, floors } }, { de: 'modificadores' }))).toBe('');
  });
});

describe('the team policies', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('describes each policy the simulator plays, the intents one with its first step: dropping first whoever would drop an ally', () => {
    const rows = rowsOf(dataTable(model, { de: 'politicas' }));
    expect(rows[0]).toEqual(['Política', 'Como declara']);
    expect(rows.slice(1).map(([name]) => name)).toEqual([
      'Mais dano pagável agora',
      'Cura primeiro',
      'Fogo concentrado',
      'Lê as intenções',
      'Sorteio, como os inimigos',
    ]);
    expect(rows.find(([name]) => name === 'Lê as intenções')?.[1]).toMatch(/^lê o que os inimigos declararam: derruba antes quem derrubaria um aliado/);
  });

  it('says the greedy policy counts a damage over turns whole and not a status’s ticks, as the engine plays it (greedyDamage)', () => {
    const greedy = rowsOf(dataTable(model, { de: 'politicas' })).find(([name]) => name === 'Mais dano pagável agora')?.[1] ?? '';
    // packages/rules/test/policies.test.ts: 12 a tick for 3 turns beats 30 now; a Queimadura-like status's ticks count nothing.
    expect(greedy).not.toContain('nesta rodada');
    expect(greedy).toContain('o dano ao longo de turnos contado inteiro, como se viesse agora');
    expect(greedy).toContain('sem os tiques dos status');
  });

  it('says the intent reader steps out of a declared hit that would drop it, as the engine plays it (reposition)', () => {
    const intents = rowsOf(dataTable(model, { de: 'politicas' })).find(([name]) => name === 'Lê as intenções')?.[1];
    expect(intents).toMatch(/quem um golpe declarado derrubaria e age antes de quem o declarou dá um passo \(Mover\)/);
  });
});

describe('the Training levels against the regions’ bands', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('trains at each level up to the end of the band of the region that level serves, never past it', () => {
    // estrutura.melhorias-por-regiao levels a region pays for: level 1 serves the first region, each level bought in a region serves the next.
    const rows = rowsOf(dataTable(model, { de: 'estrutura', id: 'treinamento' }));
    const column = rows[0]?.indexOf('Treina até o nível') ?? -1;
    const caps = rows.slice(1).map((row) => Number(row[column]));
    const maxLevel = model.rules.get('progressao.nivel-maximo')?.value ?? 0;
    const ends = [...model.data.regions].sort((a, b) => a.order - b.order).map((region) => region.levels?.max ?? maxLevel);
    expect(caps).toEqual(ends.slice(0, caps.length));
  });
});
