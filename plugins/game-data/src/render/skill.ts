// A skill of a playable role in prose: its cost (<Custo habilidade>) and its
// effect, numbers or statuses (<Habilidade parte>).
import { effectsProse, withNumbersMarked } from './effectsProse';
import { list, paragraph, type Node } from '../mdast';
import { type GameModel, RenderError, skillOf } from '@dice-rolling/game-model';
import { costNodes, rich, statusNodes } from './inline';
import { fieldSource, isOpenProposal, withProposalMark } from '../proposalMark';

/** A skill's cost, with the mark when the cost is proposed: the sources give no skill a cost. */
export function skillCost(model: GameModel, reference: string): Node[] {
  const { skill } = skillOf(model, reference);
  return withProposalMark(costNodes(model, skill.cost), isOpenProposal(skill));
}

export function skillText(model: GameModel, reference: string, part: 'efeito' | 'numeros' | 'status'): Node[] {
  const { skill } = skillOf(model, reference);
  if (part === 'efeito') return [paragraph(...rich(model, skill.effect))];
  if (part === 'status') {
    if (skill.statuses.length === 0) throw new RenderError(`a habilidade "${reference}" não aplica nenhum efeito de status`);
    return [list(skill.statuses.map((statusId) => statusNodes(model, statusId)))];
  }
  if (skill.effects.length === 0 && !skill.numbers) throw new RenderError(`a habilidade "${reference}" não tem efeitos nem números`);
  // The numbers the effects type are the proposal's (a rule of the sources shows its own value): the sentence wears the mark.
  const proposed = isOpenProposal(fieldSource(skill, 'effects'));
  return [paragraph(...withNumbersMarked(proposed, () => effectsProse(model, skill.effects, skill.numbers ? rich(model, skill.numbers) : [])))];
}
