// A region's figures inside prose: how many creatures it has (all, or one
// group) and the damage types of its themes, so a page never types a count
// or a damage type that regions.yaml and creatures.yaml already hold.
import { type GameModel, RenderError } from '@dice-rolling/game-model';
import { formatNumber, wordList } from '../format';
import { text, type Node } from '../mdast';
import { damageTypeNames } from './words';
import { isOpenProposal, withProposalMark } from '../proposalMark';

const groups = ['beast', 'humanoid', 'abomination', 'colossal'] as const;

const themeParts = { 'dano-comum': 'common', 'dano-resistido': 'resisted', 'dano-fraco': 'weak' } as const;

export function regionPart(model: GameModel, id: string, part: string, group?: string): Node[] {
  const region = model.byId('regions', id);
  if (!region) throw new RenderError(`a região "${id}" não existe em regions.yaml`);
  if (part === 'criaturas') {
    if (group !== undefined && !(groups as readonly string[]).includes(group)) {
      throw new RenderError(`o grupo "${group}" não existe; use ${groups.join(', ')}`);
    }
    const counted = model.data.creatures.filter((creature) => creature.region === id && (group === undefined || creature.group === group));
    // A count that includes a creature the sources do not have (the Serpente de Mawari) is not the sources' count.
    return withProposalMark([text(formatNumber(counted.length))], counted.some(isOpenProposal));
  }
  if (part in themeParts) {
    const types = region.damageThemes?.[themeParts[part as keyof typeof themeParts]] ?? [];
    if (types.length === 0) throw new RenderError(`a região "${id}" não tem ${part} em damageThemes`);
    return [text(wordList(types.map((type) => damageTypeNames[type])))];
  }
  throw new RenderError(
    `<Regiao parte> aceita "criaturas", ${Object.keys(themeParts)
      .map((name) => `"${name}"`)
      .join(', ')}`,
  );
}
