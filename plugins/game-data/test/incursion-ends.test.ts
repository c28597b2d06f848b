// Where the incursion's bag goes at each end of the incursion. Moeda's table
// "Fim da incursão | Bolsa da incursão" is where a reader looks it up; the
// victory in which the squad also falls whole ends the incursion too, and the
// squad goes back to the city with the bag (decision vitoria-sem-ninguem-de-pe,
// Tropa's table of the fallen). A table that leaves that end out leaves the
// reader to guess whether the bag is kept, as on a victory, or lost, as on a
// Game Over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './renderWithData';

const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

/** The rows of the table whose header starts with `header`, as arrays of cells. */
function tableRows(page: string, header: string): string[][] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the ends of an incursion', () => {
  it("Tropa's table sends the bag back to the city on the victory without anyone standing", () => {
    const rows = tableRows(read('docs/game/design/mechanics/exploration/city/troop/index.md'), 'Situação');
    const victory = rows.find(([situation]) => /sem ninguém de pé/u.test(situation ?? ''));
    expect(victory?.[1]).toMatch(/com a bolsa/u);
  });

  it("Moeda's table of the incursion's ends gives the bag of the victory without anyone standing to the treasury", () => {
    const rows = tableRows(read('docs/game/design/mechanics/currency/index.md'), 'Fim da incursão');
    expect(rows.map(([end]) => end)).toContain('Chefe vencido ou objetivo cumprido');
    const victory = rows.find(([end]) => /sem ninguém de pé/u.test(end ?? ''));
    expect(victory?.[1]).toMatch(/^Vai inteira para o tesouro/u);
  });
});

describe("Exploração's day cycle", () => {
  // The day closes when the incursion ends, also on a Game Over; but on a Game Over nobody of the squad comes back
  // (Tropa: the death of every member is permanent). A diagram message that has the squad come back after a defeat
  // tells the reader the opposite.
  it('does not have the squad come back from a defeat', () => {
    const page = read('docs/game/design/mechanics/exploration/index.md');
    const messages = page.split('\n').filter((line) => /-->>|->>/u.test(line));
    expect(messages.some((line) => /volta|Game Over/u.test(line))).toBe(true);
    for (const line of messages) {
      if (/(?<!ninguém da )equipe volta/u.test(line)) expect(line).not.toMatch(/derrota|Game Over/u);
    }
  });
});
