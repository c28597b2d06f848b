import { describe, expect, it } from 'vitest';
import {
  parseAll,
  parseFile,
  type SourceFile,
  formatProblem,
  buildModel,
  statusDurationProblems,
  type FileName,
  type GameData,
} from '@dice-rolling/game-model';

const source = (name: FileName, text: string): SourceFile => ({ name, label: `data/game/${name}.yaml`, text });

describe('broken data files', () => {
  it('names the file, line, record and field of a wrong value', () => {
    const { problems } = parseFile(source('dice', ['- id: d6', '  name: D6', '  faces: seis', '  icon: d6.svg', '  source: fact'].join('\n')));
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(/^- data\/game\/dice\.yaml:3 registro "d6", campo "faces": /);
  });

  it('asks a proposal for its rationale', () => {
    const { problems } = parseFile(source('dice', ['- id: d7', '  name: D7', '  faces: 7', '  icon: d7.svg', '  source: proposal'].join('\n')));
    expect(problems.map(formatProblem)).toEqual([
      '- data/game/dice.yaml:1 registro "d7", campo "rationale": uma proposta precisa de "rationale": o motivo em uma linha',
    ]);
  });

  it('rejects an unknown field, a bad id and a repeated id', () => {
    const { problems } = parseFile(
      source(
        'dice',
        [
          '- { id: d4, name: D4, faces: 4, icon: d4.svg, source: fact, colour: red }',
          '- { id: D 8, name: D8, faces: 8, icon: d8.svg, source: fact }',
          '- { id: d4, name: D4, faces: 4, icon: d4.svg, source: fact }',
        ].join('\n'),
      ),
    );
    const messages = problems.map(formatProblem);
    expect(messages[0]).toMatch(/dice\.yaml:1 registro "d4".*colour/);
    expect(messages[1]).toMatch(/dice\.yaml:2 registro "D 8", campo "id": use só letras minúsculas/);
    expect(messages[2]).toMatch(/dice\.yaml:3 registro "d4", campo "id": id repetido no arquivo/);
  });

  it('reports broken YAML with its line, and a file that is not a list', () => {
    expect(parseFile(source('dice', '- id: d4\n  name: [D4\n')).problems[0]?.message).toMatch(/^YAML inválido/);
    expect(parseFile(source('dice', 'id: d4\n')).problems[0]?.message).toMatch(/precisa ser uma lista/);
  });

  it('refuses the retired measure healer-healing: the healing target is measured in wins with and without the heals', () => {
    const target = (measure: string) =>
      source(
        'targets',
        [
          '- id: cura-que-importa',
          '  name: A cura do Healer muda o resultado',
          '  family: role',
          `  measure: ${measure}`,
          '  tier: t2',
          '  description: Vitórias com a cura menos sem ela.',
          '  min: 10',
          '  unit: percent',
          '  lever: a cura das habilidades do Healer',
          '  source: proposal',
          '  rationale: Uma cura que não muda quantas batalhas a equipe vence não é escolha.',
        ].join('\n'),
      );
    expect(parseFile(target('healing-win-rate')).problems).toEqual([]);
    const problems = parseFile(target('healer-healing')).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/targets\.yaml:4 registro "cura-que-importa", campo "measure"/);
  });

  it('reports a missing file', () => {
    const { problems } = parseAll([source('dice', '')]);
    expect(problems.map(formatProblem)).toContain('- data/game/dice.yaml: arquivo ausente ou vazio');
  });
});

describe('cross-references', () => {
  const empty = (): GameData => new Proxy({} as GameData, { get: (target, key) => (target as Record<string | symbol, unknown>)[key] ?? [] });
  const fileOf = (kind: keyof GameData) => `data/game/${kind}.yaml`;

  it('names the missing record a creature points to', () => {
    const data = empty();
    Object.assign(data, {
      creatures: [
        {
          id: 'kasurak',
          name: 'Kašurak',
          group: 'beast',
          tier: 't9',
          region: 'nowhere',
          role: 'ghost',
          species: 'besta',
          source: 'fact',
          attacks: [],
          drops: [],
        },
      ],
    });
    const { problems } = buildModel(data, fileOf);
    const messages = problems.map((problem) => `${problem.file} ${problem.record} ${problem.field}: ${problem.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'data/game/creatures.yaml kasurak role: papel não jogável "ghost" não existe em data/game/enemy-roles.yaml',
        'data/game/creatures.yaml kasurak tier: tier "t9" não existe em data/game/tiers.yaml',
        'data/game/creatures.yaml kasurak region: região "nowhere" não existe em data/game/regions.yaml',
      ]),
    );
  });

  it('refuses a damage type on a creature attack that deals no damage', () => {
    const data = empty();
    Object.assign(data, {
      'enemy-roles': [
        {
          id: 'molde',
          actions: [
            { name: 'Golpe natural', cost: {}, effects: [{ kind: 'damage', amount: 25 }] },
            { name: 'Controle', cost: {}, effects: [], byCreature: true },
          ],
        },
      ],
      creatures: [
        {
          id: 'larva',
          name: 'Larva',
          group: 'abomination',
          tier: 't1',
          region: 'tundra',
          role: 'molde',
          source: 'fact',
          attacks: [],
          drops: [],
          moves: [
            { form: 0, name: 'Mordida', type: 'corte', effects: [] },
            { form: 1, name: 'Agarrão', type: 'terra', effects: [{ kind: 'status', status: 'imobilizacao', turns: 1 }] },
          ],
        },
      ],
    });
    const messages = buildModel(data, fileOf).problems.filter((problem) => problem.field?.endsWith('.type'));
    expect(messages.map((problem) => `${problem.record} ${problem.field}: ${problem.message}`)).toEqual([
      'larva moves[1].type: o ataque "Agarrão" não causa dano, e um tipo de dano nele não vale em batalha',
    ]);
  });

  it('rejects a cost paid in an energy that does not exist', () => {
    const data = empty();
    Object.assign(data, {
      'data-actions': [{ id: 'golpe', cost: { roxa: 1 } }],
    });
    const { problems } = buildModel(data, fileOf);
    expect(problems.map((problem) => `${problem.record} ${problem.field}: ${problem.message}`)).toContain(
      'golpe cost.roxa: energia "roxa" não existe em data/game/energies.yaml',
    );
  });

  it('refuses a status whose written duration is not the number of turns the engine plays', () => {
    const status = (id: string, duration: string, durationTurns: number) => ({
      id,
      name: id,
      kind: 'negative',
      duration,
      durationTurns,
      stacking: 'refresh',
      battle: [],
      seenIn: '—',
    });
    const data = empty();
    Object.assign(data, {
      statuses: [status('veneno', '3 turnos', 2), status('queimadura', '{passiva.cinzas.duracao}', 2), status('sangramento', '2 turnos, ou até ser curado', 2)],
      rules: [{ id: 'passiva.cinzas.duracao', label: 'Duração', value: 3, unit: 'turns', phrases: [], source: 'fact' }],
    });
    const problems = statusDurationProblems(buildModel(data, fileOf).model);
    expect(problems.map((problem) => `${problem.record}: ${problem.message}`)).toEqual([
      'veneno: "3 turnos" não diz os 2 turnos de durationTurns, que o motor de regras joga',
      'queimadura: "{passiva.cinzas.duracao}" não diz os 2 turnos de durationTurns, que o motor de regras joga',
    ]);
  });
});
