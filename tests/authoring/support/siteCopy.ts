// A private copy of the site for the authors'-loop tests: they edit data,
// pages and C# comments, which must never happen to the working tree.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const siteDir = path.resolve(__dirname, '..', '..', '..');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** What a site needs to build; generated output, caches and tests stay behind. */
const siteEntries = [
  'data',
  'docs',
  'framework-source',
  'i18n',
  'packages',
  'plugins',
  'scripts',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];
const skipped = new Set(['node_modules', 'test', '.docusaurus', 'build']);

/**
 * Copies the site into .artifacts/<name>/. It sits inside the project so that
 * Node finds the project's node_modules by walking up, while the bundler's
 * persistent cache (node_modules/.cache under the site folder) is the copy's own.
 * Already drawn diagrams, social cards and the design targets' battles come
 * along: each is keyed by the content it depends on (the targets' battles by
 * the hash of the engine, the game model and the data), and making them again
 * would only cost time; an edit that changes that content still remakes them.
 */
export function copySite(name: string): string {
  const dir = path.join(siteDir, '.artifacts', name);
  rmSync(dir, { recursive: true, force: true });
  for (const log of [buildLog(dir), devServerLog(dir)]) rmSync(log, { force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of siteEntries) {
    cpSync(path.join(siteDir, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !skipped.has(path.basename(source)),
    });
  }
  const keyedByContent = [
    path.join('generated', 'static', 'diagrams'),
    path.join('node_modules', '.cache', 'social-cards'),
    path.join('node_modules', '.cache', 'design-targets'),
  ];
  for (const made of keyedByContent) {
    if (existsSync(path.join(siteDir, made))) cpSync(path.join(siteDir, made), path.join(dir, made), { recursive: true });
  }
  return dir;
}

/**
 * Replaces the one match of `pattern` in a file of the copy (with `$1`-style
 * groups in `replacement`); fails if it matches nothing or more than once, so a
 * test whose edit no longer applies says so instead of testing nothing.
 */
export function editFile(dir: string, file: string, pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)): void {
  const fullPath = path.join(dir, file);
  const content = readFileSync(fullPath, 'utf8');
  const count = [...content.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
  if (count !== 1) throw new Error(`${file}: expected one match of ${String(pattern)}, found ${count}`);
  // String.replace has one overload per kind of replacement, not one for the union.
  writeFileSync(fullPath, typeof replacement === 'string' ? content.replace(pattern, replacement) : content.replace(pattern, replacement));
}

/** Adds text at the end of a file of the copy. */
export function appendToFile(dir: string, file: string, text: string): void {
  const fullPath = path.join(dir, file);
  writeFileSync(fullPath, `${readFileSync(fullPath, 'utf8').trimEnd()}\n\n${text}\n`);
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The environment an author's shell gives Docusaurus. Vitest sets NODE_ENV to
 * "test", which would pick a browserslist environment the site does not define.
 */
function authorEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', BROWSER: 'none', ...extra };
  delete environment.NODE_ENV;
  return environment;
}

/**
 * Where the copy's builds and dev server leave their whole output, beside the
 * copy: what a failure's message cuts, and the phases' timings when run with
 * DOCUSAURUS_PERF_LOGGER=true (CONTRIBUTING, "Tempo da suíte").
 */
export const buildLog = (dir: string): string => `${dir}.build.log`;
export const devServerLog = (dir: string): string => `${dir}.dev-server.log`;

/** `docusaurus build` in the copy; resolves with its output, rejects with it on failure. */
export function build(dir: string, environment: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docusaurusBin, 'build'], { cwd: dir, env: authorEnvironment(environment), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      appendFileSync(buildLog(dir), output);
      if (code === 0) resolve(output);
      else reject(new Error(`build failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

export interface DevServer {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  /**
   * Resolves with the status line of the first client compile the server
   * finishes after `offset` (a length of `output()` taken before an edit),
   * whether it succeeded or not; rejects after `timeout` ms with the output
   * since `offset`, so that a failure says what the server did.
   */
  compileAfter: (offset: number, timeout: number) => Promise<string>;
  close: () => Promise<void>;
}

/** A client compile's status line: "client (Rspack 1.7.12) compiled successfully", or "… compiled with 2 errors". */
const compileStatus = /^client \(.+\) compiled.*$/m;

/** `docusaurus start` in the copy, resolved once its first client compile has finished. */
export async function startDevServer(dir: string, port: number, environment: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  const child: ChildProcess = spawn(process.execPath, [docusaurusBin, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    env: authorEnvironment(environment),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let scanned = 0;
  const waiting: ((line: string) => void)[] = [];
  const compileListeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    // The bundler colours its status line whatever FORCE_COLOR says, and may
    // print it in two chunks or without its newline.
    output += stripVTControlCharacters(chunk.toString());
    const status = compileStatus.exec(output.slice(scanned));
    if (!status) return;
    scanned = output.length;
    for (const resolve of waiting.splice(0)) resolve(status[0]);
    for (const listener of [...compileListeners]) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`docusaurus start exited (${code}):\n${output.slice(-4000)}`))));
  await Promise.race([new Promise<string>((resolve) => waiting.push(resolve)), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    compileAfter: (offset, timeout) =>
      new Promise<string>((resolve, reject) => {
        const check = (): boolean => {
          const status = compileStatus.exec(output.slice(offset));
          if (!status) return false;
          done();
          resolve(status[0]);
          return true;
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`o servidor não terminou uma compilação em ${timeout / 1000} s; a saída desde então:\n${output.slice(offset).slice(-6000)}`));
        }, timeout);
        const done = (): void => {
          clearTimeout(timer);
          compileListeners.delete(listener);
        };
        const listener = (): void => void check();
        compileListeners.add(listener);
        check();
      }),
    close: async () => {
      writeFileSync(devServerLog(dir), output);
      if (child.exitCode !== null || child.pid === undefined) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    },
  };
}
