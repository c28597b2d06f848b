// The design targets on the Balanceamento page (<MetasDeDesign/>): every
// target with its margin and status, then what a designer asks first (each
// floor's win rate with its interval, rounds, damage taken and falls; each
// role's damage per round by level; each paid skill against its cost; the
// levels each mission gives against the region's band). Charts are SVG drawn
// here, at build, coloured by the site's CSS variables (both colour modes),
// each beside the table it draws, for screen readers and the Markdown export.
import { protectingPolicies, skillWorth, verdictOf, type EncounterFigures, type FigureResult } from '@dice-rolling/rules';
import { formatNumber, wordList } from '../../format-pt';
import {
  code,
  decisionAnchor,
  element,
  engineDataVersion,
  heading,
  isOpenProposal,
  link,
  markedCell,
  paragraph,
  strong,
  table,
  targetBandText,
  targetUnitSuffix,
  text,
  type Cell,
  type Node,
} from '../../game-data/src/index';
import {
  bestPolicyMeasures,
  bossLevelFor,
  bossListMeasures,
  type GameModel,
  type PolicyFloor,
  engineRulesOf,
  measuredBy,
  randomPolicy,
  scanBattles,
  scanMeasures,
  simulatorToolData,
  targetBattles,
  targetSeeds,
} from '@dice-rolling/game-model';
import {
  checkTargets,
  readScanRecords,
  readTargetHistory,
  type ScanRecords,
  type Target,
  type TargetEvaluation,
  type TargetHistoryEntry,
  type TargetRecord,
} from './targets';

const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10, 1);

/** The enemies' tier each unlock level is priced against, as the reader reads it: "T1 nos níveis 1 e 5, T3 no nível 10". */
function tiersByLevel(skills: readonly { unlock: number; tier: string | undefined }[]): string {
  const levels = new Map<string, number[]>();
  for (const { unlock, tier } of [...skills].sort((a, b) => a.unlock - b.unlock)) {
    const name = tier ?? 'sem tier';
    const known = levels.get(name) ?? [];
    if (!known.includes(unlock)) known.push(unlock);
    levels.set(name, known);
  }
  return [...levels]
    .map(([tier, at]) => `${tier} ${at.length === 1 ? 'no nível' : 'nos níveis'} ${wordList(at.map((level) => formatNumber(level)))}`)
    .join(', ');
}
const percent = (value: number) => `${oneDecimal(value)}%`;

const familyNames: Record<Target['family'], string> = { challenge: 'Desafio', tier: 'Tier', role: 'Papéis', skill: 'Habilidades', progression: 'Progressão' };
const suffixOf = (target: Target | undefined): string => (target ? targetUnitSuffix(target) : '');

/** A value a proposed target gives (its band, its price per unit), with the mark the proposals register gives it. */
function targetValue(target: Target | undefined, value: string): Node[] {
  const cell = markedCell(value, target !== undefined && isOpenProposal(target));
  return typeof cell === 'string' ? [text(cell)] : Array.isArray(cell) ? cell : [cell];
}

const interval = (low: number | undefined, high: number | undefined) => (low !== undefined ? ` (${oneDecimal(low)} a ${oneDecimal(high ?? low)})` : '');

/** The scan targets' records of the last `npm run targets:record`, and whether they measured the version this page shows. */
interface RecordedScans {
  records: ScanRecords;
  current: boolean;
}

function targetsTable(evaluation: TargetEvaluation, scans: RecordedScans | undefined): Node {
  const rows: Cell[][] = evaluation.targets.map((target) => {
    const result = evaluation.results.find((candidate) => candidate.id === target.id);
    const closest = result?.figures.find((figure) => figure.margin === result.margin) ?? result?.figures[0];
    // A scan target is not played here: its farthest record comes from the last targets:record, marked as recorded.
    const saved = result?.figures.length === 0 ? scans?.records.metas[target.id]?.[0] : undefined;
    const recorded = saved && figureOfRecord(saved);
    // A pending target is not checked, but its figures are measured: say what its verdict would be.
    const wouldHold = result ? verdictOf(result) === 'holds' : false;
    const status =
      result?.status === 'pending'
        ? [strong(text('Pendente')), text(` (${wouldHold ? 'hoje dentro da faixa' : 'hoje fora da faixa'}): ${target.pending ?? ''}`)]
        : result?.status === 'holds'
          ? [text('Cumprida')]
          : [strong(text('Quebrada'))];
    return [
      [text(target.name), text(' '), code(target.id)],
      familyNames[target.family],
      targetValue(target, targetBandText(target)),
      recordCell(closest ?? recorded, target),
      result?.margin !== undefined
        ? oneDecimal(result.margin)
        : recorded?.margin !== undefined
          ? `${oneDecimal(recorded.margin)} (registrada${scans?.current ? '' : ' numa versão anterior'})`
          : '—',
      status,
    ];
  });
  // The record whose margin is the target's: inside the band, the one nearest to leaving it; outside, the one farthest out.
  return table(['Meta', 'Família', 'Faixa', 'Registro de menor margem (intervalo de 95%)', 'Margem', 'Situação'], rows);
}

/** A record of the committed scan records (the open data's shape) as a measured one. */
function figureOfRecord(record: TargetRecord): FigureResult {
  return { subject: record.registro, value: record.valor, low: record.baixo ?? undefined, high: record.alto ?? undefined, margin: record.margem ?? undefined };
}

/** A record in one cell: its subject, value (in its target's unit) and interval. */
const recordCell = (figure: FigureResult | undefined, target: Target | undefined) =>
  figure ? `${figure.subject}: ${oneDecimal(figure.value)}${suffixOf(target)}${interval(figure.low, figure.high)}` : '—';

/** A table of records, a row each: the target, the record, its value in the target's unit, its interval and its margin. */
function recordsTable(records: readonly { id: string; figure: FigureResult }[], targets: readonly Target[]): Node {
  const rows: Cell[][] = records.map(({ id, figure }): Cell[] => [
    code(id),
    figure.subject,
    `${oneDecimal(figure.value)}${suffixOf(targets.find((target) => target.id === id))}`,
    figure.low !== undefined ? `${oneDecimal(figure.low)} a ${oneDecimal(figure.high ?? figure.low)}` : '—',
    figure.margin === undefined ? 'sem limite que possa ser cruzado' : oneDecimal(figure.margin),
  ]);
  return table(['Meta', 'Registro', 'Valor', 'Intervalo de 95%', 'Margem'], rows);
}

/** Every figure of every target (each floor once per policy), with its interval and margin: what the verdicts read. */
function figuresTable(evaluation: TargetEvaluation): Node {
  return recordsTable(
    evaluation.results.flatMap((result) => result.figures.map((figure) => ({ id: result.id, figure }))),
    evaluation.targets,
  );
}

/** A recorded date (2026-12-01) as a reader writes it: "1 de dezembro de 2026"; one the calendar does not know, as it is. */
function dateInWords(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? iso : new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * The scan targets' records: the build does not play them, so they are those
 * of the last `npm run targets:record`, with the version that measured them.
 */
export function scanRecordsSection(evaluation: TargetEvaluation, scans: RecordedScans | undefined): Node[] {
  const scanTargets = evaluation.targets.filter((target) => measuredBy(scanMeasures, target));
  if (scanTargets.length === 0) return [];
  if (!scans) return [paragraph(text('As metas de varredura ainda não foram medidas: rode '), code('npm run targets:record'), text('.'))];
  const { records, current } = scans;
  const rows = scanTargets.flatMap((target) => (records.metas[target.id] ?? []).map((record) => ({ id: target.id, figure: figureOfRecord(record) })));
  return [
    paragraph(
      text(`As metas de varredura não são jogadas na publicação: seus registros são os da última medida de `),
      code('npm run targets:record'),
      text(
        `, em ${dateInWords(records.data)}, ` +
          (current
            ? 'nesta versão das regras e dos dados. '
            : `numa versão anterior das regras e dos dados (${records.versao}); rode o comando de novo para medi-las nesta. `) +
          'De cada meta, os registros fora da faixa, do mais longe dela para o mais perto; de uma meta dentro da faixa, o registro mais perto de sair dela. ' +
          'Um registro que muda um inimigo de lugar dá a célula de onde ele sai e aquela para onde vai, numeradas como no ',
      ),
      link('/docs/game/design/mechanics/battle/#o-campo-de-batalha', text('campo de batalha')),
      text(':'),
    ),
    recordsTable(rows, evaluation.targets),
  ];
}

// ---- Charts ---------------------------------------------------------------------------

type Attributes = Record<string, string | number | string[]>;
/** Coordinates to one decimal: enough for a chart, and a few bytes instead of seventeen digits. */
const coordinate = (value: string | number | string[]) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value);
const svgElement = (tag: string, properties: Attributes, ...children: Node[]): Node =>
  element(tag, Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, coordinate(value)])), ...children);

/** An SVG chart with its accessible name; the table beside it carries the numbers for screen readers. */
function chart(label: string, width: number, height: number, ...children: Node[]): Node {
  return paragraph(
    svgElement(
      'svg',
      { className: ['target-chart'], viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', ariaLabel: label, xmlns: 'http://www.w3.org/2000/svg' },
      svgElement('title', {}, text(label)),
      ...children,
    ),
  );
}

const label = (x: number, y: number, value: string, anchor: 'start' | 'middle' | 'end' = 'start'): Node =>
  svgElement('text', { x, y, className: ['target-chart-text'], textAnchor: anchor }, text(value));

/** The headers of encounterCells' columns. */
const encounterColumns = ['Vitórias', 'Intervalo de 95%', 'Rodadas em média', 'Vida perdida pela equipe por batalha', 'Batalhas com alguém caído'];

/** An encounter's row after its name: wins, their interval, rounds, Vida lost and falls. */
function encounterCells(figures: EncounterFigures): string[] {
  return [
    percent(figures.winRate),
    `${percent(figures.winLow)} a ${percent(figures.winHigh)}`,
    oneDecimal(figures.meanRounds),
    oneDecimal(figures.damageTaken),
    percent(figures.fallsShare),
  ];
}

type Band = { min?: number; max?: number };

/** Horizontal bars from 0 to 100% with the 95% interval as a whisker, one per row, each behind its own target band (shaded). */
function winRateChart(
  rows: { name: string; value: number; low: number; high: number; band?: Band }[],
  title = 'Vitórias da equipe inicial por encontro, com o intervalo de 95%',
): Node {
  const left = 200;
  const span = 300;
  const rowHeight = 26;
  const height = rows.length * rowHeight + 30;
  const x = (value: number) => left + (span * Math.max(0, Math.min(100, value))) / 100;
  const nodes: Node[] = [];
  rows.forEach((row, index) => {
    const y = index * rowHeight;
    if (row.band)
      nodes.push(
        svgElement('rect', {
          x: x(row.band.min ?? 0),
          y,
          width: x(row.band.max ?? 100) - x(row.band.min ?? 0),
          height: rowHeight,
          className: ['target-chart-band'],
        }),
      );
    nodes.push(label(left - 6, y + 17, row.name, 'end'));
    nodes.push(svgElement('rect', { x: left, y: y + 5, width: x(row.value) - left, height: 16, className: ['target-chart-bar'] }));
    nodes.push(svgElement('line', { x1: x(row.low), x2: x(row.high), y1: y + 13, y2: y + 13, className: ['target-chart-whisker'] }));
    nodes.push(label(x(100) + 6, y + 17, percent(row.value)));
  });
  for (const tick of [0, 50, 100]) nodes.push(label(x(tick), height - 6, `${tick}%`, 'middle'));
  return chart(title, left + span + 60, height, ...nodes);
}

/** Grouped bars: one group per role, one bar per level. */
function roleDamageChart(groups: { name: string; values: { level: number; value: number }[] }[]): Node {
  const left = 120;
  const span = 330;
  const barHeight = 12;
  const groupHeight = (groups[0]?.values.length ?? 1) * barHeight + 12;
  const max = Math.max(1, ...groups.flatMap((group) => group.values.map((entry) => entry.value)));
  const nodes: Node[] = [];
  groups.forEach((group, index) => {
    const top = index * groupHeight;
    nodes.push(label(left - 6, top + groupHeight / 2 + 4, group.name, 'end'));
    group.values.forEach((entry, bar) => {
      const y = top + bar * barHeight;
      const width = (span * entry.value) / max;
      nodes.push(svgElement('rect', { x: left, y: y + 1, width, height: barHeight - 2, className: ['target-chart-bar', `target-chart-series-${bar}`] }));
      nodes.push(label(left + width + 4, y + barHeight - 2, `nível ${entry.level}: ${oneDecimal(entry.value)}`));
    });
  });
  return chart('Dano esperado por rodada de cada papel, por nível', left + span + 140, groups.length * groupHeight + 4, ...nodes);
}

/** Levels after each mission of a region against its band (shaded) and the next region's. */
function levelsChart(
  region: { name: string; band: { min: number; max: number }; levels: number[] },
  next: { min: number; max: number } | undefined,
  maxLevel: number,
): Node {
  const minLevel = 1;
  const left = 40;
  const width = 360;
  const height = 180;
  const points = [region.band.min, ...region.levels];
  const x = (index: number) => left + (width * index) / Math.max(1, points.length - 1);
  // Level 1 at the bottom, the chart's top level at the top.
  const y = (level: number) => height - 20 - ((height - 30) * (level - minLevel)) / Math.max(1, maxLevel - minLevel);
  const nodes: Node[] = [
    svgElement('rect', { x: left, y: y(region.band.max), width, height: y(region.band.min) - y(region.band.max), className: ['target-chart-band'] }),
  ];
  if (next) nodes.push(svgElement('rect', { x: left, y: y(next.max), width, height: y(next.min) - y(next.max), className: ['target-chart-band-next'] }));
  nodes.push(svgElement('polyline', { points: points.map((level, index) => `${x(index)},${y(level)}`).join(' '), className: ['target-chart-line'] }));
  points.forEach((level, index) => {
    nodes.push(svgElement('circle', { cx: x(index), cy: y(level), r: 4, className: ['target-chart-point'] }));
    nodes.push(label(x(index), height - 4, index === 0 ? 'início' : `missão ${index}`, 'middle'));
  });
  for (let level = minLevel; level <= maxLevel; level += 1) nodes.push(label(left - 6, y(level) + 4, String(level), 'end'));
  // The legend: which shade is which band.
  nodes.push(svgElement('rect', { x: left, y: height + 8, width: 14, height: 10, className: ['target-chart-band'] }));
  nodes.push(label(left + 20, height + 17, `faixa da ${region.name} (${region.band.min} a ${region.band.max})`));
  if (next) {
    nodes.push(svgElement('rect', { x: left + 220, y: height + 8, width: 14, height: 10, className: ['target-chart-band-next'] }));
    nodes.push(label(left + 240, height + 17, `faixa seguinte (${next.min} a ${next.max})`));
  }
  return chart(`${region.name}: nível depois de cada missão, contra a faixa da região e a da seguinte`, left + width + 40, height + 24, ...nodes);
}

/** Per region, the gold earned from the first region to its end beside what its upgrades and the earlier ones cost. */
function economyChart(regions: { name: string; earned: number; cost: number }[]): Node {
  const left = 170;
  const span = 300;
  const barHeight = 14;
  const groupHeight = 2 * barHeight + 14;
  const max = Math.max(1, ...regions.flatMap((region) => [region.earned, region.cost]));
  const nodes: Node[] = [];
  regions.forEach((region, index) => {
    const top = index * groupHeight;
    nodes.push(label(left - 6, top + barHeight + 4, region.name, 'end'));
    [region.earned, region.cost].forEach((value, bar) => {
      const y = top + bar * barHeight;
      const width = (span * value) / max;
      nodes.push(svgElement('rect', { x: left, y: y + 1, width, height: barHeight - 2, className: ['target-chart-bar', `target-chart-series-${bar * 2}`] }));
      nodes.push(label(left + width + 4, y + barHeight - 2, formatNumber(Math.round(value))));
    });
  });
  // The legend: which bar is which.
  const legend = regions.length * groupHeight + 4;
  nodes.push(svgElement('rect', { x: left, y: legend, width: 14, height: 10, className: ['target-chart-bar', 'target-chart-series-0'] }));
  nodes.push(label(left + 20, legend + 9, 'ouro ganho até o fim da região'));
  nodes.push(svgElement('rect', { x: left + 200, y: legend, width: 14, height: 10, className: ['target-chart-bar', 'target-chart-series-2'] }));
  nodes.push(label(left + 220, legend + 9, 'custo das melhorias pedidas'));
  return chart(
    'Ouro ganho no caminho típico até o fim de cada região, contra o custo das melhorias que as regiões pedem',
    left + span + 140,
    legend + 16,
    ...nodes,
  );
}

/** Each target's margin across the recorded entries (one line per target with a margin), when there are two entries or more. */
function historyChart(history: readonly TargetHistoryEntry[], ids: readonly string[]): Node | undefined {
  if (history.length < 2) return undefined;
  const left = 50;
  const width = 420;
  const height = 200;
  const margins = history.flatMap((entry) => ids.map((id) => entry.metas[id]?.margem).filter((value): value is number => typeof value === 'number'));
  const top = Math.max(1, ...margins);
  const bottom = Math.min(0, ...margins);
  const x = (index: number) => left + (width * index) / (history.length - 1);
  const y = (value: number) => 10 + ((height - 30) * (top - value)) / Math.max(1, top - bottom);
  const nodes: Node[] = [svgElement('line', { x1: left, x2: left + width, y1: y(0), y2: y(0), className: ['target-chart-whisker'] })];
  ids.forEach((id, series) => {
    const points = history.flatMap((entry, index) => {
      const margin = entry.metas[id]?.margem;
      return typeof margin === 'number' ? [`${x(index)},${y(margin)}`] : [];
    });
    if (points.length > 1)
      nodes.push(svgElement('polyline', { points: points.join(' '), className: ['target-chart-line', `target-chart-series-${series % 3}`] }));
  });
  history.forEach((entry, index) => nodes.push(label(x(index), height - 4, entry.decisao, 'middle')));
  nodes.push(label(left - 6, y(0) + 4, '0', 'end'));
  return chart('Margem de cada meta ao longo das decisões registradas', left + width + 60, height, ...nodes);
}

/**
 * Versions the margins table shows, the newest: at 1280 px the article holds
 * four beside the target's id, a fifth overflows it (tests/site/reading-layout.test.ts).
 * The chart above it draws every version.
 */
const historyColumns = 4;

function historySection(model: GameModel, evaluation: TargetEvaluation, history: readonly TargetHistoryEntry[]): Node[] {
  const nodes: Node[] = [heading(3, text('Margens ao longo das decisões'))];
  nodes.push(
    paragraph(
      text(
        'A cada versão, o site publica os registros das metas em /dados/metas.json, com a versão das regras e dos dados. ' +
          'Depois de uma decisão que move uma meta, as margens medidas entram no histórico das margens, ' +
          'que esta tabela mostra, uma coluna por versão, com a decisão mais nova de cada uma' +
          (history.length > historyColumns ? ` (as ${formatNumber(historyColumns)} versões mais novas; o gráfico mostra todas).` : '.') +
          ' Uma versão que segue a mesma decisão da anterior sem mudar nenhuma margem nem situação toma o lugar dela.' +
          (history.length < 2 ? ' Com uma entrada só, ainda não há linha a desenhar.' : ''),
      ),
    ),
  );
  if (history.length === 0) return nodes;
  const chartNode = historyChart(
    history,
    evaluation.targets.map((target) => target.id),
  );
  if (chartNode) nodes.push(chartNode);
  const shown = history.slice(-historyColumns);
  nodes.push(
    table(
      ['Meta', ...shown.map((entry) => `${entry.versao} (${entry.decisao}, ${entry.data})`)],
      evaluation.targets.map((target): Cell[] => [
        code(target.id),
        ...shown.map((entry) => {
          const meta = entry.metas[target.id];
          if (!meta) return '—';
          const margin = meta.margem === null ? 'sem margem' : oneDecimal(meta.margem);
          return `${margin} (${meta.situacao === 'pending' ? 'pendente' : meta.situacao === 'holds' ? 'cumprida' : 'quebrada'})`;
        }),
      ]),
    ),
  );
  // A column's heading names its decision by id (a heading cannot hold a link): the decisions, linked, under the table.
  const decisions = [...new Set(shown.map((entry) => entry.decisao))].flatMap((id) => model.data.decisions.filter((decision) => decision.id === id));
  if (decisions.length > 0)
    nodes.push(
      paragraph(
        text(decisions.length === 1 ? 'A decisão das colunas: ' : 'As decisões das colunas: '),
        ...decisions.flatMap((decision, index) => [
          ...(index > 0 ? [text(index === decisions.length - 1 ? ' e ' : ', ')] : []),
          link(decisionAnchor(decision), text(decision.id)),
        ]),
        text('.'),
      ),
    );
  return nodes;
}

// ---- The element ------------------------------------------------------------------------

export function targetsSection(model: GameModel): Node[] {
  // The same check as the build's: a broken target stops the page too, naming the record (under npm start, the browser shows it).
  const evaluation = checkTargets(model);
  const { measures } = evaluation;
  const squad = measures.squadNames.join(', ');
  const records = readScanRecords();
  const scans = records && { records, current: records.versao === engineDataVersion(model) };
  const nodes: Node[] = [targetsTable(evaluation, scans)];

  const { battles } = measures;
  const policyName = (policy: string) => measures.policyNames[policy] ?? policy;
  const seeds = `${formatNumber(targetSeeds.length)} sementes (${targetSeeds.join(', ')}) de ${formatNumber(targetBattles)} batalhas`;
  // The tiers whose floors played more battles per seed (a target asked for a narrower interval), read from what was played.
  const playedPerSeed = new Map(battles.floors.map((entry) => [entry.floor.enemies[0]?.tier, entry.figures.battles / targetSeeds.length]));
  const morePlayed = [...playedPerSeed].flatMap(([tier, count]) => {
    if (tier === undefined || count <= targetBattles) return [];
    const askers = evaluation.targets.filter(
      (target) => target.battles !== undefined && !measuredBy(bossListMeasures, target) && (target.tier === undefined || target.tier === tier),
    );
    const tierName = model.data.tiers.find((candidate) => candidate.id === tier)?.name ?? tier;
    return [{ played: `os encontros ${tierName}, ${formatNumber(count)} batalhas por semente`, askers, tierName, count }];
  });
  const askedBy = (askers: readonly Target[]) => askers.map((target) => `“${target.name}”`).join(' e ');
  // The bosses play one count, the most a boss target asks for: read from what was played, as the floors' counts.
  const bossCount = (battles.bossFloors[0]?.figures.battles ?? 0) / targetSeeds.length;
  const bossAskers = evaluation.targets.filter((target) => target.battles !== undefined && measuredBy(bossListMeasures, target));
  const moreBattles = [
    ...morePlayed.map(({ played, askers }) => `${played}, pedidas por ${askedBy(askers)}`),
    ...(bossCount > targetBattles ? [`os encontros dos chefes, ${formatNumber(bossCount)} batalhas por semente, pedidas por ${askedBy(bossAskers)}`] : []),
  ];
  const scanTargets = evaluation.targets.filter((target) => measuredBy(scanMeasures, target));
  const scanSample =
    scanTargets.length > 0
      ? `As metas de varredura (${wordList(scanTargets.map((target) => `“${target.name}”`))}) jogam cada variante em ` +
        `${formatNumber(scanBattles)} batalhas por semente, nas mesmas sementes, só no registro das margens. `
      : '';
  // The encounters' table shows the same battles: it says which floors played more, as the paragraph on intervals does.
  // Tiers that play the same count are named together, once: "salvo os encontros T1 e T2, 400 batalhas por semente".
  const playedCounts = [...new Set(morePlayed.map(({ count }) => count))];
  const exceptPlayed =
    playedCounts.length > 0
      ? `, salvo ${playedCounts
          .map((count) => {
            const tiers = morePlayed.filter((entry) => entry.count === count).map(({ tierName }) => tierName);
            return `os encontros ${wordList(tiers)}, ${formatNumber(count)} batalhas por semente`;
          })
          .join('; ')}`
      : '';
  // Every floor of the table played the same count: say that count, with no exception after a "salvo".
  const tableCounts = [...new Set(playedPerSeed.values())];
  const floorsPlayed =
    tableCounts.length === 1 && tableCounts[0] !== undefined
      ? `${formatNumber(targetSeeds.length)} sementes (${targetSeeds.join(', ')}) de ${formatNumber(tableCounts[0])} batalhas por encontro`
      : `${seeds} por encontro${exceptPlayed}`;
  // Not every target judges every policy (decisions sorteio-so-na-diferenca-de-habilidade, cura-e-quedas-julgam-quem-protege):
  // the encounters' table shows the random player far below a band its target does not judge.
  const judgedBy = (players: Target['players']) =>
    wordList(evaluation.targets.filter((target) => target.players === players).map((target) => `“${target.name}”`));
  const protectingNames = wordList(protectingPolicies.map((policy) => `“${policyName(policy)}”`));
  const bestPolicyTargets = evaluation.targets.filter((target) => measuredBy(bestPolicyMeasures, target));
  const judgedPolicies =
    `Nem toda meta julga todas as políticas: ${judgedBy('choosing')} deixam de fora “${policyName(randomPolicy)}”, o piso de quem ` +
    `joga ao acaso; ${judgedBy('protecting')} julgam só ${protectingNames}, as políticas que curam ou protegem antes de bater` +
    (bestPolicyTargets.length > 0
      ? `; ${wordList(bestPolicyTargets.map((target) => `“${target.name}”`))} ${bestPolicyTargets.length === 1 ? 'lê' : 'leem'}, ` +
        'em cada encontro, a política que mais vence. '
      : '. ');
  nodes.push(...historySection(model, evaluation, readTargetHistory()));
  nodes.push(heading(3, text('Políticas e intervalos')));
  nodes.push(
    paragraph(
      text(
        `Cada meta medida em batalhas é medida uma vez por política da equipe, em ${seeds} por encontro; a ` +
          `batalha k de uma semente usa a mesma semente em todas as políticas e variantes (batalhas pareadas). ` +
          (moreBattles.length > 0 ? `Jogam mais, porque a faixa pede um intervalo mais estreito: ${moreBattles.join('; ')}. ` : '') +
          scanSample +
          'O intervalo de 95% é o t de Student sobre as sementes, nunca mais estreito que o de Wilson sobre todas as ' +
          'batalhas; uma diferença (entre políticas, níveis ou com e sem cura) usa o t sobre as diferenças de cada semente. ' +
          judgedPolicies +
          'Uma meta só se cumpre quando o intervalo de cada registro, em cada política que ela julga, fica dentro da faixa. A margem de um ' +
          'registro é quanto o intervalo dele ainda pode andar antes de cruzar o limite da faixa mais próximo; negativa, é quanto a ' +
          'ponta do intervalo já passa do limite. A margem da meta é a menor entre os registros, e um limite que a medida não pode ' +
          'cruzar (0% ou 100% de uma parte) não conta. Uma meta que compara duas partes (com e sem cura, dois níveis acima, a ' +
          'melhor política e o sorteio, um chefe e o seguinte) mede a diferença em pontos percentuais (p.p.); a margem fica na unidade da faixa. As políticas:',
      ),
    ),
  );
  nodes.push(
    table(
      ['Política', 'Como declara'],
      simulatorToolData(model)
        .policies.filter((policy) => battles.policies.includes(policy.id))
        .map((policy) => [policy.name, policy.description]),
    ),
  );
  nodes.push(paragraph(text('Todos os registros das metas, com o intervalo e a margem de cada um (um encontro aparece uma vez por política):')));
  nodes.push(figuresTable(evaluation));
  nodes.push(...scanRecordsSection(evaluation, scans));

  nodes.push(heading(3, text('Encontros da Tundra')));
  const startLevel = formatNumber(engineRulesOf(model).progression.startLevel);
  nodes.push(
    paragraph(
      text(
        `Equipe inicial (${squad}, nível ${startLevel}) contra cada encontro pronto do simulador, em cada política: ${floorsPlayed}. ` +
          '"Batalhas com alguém caído" é a parte das batalhas em que ao menos um personagem cai; ',
      ),
      link('#por-que-a-equipe-perde', text('Por que a equipe perde')),
      text(' mostra, nestas mesmas batalhas, quem cai e o que o derruba.'),
    ),
  );
  const named = (entry: PolicyFloor) => `${entry.floor.name}, ${policyName(entry.policy)}`;
  // Each floor against the win-rate target of its tier.
  const winTargets = model.data.targets.filter((target) => target.measure === 'floor-win-rate' && target.tier !== undefined);
  const bandOfFloor = (floor: { enemies: { tier?: string }[] }) => winTargets.find((target) => target.tier === floor.enemies[0]?.tier);
  nodes.push(
    winRateChart(
      battles.floors.map((entry) => {
        const target = bandOfFloor(entry.floor);
        const { figures } = entry;
        return { name: named(entry), value: figures.winRate, low: figures.winLow, high: figures.winHigh, band: target && { min: target.min, max: target.max } };
      }),
      'Vitórias da equipe inicial por encontro e política, com o intervalo de 95%',
    ),
  );
  nodes.push(
    table(
      ['Encontro', 'Política', ...encounterColumns],
      // Each member's damage and healing per round are the simulator's table; here they made the table too wide for the page.
      battles.floors.map(({ floor, policy, figures }) => [floor.name, policyName(policy), ...encounterCells(figures)]),
    ),
  );
  if (winTargets.length > 0)
    nodes.push(
      paragraph(
        text('No gráfico, a faixa sombreada de cada encontro é a da meta de vitórias do tier dele: '),
        ...winTargets.flatMap((target, index) => [
          ...(index > 0 ? [text('; ')] : []),
          text(`${(target.tier ?? '').toUpperCase()}, `),
          ...targetValue(target, targetBandText(target)),
        ]),
        text('.'),
      ),
    );

  if (battles.bossFloors.length > 0) {
    const bossTarget = model.data.targets.find((target) => target.measure === 'boss-win-rate');
    const curveTarget = model.data.targets.find((target) => target.measure === 'boss-curve');
    const levelOf = (floorId: string) => bossLevelFor(battles, floorId);
    // Mission by mission, then policy by policy: the curve reads down each policy's bosses; a boss no mission meets comes last.
    const onCurve = (floorId: string) => battles.bossCurve.some((stop) => stop.floor === floorId);
    const ordered = [
      ...battles.bossCurve.flatMap((stop) => battles.bossFloors.filter((entry) => entry.floor.id === stop.floor)),
      ...battles.bossFloors.filter((entry) => !onCurve(entry.floor.id)),
    ];
    const bossPlayed = `${formatNumber(targetSeeds.length)} sementes (${targetSeeds.join(', ')}) de ${formatNumber(bossCount)} batalhas por encontro`;
    nodes.push(heading(3, text('Chefes no caminho das missões')));
    nodes.push(
      paragraph(
        text(
          'A equipe inicial contra cada chefe, na ordem das missões, no nível em que uma equipe que só luta o enfrenta: o XP de um ' +
            `caminho típico até ele, sem Treinamento. As metas dos chefes jogam cada um nesse nível, em cada política: ${bossPlayed}. ` +
            (bossTarget ? `“${bossTarget.name}” pede cada chefe na faixa sombreada do gráfico` : '') +
            (bossTarget && curveTarget ? '; ' : '') +
            (curveTarget ? `“${curveTarget.name}” compara cada chefe com o seguinte, semente por semente` : '') +
            (bossTarget || curveTarget ? '.' : ''),
        ),
      ),
    );
    nodes.push(
      winRateChart(
        ordered.map((entry) => ({
          name: `${entry.floor.name}, nível ${formatNumber(levelOf(entry.floor.id))}, ${policyName(entry.policy)}`,
          value: entry.figures.winRate,
          low: entry.figures.winLow,
          high: entry.figures.winHigh,
          band: bossTarget && { min: bossTarget.min, max: bossTarget.max },
        })),
        'Vitórias da equipe contra cada chefe no nível em que o enfrenta, por política, com o intervalo de 95%',
      ),
    );
    nodes.push(
      table(
        ['Encontro do chefe', 'Nível da equipe', 'Política', ...encounterColumns],
        ordered.map(({ floor, policy, figures }) => [floor.name, formatNumber(levelOf(floor.id)), policyName(policy), ...encounterCells(figures)]),
      ),
    );
  }

  nodes.push(heading(3, text('Dano por rodada de cada papel')));
  nodes.push(
    paragraph(
      text(
        'Dano esperado por rodada da melhor ação que a rolagem paga, antes da Defesa, com a arma que dá mais dano, ' +
          'em cada nível que as metas de papel verificam.',
      ),
    ),
  );
  const roles = model.data.roles;
  nodes.push(
    roleDamageChart(
      roles.map((role) => ({
        name: role.name,
        values: measures.roleDamage.filter((entry) => entry.role === role).map((entry) => ({ level: entry.level, value: entry.value })),
      })),
    ),
  );
  nodes.push(
    table(
      ['Papel', ...measures.levels.map((level) => `Nível ${level}`)],
      roles.map((role) => [
        `${role.name} (${role.portugueseName})`,
        ...measures.levels.map((level) => {
          const entry = measures.roleDamage.find((candidate) => candidate.role === role && candidate.level === level);
          return entry ? `${oneDecimal(entry.value)} (${entry.weapon})` : '—';
        }),
      ]),
    ),
  );
  nodes.push(heading(3, text('Habilidades pagas contra o ataque básico')));
  const worth = model.data.targets.find((target) => target.measure === 'skill-worth');
  const perUnit = worth?.perUnit ?? 0;
  nodes.push(
    paragraph(
      text(
        'Valor de uma vez de cada habilidade paga, em Vida, no nível em que é aprendida, ' +
          'pelo motor de regras: o dano (contra Defesa 0, o contínuo em todos os turnos), ' +
          'a cura (na Vida de quem a recebe), o dano evitado (redução de dano, escudos, status que cortam ou absorvem o dano, ' +
          `contra o dano por rodada dos inimigos de um encontro, no tier que se enfrenta no nível da habilidade: ${tiersByLevel(measures.skills)}) ` +
          'e o valor de um status (o dano que um inimigo desse tier, atordoado ou enfraquecido, deixa de causar, ' +
          'o que um bônus de Poder de Ataque acrescenta). Uma habilidade em área conta ',
      ),
      ...targetValue(worth, formatNumber(worth?.areaTargets ?? 1)),
      text(' alvos. Ao lado, o ataque básico mais forte do papel e a margem que o custo pede ('),
      ...targetValue(worth, formatNumber(perUnit)),
      text(
        ' por unidade). ' +
          'Um reviver conta como se acontecesse: a Vida que devolve (na coluna da cura) e o golpe que o acompanha, se houver. ' +
          'O que o motor não sabe valorar (provocação, deslocamento, execução, Imortalidade, dano dividido com um aliado, purificação, ' +
          'bônus que cresce a cada ataque, mudança de Velocidade ou de Defesa, efeitos com condição) conta zero; ' +
          'uma habilidade só disso fica fora da meta.',
      ),
    ),
  );
  nodes.push(
    table(
      ['Habilidade', 'Aprende no nível', 'Custo (unidades)', 'Dano', 'Cura', 'Dano evitado', 'Status', 'Valor', 'Ataque básico', 'Valor exigido', 'Folga'],
      measures.skills.map((skill) => {
        const required = skill.free + perUnit * skill.units;
        const measured = skill.worth.total > 0;
        return [
          `${skill.role.name}: ${skill.name}${skill.area ? ' (em área)' : ''}`,
          String(skill.unlock),
          String(skill.units),
          oneDecimal(skill.worth.damage),
          oneDecimal(skill.worth.healing),
          oneDecimal(skill.worth.prevented),
          oneDecimal(skill.worth.status),
          oneDecimal(skill.worth.total),
          oneDecimal(skill.free),
          oneDecimal(required),
          measured ? oneDecimal(skillWorth(skill.worth.total, skill.free, skill.units, perUnit)) : 'sem valor no motor',
        ];
      }),
    ),
  );

  nodes.push(heading(3, text('Níveis por missão e faixas das regiões')));
  nodes.push(
    paragraph(
      text(
        'Nível de quem entra na região no primeiro nível da faixa, depois de cada missão, com o XP de uma missão típica; ' +
          'a faixa da região e a da seguinte aparecem sombreadas no gráfico.',
      ),
    ),
  );
  const regions = [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
  for (const region of measures.regions) {
    const index = regions.findIndex((candidate) => candidate.name === region.name);
    const nextLevels = regions[index + 1]?.levels;
    // A region's level band is a field of its record, proposed where the sources give none (regions.yaml, fields.levels).
    const bandProposed = (record: (typeof regions)[number] | undefined) => record !== undefined && isOpenProposal(record.fields?.levels ?? record);
    const next = nextLevels ? { min: nextLevels.min, max: nextLevels.max ?? engineRulesOf(model).progression.maxLevel } : undefined;
    const maxLevel = Math.max(region.band.max, next?.max ?? 0, ...region.levels);
    nodes.push(levelsChart(region, next, maxLevel));
    nodes.push(
      table(
        ['Região', 'Faixa', ...region.levels.map((_, mission) => `Depois da missão ${mission + 1}`), 'Faixa da região seguinte'],
        [
          [
            region.name,
            markedCell(`${region.band.min} a ${region.band.max}`, bandProposed(regions[index])),
            ...region.levels.map(String),
            next ? markedCell(`${next.min} a ${next.max}`, bandProposed(regions[index + 1])) : '—',
          ],
        ],
      ),
    );
  }

  nodes.push(heading(3, text('Ouro, Brasas e as melhorias da cidade')));
  const economyTarget = model.data.targets.find((target) => target.measure === 'economy-upgrades');
  nodes.push(
    paragraph(
      text(
        'Ouro e Brasas das missões de cada região pelo caminho típico (o ouro das batalhas ' +
          'vezes o tier médio dos inimigos, os de uma elite acima do tier do andar, o do chefe vezes o primeiro tier da região), ' +
          'somados desde a primeira região, contra o custo somado das melhorias que as regiões pedem: o nível seguinte de cada uma das ' +
          `${formatNumber(model.data.buildings.length)} estruturas por região. Além das batalhas, o caminho conta o baú, só pela parte ` +
          'dos baús que trazem ouro, e o evento, salvo nas missões de dungeon curta, que não os comportam (pela proposta de ',
      ),
      link('/docs/game/design/mechanics/currency/#equilíbrio-de-uma-incursão', text('Equilíbrio de uma incursão')),
      text(
        ', em Moeda). Uma região que ainda não tem missões nos dados conta tantas quanto a primeira. ' +
          (economyTarget ? 'A meta pede que o caminho pague de ' : ''),
      ),
      ...(economyTarget ? [...targetValue(economyTarget, targetBandText(economyTarget)), text(' das melhorias; ')] : []),
      text('uma região que nada pede (a cidade completa) não é medida.'),
    ),
  );
  const share = (part: number, whole: number) => (whole > 0 ? percent((100 * part) / whole) : '—');
  nodes.push(economyChart(measures.economy.map((region) => ({ name: region.name, earned: region.totalGold, cost: region.totalUpgradeGold }))));
  nodes.push(
    table(
      [
        'Região',
        'Missões',
        'Ouro da região',
        'Melhorias pedidas',
        'Custo em ouro',
        'Ouro acumulado sobre o custo acumulado',
        'Brasas da região',
        'Custo em Brasas',
        'Brasas acumuladas sobre o custo acumulado',
      ],
      measures.economy.map((region) => [
        region.name,
        String(region.missions),
        oneDecimal(region.gold),
        region.levels.length > 0 ? `nível ${region.levels.join(' e ')} de cada estrutura` : 'nenhuma (cidade completa)',
        formatNumber(region.upgradeGold),
        region.upgradeGold > 0 ? share(region.totalGold, region.totalUpgradeGold) : '—',
        oneDecimal(region.brasas),
        formatNumber(region.upgradeBrasas),
        region.upgradeGold > 0 || region.upgradeBrasas > 0 ? share(region.totalBrasas, region.totalUpgradeBrasas) : '—',
      ]),
    ),
  );
  return nodes;
}
