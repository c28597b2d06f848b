// Rules engine, battle loop: plays whole battles with the rules of the Batalha
// page, calling the formulas of this engine (computeDamage, pays) and never
// restating them. Pure and seeded: the same setup and seed give the same
// battles, in the build (the static table), in the worker and in the tests.
//
// A round: enemies declare (a random payable action with a valid target, and
// a random valid target); every living character rolls its dice for the
// round's energy; the squad declares by the chosen policy; the queue (Velocidade,
// then base Velocidade, then a draw) resolves one action each; a target that
// fell is replaced by the nearest valid one, or the action is lost; the round
// ends when a side has no one standing, or at the round cap (a draw).
import { computeDamage, type DamageRules, type Grade } from './damage';
import type { Cost, Die } from './energy';
import { pays } from './round';

/** No battle runs past this many rounds; one that would is a draw. */
export const roundCap = 50;

/** Columns of a grid: 0 fundo, 1 meio, 2 frente (cell % 3); rows: cells 0–2 and 3–5. */
export const columnOf = (cell: number): number => cell % 3;
export const rowOf = (cell: number): number => (cell < 3 ? 0 : 1);

export type EffectTarget = 'target' | 'self' | 'around' | 'allies';

/** An effect as the battle plays it: counts already resolved to numbers, conditional effects left out. */
export type BattleEffect =
  | { kind: 'damage'; amount: number; elemental: boolean; hits: number; turns?: number; targets: EffectTarget }
  | { kind: 'heal'; percent: number; turns?: number; targets: EffectTarget }
  | { kind: 'damage-reduction'; percent: number; turns?: number; targets: EffectTarget }
  | { kind: 'shield'; hits: number; turns?: number; targets: EffectTarget }
  | { kind: 'status'; status: string; turns?: number; targets: EffectTarget }
  | { kind: 'attribute'; attribute: string; percent?: number; amount?: number; turns?: number; targets: EffectTarget }
  | { kind: 'push'; columns: number; targets: EffectTarget }
  | { kind: 'self-damage'; percent: number; targets: EffectTarget }
  | { kind: 'cleanse'; except: string[]; targets: EffectTarget };

export interface TargetSpec {
  /** Whose grid the action marks: the other side, the user's own side, or the user alone. */
  side: 'enemy' | 'ally' | 'self';
  multiple: boolean;
  /** Columns marked on that grid (0 fundo, 1 meio, 2 frente). */
  columns: number[];
  /** Hits one whole row (the one with more living targets). */
  row?: boolean;
}

export interface ActionSpec {
  id: string;
  name: string;
  /** A skill (counted in the "affordable and used" table); basic attacks and Defender are not. */
  skill: boolean;
  cost: Cost;
  /** Columns the user may act from. */
  from: number[];
  target: TargetSpec;
  effects: BattleEffect[];
}

export interface FighterSpec {
  id: string;
  name: string;
  cell: number;
  life: number;
  defence: number;
  speed: number;
  /** Poder de Ataque (the rules' normal power = unchanged damage). */
  power: number;
  dice: Die[];
  actions: ActionSpec[];
}

export interface StatusRule {
  negative: boolean;
  /** Turns of the bearer when the action sets none. */
  turns: number;
}

export type Policy = 'dano' | 'cura' | 'sorteio';
export const policies: readonly Policy[] = ['dano', 'cura', 'sorteio'];

export interface BattleSetup {
  squad: FighterSpec[];
  enemies: FighterSpec[];
  damage: DamageRules;
  statuses: Readonly<Record<string, StatusRule>>;
  policy: Policy;
}

// ---- Seeded randomness ----------------------------------------------------------

/** mulberry32: a small, well-known 32-bit generator; floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of battle `index` of a run: each battle has its own stream, so battle k is the same whatever N is. */
export function battleSeed(seed: number, index: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

// ---- Fighters in play ---------------------------------------------------------------

interface ActiveStatus {
  id: string;
  negative: boolean;
  /** Turns of the bearer left; counted down at the start of each of its turns. */
  turns: number;
  tick?: { kind: 'damage' | 'heal'; amount: number; elemental: boolean; power: number; source: Fighter };
  reduction?: number;
  shieldHits?: number;
  defencePercent?: number;
  speedAmount?: number;
}

interface Fighter {
  spec: FighterSpec;
  side: 0 | 1;
  /** Index within its side. */
  index: number;
  cell: number;
  life: number;
  statuses: ActiveStatus[];
  damageDealt: number;
  healingDone: number;
  payable: number[];
  used: number[];
}

interface Declared {
  actor: Fighter;
  action: ActionSpec;
  /** Chosen targets (one for a single-target action; the picked row's cells for a row). */
  targets: Fighter[];
}

/** Whether a fighter is still in the battle. */
const standing = (fighter: Fighter): boolean => fighter.life > 0;

function hasStatus(fighter: Fighter, id: string): boolean {
  return fighter.statuses.some((status) => status.id === id);
}

function currentSpeed(fighter: Fighter): number {
  return fighter.spec.speed + fighter.statuses.reduce((sum, status) => sum + (status.speedAmount ?? 0), 0);
}

function usableFrom(action: ActionSpec, cell: number): boolean {
  return action.from.includes(columnOf(cell));
}

/** The cells an action's grid marks on the other side, with the page's proposal: melee that marks the front reaches the middle when both front cells are empty. */
function markedColumns(action: ActionSpec, opponents: Fighter[]): number[] {
  const columns = action.target.columns;
  if (action.target.side === 'enemy' && columns.includes(2) && !columns.includes(1)) {
    const frontTaken = opponents.some((fighter) => standing(fighter) && columnOf(fighter.cell) === 2);
    if (!frontTaken) return [...columns, 1];
  }
  return columns;
}

/** Valid targets of an action for a user, as the grids stand now. */
function validTargets(action: ActionSpec, user: Fighter, own: Fighter[], opponents: Fighter[]): Fighter[] {
  if (action.target.side === 'self') return [user];
  const pool = action.target.side === 'enemy' ? opponents : own;
  const columns = markedColumns(action, opponents);
  return pool.filter((fighter) => standing(fighter) && columns.includes(columnOf(fighter.cell)));
}

function distance(a: number, b: number): number {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(columnOf(a) - columnOf(b));
}

/** The targets an action hits when it resolves: all valid ones for a multiple action, the row for a row action, else the chosen one. */
function targetsFor(action: ActionSpec, valid: Fighter[], chosen: Fighter | undefined): Fighter[] {
  if (valid.length === 0) return [];
  if (action.target.row) {
    const row = chosen ? rowOf(chosen.cell) : bestRow(valid);
    return valid.filter((fighter) => rowOf(fighter.cell) === row);
  }
  if (action.target.multiple) return valid;
  return chosen ? [chosen] : [];
}

function bestRow(valid: Fighter[]): number {
  const top = valid.filter((fighter) => rowOf(fighter.cell) === 0).length;
  return top >= valid.length - top ? 0 : 1;
}

// ---- Damage and healing -----------------------------------------------------------

/** Memoised engine damage: a battle asks the same few questions thousands of times. */
export function damageCalculator(rules: DamageRules): (base: number, elemental: boolean, power: number, defence: number, defending: boolean) => number {
  const cache = new Map<string, number>();
  return (base, elemental, power, defence, defending) => {
    const key = `${base}|${elemental ? 1 : 0}|${power}|${defence}|${defending ? 1 : 0}`;
    let value = cache.get(key);
    if (value === undefined) {
      const grade: Grade = 'normal';
      value = computeDamage({ base, nature: elemental ? 'elemental' : 'fisico', power, defence, elementalDefence: 0, defending, fortressStacks: 0, grade }, rules).damage;
      cache.set(key, value);
    }
    return value;
  };
}

interface BattleContext {
  setup: BattleSetup;
  random: () => number;
  damageOf: ReturnType<typeof damageCalculator>;
}

function effectiveDefence(target: Fighter): number {
  const percent = target.statuses.reduce((sum, status) => sum + (status.defencePercent ?? 0), 0);
  return Math.max(0, Math.floor((target.spec.defence * (100 + percent)) / 100));
}

/** Damage a hit would deal to a target now (before shields), for the policy and for the hit itself. */
function hitDamage(context: BattleContext, amount: number, elemental: boolean, power: number, target: Fighter): number {
  const dealt = context.damageOf(amount, elemental, power, effectiveDefence(target), hasStatus(target, 'defendendo'));
  const reduction = Math.min(100, target.statuses.reduce((sum, status) => sum + (status.reduction ?? 0), 0));
  return reduction > 0 ? Math.floor((dealt * (100 - reduction)) / 100) : dealt;
}

function applyHit(context: BattleContext, source: Fighter, target: Fighter, amount: number, elemental: boolean, power: number): void {
  if (!standing(target)) return;
  const shield = target.statuses.find((status) => (status.shieldHits ?? 0) > 0);
  if (shield) {
    shield.shieldHits = (shield.shieldHits ?? 1) - 1;
    if (shield.shieldHits <= 0) target.statuses = target.statuses.filter((status) => status !== shield);
    return;
  }
  const dealt = hitDamage(context, amount, elemental, power, target);
  const floor = hasStatus(target, 'imortalidade') ? 1 : 0;
  const lost = Math.max(0, Math.min(dealt, target.life - floor));
  target.life -= lost;
  source.damageDealt += lost;
}

function applyHeal(source: Fighter, target: Fighter, percent: number): void {
  if (!standing(target)) return;
  const healed = Math.min(Math.floor((target.spec.life * percent) / 100), target.spec.life - target.life);
  target.life += healed;
  source.healingDone += healed;
}

function addStatus(context: BattleContext, target: Fighter, status: Omit<ActiveStatus, 'negative' | 'turns'>, turns: number | undefined): void {
  const rule = context.setup.statuses[status.id];
  const entry: ActiveStatus = { ...status, negative: rule?.negative ?? false, turns: turns ?? rule?.turns ?? 1 };
  // Statuses refresh: a new application replaces the old one of the same id.
  target.statuses = [...target.statuses.filter((existing) => existing.id !== status.id), entry];
}

function neighbours(target: Fighter, side: Fighter[]): Fighter[] {
  return side.filter((fighter) => fighter !== target && standing(fighter) && distance(fighter.cell, target.cell) === 1);
}

function resolveAction(context: BattleContext, declared: Declared, own: Fighter[], opponents: Fighter[]): void {
  const { actor, action } = declared;
  let targets = declared.targets.filter(standing);
  const valid = validTargets(action, actor, own, opponents);
  if (!action.target.multiple && !action.target.row && targets.length === 0 && declared.targets[0]) {
    // Retargeting (proposal of the Batalha page): the nearest valid target on the same grid.
    const fallen = declared.targets[0];
    const nearest = [...valid].sort((a, b) => distance(a.cell, fallen.cell) - distance(b.cell, fallen.cell) || a.cell - b.cell)[0];
    targets = nearest ? [nearest] : [];
  } else if (action.target.multiple || action.target.row) {
    targets = targetsFor(action, valid, declared.targets.find(standing));
  } else {
    targets = targets.filter((target) => valid.includes(target));
  }
  if (targets.length === 0 && action.target.side !== 'self') return; // Lost: no energy spent, nothing happens.
  actor.used[actor.spec.actions.indexOf(action)] = (actor.used[actor.spec.actions.indexOf(action)] ?? 0) + 1;

  for (const effect of action.effects) {
    const receivers =
      effect.targets === 'self'
        ? [actor]
        : effect.targets === 'allies'
          ? own.filter(standing)
          : effect.targets === 'around'
            ? targets.flatMap((target) => neighbours(target, target.side === actor.side ? own : opponents))
            : targets;
    for (const receiver of receivers) {
      switch (effect.kind) {
        case 'damage':
          if (effect.turns) addStatus(context, receiver, { id: `${action.id}:dano`, tick: { kind: 'damage', amount: effect.amount, elemental: effect.elemental, power: actor.spec.power, source: actor } }, effect.turns);
          else for (let hit = 0; hit < effect.hits; hit += 1) applyHit(context, actor, receiver, effect.amount, effect.elemental, actor.spec.power);
          break;
        case 'heal':
          if (effect.turns) addStatus(context, receiver, { id: `${action.id}:cura`, tick: { kind: 'heal', amount: effect.percent, elemental: false, power: 0, source: actor } }, effect.turns);
          else applyHeal(actor, receiver, effect.percent);
          break;
        case 'damage-reduction':
          addStatus(context, receiver, { id: `${action.id}:reducao`, reduction: effect.percent }, effect.turns);
          break;
        case 'shield':
          addStatus(context, receiver, { id: `${action.id}:escudo`, shieldHits: effect.hits }, effect.turns);
          break;
        case 'status':
          addStatus(context, receiver, { id: effect.status }, effect.turns);
          break;
        case 'attribute':
          addStatus(
            context,
            receiver,
            { id: `${action.id}:${effect.attribute}`, defencePercent: effect.attribute === 'defesa' ? (effect.percent ?? 0) : undefined, speedAmount: effect.attribute === 'velocidade' ? (effect.amount ?? 0) : undefined },
            effect.turns,
          );
          break;
        case 'push': {
          const side = receiver.side === actor.side ? own : opponents;
          const cell = receiver.cell - effect.columns;
          if (columnOf(receiver.cell) - effect.columns >= 0 && !hasStatus(receiver, 'imunidade-deslocamento') && !side.some((fighter) => standing(fighter) && fighter.cell === cell)) receiver.cell = cell;
          break;
        }
        case 'self-damage':
          actor.life = Math.max(1, actor.life - Math.floor((actor.life * effect.percent) / 100));
          break;
        case 'cleanse':
          receiver.statuses = receiver.statuses.filter((status) => !status.negative || effect.except.includes(status.id));
          break;
      }
    }
  }
}

// ---- Declaration --------------------------------------------------------------------

function roll(dice: readonly Die[], random: () => number): Record<string, number> {
  const units: Record<string, number> = {};
  for (const die of dice) {
    const energy = die[Math.floor(random() * die.length)] as string;
    units[energy] = (units[energy] ?? 0) + 1;
  }
  return units;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/** Immediate damage plus damage over time an action would deal to its targets now. */
function damageValue(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
    for (const target of targets) {
      const hit = hitDamage(context, effect.amount, effect.elemental, actor.spec.power, target);
      total += Math.min(target.life, hit * (effect.turns ?? effect.hits));
    }
  }
  return total;
}

function healValue(action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind !== 'heal' || effect.targets !== 'target') continue;
    for (const target of targets) total += Math.min(target.spec.life - target.life, Math.floor((target.spec.life * effect.percent) / 100) * (effect.turns ?? 1));
  }
  return total;
}

interface Option {
  action: ActionSpec;
  valid: Fighter[];
}

function options(actor: Fighter, own: Fighter[], opponents: Fighter[], units: Record<string, number>, count: boolean): Option[] {
  const found: Option[] = [];
  actor.spec.actions.forEach((action, index) => {
    if (!pays(units, action.cost)) return;
    if (count) actor.payable[index] = (actor.payable[index] ?? 0) + 1;
    if (!usableFrom(action, actor.cell)) return;
    const valid = validTargets(action, actor, own, opponents);
    if (valid.length > 0) found.push({ action, valid });
  });
  return found;
}

function randomDeclaration(actor: Fighter, choices: Option[], random: () => number): Declared | undefined {
  const choice = pick(choices, random);
  if (!choice) return undefined;
  const target = pick(choice.valid, random) as Fighter;
  return { actor, action: choice.action, targets: targetsFor(choice.action, choice.valid, target) };
}

const weakest = (fighters: Fighter[]): Fighter | undefined => [...fighters].sort((a, b) => a.life - b.life || a.cell - b.cell)[0];
const mostWounded = (fighters: Fighter[]): Fighter | undefined =>
  [...fighters].filter((fighter) => fighter.life < fighter.spec.life).sort((a, b) => a.life / a.spec.life - b.life / b.spec.life || a.cell - b.cell)[0];

function policyDeclaration(context: BattleContext, actor: Fighter, choices: Option[]): Declared | undefined {
  const { policy } = context.setup;
  if (policy === 'sorteio') return randomDeclaration(actor, choices, context.random);
  const heal = (): Declared | undefined => {
    let best: { declared: Declared; value: number } | undefined;
    for (const choice of choices) {
      const target = choice.action.target.side === 'enemy' ? undefined : mostWounded(choice.valid);
      if (!target) continue;
      const targets = targetsFor(choice.action, choice.valid, target);
      const value = healValue(choice.action, targets);
      if (value > 0 && (!best || value > best.value)) best = { declared: { actor, action: choice.action, targets }, value };
    }
    return best?.declared;
  };
  if (policy === 'cura' && actor.spec.actions.some((action) => action.effects.some((effect) => effect.kind === 'heal'))) {
    const ally = choices.flatMap((choice) => (choice.action.target.side === 'enemy' ? [] : choice.valid)).find((fighter) => fighter.life * 2 < fighter.spec.life);
    if (ally) {
      const healing = heal();
      if (healing) return healing;
    }
  }
  // "Mais dano pagável agora": the action dealing the most damage now to the weakest valid enemy (all of them for area actions); ties keep the cheaper, listed first.
  let best: { declared: Declared; value: number; cost: number } | undefined;
  for (const choice of choices) {
    if (choice.action.target.side !== 'enemy') continue;
    const targets = targetsFor(choice.action, choice.valid, weakest(choice.valid));
    const value = damageValue(context, actor, choice.action, targets);
    const cost = Object.values(choice.action.cost).reduce((sum, amount) => sum + amount, 0);
    if (value > 0 && (!best || value > best.value || (value === best.value && cost < best.cost))) best = { declared: { actor, action: choice.action, targets }, value, cost };
  }
  if (best) return best.declared;
  const healing = heal();
  if (healing) return healing;
  // Nothing to hit or heal: Defender (or any action without effect on the other side) beats passing.
  const defend = choices.find((choice) => choice.action.target.side === 'self');
  return defend ? { actor, action: defend.action, targets: [actor] } : undefined;
}

// ---- A battle ---------------------------------------------------------------------------

export type Outcome = 'vitoria' | 'derrota' | 'empate';

export interface BattleResult {
  outcome: Outcome;
  rounds: number;
  squad: { damage: number; healing: number; fell: boolean; declarations: number; payable: number[]; used: number[] }[];
  /** Vida the enemies lost, and the squad lost (healing not subtracted). */
  enemyLifeLost: number;
  enemyDamage: number;
}

function makeFighter(spec: FighterSpec, side: 0 | 1, index: number): Fighter {
  return { spec, side, index, cell: spec.cell, life: spec.life, statuses: [], damageDealt: 0, healingDone: 0, payable: spec.actions.map(() => 0), used: spec.actions.map(() => 0) };
}

/**
 * The start of a bearer's turn: damage and healing over time tick, then every
 * status counts one turn down and those at 0 end. So Defendendo (1 turn) lasts
 * until the bearer's next turn, and a 2-turn poison ticks twice. Whether the
 * bearer is stunned is read before the count, so a 1-turn stun costs a turn.
 */
function startOfTurn(context: BattleContext, fighter: Fighter): { stunned: boolean } {
  for (const status of [...fighter.statuses]) {
    if (!status.tick) continue;
    if (status.tick.kind === 'damage') applyHit(context, status.tick.source, fighter, status.tick.amount, status.tick.elemental, status.tick.power);
    else applyHeal(status.tick.source, fighter, status.tick.amount);
  }
  const stunned = hasStatus(fighter, 'atordoamento');
  for (const status of fighter.statuses) status.turns -= 1;
  fighter.statuses = fighter.statuses.filter((status) => status.turns > 0);
  return { stunned };
}

export function simulateBattle(setup: BattleSetup, seed: number, damageOf = damageCalculator(setup.damage)): BattleResult {
  const context: BattleContext = { setup, random: mulberry32(seed), damageOf };
  const squad = setup.squad.map((spec, index) => makeFighter(spec, 0, index));
  const enemies = setup.enemies.map((spec, index) => makeFighter(spec, 1, index));
  const declarations = squad.map(() => 0);
  let rounds = 0;
  let outcome: Outcome = 'empate';
  while (rounds < roundCap) {
    rounds += 1;
    // Declaration: enemies first, then the squad rolls and chooses.
    const declared = new Map<Fighter, Declared>();
    for (const enemy of enemies.filter(standing)) {
      const choice = randomDeclaration(enemy, options(enemy, enemies, squad, roll(enemy.spec.dice, context.random), false), context.random);
      if (choice) declared.set(enemy, choice);
    }
    for (const member of squad.filter(standing)) {
      declarations[member.index] = (declarations[member.index] ?? 0) + 1;
      const choice = policyDeclaration(context, member, options(member, squad, enemies, roll(member.spec.dice, context.random), true));
      if (choice) declared.set(member, choice);
    }
    // Resolution: the queue by Velocidade, base Velocidade, then a draw made this round.
    const draw = new Map([...squad, ...enemies].map((fighter) => [fighter, context.random()]));
    const queue = [...squad, ...enemies]
      .filter(standing)
      .sort((a, b) => currentSpeed(b) - currentSpeed(a) || b.spec.speed - a.spec.speed || (draw.get(a) as number) - (draw.get(b) as number));
    for (const fighter of queue) {
      if (!standing(fighter)) continue; // Fell before acting: leaves the queue, its action is dropped.
      const { stunned } = startOfTurn(context, fighter);
      const action = declared.get(fighter);
      if (standing(fighter) && action && !stunned) {
        const [own, opponents] = fighter.side === 0 ? [squad, enemies] : [enemies, squad];
        resolveAction(context, action, own, opponents);
      }
      if (!squad.some(standing) || !enemies.some(standing)) break;
    }
    // End of the round.
    if (!enemies.some(standing)) {
      outcome = 'vitoria';
      break;
    }
    if (!squad.some(standing)) {
      outcome = 'derrota';
      break;
    }
  }
  return {
    outcome,
    rounds,
    squad: squad.map((fighter, index) => ({ damage: fighter.damageDealt, healing: fighter.healingDone, fell: !standing(fighter), declarations: declarations[index] ?? 0, payable: fighter.payable, used: fighter.used })),
    enemyLifeLost: enemies.reduce((sum, enemy) => sum + enemy.spec.life - enemy.life, 0),
    enemyDamage: enemies.reduce((sum, enemy) => sum + enemy.damageDealt, 0),
  };
}

// ---- Many battles -------------------------------------------------------------------------

export interface Tally {
  battles: number;
  wins: number;
  losses: number;
  draws: number;
  /** Battles that ended after r rounds, at index r (0 unused). */
  rounds: number[];
  squad: { damage: number; healing: number; fell: number; declarations: number; payable: number[]; used: number[] }[];
  /** Damage dealt by the squad as Vida the enemies lost; kept for the "totals add up" check. */
  enemyLifeLost: number;
  enemyDamage: number;
}

export function emptyTally(setup: Pick<BattleSetup, 'squad'>): Tally {
  return {
    battles: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    rounds: new Array<number>(roundCap + 1).fill(0),
    squad: setup.squad.map((spec) => ({ damage: 0, healing: 0, fell: 0, declarations: 0, payable: spec.actions.map(() => 0), used: spec.actions.map(() => 0) })),
    enemyLifeLost: 0,
    enemyDamage: 0,
  };
}

export function addBattle(tally: Tally, result: BattleResult): void {
  tally.battles += 1;
  if (result.outcome === 'vitoria') tally.wins += 1;
  else if (result.outcome === 'derrota') tally.losses += 1;
  else tally.draws += 1;
  tally.rounds[result.rounds] = (tally.rounds[result.rounds] ?? 0) + 1;
  result.squad.forEach((member, index) => {
    const total = tally.squad[index];
    if (!total) return;
    total.damage += member.damage;
    total.healing += member.healing;
    total.fell += member.fell ? 1 : 0;
    total.declarations += member.declarations;
    member.payable.forEach((count, action) => (total.payable[action] = (total.payable[action] ?? 0) + count));
    member.used.forEach((count, action) => (total.used[action] = (total.used[action] ?? 0) + count));
  });
  tally.enemyLifeLost += result.enemyLifeLost;
  tally.enemyDamage += result.enemyDamage;
}

/** Battles `from` … `to − 1` of a run; the worker calls it in slices to report progress. */
export function simulateRange(setup: BattleSetup, seed: number, from: number, to: number, tally = emptyTally(setup)): Tally {
  const damageOf = damageCalculator(setup.damage);
  for (let index = from; index < to; index += 1) addBattle(tally, simulateBattle(setup, battleSeed(seed, index), damageOf));
  return tally;
}

export function simulateMany(setup: BattleSetup, seed: number, battles: number): Tally {
  return simulateRange(setup, seed, 0, battles);
}

/** Wilson score interval for a proportion (95% with z = 1.96); [0, 0] when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
