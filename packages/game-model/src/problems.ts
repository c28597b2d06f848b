// A problem found in the game data, named by file, line, record and field, and
// the error that lists them all. Its own module, importing nothing: the loader,
// the model and the decisions' schema all report problems.
export interface DataProblem {
  file: string;
  line?: number;
  record?: string;
  field?: string;
  message: string;
}

export class GameDataError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(`Dados do jogo inválidos:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'GameDataError';
  }
}

export function formatProblem(problem: DataProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const record = problem.record ? ` registro "${problem.record}"` : '';
  const field = problem.field ? `, campo "${problem.field}"` : '';
  return `- ${where}${record}${field}: ${problem.message}`;
}
