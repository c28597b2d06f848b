// Which skills the rules let a character pay: each equipped die gives one unit
// of energy a round and the reserve is reset at every roll, so a cost of N
// units needs N dice. The units of a cost and the dice slots at a level are
// the engine's (costUnits, diceSlotsAt).
import { costUnits, diceSlotsAt } from '@dice-rolling/rules';
import { formatNumber } from './format';
import { link, list, paragraph, text, type Node } from './mdast';
import { type GameModel, engineRulesOf, ruleValueOf, type Role, type Skill } from '@dice-rolling/game-model';
import { ruleValue } from './render/inline';

export interface UnpayableSkill {
  role: Role;
  skill: Skill;
  units: number;
  /** First level whose dice pay the cost; undefined when no level does. */
  payableFrom: number | undefined;
}

/** Skills learnt at a level whose dice cannot pay them yet. */
export function skillsBeyondDice(model: GameModel): UnpayableSkill[] {
  const progression = engineRulesOf(model).progression;
  const found: UnpayableSkill[] = [];
  for (const role of model.data.roles) {
    for (const skill of role.skills) {
      const units = costUnits(skill.cost);
      if (units <= diceSlotsAt(skill.unlock, progression)) continue;
      let payableFrom: number | undefined;
      for (let level = skill.unlock; level <= progression.maxLevel && payableFrom === undefined; level += 1)
        if (diceSlotsAt(level, progression) >= units) payableFrom = level;
      found.push({ role, skill, units, payableFrom });
    }
  }
  return found;
}

// Levels shown through the rule that sets them, so the site test reads them as data.
const levelRules = [
  'progressao.nivel-inicial',
  'progressao.segundo-dado',
  'progressao.terceiro-dado',
  'progressao.escolha-habilidade',
  'progressao.escolha-suprema',
];

function levelNode(model: GameModel, level: number): Node {
  const ruleId = levelRules.find((candidate) => ruleValueOf(model, candidate) === level);
  return ruleId ? ruleValue(model, ruleId) : text(formatNumber(level));
}

/** The list the Progression page shows, generated so it follows the costs and the dice rules. */
export function skillsBeyondDiceNodes(model: GameModel): Node[] {
  const found = skillsBeyondDice(model);
  const progression = engineRulesOf(model).progression;
  if (found.length === 0) return [paragraph(text('Nenhuma: toda habilidade pode ser paga com os dados do nível em que é aprendida.'))];
  return [
    list(
      found.map(({ role, skill, units, payableFrom }) => {
        const dice = diceSlotsAt(skill.unlock, progression);
        return [
          link(role.page, text(`${role.name}: ${skill.name}`)),
          text(` custa ${formatNumber(units)} unidades e é aprendida no nível `),
          levelNode(model, skill.unlock),
          text(`, com ${formatNumber(dice)} ${dice === 1 ? 'dado' : 'dados'}; `),
          ...(payableFrom === undefined
            ? [text('nenhum nível tem dados bastantes para pagá-la.')]
            : [text('só pode ser paga a partir do nível '), levelNode(model, payableFrom), text('.')]),
        ];
      }),
    ),
  ];
}
