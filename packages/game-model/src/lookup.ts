// Looking records up for the renderers: a missing one stops the build with a
// Portuguese message naming what the page asked for. The one lookup of a rule
// in the model outside the engine: a rule's record (value, unit, source) is
// data the pages show; the constants the formulas need are the engine's to
// read (rulesFrom, from the plain map of values), and `engineRulesOf` only
// words its MissingRuleError for the build.
import { MissingRuleError, rulesFrom, type EngineRules } from '@dice-rolling/rules';
import type { GameModel } from './model';
import type { Role, Rule, Skill } from './schema';

export class RenderError extends Error {}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RenderError(`${what} não existe nos dados do jogo`);
  return value;
}

export function ruleOf(model: GameModel, id: string): Rule {
  return need(model.rules.get(id), `a regra "${id}"`);
}

/** A rule's value, for a count or a level that is not a formula's constant (a status's turns, the level of a choice). */
export function ruleValueOf(model: GameModel, id: string): number {
  return ruleOf(model, id).value;
}

/** Every constant the engine's formulas need, from the model's rules. */
export function engineRulesOf(model: GameModel): EngineRules {
  try {
    return rulesFrom(model.rules);
  } catch (error) {
    if (error instanceof MissingRuleError) throw new RenderError(`a regra "${error.ruleId}" não existe nos dados do jogo`);
    throw error;
  }
}

export function attributeName(model: GameModel, attributeId: string): string {
  return need(model.byId('attributes', attributeId), `o atributo "${attributeId}"`).name;
}

/** A skill named as `role.skill`, with its role. */
export function skillOf(model: GameModel, reference: string): { role: Role; skill: Skill } {
  const [roleId, skillId] = reference.split('.');
  const role = need(model.byId('roles', roleId ?? ''), `o papel "${roleId}"`);
  const skill = need(
    role.skills.find((candidate) => candidate.id === skillId),
    `a habilidade "${reference}"`,
  );
  return { role, skill };
}
