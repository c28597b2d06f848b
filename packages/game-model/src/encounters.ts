// The game data as battles: the model turned into the plain encounter data of
// the rules engine (roles with their actions, effects and grids, the grids
// from the typed "from" and "target" fields; creatures with their attacks; the
// Tundra floors). The battle simulator, the balance page and the golden vectors run
// on it, through the engine's buildSetup.
import {
  battleEffectsFrom,
  passivesFrom,
  policies as enginePolicies,
  rangeMiddle,
  statusRulesFrom,
  type ActionSpec,
  type BattleEffect,
  type EnemyChoice,
  type MemberChoice,
  type Policy,
  type SetupReader,
  type SimCreature,
  type SimFloor,
  type EncounterData,
} from '@dice-rolling/rules';
import { attackEffects, elementalTypes, type Effect } from './effects';
import type { GameModel } from './model';
import { engineRulesOf, ruleValueOf } from './lookup';
import { gridColumns, type ActionTarget, type CommonAction, type Creature, type EnemyRole, type GridColumn } from './schema';

interface PolicyName {
  id: Policy;
  name: string;
  description: string;
}

/**
 * Each of the engine's policies (packages/rules/src/policies.ts) as the site
 * names and explains it; a policy added to the engine without its words here
 * fails the typecheck, and the simulator lists them in the engine's order.
 */
const policyWords: Record<Policy, Omit<PolicyName, 'id'>> = {
  damage: {
    name: 'Mais dano pagável agora',
    description:
      'cada personagem usa a ação que causa mais dano ao inimigo com menos Vida entre os alvos válidos (ou a todos, numa ação em área), ' +
      'com o dano ao longo de turnos contado inteiro, como se viesse agora, sem os tiques dos status que ela aplica; ' +
      'entre inimigos com a mesma Vida, o que mais ameaça a equipe, e, se ainda empatar, um sorteio; ' +
      'sem dano possível, cura quem perdeu a maior parte da própria Vida; ' +
      'senão, dá um passo (Mover) em direção a uma célula de onde ataque com a energia que rolou ' +
      '(ou com qualquer ataque, se ela não paga nenhum); senão, uma ação em si mesmo: a primeira habilidade pagável que mira quem a usa, ou Defender',
  },
  healing: {
    name: 'Cura primeiro',
    description: 'quem tem cura cuida antes de um aliado abaixo da metade da Vida; no resto, como "mais dano pagável agora"',
  },
  focus: {
    name: 'Fogo concentrado',
    description:
      'primeiro o golpe que derruba um inimigo (o que mais ameaça a equipe); senão, o dano vezes a ameaça do alvo dividido pela Vida que lhe resta, ' +
      'com o dano ao longo do tempo contado pelos turnos que ele de fato acrescenta; sem dano ' +
      'possível, cura; senão, um passo (Mover) como em "mais dano pagável agora"; senão, uma ação em si mesmo, também como lá',
  },
  intents: {
    name: 'Lê as intenções',
    description:
      'lê o que os inimigos declararam: derruba antes quem derrubaria um aliado, se age primeiro; ' +
      'senão, cura ou protege o aliado que um golpe declarado derrubaria, ' +
      'se a ajuda chega a tempo (pela Velocidade) e o salva, e só Defende contra golpes que Defendendo reduz; ' +
      'senão, quem um golpe declarado derrubaria e age antes de quem o declarou dá um passo (Mover) para uma célula onde os golpes declarados ' +
      'já não o derrubam, sem que o aliado com quem troca de lugar caia no lugar dele, de preferência uma de onde ainda ataque; ' +
      'senão, quem tem cura cuida de um aliado abaixo da metade da Vida que nenhum golpe declarado derrubaria; no resto, como "fogo concentrado"',
  },
  random: {
    name: 'Sorteio, como os inimigos',
    description:
      'uma ação pagável com alvo válido e um alvo, sorteados; sem nenhuma, Mover em direção a uma célula de onde ataque com a energia que rolou ' +
      '(ou com qualquer ataque, se ela não paga nenhum)',
  },
};

const allColumns = [0, 1, 2];

/** Named columns as the engine numbers them, in its order; no columns named is every column. */
function engineColumns(columns: readonly GridColumn[] | undefined): number[] {
  return columns ? columns.map((column) => gridColumns.indexOf(column)).sort((a, b) => a - b) : allColumns;
}

/** The columns an action is used from: [front, middle] → [1, 2]. */
export function fromColumns(from: readonly GridColumn[]): number[] {
  return engineColumns(from);
}

/** The rule of how far past the front a blow that marks only the front reaches (alcance.colunas-alem-da-frente), as targetSpec takes it. */
const frontReachRule = 'alcance.colunas-alem-da-frente';

/**
 * The grid an action marks, from its typed target: { side: enemy, hits: row } → a row of the other side. A grid of the
 * other side carries `beyondFront`, the rule frontReachRule's value, which the engine reads when the grid marks only the front.
 */
export function targetSpec(target: ActionTarget, beyondFront: number): ActionSpec['target'] {
  if (target.side === 'self') return { side: 'self', multiple: false, columns: allColumns };
  const multiple = target.hits !== 'one';
  const columns = engineColumns(target.columns);
  const row = target.hits === 'row' || undefined;
  if (target.side === 'enemy') return { side: 'enemy', multiple, columns, row, beyondFront };
  return { side: target.side, multiple, columns, row, others: target.others };
}

/** How the setup builders of the rules engine read the game data (a missing rule stops the build with its id). */
export function setupReader(model: GameModel): SetupReader {
  return {
    ruleValue: (id) => ruleValueOf(model, id),
    elemental: (type) => (elementalTypes as readonly (string | undefined)[]).includes(type),
  };
}

/** The effects the battle plays: every one of them, counts and conditions resolved by the engine's builder. */
export function battleEffects(model: GameModel, effects: readonly Effect[]): BattleEffect[] {
  return battleEffectsFrom(setupReader(model), effects);
}

/** A creature's actions: its role's natural strike (form 0) with its type, and each form its own attacks fill. */
function creatureActions(model: GameModel, creature: Creature, enemyRole: EnemyRole): ActionSpec[] {
  const actions: ActionSpec[] = [];
  const beyondFront = ruleValueOf(model, frontReachRule);
  enemyRole.actions.forEach((form, index) => {
    const move = creature.moves.find((candidate) => candidate.form === index);
    if (index > 0 && !move) return; // Every creature has the natural strike and fills two of the other forms with its own attacks.
    const type = move?.type ?? (index === 0 ? creature.naturalType : undefined);
    actions.push({
      id: `${creature.id}-${index}`,
      name: move?.name ?? form.name,
      skill: false,
      cost: move?.cost ?? form.cost,
      from: fromColumns(move?.from ?? form.from),
      target: targetSpec(move?.target ?? form.target, beyondFront),
      effects: battleEffects(model, attackEffects(form.effects, type, move?.effects, move?.replace)),
      ...(form.atResolutionStart && !move?.replace ? { atResolutionStart: true } : {}),
    });
  });
  return actions;
}

/**
 * The preset floors of floors.yaml as encounters: a common floor once per tier
 * of its `tiers` (id and name take the tier), a boss's floor with each enemy's
 * own tier. Enemies keep the order of the data (the order the battle indexes them in).
 */
export function presetFloors(model: GameModel, kind: 'common' | 'boss', known: ReadonlySet<string>): SimFloor[] {
  const floors = model.data.floors.filter((floor) => floor.kind === kind && floor.enemies.every((enemy) => known.has(enemy.creature)));
  const at = (floor: (typeof floors)[number], tier: string | undefined): EnemyChoice[] =>
    floor.enemies.map((enemy) => ({ creature: enemy.creature, tier: enemy.tier ?? tier ?? '', cell: enemy.cell }));
  // The same encounter one tier below: the floor itself when it is played there too, else the floor of its group played there.
  const below = (floor: (typeof floors)[number], tierAt: number): { below?: string } => {
    const lower = model.data.tiers[tierAt - 1]?.id;
    const same =
      lower === undefined
        ? undefined
        : floor.tiers.includes(lower)
          ? floor
          : floors.find((other) => other.group !== undefined && other.group === floor.group && other.tiers.includes(lower));
    return same && lower ? { below: `${same.id}-${lower}` } : {};
  };
  // Tier by tier (every T1 floor, then every T2 floor), in the order of tiers.yaml.
  const tiered = model.data.tiers.flatMap((tier, tierAt) =>
    floors
      .filter((floor) => floor.tiers.includes(tier.id))
      .map((floor) => ({ id: `${floor.id}-${tier.id}`, name: `${floor.name} (${tier.name})`, enemies: at(floor, tier.id), ...below(floor, tierAt) })),
  );
  const untiered = floors.filter((floor) => floor.tiers.length === 0).map((floor) => ({ id: floor.id, name: floor.name, enemies: at(floor, undefined) }));
  return [...tiered, ...untiered];
}

/**
 * The squad squads.yaml calls "equipe-inicial", each member at the start level with the squad's die and the weapon it
 * names (by its place among its role's weapons; the first when it names none); none when the data has none.
 */
export function startingSquadOf(model: GameModel, level: number): MemberChoice[] {
  const squad = model.byId('squads', 'equipe-inicial');
  if (!squad) return [];
  return squad.members.map((member) => {
    const weapon =
      member.weapon === undefined ? -1 : (model.byId('roles', member.role)?.basicAttacks.findIndex((attack) => attack.weapon === member.weapon) ?? -1);
    return { role: member.role, level, die: squad.die, cell: member.cell, ...(weapon > 0 ? { weapon } : {}) };
  });
}

/** What every common action is to the engine: free of skill rules, usable from any column, aimed at its user; no effects of its own. */
function commonActionSpec(action: CommonAction): ActionSpec {
  return {
    id: action.id,
    name: action.name,
    skill: false,
    cost: action.cost,
    from: allColumns,
    target: { side: 'self', multiple: false, columns: allColumns },
    effects: [],
    // Defendendo begins when the resolution does (qualitative rule contagem-dos-status), as the data says.
    ...(action.atResolutionStart ? { atResolutionStart: true } : {}),
  };
}

/** Defender as common-actions.yaml writes it: its effects on its user (the Defendendo status), played like a skill's; undefined when the data has none. */
export function defendAction(model: GameModel): ActionSpec | undefined {
  const defender = model.byId('common-actions', 'defender');
  if (!defender?.effects) return undefined;
  return { ...commonActionSpec(defender), effects: battleEffects(model, defender.effects) };
}

/** Mover as common-actions.yaml writes it: a destination cell on the user's grid instead of a target; undefined when the data has none. */
export function moveAction(model: GameModel): ActionSpec | undefined {
  const mover = model.byId('common-actions', 'mover');
  if (!mover?.move) return undefined;
  return {
    ...commonActionSpec(mover),
    move: { steps: mover.move.steps, diagonals: mover.move.diagonals, swap: mover.move.swap === 'ally', lastResort: mover.enemies === 'last-resort' },
  };
}

/** The engine's encounter data, with what the designer tools offer on top (the region's floors, the bosses' floors, the policies' names). */
export function simulatorToolData(model: GameModel): EncounterData & { floors: SimFloor[]; bossFloors: SimFloor[]; policies: PolicyName[] } {
  const reader = setupReader(model);
  const { damage, progression } = engineRulesOf(model);
  const beyondFront = ruleValueOf(model, frontReachRule);
  const middle = rangeMiddle;
  const roles = model.data.roles.map((role) => {
    // Each weapon's basic attack; a role without weapons in the data strikes the front column.
    const attacks = role.basicAttacks.length > 0 ? role.basicAttacks : [undefined];
    const weapons = attacks.map((attack) => ({
      name: attack?.weapon ?? 'Sem arma',
      attack: {
        id: `${role.id}-ataque-basico`,
        name: attack ? (attack.name.split(' (')[0] ?? attack.name) : 'Ataque básico',
        skill: false,
        cost: {},
        from: fromColumns(attack?.from ?? gridColumns),
        target: targetSpec(attack?.target ?? { side: 'enemy', hits: 'one', columns: ['front'] }, beyondFront),
        effects: attack
          ? battleEffects(model, [
              { kind: 'damage', amount: Math.max(1, attack.damage), type: attack.type, hits: attack.hits, pierce: attack.pierce, targets: 'target' },
              ...attack.effects,
            ])
          : [],
      } satisfies ActionSpec,
    }));
    const passive = model.byId('passives', role.passive);
    return {
      id: role.id,
      name: `${role.name} (${role.portugueseName})`,
      life: middle(role.attributes.vida),
      defence: middle(role.attributes.defesa),
      speed: middle(role.attributes.velocidade),
      power: role.attributes['poder-de-ataque'] ? middle(role.attributes['poder-de-ataque']) : damage.normalPower,
      elementalDefence: middle(role.attributes['defesa-elemental']),
      elementalPower: role.attributes['poder-elemental'] ? middle(role.attributes['poder-elemental']) : damage.normalPower,
      passives: passive ? passivesFrom(reader, passive.battle) : [],
      weapons,
      skills: role.skills.map((skill) => ({
        unlock: skill.unlock,
        action: {
          id: skill.id,
          name: skill.name,
          skill: true,
          cost: skill.cost,
          from: fromColumns(skill.from),
          target: targetSpec(skill.target, beyondFront),
          effects: battleEffects(model, skill.effects),
        },
      })),
    };
  });
  const defend = defendAction(model);
  const move = moveAction(model);

  const creatures: SimCreature[] = [];
  for (const creature of model.data.creatures) {
    if (creature.region !== 'tundra-de-sal' || !creature.role) continue;
    const enemyRole = model.byId('enemy-roles', creature.role);
    const archetype = enemyRole ? model.byId('archetypes', enemyRole.archetype) : undefined;
    const species = model.byId('species', creature.species ?? 'humano');
    if (!enemyRole || !archetype || !species) continue;
    creatures.push({
      id: creature.id,
      name: creature.name,
      group: creature.group,
      base: archetype.base,
      species: species.multipliers,
      grades: creature.grades,
      actions: creatureActions(model, creature, enemyRole),
    });
  }
  const known = new Set(creatures.map((creature) => creature.id));
  const tiers = model.data.tiers.map(({ id, name, multipliers }) => ({ id, name, multipliers }));
  const policies: PolicyName[] = enginePolicies.map((id) => ({ id, ...policyWords[id] }));
  return {
    damage,
    progression,
    normalPower: damage.normalPower,
    cycle: model.data['dice-cycle'][0]?.order ?? model.data.energies.filter((energy) => energy.current).map((energy) => energy.id),
    dice: model.data.dice.filter((die) => die.faces <= 20).map(({ id, name, faces }) => ({ id, name, faces })),
    tiers,
    roles,
    ...(defend ? { defend } : {}),
    ...(move ? { move } : {}),
    creatures,
    startingSquad: startingSquadOf(model, progression.startLevel),
    floors: presetFloors(model, 'common', known),
    bossFloors: presetFloors(model, 'boss', known),
    statuses: statusRulesFrom(reader, model.data.statuses),
    attributes: { defence: 'defesa', speed: 'velocidade', power: 'poder-de-ataque' },
    policies,
  };
}
