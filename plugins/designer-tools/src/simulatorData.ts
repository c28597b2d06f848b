// The battle simulator's table for readers without JavaScript: the starting
// squad against each common preset floor (not the bosses), computed at build by the same engine the
// tool runs in the browser, on the encounter data game-data builds.
import { buildSetup, simulateMany, startingSquad, wilsonInterval } from '@dice-rolling/rules';
import { defaultSeed, type SimulatorToolData } from '../client/simulator';
import { formatNumber, formatPercent } from '../../format-pt';

/** Battles per encounter of the table computed at build. */
export const staticBattles = 2000;

// Wins, defeats and draws to the hundredth: with 2,000 battles each is a whole
// number of twentieths of a point, so the three add up to 100% as the battles do
// (to the tenth, 99.25% and 0.75% would read 99.3% and 0.8%).
const share = (value: number) => formatPercent(value, 2);

export function simulatorStaticTable(data: SimulatorToolData): { caption: string; header: string[]; rows: string[][] } {
  const squad = startingSquad(data);
  const names = squad.map((member) => data.roles.find((role) => role.id === member.role)?.name.split(' (')[0] ?? member.role).join(', ');
  return {
    caption:
      `Equipe inicial (${names}, nível ${squad[0]?.level ?? 1}, política "mais dano pagável agora") ` +
      `contra cada encontro comum pronto da Tundra: ${formatNumber(staticBattles)} batalhas por encontro, semente ${defaultSeed}`,
    header: [
      'Encontro',
      'Vitórias',
      'Intervalo de 95%',
      'Derrotas',
      'Empates (limite de rodadas)',
      'Empates sem alcance',
      'Vitórias fora do alcance dos inimigos',
      'Rodadas em média',
    ],
    rows: data.floors.map((floor) => {
      const tally = simulateMany(buildSetup(data, { squad, enemies: floor.enemies, policy: 'damage' }), defaultSeed, staticBattles);
      const interval = wilsonInterval(tally.wins, tally.battles);
      const meanRounds = tally.rounds.reduce((sum, count, rounds) => sum + count * rounds, 0) / tally.battles;
      return [
        floor.name,
        share(tally.wins / tally.battles),
        `${formatPercent(interval.low)} a ${formatPercent(interval.high)}`,
        share(tally.losses / tally.battles),
        share(tally.draws / tally.battles),
        share(tally.drawsOutOfReach / tally.battles),
        share(tally.winsSheltered / tally.battles),
        formatNumber(Math.round(meanRounds * 10) / 10),
      ];
    }),
  };
}
