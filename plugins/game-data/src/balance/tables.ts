// Tables of the balance data that other pages show through <Tabela de="...">
// (src/tables.ts looks here for the names the data's tables do not have).
import { formatNumber } from '../format';
import { code, link, paragraph, table, text, type Cell, type Node } from '../mdast';
import { type GameModel, RenderError } from '@dice-rolling/game-model';
import { openDataEntries, openDataFolder } from '../openData';
import { fieldSource, isOpenProposal, markedCell } from '../proposalMark';
import { ruleValue } from '../render/inline';
import { balancePageTables } from './page';

type TableRenderer = (model: GameModel, attributes: Record<string, string>) => Node[];

/** A link to a file of the open data: `pathname://` keeps it a plain link to a static file (no routing, base URL added). */
function fileLink(relativePath: string, label: string): Node {
  return link(`pathname:///${relativePath}`, code(label));
}

const regionTables: Record<string, TableRenderer> = {
  /** The open data: every file (or those named in `arquivos`) with its JSON, CSV and JSON Schema. */
  'dados-abertos': (model, attributes) => {
    const wanted = attributes.arquivos?.split(',').map((file) => file.trim());
    const entries = openDataEntries(model).filter((entry) => !wanted || wanted.includes(entry.file));
    if (wanted && entries.length !== wanted.length) throw new RenderError(`arquivos de dados desconhecidos em "${attributes.arquivos}"`);
    if (wanted) {
      return [
        paragraph(
          text('Estes dados, para baixar: '),
          ...entries.flatMap((entry, index) => [
            ...(index > 0 ? [text('; ')] : []),
            fileLink(entry.json, `${entry.file}.json`),
            ...(entry.csv ? [text(', '), fileLink(entry.csv, `${entry.file}.csv`)] : []),
            text(' e o '),
            fileLink(entry.schema, 'esquema'),
          ]),
          text('. Todos os arquivos estão em '),
          link('/docs/game/design/balanceamento#dados-abertos', text('Dados abertos')),
          text('.'),
        ),
      ];
    }
    return [
      table(
        ['Arquivo em data/game/', 'Registros', 'JSON', 'CSV', 'Esquema JSON'],
        [
          ['Índice de todos', '—', [fileLink(`${openDataFolder}/index.json`, 'index.json')], '—', '—'],
          ...entries.map((entry): Cell[] => [
            [code(`${entry.file}.yaml`)],
            formatNumber(entry.records),
            [fileLink(entry.json, `${entry.file}.json`)],
            entry.csv ? [fileLink(entry.csv, `${entry.file}.csv`)] : 'não é tabela',
            [fileLink(entry.schema, `${entry.file}.schema.json`)],
          ]),
        ],
      ),
    ];
  },
  /** The level band of each region (regions.yaml, `levels`). */
  'faixas-de-nivel': (model) => [
    table(
      ['Região', 'Níveis', 'Por quê'],
      [...model.data.regions]
        .filter((region) => region.levels)
        .sort((a, b) => a.order - b.order)
        .map((region) => {
          const band = region.levels ?? { min: 1, rationale: '' };
          const levels: Node[] =
            band.max === undefined
              ? [text(`${formatNumber(band.min)} ao nível máximo, `), ruleValue(model, 'progressao.nivel-maximo')]
              : [text(`${formatNumber(band.min)} a ${formatNumber(band.max)}`)];
          // The band is a proposal inside a record of facts (regions.yaml, `fields.levels`): the value wears the mark.
          return [region.name, markedCell(levels, isOpenProposal(fieldSource(region, 'levels'))), band.rationale];
        }),
    ),
  ],
};

/** The renderer of a balance table, or undefined. */
export function balanceTable(name: string): TableRenderer | undefined {
  return regionTables[name] ?? balancePageTables[name];
}

export function balanceTableNames(): string[] {
  return [...Object.keys(regionTables), ...Object.keys(balancePageTables)];
}
