// An enemy's numbers (<Inimigo>, and the enemy tables): the rules engine's
// base × species × tier, marked when any of the three is a proposal.
import { enemyAttributes, enemyAttributesOf } from '@dice-rolling/rules';
import { formatNumber } from '../format';
import { element, text, type Cell, type Node } from '../mdast';
import { type GameModel, attributeName, need } from '@dice-rolling/game-model';
import { isOpenProposal, proposalMark } from '../proposalMark';
import { ruleValue } from './inline';

/** Final attributes of an enemy role at a tier: the rules engine's base × species × tier. */
export function enemyStats(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): Record<string, number> {
  const role = need(model.byId('enemy-roles', enemyRoleId), `o papel não jogável "${enemyRoleId}"`);
  const archetype = need(model.byId('archetypes', role.archetype), `o arquétipo "${role.archetype}"`);
  const species = need(model.byId('species', speciesId), `a espécie "${speciesId}"`);
  const tier = need(model.byId('tiers', tierId), `o tier "${tierId}"`);
  return enemyAttributesOf(archetype.base, species.multipliers, tier.multipliers);
}

/** Whether an enemy's numbers rest on a proposal (its archetype's base, species or tier). */
export function enemyNumbersProposed(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): boolean {
  const role = model.byId('enemy-roles', enemyRoleId);
  const records = [role && model.byId('archetypes', role.archetype), model.byId('species', speciesId), model.byId('tiers', tierId)];
  return records.some((record) => record !== undefined && isOpenProposal(record));
}

export function enemySummary(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): Node[] {
  const stats = enemyStats(model, enemyRoleId, speciesId, tierId);
  const parts = enemyAttributes.map((attribute) => `${attributeName(model, attribute)} ${formatNumber(stats[attribute] ?? 0)}`);
  const mark = enemyNumbersProposed(model, enemyRoleId, speciesId, tierId) ? [proposalMark()] : [];
  return [element('span', { className: ['game-value'], dataEnemy: `${enemyRoleId}/${speciesId}/${tierId}` }, text(parts.join(', ')), ...mark)];
}

/** A species' or tier's multiplier of an attribute: its rule's value, or ×1 when no rule sets one. */
export function multiplierCell(model: GameModel, kind: 'especie' | 'tier', recordId: string, attribute: string): Cell {
  const rule = model.rules.get(`${kind}.${recordId}.${attribute}`);
  return rule ? [ruleValue(model, rule.id)] : '×1';
}
