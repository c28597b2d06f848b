import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bossCurveOf, buildModel, loadGameModel, parseFile, simulatorToolData, elementalTypes } from '@dice-rolling/game-model';
import { buildSetup, chooseAction, computeDamage, declareRound, resolveRound, startBattle, startingSquad } from '@dice-rolling/rules';

const siteDir = path.resolve(__dirname, '../../..');

describe('the game data of the site', () => {
  it('passes every schema and cross-reference check', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.data.roles.length).toBeGreaterThan(0);
    expect(model.rules.size).toBeGreaterThan(0);
  });

  it('gives every basic attack that deals damage a damage type, and stops the build naming the one without', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const untyped = model.data.roles.flatMap((role) =>
      role.basicAttacks.filter((attack) => attack.damage > 0 && attack.type === undefined).map((attack) => `${role.id}: ${attack.name}`),
    );
    expect(untyped).toEqual([]);
    const data = structuredClone(model.data);
    const warden = data.roles.find((role) => role.id === 'warden')!;
    delete warden.basicAttacks[0]!.type;
    expect(buildModel(data, model.fileOf).problems.map((problem) => `${problem.record} ${problem.field}: ${problem.message}`)).toEqual([
      `warden basicAttacks[0].type: o ataque básico "${warden.basicAttacks[0]!.name}" causa dano e precisa de um tipo de dano (corte, impacto, fogo...)`,
    ]);
  });

  it('arms a member of the starting squad with the weapon squads.yaml names, and stops the build on a weapon its role lacks', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const data = structuredClone(model.data);
    const squad = data.squads.find((candidate) => candidate.id === 'equipe-inicial')!;
    const at = squad.members.findIndex((member) => member.role === 'mystic');
    const mystic = data.roles.find((role) => role.id === 'mystic')!;
    const second = mystic.basicAttacks[1]!;
    squad.members[at]!.weapon = second.weapon;
    const armed = buildModel(data, model.fileOf);
    expect(armed.problems).toEqual([]);
    const tools = simulatorToolData(armed.model);
    const setup = buildSetup(tools, { squad: startingSquad(tools), enemies: [], policy: 'damage' });
    // The member's first action is its basic attack: the second weapon's, by its name.
    expect(setup.squad[at]?.actions[0]?.name).toBe(second.name.split(' (')[0]);
    squad.members[at]!.weapon = 'Arco';
    const weapons = mystic.basicAttacks.map((attack) => attack.weapon).join(', ');
    expect(buildModel(data, model.fileOf).problems.map((problem) => `${problem.record} ${problem.field}: ${problem.message}`)).toEqual([
      `equipe-inicial members[${at}].weapon: o papel "mystic" não tem a arma "Arco" (as dele: ${weapons})`,
    ]);
  });

  it('gives every playable role its Poder de Ataque, Poder elemental and Defesa elemental as ranges, which the simulator plays', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const simulator = simulatorToolData(model);
    for (const role of model.data.roles) {
      expect(role.attributes['poder-de-ataque'], role.id).toBeDefined();
      expect(role.attributes['poder-elemental'], role.id).toBeDefined();
      expect(role.attributes['defesa-elemental'], role.id).toBeDefined();
    }
    // The simulator plays the middle of each range (roles.yaml).
    const played = (roleId: string) => {
      const role = simulator.roles.find((candidate) => candidate.id === roleId);
      return { power: role?.power, elementalPower: role?.elementalPower, elementalDefence: role?.elementalDefence };
    };
    // Mystic: Poder de Ataque 85–95 → 90, Poder elemental 100–100 → 100, Defesa elemental 15–25 → 20.
    expect(played('mystic')).toEqual({ power: 90, elementalPower: 100, elementalDefence: 20 });
    // Wind Walker: Poder de Ataque 110–120 → 115, Poder elemental 100–100 → 100, Defesa elemental 0–10 → 5.
    expect(played('wind-walker')).toEqual({ power: 115, elementalPower: 100, elementalDefence: 5 });
  });

  it("names, in each playable role's main energy (Energia principal on its sheet), every colour one of its skills costs", () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    for (const role of model.data.roles) {
      const colours = new Set(role.skills.flatMap((skill) => Object.keys(skill.cost ?? {})));
      expect(colours.size, role.id).toBeGreaterThan(0);
      for (const colour of colours) {
        const name = model.data.energies.find((energy) => energy.id === colour)?.name;
        expect(name, colour).toBeDefined();
        expect(role.mainEnergy, `${role.id}: ${colour}`).toContain(name ?? colour);
      }
    }
  });

  it("names, in the Warden's main energy, each skill whose Vermelha neither attacks nor provokes, as it says Vermelha goes to those", () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const warden = model.data.roles.find((role) => role.id === 'warden')!;
    expect(warden.mainEnergy).toContain('Vermelha nas habilidades que atacam ou provocam');
    const others = warden.skills.filter(
      (skill) => (skill.cost?.vermelha ?? 0) > 0 && !skill.effects.some((effect) => effect.kind === 'damage') && !skill.statuses.includes('provocacao'),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const skill of others) expect(warden.mainEnergy, skill.name).toContain(skill.name);
  });

  it('Defendendo lowers a hit of every damage type the creatures deal, so the pages may advise Defender against any attack', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const { damage: rules, roles } = simulatorToolData(model);
    const types = new Set(model.data.creatures.flatMap((creature) => [creature.naturalType, ...creature.moves.map((move) => move.type)]));
    types.delete(undefined);
    expect(types.size).toBeGreaterThan(2);
    for (const role of roles) {
      for (const type of types) {
        const nature = (elementalTypes as readonly (string | undefined)[]).includes(type) ? 'elemental' : 'physical';
        const hit = {
          base: 60,
          nature,
          power: rules.normalPower,
          defence: role.defence,
          elementalDefence: role.elementalDefence,
          fortressStacks: 0,
          grade: 'normal',
        } as const;
        const open = computeDamage({ ...hit, defending: false }, rules).damage;
        expect(computeDamage({ ...hit, defending: true }, rules).damage, `${role.id} against ${type}`).toBeLessThan(open);
      }
    }
  });
});

describe('the multipliers of a species and a tier', () => {
  it('are labelled with the attribute as the pages write it (the tooltip on every multiplier reads "Poder de Ataque", not its id)', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.rules.get('tier.colossal.poder-de-ataque')?.label).toBe('Multiplicador de Poder de Ataque (Chefe)');
    expect(model.rules.get('especie.besta.vida')?.label).toBe('Multiplicador de Vida (Besta)');
  });
});

describe('the statuses a skill sheet lists', () => {
  it('are the statuses its effects apply, no more and no fewer (a burn a passive adds to every fire hit is the passive’s)', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const mismatched = model.data.roles.flatMap((role) =>
      role.skills.flatMap((skill) => {
        const applied = [...new Set(skill.effects.flatMap((effect) => ('status' in effect && typeof effect.status === 'string' ? [effect.status] : [])))];
        return applied.sort().join(',') === [...skill.statuses].sort().join(',')
          ? []
          : [`${role.id}.${skill.id}: ${skill.statuses.join(',')} / ${applied.join(',')}`];
      }),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('the categories of a skill', () => {
  it('count Ofensiva for every skill that deals damage to enemies: Debuff alone is "sem dano relevante"', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const harmful = model.data.roles.flatMap((role) =>
      role.skills
        .filter((skill) => skill.target.side === 'enemy' && skill.effects.some((effect) => effect.kind === 'damage' && (effect.targets ?? 'target') !== 'self'))
        .filter((skill) => !skill.categories.includes('offensive'))
        .map((skill) => `${role.id}.${skill.id}: ${skill.categories.join(', ')}`),
    );
    expect(harmful).toEqual([]);
  });
});

describe('Mover in the battles built from the data', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const data = simulatorToolData(model);
  const setup = buildSetup(data, { squad: startingSquad(data), enemies: data.floors[0]?.enemies ?? [], policy: 'damage' });

  it('is the last action of every squad member and every enemy, with the rules common-actions.yaml writes', () => {
    for (const fighter of [...setup.squad, ...setup.enemies])
      expect(fighter.actions.at(-1), fighter.id).toMatchObject({
        id: 'mover',
        cost: {},
        move: { steps: 1, diagonals: false, swap: true, lastResort: true },
      });
  });

  it('gives every squad member the Defender of common-actions.yaml, just before Mover, and no enemy; without it in the data, nobody defends', () => {
    for (const member of setup.squad)
      expect(member.actions.at(-2), member.id).toMatchObject({
        id: 'defender',
        cost: {},
        effects: [{ kind: 'status', status: 'defendendo', targets: 'self' }],
      });
    for (const enemy of setup.enemies) expect(enemy.actions.map((action) => action.id)).not.toContain('defender');
    const withoutDefender = simulatorToolData({
      ...model,
      byId: ((kind: string, id: string) => (kind === 'common-actions' && id === 'defender' ? undefined : model.byId(kind as never, id))) as typeof model.byId,
    });
    const bare = buildSetup(withoutDefender, { squad: startingSquad(withoutDefender), enemies: data.floors[0]?.enemies ?? [], policy: 'damage' });
    for (const member of bare.squad) expect(member.actions.map((action) => action.id)).not.toContain('defender');
  });

  it('refuses a swap rule the schema does not know, naming the field', () => {
    const { problems } = parseFile({
      name: 'common-actions',
      label: 'data/game/common-actions.yaml',
      text: '- { id: mover, name: Mover, move: { steps: 1, diagonals: false, swap: enemy }, enemies: last-resort, home: "/docs/a#b", source: fact }',
    });
    expect(problems.map((problem) => problem.field)).toEqual(['move.swap']);
  });
});

describe('the starting squad', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const data = simulatorToolData(model);

  it('is the list squads.yaml calls equipe-inicial, at the start level; a change there changes the squad every measure plays', () => {
    const squad = model.byId('squads', 'equipe-inicial');
    expect(squad?.members.length).toBeGreaterThan(0);
    const level = data.progression.startLevel;
    expect(startingSquad(data)).toEqual(squad?.members.map((member) => ({ role: member.role, level, die: squad.die, cell: member.cell })));
    const changed = simulatorToolData({
      ...model,
      byId: ((kind: string, id: string) =>
        kind === 'squads' && id === 'equipe-inicial' && squad
          ? { ...squad, members: [{ role: 'wind-walker', cell: 2 }] }
          : model.byId(kind as never, id)) as typeof model.byId,
    });
    expect(startingSquad(changed)).toEqual([{ role: 'wind-walker', level, die: squad?.die, cell: 2 }]);
  });
});

describe('the bosses’ curve', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('meets each boss of the Tundra, in the missions’ order, at the level the XP of the battles before it gives', () => {
    // By hand: 4 common battles of 20 XP and 1 elite of 50 before each boss, 230 XP a whole mission, from 0 XP at level 1;
    // level N takes 25·N·(N − 1) XP. Mawari at 130 XP (level 2), Rušajak at 360 (level 4), Uru'Zal at 590 (level 5).
    expect(bossCurveOf(model)).toEqual([
      { floor: 'chefe-mawari', level: 2 },
      { floor: 'chefe-rusajak', level: 4 },
      { floor: 'chefe-uru-zal', level: 5 },
    ]);
  });

  it('follows the missions’ order, not the floors’: Mahara first meets Rušajak at level 2', () => {
    const missions = model.data.missions.map((mission) => (mission.id === 'mahara' ? { ...mission, order: 0 } : mission));
    expect(bossCurveOf({ ...model, data: { ...model.data, missions } }).map((stop) => `${stop.floor} ${stop.level}`)).toEqual([
      'chefe-rusajak 2',
      'chefe-mawari 4',
      'chefe-uru-zal 5',
    ]);
  });
});

describe('a skill that costs its user Vida', () => {
  it('costs it once per use, however many enemies it hits (Explosão Sacrificial: "custa parte da própria vida")', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const data = simulatorToolData(model);
    const ascetic = data.roles.find((role) => role.id === 'ascetic');
    const explosion = ascetic?.skills.find((skill) => skill.action.effects.some((effect) => effect.kind === 'self-damage'))?.action;
    if (!explosion) throw new Error('the Ascetic has no skill that costs Vida');
    const percent = explosion.effects.find((effect) => effect.kind === 'self-damage')?.percent ?? 0;
    const dice = Object.entries(explosion.cost).flatMap(([energy, amount]) => Array.from({ length: amount }, () => [energy]));
    const user = { id: 'ascetic', name: 'Ascetic', cell: 1, life: 1000, defence: 0, speed: 50, power: 100, dice, actions: [explosion] };
    // Three enemies in the columns it hits, too tough to fall, too slow to act first, with nothing to do.
    const enemies = [2, 5, 4].map((cell, index) => ({
      id: `e${index}`,
      name: `e${index}`,
      cell,
      life: 100_000,
      defence: 0,
      speed: 1,
      power: 100,
      dice: [],
      actions: [],
    }));
    const setup = { squad: [user], enemies, damage: data.damage, statuses: data.statuses, attributes: data.attributes, policy: 'damage' as const };
    const chosen = chooseAction(declareRound(startBattle(setup, 1)), 0, 0, undefined);
    if (!chosen.state) throw new Error(`refused: ${chosen.refusal}`);
    const after = resolveRound(chosen.state).state;
    expect(after.sides[1].filter((enemy) => enemy.life < 100_000)).toHaveLength(3);
    expect(after.sides[0][0]?.life).toBe(1000 - Math.floor((1000 * percent) / 100));
  });
});

describe("the Kašurak's Proteção in the battles built from the data", () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const data = simulatorToolData(model);
  const built = buildSetup(data, { squad: startingSquad(data), enemies: [{ creature: 'kasurak', tier: 't2', cell: 2 }], policy: 'damage' });
  const kasurak = built.enemies[0];
  const guard = kasurak?.actions.find((action) => action.effects.some((effect) => effect.kind === 'status' && effect.status === 'defendendo'));

  /** Vida the Kašurak loses to one hit of a hero faster than it, when it declares its Proteção (its dice pay it) or nothing. */
  function lostToAFasterHit(declaresGuard: boolean): number {
    if (!kasurak || !guard) throw new Error('the Kašurak has no form that gives it Defendendo');
    const dice = Object.entries(guard.cost).flatMap(([energy, amount]) => Array.from({ length: amount }, () => [energy]));
    const enemy = { ...kasurak, cell: 2, speed: 1, actions: [guard], dice: declaresGuard ? dice : [] };
    const strike = {
      id: 'golpe',
      name: 'golpe',
      skill: false,
      cost: {},
      from: [0, 1, 2],
      target: { side: 'enemy' as const, multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'damage' as const, amount: 60, nature: 'physical' as const, hits: 1, targets: 'target' as const }],
    };
    const hero = { id: 'hero', name: 'hero', cell: 2, life: 1000, defence: 0, speed: 1000, power: 100, dice: [], actions: [strike] };
    const setup = { ...built, squad: [hero], enemies: [enemy], policy: 'damage' as const };
    const declared = declareRound(startBattle(setup, 1));
    expect(declared.sides[1][0]?.declared ? 'guard' : 'nothing').toBe(declaresGuard ? 'guard' : 'nothing');
    const chosen = chooseAction(declared, 0, 0, { side: 1, index: 0 });
    if (!chosen.state) throw new Error(`refused: ${chosen.refusal}`);
    return enemy.life - (resolveRound(chosen.state).state.sides[1][0]?.life ?? 0);
  }

  it('protects it from the start of the resolution, like Defender: a faster hero’s hit meets its Defendendo', () => {
    const open = lostToAFasterHit(false);
    expect(open).toBeGreaterThan(0);
    expect(lostToAFasterHit(true)).toBeLessThan(open);
  });
});

describe("the words of the squad's policies", () => {
  it('say that "mais dano pagável agora", with nothing to hit, heals the ally who lost the largest share of its Vida, as the engine does', () => {
    // policies.ts (mostWounded) ranks by the share of Vida lost, not by the Vida lost (policy-weights.test.ts, "healing"):
    // a reader told "quem perdeu mais Vida" would expect the Warden who lost 60 of 300 to be healed before the Mystic who lost 50 of 150.
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const damage = simulatorToolData(model).policies.find((policy) => policy.id === 'damage');
    expect(damage?.description).toContain('cura quem perdeu a maior parte da própria Vida');
    expect(damage?.description).not.toContain('quem perdeu mais Vida');
  });
});
