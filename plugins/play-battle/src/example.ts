// The example battle for readers without JavaScript: the default battle of
// the page (the starting squad against the first floor, the default seed),
// each hero declaring by the squad's policy, played at build through the
// page's own steps and written with the page's own text, round by round.
import { declareByPolicy } from '@dice-rolling/rules';
import { paragraph, strong, text, type Node } from '../../game-data/src/index';
import { resolve, startGame, type Game } from '../client/game';
import { defaultChoice, floorOf, type PlayData } from '../client/playData';
import { fighterName, intentText, outcomeText, roundLines } from '../client/log';

const list = (items: Node[][]): Node =>
  ({ type: 'list', ordered: false, spread: false, children: items.map((children) => ({ type: 'listItem', spread: false, children })) }) as Node;

/** The default battle played to its end by the policy. */
export function exampleGame(data: PlayData): Game {
  let game = startGame(data, defaultChoice(data));
  while (!game.outcome) {
    const played = resolve({ ...game, state: declareByPolicy(game.state) });
    if (!played.game) throw new Error(`example battle: ${played.refusal}`);
    game = played.game;
  }
  return game;
}

/** The example as Markdown nodes: what was played, then each round (the first with each hit's damage steps). */
export function exampleNodes(data: PlayData): Node[] {
  const game = exampleGame(data);
  const first = game.rounds[0]?.before ?? game.state;
  const names = first.sides[0].map((member) => fighterName(first, member.ref));
  // A Portuguese list ("a, b e c"); the level follows it once, for the whole squad.
  const squad = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? 'a equipe');
  const floor = floorOf(data, game.choice.enemies)?.name ?? 'o primeiro encontro';
  const policy = data.policies.find((candidate) => candidate.id === game.setup.policy)?.name ?? game.setup.policy;
  const nodes: Node[] = [
    paragraph(
      text(
        `Exemplo calculado na publicação do site: ${squad}, no nível ${game.choice.squad[0]?.level ?? 1}, contra ${floor}, semente ${game.choice.seed}, ` +
          `cada herói declarando pela política "${policy}". Resultado: `,
      ),
      strong(text(`${outcomeText(game.outcome ?? 'draw', game.rounds.length)}.`)),
      text(' Os passos do dano aparecem em cada golpe da primeira rodada.'),
    ),
  ];
  for (const [index, round] of game.rounds.entries()) {
    nodes.push(paragraph(strong(text(`Rodada ${round.round}`))));
    nodes.push(paragraph(text(`Intenções dos inimigos: ${round.intents.map((intent) => intentText(data, round.before, intent)).join('; ')}.`)));
    nodes.push(
      list(
        roundLines(data, round.before, round.after, round.events).map((line) => [
          paragraph(text(line.text)),
          ...(index === 0 && line.steps ? [list(line.steps.map((step) => [paragraph(text(step))]))] : []),
        ]),
      ),
    );
  }
  return nodes;
}
