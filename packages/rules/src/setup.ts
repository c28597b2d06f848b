// Rules engine, setup builders: the game data's effects, statuses and
// passives (as the data files write them: counts may be rule ids, damage
// types are ids) turned into the shapes the battle plays (effects.ts). The
// caller hands in how to read a rule's value and which damage types are
// elemental; nothing here knows an id of the game.
import { roundCap } from './battleSetup';
import type { Nature } from './damage';
import type { BattleEffect, Condition, PassiveMechanic, StatusMechanic, StatusRule } from './effects';
import { assertNever } from './never';

/** A count as the data writes it: a number, or the id of the rule that states it. */
export type CountData = number | string;

type Targets = BattleEffect['targets'];
interface EffectDataBase {
  targets: Targets;
  when?: Condition[];
}

/** An effect as the data files write it. */
export type EffectData = EffectDataBase &
  (
    | { kind: 'damage'; amount: CountData; type?: string; hits: CountData | 'per-target'; turns?: CountData; pierce?: number; spread?: boolean }
    | { kind: 'heal'; percent: number; turns?: CountData }
    | { kind: 'damage-reduction'; percent: number; turns?: CountData; bound?: boolean }
    | { kind: 'shield'; hits: CountData; turns?: CountData }
    | { kind: 'status'; status: string; turns?: CountData; attributes?: string[] }
    | { kind: 'attribute'; attribute: string; percent?: number; amount?: number; turns?: CountData; untilHit?: boolean }
    | { kind: 'push' | 'pull'; columns: number }
    | { kind: 'self-damage'; percent: number }
    | { kind: 'cleanse'; except: string[] }
    | { kind: 'execute' }
    | { kind: 'revive'; percent: number; rounds: number }
    | { kind: 'share-damage'; percent: number; turns: CountData }
    | { kind: 'zone'; status: string; turns: CountData }
    | { kind: 'ramp'; percent: number; max: number; type: string; turns: CountData }
    | { kind: 'rebirth'; percent: CountData; amount: number; type?: string; turns: CountData }
    | { kind: 'summon'; creature: string; tier: string; count: CountData }
    | { kind: 'regenerate'; percent: CountData }
    | { kind: 'devour' }
  );

/** What a status does, as statuses.yaml writes it (`battle`). */
export type StatusMechanicData =
  | { kind: 'defending' | 'skip-turn' | 'immovable' | 'rooted' | 'free-move' | 'taunt' | 'untargetable' }
  | { kind: 'life-floor'; value: number }
  | { kind: 'tick-damage'; amount: number; type?: string; perStack?: boolean }
  | { kind: 'tick-heal' | 'tick-life-loss' | 'shield-life' | 'pierce' | 'healing-received'; percent: CountData }
  | { kind: 'critical'; percent: CountData }
  | { kind: 'attribute'; percent: CountData; attribute?: string }
  | { kind: 'damage-taken' | 'damage-dealt'; percent: CountData; nature?: Nature }
  | { kind: 'thorns'; amount: CountData };

export interface StatusData {
  id: string;
  kind: 'positive' | 'negative';
  /** Turns of the bearer; none: the battle (until consumed or removed). */
  durationTurns?: number;
  stacking: 'refresh' | 'add' | 'none';
  /** The rule id or number of the most stacks, when stacking adds. */
  maxStacks?: CountData;
  /** It crosses battles: a fall does not end it. */
  crossesBattles?: boolean;
  battle?: StatusMechanicData[];
}

/** What a passive does, as passives.yaml writes it (`battle`). */
export type PassiveMechanicData =
  | { kind: 'fortress' }
  | { kind: 'extra-die-on-heal'; dice: CountData }
  | { kind: 'burn'; type: string; status: string; turns: CountData; increase: CountData; cap: CountData }
  | { kind: 'combo'; hits: CountData; critical: CountData; status: string; attribute: string; percent: CountData; turns: CountData };

export interface SetupReader {
  /** The value of a rule of rules.yaml by id. */
  ruleValue(id: string): number;
  /** Whether a damage type id is elemental (else physical); an untyped hit is physical. */
  elemental(type: string | undefined): boolean;
}

export function countValue(reader: SetupReader, count: CountData): number {
  return typeof count === 'number' ? count : reader.ruleValue(count);
}

function optionalCount(reader: SetupReader, count: CountData | undefined): number | undefined {
  return count === undefined ? undefined : countValue(reader, count);
}

const natureOf = (reader: SetupReader, type: string | undefined): Nature => (reader.elemental(type) ? 'elemental' : 'physical');

/** Every field of any member of a union of object types. */
type FieldOf<T> = T extends unknown ? keyof T : never;
type EffectField = FieldOf<BattleEffect>;
type MechanicField = FieldOf<StatusMechanic>;

/**
 * An effect with every field any kind of effect has (undefined where its kind has none), always in this order.
 * The battle reads effects of every kind at the same places (resolution, the hits, the policies' measures);
 * effects of one shape keep those reads to one hidden class, where a shape for each kind (and each optional
 * field left out) made V8 look each field up in its megamorphic cache. The object literal is typed by the
 * fields of the union, so a field added to BattleEffect and not here fails the typecheck.
 */
function effectInOneShape(effect: BattleEffect): BattleEffect {
  const field = effect as unknown as Partial<Record<EffectField, unknown>>;
  const shaped: Record<EffectField, unknown> = {
    targets: field.targets,
    when: field.when,
    kind: field.kind,
    amount: field.amount,
    damageType: field.damageType,
    nature: field.nature,
    hits: field.hits,
    turns: field.turns,
    pierce: field.pierce,
    spread: field.spread,
    percent: field.percent,
    bound: field.bound,
    status: field.status,
    attributes: field.attributes,
    attribute: field.attribute,
    untilHit: field.untilHit,
    columns: field.columns,
    except: field.except,
    rounds: field.rounds,
    max: field.max,
    creature: field.creature,
    tier: field.tier,
    count: field.count,
  };
  return shaped as unknown as BattleEffect;
}

/** A status mechanic with every field any kind of mechanic has, always in this order (as effectInOneShape, for the loops over a fighter's statuses). */
function mechanicInOneShape(mechanic: StatusMechanic): StatusMechanic {
  const field = mechanic as unknown as Partial<Record<MechanicField, unknown>>;
  const shaped: Record<MechanicField, unknown> = {
    kind: field.kind,
    value: field.value,
    amount: field.amount,
    damageType: field.damageType,
    nature: field.nature,
    perStack: field.perStack,
    percent: field.percent,
    attribute: field.attribute,
  };
  return shaped as unknown as StatusMechanic;
}

/** The effects of an action as the battle plays them (every effect: conditions are data too), each in one shape (effectInOneShape). */
export function battleEffectsFrom(reader: SetupReader, effects: readonly EffectData[]): BattleEffect[] {
  return effects.map((effect) => effectInOneShape(battleEffect(reader, effect)));
}

/** One effect as the battle plays it, before effectInOneShape. */
function battleEffect(reader: SetupReader, effect: EffectData): BattleEffect {
  const base = { targets: effect.targets, ...(effect.when && effect.when.length > 0 ? { when: effect.when } : {}) };
  switch (effect.kind) {
    case 'damage':
      return {
        ...base,
        kind: 'damage',
        amount: countValue(reader, effect.amount),
        damageType: effect.type,
        nature: natureOf(reader, effect.type),
        hits: effect.hits === 'per-target' ? 'per-target' : countValue(reader, effect.hits),
        turns: optionalCount(reader, effect.turns),
        pierce: effect.pierce,
        spread: effect.spread,
      };
    case 'heal':
      return { ...base, kind: 'heal', percent: effect.percent, turns: optionalCount(reader, effect.turns) };
    case 'damage-reduction':
      return { ...base, kind: 'damage-reduction', percent: effect.percent, turns: optionalCount(reader, effect.turns), bound: effect.bound };
    case 'shield':
      return { ...base, kind: 'shield', hits: countValue(reader, effect.hits), turns: optionalCount(reader, effect.turns) };
    case 'status':
      return { ...base, kind: 'status', status: effect.status, turns: optionalCount(reader, effect.turns), attributes: effect.attributes };
    case 'attribute':
      return {
        ...base,
        kind: 'attribute',
        attribute: effect.attribute,
        percent: effect.percent,
        amount: effect.amount,
        turns: optionalCount(reader, effect.turns),
        untilHit: effect.untilHit,
      };
    case 'push':
    case 'pull':
      return { ...base, kind: effect.kind, columns: effect.columns };
    case 'self-damage':
      return { ...base, kind: 'self-damage', percent: effect.percent };
    case 'cleanse':
      return { ...base, kind: 'cleanse', except: effect.except };
    case 'execute':
      return { ...base, kind: 'execute' };
    case 'revive':
      return { ...base, kind: 'revive', percent: effect.percent, rounds: effect.rounds };
    case 'share-damage':
      return { ...base, kind: 'share-damage', percent: effect.percent, turns: countValue(reader, effect.turns) };
    case 'zone':
      return { ...base, kind: 'zone', status: effect.status, turns: countValue(reader, effect.turns) };
    case 'ramp':
      return { ...base, kind: 'ramp', percent: effect.percent, max: effect.max, damageType: effect.type, turns: countValue(reader, effect.turns) };
    case 'rebirth':
      return {
        ...base,
        kind: 'rebirth',
        percent: countValue(reader, effect.percent),
        amount: effect.amount,
        damageType: effect.type,
        nature: natureOf(reader, effect.type),
        turns: countValue(reader, effect.turns),
      };
    case 'summon':
      return { ...base, kind: 'summon', creature: effect.creature, tier: effect.tier, count: countValue(reader, effect.count) };
    case 'regenerate':
      return { ...base, kind: 'regenerate', percent: countValue(reader, effect.percent) };
    case 'devour':
      return { ...base, kind: 'devour' };
    default:
      return assertNever(effect);
  }
}

function statusMechanic(reader: SetupReader, mechanic: StatusMechanicData): StatusMechanic {
  switch (mechanic.kind) {
    case 'tick-damage':
      return { kind: 'tick-damage', amount: mechanic.amount, damageType: mechanic.type, nature: natureOf(reader, mechanic.type), perStack: mechanic.perStack };
    case 'tick-heal':
    case 'tick-life-loss':
    case 'shield-life':
    case 'pierce':
    case 'healing-received':
    case 'critical':
      return { kind: mechanic.kind, percent: countValue(reader, mechanic.percent) };
    case 'attribute':
      return { kind: 'attribute', percent: countValue(reader, mechanic.percent), attribute: mechanic.attribute };
    case 'damage-taken':
    case 'damage-dealt':
      return { kind: mechanic.kind, percent: countValue(reader, mechanic.percent), nature: mechanic.nature };
    case 'defending':
    case 'skip-turn':
    case 'immovable':
    case 'rooted':
    case 'free-move':
    case 'taunt':
    case 'untargetable':
    case 'life-floor':
      return mechanic;
    case 'thorns':
      return { kind: 'thorns', amount: countValue(reader, mechanic.amount) };
    default:
      return assertNever(mechanic);
  }
}

/** Every status's battle rule, by id. */
export function statusRulesFrom(reader: SetupReader, statuses: readonly StatusData[]): Record<string, StatusRule> {
  return Object.fromEntries(
    statuses.map((status) => [
      status.id,
      {
        negative: status.kind === 'negative',
        // No duration in the data ("Até ser consumido", "Atravessa as batalhas", or the
        // action's own turns): it lasts the battle, unless consumed or removed.
        turns: status.durationTurns ?? roundCap,
        stacking: status.stacking,
        maxStacks: optionalCount(reader, status.maxStacks),
        ...(status.crossesBattles ? { crossesBattles: true } : {}),
        mechanics: (status.battle ?? []).map((mechanic) => mechanicInOneShape(statusMechanic(reader, mechanic))),
      },
    ]),
  );
}

export function passivesFrom(reader: SetupReader, mechanics: readonly PassiveMechanicData[]): PassiveMechanic[] {
  return mechanics.map((mechanic): PassiveMechanic => {
    switch (mechanic.kind) {
      case 'burn':
        return {
          kind: 'burn',
          damageType: mechanic.type,
          status: mechanic.status,
          turns: countValue(reader, mechanic.turns),
          increase: countValue(reader, mechanic.increase),
          cap: countValue(reader, mechanic.cap),
        };
      case 'combo':
        return {
          kind: 'combo',
          hits: countValue(reader, mechanic.hits),
          critical: countValue(reader, mechanic.critical),
          status: mechanic.status,
          attribute: mechanic.attribute,
          percent: countValue(reader, mechanic.percent),
          turns: countValue(reader, mechanic.turns),
        };
      case 'extra-die-on-heal':
        return { kind: 'extra-die-on-heal', dice: countValue(reader, mechanic.dice) };
      case 'fortress':
        return { kind: 'fortress' };
      default:
        return assertNever(mechanic);
    }
  });
}
