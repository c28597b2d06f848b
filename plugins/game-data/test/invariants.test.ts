import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { balanceContext, payabilityAt, type GameModel, loadGameModel } from '@dice-rolling/game-model';
import { checkInvariants, evaluateInvariants, InvariantError } from '../src/balance/invariants';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

/** The model with one playable role's skill changed. */
function withSkill(roleId: string, skillId: string, changes: Record<string, unknown>): GameModel {
  const roles = model.data.roles.map((role) =>
    role.id !== roleId ? role : { ...role, skills: role.skills.map((skill) => (skill.id === skillId ? { ...skill, ...changes } : skill)) },
  );
  const data = { ...model.data, roles };
  return { ...model, data, byId: (kind, id) => (kind === 'roles' ? (roles.find((role) => role.id === id) as never) : model.byId(kind, id)) };
}

describe('design invariants', () => {
  it('hold for the data of the site, each with a margin (the warnings excepted)', () => {
    const results = checkInvariants(model).filter((result) => result.invariant.severity === 'error');
    expect(results.map((result) => result.invariant.id)).toEqual([
      'habilidade-pagavel',
      'faixas-alcancaveis',
      't1-nao-derrota-em-uma-rodada',
      'dano-no-nivel-1',
      'campanha-na-faixa',
      'fogo-e-terra-comuns-na-regiao',
      'criaturas-com-o-tema-da-regiao',
    ]);
    for (const result of results) expect(result.margin, result.invariant.id).toBeGreaterThanOrEqual(0);
  });

  it('the Tundra campaign (3 missions of 230 XP from level 1: 690 XP, level 5) ends one level under the top of the next band (3 to 6)', () => {
    const campaign = evaluateInvariants(model).find((result) => result.invariant.id === 'campanha-na-faixa');
    expect(campaign?.measurements).toEqual([{ record: 'Tundra de Sal: do nível 1, 3 missões levam ao nível 5', value: 1, margin: 1 }]);
  });

  it('the Tundra: fire and earth are at least a quarter of its creatures’ typed attacks, and half its creatures resist corte and are weak to impacto, água and trovão', () => {
    const results = evaluateInvariants(model);
    const common = results.find((result) => result.invariant.id === 'fogo-e-terra-comuns-na-regiao');
    expect(common?.measurements).toEqual([{ record: 'Tundra de Sal: 9 de 32 ataques de fogo ou terra', value: 28.1, margin: 3.1 }]);
    const themed = results.find((result) => result.invariant.id === 'criaturas-com-o-tema-da-regiao');
    expect(themed?.measurements.map((measurement) => measurement.record)).toEqual(['Tundra de Sal: 5 de 10 criaturas comuns']);
    expect(themed?.holds).toBe(true);
  });

  it('a Tundra whose earth attacks went back to impacto breaks the fire-and-earth invariant, naming the region', () => {
    const creatures = model.data.creatures.map((creature) => ({
      ...creature,
      naturalType: creature.naturalType === 'terra' ? ('impacto' as const) : creature.naturalType,
      moves: creature.moves.map((move) => (move.type === 'terra' ? { ...move, type: 'impacto' as const } : move)),
    }));
    const broken = { ...model, data: { ...model.data, creatures } };
    expect(() => checkInvariants(broken)).toThrow(/invariante "fogo-e-terra-comuns-na-regiao" .*: Tundra de Sal: 4 de 32 ataques de fogo ou terra mede 12\.5/);
  });

  it('a broken warning is measured but does not stop the build', () => {
    const invariants = model.data.invariants.map((invariant) =>
      invariant.id === 'campanha-na-faixa' ? { ...invariant, threshold: 3, severity: 'warning' as const } : invariant,
    );
    const warned = { ...model, data: { ...model.data, invariants } };
    // The Tundra's campaign leaves 1 level of slack (the test above): 1 − 3.
    expect(evaluateInvariants(warned).find((result) => result.invariant.id === 'campanha-na-faixa')?.margin).toBe(-2);
    expect(() => checkInvariants(warned)).not.toThrow();
  });

  it('a starting skill costing two units breaks the payability invariant, naming the skill and the margin', () => {
    const broken = withSkill('warden', 'impacto-sismico', { cost: { vermelha: 1, azul: 1 } });
    expect(() => checkInvariants(broken)).toThrow(InvariantError);
    expect(() => checkInvariants(broken)).toThrow('Warden: Impacto Sísmico mede 0, limite 11, margem -11');
  });

  it('a first region ending below the Training cap breaks the band invariant by one level', () => {
    const regions = model.data.regions.map((region) => (region.id === 'tundra-de-sal' ? { ...region, levels: { min: 1, max: 4, rationale: 'x' } } : region));
    const result = evaluateInvariants({ ...model, data: { ...model.data, regions } }).find((candidate) => candidate.invariant.id === 'faixas-alcancaveis');
    expect(result?.holds).toBe(false);
    expect(result?.measurements[0]).toMatchObject({ record: 'Tundra de Sal (níveis 1 a 4)', margin: -1 });
  });

  it('a T1 enemy hit that takes all the Vida of a level-1 Mystic breaks the one-round invariant', () => {
    const enemyRoles = model.data['enemy-roles'].map((role) =>
      role.id === 'st-beast-melee-dps'
        ? {
            ...role,
            actions: role.actions.map((action, index) =>
              index === 0 ? { ...action, effects: [{ kind: 'damage' as const, amount: 100, hits: 2, targets: 'target' as const }] } : action,
            ),
          }
        : role,
    );
    const broken: GameModel = {
      ...model,
      data: { ...model.data, 'enemy-roles': enemyRoles },
      byId: (kind, id) => (kind === 'enemy-roles' ? (enemyRoles.find((role) => role.id === id) as never) : model.byId(kind, id)),
    };
    expect(() => checkInvariants(broken)).toThrow(/Yarák contra Mystic mede -\d+/);
  });

  it('payability at the unlock level uses that level’s dice slots: 2 units at level 5 (two slots) is 1 in 9', () => {
    expect(payabilityAt(balanceContext(model), { verde: 2 }, 5)).toBeCloseTo(1 / 9, 12);
  });
});
