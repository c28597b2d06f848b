#!/usr/bin/env node
// Site bench (issue 6): cold build time and page count, the bytes a first
// visit downloads for each page type (JS, CSS, HTML, other; raw and gzip -9),
// whether Mermaid code was fetched, the search index size and the median
// Lighthouse scores (mobile, 3 runs). It prints figures next to their targets
// and exits non-zero only on a crash, never on a missed target.
//
// Usage: npm run bench [-- --skip-build <dir> --no-lighthouse --out-dir <dir> --runs <n> --lh-pages a,b]
//   --skip-build <dir>  measure an existing build instead of building
//   --no-lighthouse     skip the Lighthouse runs (quick run)
//   --out-dir <dir>     where the cold build goes (default: a new folder under /tmp)
//   --runs <n>          Lighthouse runs per page (default 3)
//   --lh-pages a,b      Lighthouse only on these page types (default landing,design,apiType,architectureWithDiagram)
//   --ab-internals      A/B of the features that read Docusaurus internals (docusaurus.config.ts,
//                       DOCS_INTERNALS_OFF): a cold build with all of them on, then one per feature
//                       switched off; first-visit bytes and requests of four page types, Lighthouse
//                       (runs interleaved across builds, so load drift hits every build alike), and a
//                       table of what each feature saves. About 5 cold builds and 5 x 4 x runs audits.
//   --ab-builds <prefix> with --ab-internals: reuse builds at <prefix>baseline, <prefix><feature>
// Builds always go through `flock /tmp/docs-build.lock` (when flock exists). The cold build is a
// `docusaurus clear` plus generated/: inside the lock it deletes .docusaurus, generated/ (API pages,
// diagram drawings) and node_modules/.cache (the shared Rspack
// cache), so the next build anyone runs is cold too.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { builtSite, indexSize, kb, launchBrowser, mark, measurePage, median, runIfMain, siteDir, startStaticServer, table } from './lib/bench-harness.mjs';

const lockFile = '/tmp/docs-build.lock';

/** One page of each type (tests/site/support/pageTypes.ts, plus a plain doc page without diagram and a tutorial with code blocks). */
export const benchPages = [
  ['landing', '/'],
  ['tutorial', '/docs/tutorials/'],
  ['plainDoc', '/docs/game/design/mechanics/characters/attributes/'],
  ['code', '/docs/tutorials/criando-uma-energia'],
  ['architectureWithDiagram', '/docs/framework/architecture/intro/overview'],
  ['design', '/docs/game/design/mechanics/characters/energy/'],
  ['content', '/docs/game/content/roles/playable/warden'],
  ['apiType', '/docs/framework/api/DiceRolling.Controllers.BattleController'],
  ['apiNamespace', '/docs/framework/api/DiceRolling.Controllers'],
  ['simulator', '/docs/game/design/mechanics/battle/'],
  ['glossary', '/docs/game/design/glossario'],
  ['balance', '/docs/game/design/balanceamento'],
  ['searchResults', '/search?q=dados'],
  ['notFound', '/pagina-que-nao-existe'],
];
const lighthousePages = ['landing', 'design', 'apiType', 'architectureWithDiagram'];

/**
 * How the Lighthouse runs are served: gzip -9 and a one-year cache for the
 * content-hashed /assets/, as a real static host does (without it,
 * "uses-text-compression" would cost points only because of the local server).
 */
const hostLikeServing = { gzip: 9, headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }] };

const targets = {
  plainDocJsGzipKB: 200,
  buildSeconds: 60,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const options = { skipBuild: null, lighthouse: true, outDir: null, runs: 3, lighthousePages, abInternals: false, abBuilds: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--skip-build') options.skipBuild = path.resolve(argv[++i] ?? 'build');
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--out-dir') options.outDir = path.resolve(argv[++i]);
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === '--lh-pages') options.lighthousePages = argv[++i].split(',');
    else if (arg === '--ab-internals') options.abInternals = true;
    else if (arg === '--ab-builds') options.abBuilds = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'node scripts/bench.mjs [--skip-build <dir>] [--no-lighthouse] [--out-dir <dir>] [--runs <n>] ' +
          '[--lh-pages landing,design,...] [--ab-internals [--ab-builds <prefix>]]',
      );
      process.exit(0);
    } else throw new Error(`argumento desconhecido: ${arg}`);
  }
  return options;
}

// ---------------------------------------------------------------- build
function hasFlock() {
  const probe = spawnSync('flock', ['--version'], { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}

/**
 * Cold build (`docusaurus clear` equivalent, then `docusaurus build --out-dir`),
 * under the shared build lock: the clean-up runs inside the lock too, since
 * `.docusaurus` and the Rspack cache are shared with whoever builds next.
 * The time counts from the moment the lock is held.
 */
async function coldBuild(outDir, logPath, extraEnv = {}) {
  const script = [
    'echo __BENCH_LOCK_HELD__',
    // generated/ too: the API pages and the diagram drawings are made again.
    'rm -rf .docusaurus node_modules/.cache generated "$BENCH_OUT"',
    'exec "$BENCH_NODE" node_modules/@docusaurus/core/bin/docusaurus.mjs build --out-dir "$BENCH_OUT"',
  ].join(' && ');
  const flock = hasFlock();
  const [command, args] = flock ? ['flock', [lockFile, 'sh', '-c', script]] : ['sh', ['-c', script]];
  const log = createWriteStream(logPath);
  const requested = Date.now();
  let started = null;
  const code = await new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      // Docusaurus' perf logger times each build phase; the bench prints the long ones.
      env: { ...process.env, ...extraEnv, BENCH_OUT: outDir, BENCH_NODE: process.execPath, FORCE_COLOR: '0', DOCUSAURUS_PERF_LOGGER: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      if (started === null && chunk.toString().includes('__BENCH_LOCK_HELD__')) started = Date.now();
      log.write(chunk);
    });
    child.stderr.on('data', (chunk) => log.write(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  await new Promise((resolve) => log.end(resolve));
  const ended = Date.now();
  if (code !== 0) {
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`o build falhou (código ${code}); log: ${logPath}\n${tail}`);
  }
  return { seconds: (ended - (started ?? requested)) / 1000, waitedSeconds: ((started ?? requested) - requested) / 1000, flock, phases: buildPhases(logPath) };
}

/** The build phases of at least 1 s from the perf logger (`[PERF] A > B > C - 12.34 seconds!`), up to three levels deep. */
function buildPhases(logPath) {
  const phases = [];
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    const match = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (seconds!|ms)/.exec(line);
    if (!match) continue;
    const seconds = match[3] === 'ms' ? Number(match[2]) / 1000 : Number(match[2]);
    const depth = match[1].split(' > ').length;
    if (seconds >= 1 && depth <= 3) phases.push({ label: match[1], seconds });
  }
  return phases;
}

function countFiles(dir, predicate) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && predicate(e.name)).length;
}

// ---------------------------------------------------------------- lighthouse
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The system Chromium, with a fresh profile and a DevTools port for
 * Lighthouse, started directly (the flags of lib/chromium.mjs): Playwright
 * talks to its browsers over a pipe, which Lighthouse cannot use, and a second
 * launcher library would do the same job twice. Port 0 lets Chromium pick a
 * free port, which it prints on stderr.
 */
async function launchChromiumWithPort() {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-profile-'));
  const child = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        if (stderr === null) return; // found: the rest is drained and dropped
        stderr += chunk;
        const listening = /DevTools listening on ws:\/\/[^\s/]+:(\d+)\//.exec(stderr);
        if (listening) {
          stderr = null;
          resolve(Number(listening[1]));
        }
      });
      child.once('error', reject);
      void exited.then((code) =>
        reject(new Error(`Chromium (${chromiumPath}) saiu com código ${code} antes de abrir a porta DevTools: ${String(stderr).slice(-500)}`)),
      );
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function lighthouseRun(url, onlyCategories = categories) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChromiumWithPort();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories });
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

/** Audits that cost points in a category (weight > 0, score < 1), with the elements they name. */
export function failedAudits(lhr) {
  const failed = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
      // Performance: its weighted audits are the metrics; the diagnostics and
      // opportunities (weight 0) that failed say why, so they are listed too.
      if (ref.weight === 0 && !(id === 'performance' && audit.score < 0.9)) continue;
      const items = audit.details?.items ?? [];
      const elements = items
        .map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url)
        .filter(Boolean)
        .slice(0, 6);
      // Insights without a value or an element (network tree, forced reflow) say nothing here.
      if (ref.weight === 0 && !audit.displayValue && elements.length === 0) continue;
      failed.push({ category: id, id: ref.id, weight: ref.weight, score: audit.score, value: audit.displayValue ?? '', elements });
    }
  }
  return failed;
}

// ---------------------------------------------------------------- A/B of the internals
/** The switches of docusaurus.config.ts (DOCS_INTERNALS_OFF), each a feature that reads a Docusaurus or bundler internal. */
export const internalFeatures = ['code-highlight-on-demand', 'route-chunks', 'mermaid-prerender', 'lean-route-data'];
/** Page types the A/B measures: each feature acts on at least one of them. */
export const abPages = [
  ['landing', '/'],
  ['plainDoc', '/docs/game/design/mechanics/characters/attributes/'],
  ['code', '/docs/tutorials/criando-uma-energia'],
  ['diagram', '/docs/game/design/game_flow/battle_flow'],
  ['apiType', '/docs/framework/api/DiceRolling.Controllers.BattleController'],
];
const loadNow = () => os.loadavg()[0];

/** Medians of one page on one build: Lighthouse performance score, LCP and TBT (ms), and the 1-minute load at each run. */
function lighthouseSummary(lhrs, loads) {
  return {
    score: median(lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))),
    lcp: median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
    tbt: median(lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0)),
    load: median(loads),
  };
}

async function abInternals(options, workDir) {
  const variants = [['todas ligadas', ''], ...internalFeatures.map((feature) => [feature, feature])];
  const builds = {};
  console.log('\n== A/B das partes internas: um build com todas ligadas, um com cada uma desligada (DOCS_INTERNALS_OFF)');
  for (const [name, off] of variants) {
    const key = off || 'baseline';
    if (options.abBuilds) {
      builds[name] = path.resolve(`${options.abBuilds}${key}`);
      builtSite(builds[name]);
      console.log(`  ${name}: build reaproveitado (${builds[name]})`);
      continue;
    }
    builds[name] = path.join(workDir, `ab-${key}`);
    const result = await coldBuild(builds[name], path.join(workDir, `build-${key}.log`), { DOCS_INTERNALS_OFF: off });
    console.log(`  ${name}: build a frio em ${result.seconds.toFixed(0)} s (carga ${loadNow().toFixed(1)})`);
  }

  // Bytes and requests of a first visit: deterministic, so one visit each.
  const weights = {};
  const browser = await launchBrowser();
  try {
    for (const [name] of variants) {
      const server = await startStaticServer(builds[name]);
      weights[name] = { load: loadNow() };
      try {
        for (const [type, pathname] of abPages) weights[name][type] = await measurePage(browser, server.url + pathname);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const lh = {};
  if (options.lighthouse) {
    // Interleaved: run r of every page on every build before run r + 1, so a
    // change of load on this shared machine falls on all builds alike.
    const servers = {};
    for (const [name] of variants) servers[name] = await startStaticServer(builds[name], hostLikeServing);
    const reports = {};
    try {
      for (let run = 0; run < options.runs; run++) {
        for (const [type, pathname] of abPages) {
          for (const [name] of variants) {
            const entry = (reports[`${name}|${type}`] ??= { lhrs: [], loads: [] });
            entry.loads.push(loadNow());
            entry.lhrs.push(await lighthouseRun(servers[name].url + pathname, ['performance']));
          }
        }
        console.log(`  Lighthouse: rodada ${run + 1}/${options.runs} feita (carga ${loadNow().toFixed(1)})`);
      }
    } finally {
      for (const server of Object.values(servers)) await server.close();
    }
    for (const [key, { lhrs, loads }] of Object.entries(reports)) lh[key] = lighthouseSummary(lhrs, loads);
  }
  writeFileSync(path.join(workDir, 'ab-internals.json'), JSON.stringify({ weights, lh }, null, 2));

  const figures = (name, type) => {
    const t = weights[name][type].totals;
    const requests = Object.values(t).reduce((sum, k) => sum + k.requests, 0);
    const { fetches, prefetchLinks } = weights[name][type];
    return {
      js: t.js.gzip,
      prefetch: t.jsPrefetch.gzip,
      html: t.html.gzip,
      requests,
      fetches,
      prefetchLinks,
      total: Object.values(t).reduce((sum, k) => sum + k.gzip, 0),
      lh: lh[`${name}|${type}`],
    };
  };
  const lhText = (f) => (f.lh ? `${f.lh.score}/${f.lh.lcp.toFixed(0)}/${f.lh.tbt.toFixed(0)} (carga ${f.lh.load.toFixed(1)})` : '-');
  console.log('\nFiguras por build (KB gzip -9; Lighthouse móvel simulado: mediana de performance/LCP ms/TBT ms, e a carga mediana das execuções):');
  const rows = [];
  for (const [name] of variants) {
    for (const [type] of abPages) {
      const f = figures(name, type);
      rows.push([name, type, kb(f.js), kb(f.prefetch), kb(f.html), kb(f.total), `${f.requests}/${f.fetches}`, f.prefetchLinks, lhText(f)]);
    }
  }
  console.log(table(['build', 'página', 'JS executado', 'JS prefetch', 'HTML', 'total', 'URLs/pedidos', '<link prefetch>', 'perf/LCP/TBT'], rows));
  console.log('\nO que cada parte poupa (desligada − ligada: positivo = a parte poupa isso; KB gzip, pontos, ms):');
  const sign = (value, digits = 1) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
  const deltaRows = [];
  for (const feature of internalFeatures) {
    for (const [type] of abPages) {
      const on = figures('todas ligadas', type);
      const off = figures(feature, type);
      deltaRows.push([
        feature,
        type,
        sign((off.js - on.js) / 1024),
        sign((off.js + off.prefetch - on.js - on.prefetch) / 1024),
        sign((off.total - on.total) / 1024),
        sign(off.requests - on.requests, 0),
        sign(off.fetches - on.fetches, 0),
        sign(off.prefetchLinks - on.prefetchLinks, 0),
        on.lh && off.lh ? sign(on.lh.score - off.lh.score, 0) : '-',
        on.lh && off.lh ? sign(off.lh.lcp - on.lh.lcp, 0) : '-',
        on.lh && off.lh ? sign(off.lh.tbt - on.lh.tbt, 0) : '-',
      ]);
    }
  }
  console.log(
    table(['parte', 'página', 'JS executado', 'JS + prefetch', 'total', 'URLs', 'pedidos', '<link prefetch>', 'pontos', 'LCP ms', 'TBT ms'], deltaRows),
  );
  console.log(
    `resultados em ${workDir}; carga da máquina agora: ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} em ${os.cpus().length} CPUs`,
  );
}

// ---------------------------------------------------------------- main
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
  console.log(`bench do site — ${new Date().toISOString()} — ${os.cpus().length} CPUs — resultados em ${workDir}`);
  if (options.abInternals) return abInternals(options, workDir);

  // 1. Build
  let buildDir = options.skipBuild;
  if (buildDir) {
    builtSite(buildDir);
    console.log(`\n== Build: reaproveitado (${buildDir}), não medido`);
  } else {
    buildDir = options.outDir ?? path.join(workDir, 'build');
    // build/ belongs to the project's own builds (and is deleted before building): never use it here.
    if (buildDir === path.join(siteDir, 'build') || buildDir === siteDir || siteDir.startsWith(buildDir + path.sep)) {
      throw new Error(`--out-dir ${buildDir}: escolha uma pasta fora de build/ e do projeto (ela é apagada antes do build)`);
    }
    mkdirSync(path.dirname(buildDir), { recursive: true });
    console.log(`\n== Build a frio (rm -rf .docusaurus node_modules/.cache generated <saída>; docusaurus build --out-dir ${buildDir})`);
    const logPath = path.join(workDir, 'build.log');
    const result = await coldBuild(buildDir, logPath);
    console.log(
      `tempo de build: ${result.seconds.toFixed(1)} s  (meta < ${targets.buildSeconds} s: ${mark(result.seconds < targets.buildSeconds)})` +
        `  espera pela trava: ${result.waitedSeconds.toFixed(1)} s${result.flock ? '' : ' (sem flock: build sem trava)'}  log: ${logPath}`,
    );
    console.log(`carga da máquina (loadavg 1 min) ao fim do build: ${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} CPUs`);
    if (result.phases.length) {
      console.log('fases do build ≥ 1 s (perf logger do Docusaurus):');
      for (const phase of result.phases) console.log(`  ${phase.seconds.toFixed(1).padStart(6)} s  ${phase.label}`);
    }
  }
  const htmlPages = countFiles(buildDir, (name) => name.endsWith('.html'));
  console.log(`páginas HTML: ${htmlPages}`);

  // 2. Page weight
  console.log('\n== Peso da primeira visita por tipo de página (KB; gzip -9 calculado pelo bench, o servidor local não comprime)');
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  const weights = {};
  try {
    for (const [type, pathname] of benchPages) weights[type] = await measurePage(browser, server.url + pathname);
  } finally {
    await browser.close();
    await server.close();
  }
  const rows = benchPages.map(([type]) => {
    const w = weights[type];
    const t = w.totals;
    const totalGzip = t.html.gzip + t.js.gzip + t.jsPrefetch.gzip + t.css.gzip + t.other.gzip;
    let target = '';
    if (type === 'plainDoc') {
      target =
        `JS executado ≤ ${targets.plainDocJsGzipKB}: ${mark(t.js.gzip / 1024 <= targets.plainDocJsGzipKB)}, ` +
        `com prefetch: ${mark((t.js.gzip + t.jsPrefetch.gzip) / 1024 <= targets.plainDocJsGzipKB)}`;
    }
    const mermaidOk = w.mermaidFiles.length > 0 === w.diagramOnPage;
    return [
      type,
      `${t.js.requests}/${kb(t.js.raw)}/${kb(t.js.gzip)}`,
      `${t.jsPrefetch.requests}/${kb(t.jsPrefetch.gzip)}`,
      `${t.css.requests}/${kb(t.css.gzip)}`,
      kb(t.html.gzip),
      `${t.other.requests}/${kb(t.other.gzip)}`,
      kb(totalGzip),
      [w.diagramsDrawnAtBuild ? `${w.diagramsDrawnAtBuild} do build (SVG)` : '', w.diagramOnPage ? 'no navegador' : ''].filter(Boolean).join(' + ') || 'não',
      w.mermaidFiles.length
        ? `sim: ${w.mermaidFiles.length} arq., ${kb(w.mermaidFiles.reduce((s, f) => s + f.gzip, 0))} KB` +
          (w.mermaidFiles.some((f) => f.core) ? ', com o núcleo' : '')
        : 'não',
      [mermaidOk ? 'ok' : 'MERMAID FORA DA META', target].filter(Boolean).join('; '),
    ];
  });
  console.log(
    table(
      [
        'página',
        'JS executado n/bruto/gzip',
        'JS prefetch n/gzip',
        'CSS n/gzip',
        'HTML gzip',
        'outros n/gzip',
        'total gzip',
        'diagrama',
        'Mermaid baixado',
        'metas',
      ],
      rows,
    ),
  );
  console.log(
    `metas: JS ≤ ${targets.plainDocJsGzipKB} KB gzip na página de doc simples; Mermaid baixado só onde há diagrama desenhado no navegador.\n` +
      'JS executado = main, runtime e os chunks que a página rodou; JS prefetch = chunks das rotas dos links visíveis que o Docusaurus pré-carrega.\n' +
      'Mermaid: arquivos reconhecidos pelo conteúdo (marcadores do pacote mermaid e dependências, ~92 % dos bytes dele).',
  );
  for (const [type, pathname] of benchPages) {
    if (weights[type].errors.length) console.log(`  erros de página em ${type} (${pathname}): ${weights[type].errors.join(' | ')}`);
  }
  writeFileSync(path.join(workDir, 'weights.json'), JSON.stringify(weights, null, 2));

  // 3. Search index
  const index = indexSize(buildDir);
  console.log(`\n== Índice de busca: ${index.files.length} arquivo(s), ${kb(index.raw)} KB bruto, ${kb(index.gzip)} KB gzip`);

  // 4. Lighthouse
  if (!options.lighthouse) {
    console.log('\n== Lighthouse: pulado (--no-lighthouse)');
    return;
  }
  console.log(
    `\n== Lighthouse 12 (móvel, configuração padrão; mediana de ${options.runs} execuções). O servidor do bench comprime com gzip` +
      ' e dá cache longo a /assets/ (como um host estático real): sem isso "uses-text-compression" baixaria a performance só por causa do servidor local.',
  );
  // The build (or whatever ran before) leaves the CPUs busy, and Lighthouse's
  // simulated TBT grows with contention: wait, up to two minutes, for the
  // machine to calm down (1-minute load under half the CPUs).
  const settleStart = Date.now();
  while (os.loadavg()[0] > os.cpus().length / 2 && Date.now() - settleStart < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log(`  espera pela máquina calma: ${((Date.now() - settleStart) / 1000).toFixed(0)} s`);
  const loadBefore = os.loadavg()[0];
  const lhServer = await startStaticServer(buildDir, hostLikeServing);
  const lhDir = path.join(workDir, 'lighthouse');
  mkdirSync(lhDir);
  const lhRows = [];
  const failures = {};
  try {
    for (const type of options.lighthousePages) {
      const pathname = Object.fromEntries(benchPages)[type];
      const runs = [];
      for (let run = 0; run < options.runs; run++) {
        const lhr = await lighthouseRun(lhServer.url + pathname);
        writeFileSync(path.join(lhDir, `${type}-${run + 1}.json`), JSON.stringify(lhr));
        runs.push(lhr);
      }
      const scores = Object.fromEntries(categories.map((id) => [id, median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))]));
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0].toUpperCase())
            .join('')} ${median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0)).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)}`,
      );
      const benchmarkIndex = median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)).toFixed(0);
      lhRows.push([type, ...categories.map((id) => `${scores[id]}${scores[id] >= targets.lighthouse[id] ? '' : ' ✗'}`), metrics.join(' '), benchmarkIndex]);
      const seen = new Map();
      for (const lhr of runs) {
        for (const f of failedAudits(lhr)) {
          const key = `${f.category}/${f.id}`;
          const entry = seen.get(key) ?? { ...f, runs: 0, values: [] };
          entry.runs++;
          entry.values.push(f.value || String(f.score));
          seen.set(key, entry);
        }
      }
      failures[type] = [...seen.values()];
      console.log(`  ${type} medido (${pathname})`);
    }
  } finally {
    await lhServer.close();
  }
  console.log(table(['página', 'performance', 'acessibilidade', 'boas práticas', 'SEO', 'métricas medianas (ms; CLS)', 'benchmarkIndex'], lhRows));
  console.log(`metas: performance ≥ ${targets.lighthouse.performance}, as outras 100 (✗ = fora da meta). Relatórios JSON: ${lhDir}`);
  console.log(
    `carga da máquina (loadavg 1 min) no início/fim do Lighthouse: ${loadBefore.toFixed(1)}/${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} CPUs` +
      ' — o TBT simulado cresce com a disputa de CPU; compare execuções feitas com a máquina parada.',
  );
  console.log('auditorias que tiram pontos (categoria/auditoria, execuções em que falhou, elementos):');
  for (const type of options.lighthousePages) {
    for (const f of failures[type]) {
      const elements = f.elements.length ? ` — ${f.elements.join(' ; ')}` : '';
      console.log(
        `  ${type}: ${f.category}/${f.id}${f.weight ? '' : ' (diagnóstico)'} em ${f.runs}/${options.runs} execuções: ${f.values.join(' | ')}${elements}`,
      );
    }
  }
}

runIfMain(import.meta.url, main);
