// Consistency stage: finds values written by hand in a page's text that
// contradict the game data. The site test runs it over every built page, with
// the values rendered from the data (elements carrying `data-rule`) already
// taken out, so what is left is prose a person typed.
import { handWrittenValue } from './format';
import type { Rule, Unit } from '@dice-rolling/game-model';

export interface Contradiction {
  /** The sentence or table row, as the reader sees it. */
  passage: string;
  /** The value as written in the passage. */
  written: string;
  /** The rules the passage names, with the values the data gives them. */
  rules: { id: string; value: number }[];
}

/** A sentence, list item or table row: the span a reader reads as one claim. */
export function passagesOf(blockText: string): string[] {
  return blockText
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[A-ZÀ-Ý0-9(«“"])/u)
    .map((passage) => passage.trim())
    .filter((passage) => passage.length > 0);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Phrases match whole words, case-insensitively: "Bestas" names "Besta" too.
function phraseMatcher(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
}

/** The number in a hand-written value ("+30%", "×1,25", "nível 10"), sign dropped. */
export function numberIn(written: string): number | undefined {
  const digits = /\d+(?:[.,]\d+)?/.exec(written)?.[0];
  if (digits === undefined) return undefined;
  // pt-BR: "1,25" is one and a quarter; a dot groups thousands ("1.000").
  const value = Number(digits.includes(',') ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/\./g, ''));
  return Number.isFinite(value) ? value : undefined;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(Math.abs(a) - Math.abs(b)) < 1e-9;
}

interface RuleMatcher {
  rule: Rule;
  patterns: RegExp[];
}

/** Prepares the rules once for many pages. */
export function contradictionFinder(rules: Iterable<Rule>): (blockText: string) => Contradiction[] {
  const matchers: RuleMatcher[] = [];
  for (const rule of rules) {
    if (rule.phrases.length > 0 && handWrittenValue[rule.unit]) matchers.push({ rule, patterns: rule.phrases.map(phraseMatcher) });
  }
  return (blockText) => {
    const found: Contradiction[] = [];
    for (const passage of passagesOf(blockText)) {
      const named = matchers.filter(({ patterns }) => patterns.some((pattern) => pattern.test(passage)));
      const units = new Set<Unit>(named.map(({ rule }) => rule.unit));
      for (const unit of units) {
        const rulesOfUnit = named.filter(({ rule }) => rule.unit === unit).map(({ rule }) => rule);
        const pattern = new RegExp(handWrittenValue[unit]!.source, handWrittenValue[unit]!.flags);
        for (const match of passage.matchAll(pattern)) {
          const value = numberIn(match[0]);
          if (value === undefined || rulesOfUnit.some((rule) => sameNumber(rule.value, value))) continue;
          found.push({ passage, written: match[0].trim(), rules: rulesOfUnit.map((rule) => ({ id: rule.id, value: rule.value })) });
        }
      }
    }
    return found;
  };
}

/**
 * A qualitative rule that lives on one page (its home): other pages link to
 * it. A passage elsewhere that names the subject and makes the claim states the
 * rule a second time, and a second statement is how two pages came to disagree.
 */
export interface HomedClaim {
  /** What the rule is about, for the report. */
  rule: string;
  /** The route of the page that states the rule. */
  home: string;
  /** Words that name the subject ("Maldição", "drop"). */
  subject: RegExp;
  /** Words that make the claim another page must not repeat. */
  claim: RegExp;
  /** Words that show the passage already agrees with the home (optional). */
  unless?: RegExp;
}

/**
 * The passages of a block, on a page other than each claim's home, that
 * restate a homed rule. The subject may be named anywhere in the block ("Os
 * drops caem... Vão para o inventário..."); the claim is read per passage.
 */
export function restatedClaims(claims: readonly HomedClaim[], route: string, blockText: string): { rule: string; home: string; passage: string }[] {
  const found: { rule: string; home: string; passage: string }[] = [];
  const page = route.replace(/\/$/, '');
  const about = claims.filter((claim) => claim.home.replace(/\/$/, '') !== page && claim.subject.test(blockText));
  for (const passage of passagesOf(blockText)) {
    for (const claim of about) {
      if (claim.claim.test(passage) && !claim.unless?.test(passage)) {
        found.push({ rule: claim.rule, home: claim.home, passage });
      }
    }
  }
  return found;
}

/** A list the facts give in full (a role family), and the members only that list names. */
export interface FactList {
  name: string;
  members: readonly string[];
  /** Members no other list has: two of them (or the only one) in a passage mean the list is being given. */
  distinctive: readonly string[];
}

function wordAt(text: string, word: string): number {
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'u').exec(text)?.index ?? -1;
}

/**
 * The lists a block gives with members missing. The list's span runs from the
 * opening bracket (or the passage's start) before its first distinctive member
 * to the closing bracket, cell or sentence end after its last one, so a member
 * of a neighbouring list in the same sentence does not count.
 */
export function incompleteLists(lists: readonly FactList[], blockText: string): { list: string; missing: string[]; passage: string }[] {
  const found: { list: string; missing: string[]; passage: string }[] = [];
  for (const passage of passagesOf(blockText)) {
    for (const list of lists) {
      const positions = list.distinctive.map((member) => wordAt(passage, member)).filter((index) => index >= 0);
      if (positions.length < Math.min(2, list.distinctive.length)) continue;
      const first = Math.min(...positions);
      const last = Math.max(...positions);
      const opening = passage.lastIndexOf('(', first);
      const start = opening >= 0 && passage.lastIndexOf(')', first) < opening ? opening + 1 : 0;
      const closing = passage.slice(last).search(/[);|]|\.(?:\s|$)/u);
      const span = passage.slice(start, closing >= 0 ? last + closing : passage.length);
      const missing = list.members.filter((member) => wordAt(span, member) < 0);
      if (missing.length > 0) found.push({ list: list.name, missing, passage });
    }
  }
  return found;
}

/** Labels that one block uses for links to two different places ("[Ações](a) ... [Ações](b)"). */
export function ambiguousLinkLabels(links: readonly { label: string; href: string }[]): string[] {
  const hrefsByLabel = new Map<string, Set<string>>();
  for (const { label, href } of links) {
    const key = label.trim().toLocaleLowerCase('pt-BR');
    if (key === '') continue;
    hrefsByLabel.set(key, (hrefsByLabel.get(key) ?? new Set()).add(href.replace(/#.*$/, '').replace(/\/$/, '')));
  }
  return [...hrefsByLabel].filter(([, hrefs]) => hrefs.size > 1).map(([label]) => label);
}

/** The units a bare count of a rule is written with ("3 turnos", "2 a 4 golpes"). */
const countedUnits =
  'turnos?|rodadas?|níveis|XP|de ouro|ouro|gold|andares|de dano|slots?|golpes?|acertos|cargas?|opções|usos|' +
  'unidades?|células|dados?|rolage(?:m|ns)|personagens|quests|missões|itens|inimigos|heróis|salas|energias?|vezes|dias|pontos';

/**
 * What a number that states a rule looks like in prose: a percentage, a
 * multiplier, turns, rounds, a level, XP, a price, floors, damage or a
 * count of the things the rules count. On a game page,
 * every such number is rendered from the data; one found in the page's own
 * text was typed by hand.
 */
const typedRuleNumber = new RegExp(
  [
    String.raw`[+−-]?\d+(?:,\d+)?\s?%`,
    String.raw`(?<![\p{N}]\s?)[×x]\s?\d+(?:,\d+)?(?![\p{L}\p{N}])`,
    String.raw`\bníve(?:l|is)\s+\d+`,
    String.raw`\bandar(?:es)?\s+\d+`,
    String.raw`\bdano\s+\d+`,
    String.raw`\b\d+(?:,\d+)?(?:\s?(?:a|e|–|-)\s?\d+)?\s+(?:${countedUnits})(?![\p{L}])`,
    // A damage type given to an attack ("causa dano de fogo"): the attack's data says it.
    String.raw`\bcaus(?:a|am|ando|ar)\s+dano\s+(?:de|do tipo)\s+(?!área)\p{L}+`,
    // A moment of the round: the Batalha page states the order of a round once, from the data.
    String.raw`\b(?:no|ao|do|o)\s+(?:início|começo|fim|final)\s+d[oa]\s+(?:próxim[oa]\s+)?(?:rodada|turno|resolução|declaração)(?![\p{L}])`,
    String.raw`\b(?:na|da|a|no|do|o)\s+(?:(?:rodada|turno)\s+seguinte|próxim[oa]\s+(?:rodada|turno))(?![\p{L}])`,
    String.raw`\b(?:antes|depois)\s+(?:que|de|dos?)\s+(?:os\s+)?(?:heróis|inimigos)(?:\s+já\s+\p{L}+)?`,
  ].join('|'),
  'giu',
);

/**
 * Numbers that are not rules, each with its reason: the test's allowlist.
 * Every entry is matched before the rule patterns and its text is set aside.
 */
export const notRuleNumbers: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\b\d+\s?×\s?\d+\b/gu, reason: 'dimensões de uma grade ou de uma tela (2×3, 1280×720): o nome do formato, não um valor que a regra muda' },
  { pattern: /\b\d+[ªº]/gu, reason: 'ordinais (1ª missão, 2º slot)' },
  { pattern: /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/gu, reason: 'datas' },
  { pattern: /\b\d+\.\d+(?:\.\d+)?\b/gu, reason: 'números de versão (Godot 4.4, versão 0.1.0)' },
  { pattern: /intervalo de \d+%/gu, reason: 'o nível de confiança de uma estatística do simulador, não uma regra do jogo' },
  { pattern: /\d+% abaixo e \d+% acima/gu, reason: 'o passo da sensibilidade do laboratório de regras, uma escolha da ferramenta, não uma regra do jogo' },
  {
    pattern: /\d+%\s+de opacidade|escala de interface de \d+%\s+a\s+\d+%|\d+%\s+maior/gu,
    reason: 'medidas de estilo dos guias de ambientação (opacidade, escala do texto, tamanho do sprite), não regras do jogo',
  },
  { pattern: /acelerada\s+\(×\d+\)/gu, reason: 'a velocidade das animações nas Opções, não uma regra do jogo' },
  { pattern: /"Faltam?\s[^"]*"/gu, reason: 'uma mensagem da interface citada como exemplo' },
];

/** The rule numbers typed by hand in a passage of a game page's prose. */
export function typedRuleNumbers(passage: string): string[] {
  let rest = passage;
  for (const { pattern } of notRuleNumbers) rest = rest.replace(new RegExp(pattern.source, pattern.flags), ' ');
  return [...rest.matchAll(new RegExp(typedRuleNumber.source, typedRuleNumber.flags))].map((match) => match[0].trim());
}

/** The damage types as prose names them after "dano de" ("40 de dano de terra", "dano de fogo"). */
const namedDamageType = /\bdanos?\s+de\s+(corte|impacto|fogo|terra|água|trovão|ácido|veneno)(?![\p{L}])/giu;

/**
 * The values of an attack a passage names: the rule numbers typedRuleNumbers
 * finds (damage, percentages, turns, rounds, counts) and the damage types
 * after "dano de". On a creature page each must be one the page's data
 * rendered for that attack, or the passage is a second specification of it.
 */
export function attackValues(passage: string): string[] {
  const types = [...passage.matchAll(new RegExp(namedDamageType.source, namedDamageType.flags))].map((match) => `dano de ${match[1]!.toLowerCase()}`);
  return [...typedRuleNumbers(passage), ...types];
}
