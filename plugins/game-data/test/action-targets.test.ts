// An action's targets are data: typed fields the schema checks, the battle
// plays and the pages word. No sentence decides who can be hit.
import { describe, expect, it } from 'vitest';
import { buildModel, roleSchema, simulatorToolData, type Role } from '@dice-rolling/game-model';
import type { Element } from 'hast';
import { model, renderTree, selectAll, textOf, withoutProposalMarks } from './renderWithData';
import { targetWords } from '../src/render/targets';

const ascetic = (): Role => {
  const role = model.byId('roles', 'ascetic');
  if (!role) throw new Error('the Ascetic is missing from the data');
  return structuredClone(role);
};

/** The model with one skill of the Ascetic changed. */
function withSkill(skillId: string, change: Record<string, unknown>) {
  const role = ascetic();
  role.skills = role.skills.map((skill) => (skill.id === skillId ? ({ ...skill, ...change } as typeof skill) : skill));
  const roles = model.data.roles.map((other) => (other.id === role.id ? role : other));
  return buildModel({ ...model.data, roles }, model.fileOf).model;
}

describe('action targets', () => {
  it('the schema refuses a target or a starting column written as a sentence', () => {
    const role = ascetic() as unknown as { skills: Record<string, unknown>[] };
    const skill = role.skills[0] ?? {};
    const asProse = (field: string, value: string) => ({ ...role, skills: [{ ...skill, [field]: value }, ...role.skills.slice(1)] });
    const target = roleSchema.safeParse(asProse('target', 'Único, frente inimiga'));
    expect(target.success).toBe(false);
    expect(target.error?.issues.map((issue) => issue.path.join('.'))).toContain('skills.0.target');
    expect(roleSchema.safeParse(asProse('from', 'Qualquer célula')).success).toBe(false);
  });

  it('the schema refuses a target of the user that names columns or a count', () => {
    const role = ascetic() as unknown as { skills: Record<string, unknown>[] };
    const skill = role.skills[0] ?? {};
    const targeting = (target: unknown) => ({ ...role, skills: [{ ...skill, target }, ...role.skills.slice(1)] });
    expect(roleSchema.safeParse(targeting({ side: 'self' })).success).toBe(true);
    expect(roleSchema.safeParse(targeting({ side: 'self', hits: 'every' })).success).toBe(false);
    expect(roleSchema.safeParse(targeting({ side: 'self', columns: ['front'] })).success).toBe(false);
  });

  it('the battle plays the typed fields, whatever the action is called or says', () => {
    const changed = withSkill('chamas-devoradoras', {
      name: 'Uma só chama no aliado da frente',
      effect: 'Atinge um único inimigo na frente.',
      from: ['back'],
      target: { side: 'enemy', hits: 'row' },
    });
    const ascetic = simulatorToolData(changed).roles.find((role) => role.id === 'ascetic');
    const action = ascetic?.skills.find((skill) => skill.action.id === 'chamas-devoradoras')?.action;
    expect(action?.from).toEqual([0]);
    expect(action?.target).toEqual({ side: 'enemy', multiple: true, columns: [0, 1, 2], row: true, beyondFront: 1 });
  });

  it('the skills table words the target and the columns from the fields', async () => {
    const changed = withSkill('chamas-devoradoras', { from: ['front', 'middle'], target: { side: 'ally', hits: 'every' } });
    const rows = selectAll('tr', await renderTree('<Papel id="ascetic" parte="habilidades"/>', changed));
    const row = rows.find((candidate) => textOf(selectAll('td', candidate)[0]) === 'Chamas Devoradoras');
    const cells = selectAll('td', row).map(textOf);
    expect(cells[2]).toBe('Frente ou meio');
    expect(cells[3]).toBe('Múltiplo, todos os aliados, inclusive quem usa');
  });

  it('words an ally target that leaves out its user, and the Mystic’s Correnteza Vital is one', async () => {
    expect(targetWords({ side: 'ally', hits: 'one', others: true })).toBe('Único, qualquer outro aliado');
    expect(targetWords({ side: 'ally', hits: 'every', others: true })).toBe('Múltiplo, todos os outros aliados');
    expect(targetWords({ side: 'ally', hits: 'one', columns: ['front'], others: true })).toBe('Único, outro aliado da frente');
    const rows = selectAll('tr', await renderTree('<Papel id="mystic" parte="habilidades"/>'));
    const row = rows.find((candidate) => textOf(selectAll('td', candidate)[0]) === 'Correnteza Vital');
    expect(selectAll('td', row).map(textOf)[3]).toBe('Único, qualquer outro aliado');
    const mystic = simulatorToolData(model).roles.find((role) => role.id === 'mystic');
    expect(mystic?.skills.find((skill) => skill.action.id === 'correnteza-vital')?.action.target).toMatchObject({ side: 'ally', others: true });
  });

  it('words a single enemy target in two columns with a preposition each, the adjective agreeing with the nearest', () => {
    expect(targetWords({ side: 'enemy', hits: 'one', columns: ['front', 'middle'] })).toBe('Único, na frente ou no meio inimigo');
    expect(targetWords({ side: 'enemy', hits: 'one', columns: ['front'] })).toBe('Único, frente inimiga');
  });

  it('the board of a prototype action says, under its grid, where it is used from and whom it hits, read from the marks', async () => {
    const said = async (id: string) => textOf(selectAll('p', await renderTree(`<Tabela de="tabuleiro" acao="${id}"/>`))[0]);
    expect(await said('arcane-strike')).toBe('Usada de: meio ou fundo. Alvo: único, no meio ou no fundo inimigo.');
    expect(await said('magic-missiles')).toBe('Usada de: fundo. Alvo: único, no meio ou no fundo inimigo.');
    expect(await said('cleave-attack')).toBe('Usada de: frente. Alvo: múltiplo, as 2 células da frente inimiga.');
  });

  // A dash after the name, not a second colon before the one of "usada de:".
  it('a board two actions share reads, under it, each action by name, so the single one and the multiple one each say their own target', async () => {
    const lines = selectAll('p', await renderTree('<Tabela de="tabuleiro" acao="quick-slash" tambem="cleave-attack"/>')).map(textOf);
    expect(lines).toEqual([
      'Quick Slash — usada de: frente. Alvo: único, frente inimiga.',
      'Cleave Attack — usada de: frente. Alvo: múltiplo, as 2 células da frente inimiga.',
    ]);
    await expect(renderTree('<Tabela de="tabuleiro" acao="quick-slash" tambem="arcane-strike"/>')).rejects.toThrow(/arcane-strike/);
  });

  it('a board with no U cell reads as usable from any cell, as the page proposes, with the proposal mark', async () => {
    const [line] = selectAll('p', await renderTree('<Tabela de="tabuleiro" acao="lesser-restoration"/>'));
    expect(textOf(withoutProposalMarks(line as Element))).toBe(
      'Usada de: qualquer célula, pois nenhuma está marcada com U. Alvo: múltiplo, todos os aliados, inclusive quem usa.',
    );
    expect(selectAll('.proposal-mark', line as Element)).toHaveLength(1);
  });
});
