// Looking records up for the renderers: a missing one stops the build with a
// Portuguese message naming what the page asked for.
import type { GameModel } from '../model';
import type { Role, Rule, Skill } from '../schema';

export class RenderError extends Error {}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RenderError(`${what} não existe nos dados do jogo`);
  return value;
}

export function ruleOf(model: GameModel, id: string): Rule {
  return need(model.rules.get(id), `a regra "${id}"`);
}

export function attributeName(model: GameModel, attributeId: string): string {
  return need(model.byId('attributes', attributeId), `o atributo "${attributeId}"`).name;
}

/** A skill named as `role.skill`, with its role. */
export function skillOf(model: GameModel, reference: string): { role: Role; skill: Skill } {
  const [roleId, skillId] = reference.split('.');
  const role = need(model.byId('roles', roleId ?? ''), `o papel "${roleId}"`);
  const skill = need(role.skills.find((candidate) => candidate.id === skillId), `a habilidade "${reference}"`);
  return { role, skill };
}
