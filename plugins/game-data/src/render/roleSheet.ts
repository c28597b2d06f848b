// A playable role's sheet, part by part (<Papel id parte>): summary,
// attributes, basic attacks, skills, passive and progression.
import { attackDamage, withNumbersMarked } from './effectsProse';
import { formatNumber } from '../format';
import { link, list, listOf, paragraph, strong, table, text, type Cell, type Node } from '../mdast';
import { type GameModel, type Role, type Skill, RenderError, attributeName, need } from '@dice-rolling/game-model';
import { fieldSource, isOpenProposal, markedCell } from '../proposalMark';
import { costNodes, proseField, rich, ruleValue } from './inline';
import { categoryNames } from './names';
import { passiveAnchor } from './paths';
import { fromWords, targetWords } from './targets';

function unlockGroups(role: Role): Map<number, Skill[]> {
  const groups = new Map<number, Skill[]>();
  for (const skill of role.skills) groups.set(skill.unlock, [...(groups.get(skill.unlock) ?? []), skill]);
  return new Map([...groups].sort(([a], [b]) => a - b));
}

function skillNames(skills: Skill[]): Node[] {
  return listOf(skills.map((skill) => text(skill.name)));
}

/** An attribute range, "120–140", or one value when its ends are equal; with the unit of an attribute the engine reads as a percent, "10%–20%". */
export function rangeText(range: { min: number; max: number }, unit: '%' | ''): string {
  const value = (number: number) => `${formatNumber(number)}${unit}`;
  return range.min === range.max ? value(range.min) : `${value(range.min)}–${value(range.max)}`;
}

/** A role's basic attacks, one row per weapon: weapon, attack, damage, where it is used from, whom it hits. */
export function basicAttackRows(model: GameModel, role: Role): Cell[][] {
  return role.basicAttacks.map((attack) => [
    attack.weapon,
    attack.name,
    // The sources name the weapons; each blow and its numbers are the proposal's (roles.yaml).
    withNumbersMarked(true, () => attackDamage(model, attack, attack.note ? rich(model, attack.note) : [])),
    fromWords(attack.from),
    targetWords(attack.target, attack.effects),
  ]);
}

export function rolePart(model: GameModel, roleId: string, part: string): Node[] {
  const role = need(model.byId('roles', roleId), `o papel "${roleId}"`);
  const passive = need(model.byId('passives', role.passive), `a passiva "${role.passive}"`);
  switch (part) {
    case 'resumo':
      return [
        table(
          ['Item', 'Valor'],
          [
            ['Função', role.function],
            ['Armas', role.weapons.join(', ')],
            ['Defesa e estilo', role.defenceStyle],
            ['Posição ideal', markedCell(role.position, isOpenProposal(fieldSource(role, 'position')))],
            ['Energia principal', markedCell(role.mainEnergy, isOpenProposal(fieldSource(role, 'mainEnergy')))],
            ['Serve a', role.patron],
            ['Passiva única', [link(passiveAnchor(role, passive.name), text(passive.name))]],
          ],
        ),
      ];
    case 'atributos':
      return [
        table(
          ['Atributo', 'Faixa inicial', 'Leitura'],
          Object.entries(role.attributes).map(([attributeId, range]) => [
            attributeName(model, attributeId),
            markedCell(
              rangeText(range, model.byId('attributes', attributeId)?.unit === 'percent' ? '%' : ''),
              role.attributesSource === 'proposal' && role.status !== 'aceita',
            ),
            rich(model, role.attributeNotes[attributeId] ?? '—'),
          ]),
        ),
      ];
    case 'ataques':
      return [table(['Arma', 'Ataque básico', 'Dano', 'De onde', 'Alvo'], basicAttackRows(model, role))];
    case 'habilidades':
      return [
        table(
          ['Habilidade', 'Custo', 'De onde', 'Alvo', 'Categoria', 'Nível'],
          role.skills.map((skill) => [
            skill.supreme ? `${skill.name} (Suprema)` : skill.name,
            markedCell(costNodes(model, skill.cost), isOpenProposal(skill)),
            fromWords(skill.from),
            targetWords(skill.target, skill.effects),
            skill.categories.map((category) => categoryNames[category]).join(' / '),
            // The level through its rule, marked as the progression list below the table marks it.
            skill.unlock === 1 ? 'Inicial' : [levelRuleOrText(model, skill.unlock)],
          ]),
        ),
      ];
    case 'passiva':
      return [
        paragraph(strong(text(passive.name)), text(': '), ...proseField(model, passive.fact, 'passiva.fato')),
        table(
          ['Gatilho', 'Efeito', 'Limite'],
          [
            [
              proseField(model, passive.trigger, 'passiva.gatilho', isOpenProposal(passive)),
              proseField(model, passive.effect, 'passiva.efeito', isOpenProposal(passive)),
              proseField(model, passive.limit, 'passiva.limite', isOpenProposal(passive)),
            ],
          ],
        ),
      ];
    case 'progressao': {
      const sentences: Node[][] = [];
      for (const [level, skills] of unlockGroups(role)) {
        if (level === 1) sentences.push([text('Começa com '), ...skillNames(skills), text('.')]);
        else sentences.push([text(`No nível `), levelRuleOrText(model, level), text(', escolhe entre '), ...skillNames(skills), text('.')]);
      }
      return [list(sentences)];
    }
    default:
      throw new RenderError(`parte de papel desconhecida: "${part}" (use resumo, atributos, ataques, habilidades, passiva ou progressao)`);
  }
}

/** A skill unlock level shown through the rule that sets it, when one does. */
function levelRuleOrText(model: GameModel, level: number): Node {
  for (const rule of model.rules.values()) {
    if (rule.unit === 'level' && rule.id.startsWith('progressao.escolha') && rule.value === level) return ruleValue(model, rule.id);
  }
  return text(String(level));
}
