// A status's duration is written for the reader ("3 turnos", or a rule's
// placeholder) and played from durationTurns: the two must say the same
// number of turns. Checked on the built model, after the references (a
// placeholder naming no rule is reported there).
import type { GameModel } from './model';
import type { DataProblem } from './problems';
import { ruleValueOf } from './lookup';

export function statusDurationProblems(model: GameModel): DataProblem[] {
  return model.data.statuses.flatMap((status) => {
    if (status.durationTurns === undefined) return [];
    const placeholder = /^\{([^}]+)\}/.exec(status.duration)?.[1];
    if (placeholder !== undefined && !model.rules.has(placeholder)) return [];
    const written = placeholder !== undefined ? ruleValueOf(model, placeholder) : Number(/^(\d+) turnos?\b/.exec(status.duration)?.[1]);
    return written === status.durationTurns
      ? []
      : [
          {
            file: model.fileOf('statuses'),
            record: status.id,
            field: 'duration',
            message: `"${status.duration}" não diz os ${status.durationTurns} turnos de durationTurns, que o motor de regras joga`,
          },
        ];
  });
}
