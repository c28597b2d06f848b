// Which skills the rules let a character pay: each equipped die gives one unit
// of energy a round and the reserve is reset at every roll, so a cost of N
// units needs N dice. The dice a character has come from three rules (the
// starting slots and the levels of the 2nd and 3rd slot).
import { formatNumber } from './format';
import { link, list, paragraph, text, type Node } from './mdast';
import type { GameModel } from './model';
import { ruleValue } from './render/inline';
import type { Role, Skill } from './schema';

function ruleValueOf(model: GameModel, ruleId: string): number {
  const rule = model.rules.get(ruleId);
  if (!rule) throw new Error(`a regra "${ruleId}" não existe nos dados do jogo`);
  return rule.value;
}

/** Dice slots a character has at a level. */
export function diceAtLevel(model: GameModel, level: number): number {
  const start = ruleValueOf(model, 'equipamento.slots-dado-inicial');
  const second = ruleValueOf(model, 'progressao.segundo-dado');
  const third = ruleValueOf(model, 'progressao.terceiro-dado');
  return start + (level >= second ? 1 : 0) + (level >= third ? 1 : 0);
}

export function unitsOf(skill: Skill): number {
  return Object.values(skill.cost).reduce((sum, amount) => sum + amount, 0);
}

export interface UnpayableSkill {
  role: Role;
  skill: Skill;
  units: number;
  /** First level whose dice pay the cost; undefined when no level does. */
  payableFrom: number | undefined;
}

/** Skills learnt at a level whose dice cannot pay them yet. */
export function skillsBeyondDice(model: GameModel): UnpayableSkill[] {
  const maxLevel = ruleValueOf(model, 'progressao.nivel-maximo');
  const found: UnpayableSkill[] = [];
  for (const role of model.data.roles) {
    for (const skill of role.skills) {
      const units = unitsOf(skill);
      if (units <= diceAtLevel(model, skill.unlock)) continue;
      let payableFrom: number | undefined;
      for (let level = skill.unlock; level <= maxLevel && payableFrom === undefined; level += 1) if (diceAtLevel(model, level) >= units) payableFrom = level;
      found.push({ role, skill, units, payableFrom });
    }
  }
  return found;
}

// Levels shown through the rule that sets them, so the site test reads them as data.
const levelRules = ['progressao.nivel-inicial', 'progressao.segundo-dado', 'progressao.terceiro-dado', 'progressao.escolha-habilidade', 'progressao.escolha-suprema'];

function levelNode(model: GameModel, level: number): Node {
  const ruleId = levelRules.find((candidate) => model.rules.get(candidate)?.value === level);
  return ruleId ? ruleValue(model, ruleId) : text(formatNumber(level));
}

/** The list the Progression page shows, generated so it follows the costs and the dice rules. */
export function skillsBeyondDiceNodes(model: GameModel): Node[] {
  const found = skillsBeyondDice(model);
  if (found.length === 0) return [paragraph(text('Nenhuma: toda habilidade pode ser paga com os dados do nível em que é aprendida.'))];
  return [
    list(
      found.map(({ role, skill, units, payableFrom }) => {
        const dice = diceAtLevel(model, skill.unlock);
        return [
          link(role.page, text(`${role.name}: ${skill.name}`)),
          text(` custa ${formatNumber(units)} unidades e é aprendida no nível `),
          levelNode(model, skill.unlock),
          text(`, com ${formatNumber(dice)} ${dice === 1 ? 'dado' : 'dados'}; `),
          ...(payableFrom === undefined ? [text('nenhum nível tem dados bastantes para pagá-la.')] : [text('só pode ser paga a partir do nível '), levelNode(model, payableFrom), text('.')]),
        ];
      }),
    ),
  ];
}
