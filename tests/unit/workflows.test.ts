// The CI workflows run exactly the commands the README gives, so the two
// cannot drift apart: change one, and this fails until the other follows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const siteDir = path.resolve(__dirname, '..', '..');
const read = (file: string): string => readFileSync(path.join(siteDir, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, { steps: Step[]; container?: { image: string } }>;
}

const workflow = (name: string): Workflow => parse(read(`.github/workflows/${name}`)) as Workflow;
const steps = (flow: Workflow): Step[] => Object.values(flow.jobs).flatMap((job) => job.steps);
/** The project's own commands a workflow runs (npm), one per line. */
const npmCommands = (flow: Workflow): string[] =>
  steps(flow)
    .flatMap((step) => (step.run ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => /^npm\b/.test(line));
const action = (flow: Workflow, name: string): Step | undefined => steps(flow).find((step) => step.uses?.split('@')[0] === name);

/** Lines of the README's ```bash blocks, under the given heading (or before the first one). */
function readmeCommands(heading?: string): string[] {
  const readme = read('README.md');
  const start = heading === undefined ? 0 : readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((block) =>
    (block[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

describe('the test workflow', () => {
  const flow = workflow('test.yml');

  it("runs the README's test command, and nothing else of the project", () => {
    const testCommand = readmeCommands().find((line) => /\bnpm test\b/.test(line));
    expect(testCommand).toBe('npm ci && npm test');
    expect(npmCommands(flow)).toEqual([testCommand]);
  });

  it('runs on every push and pull request', () => {
    expect(Object.keys(flow.on).sort()).toEqual(['pull_request', 'push']);
    expect(flow.on.push).toBeNull();
    expect(flow.on.pull_request).toBeNull();
  });

  it("uses the Node version the project declares, caches npm and installs Debian's Chromium", () => {
    expect(action(flow, 'actions/setup-node')?.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' });
    expect(Object.values(flow.jobs).every((job) => job.container?.image.startsWith('debian:'))).toBe(true);
    expect(steps(flow).some((step) => /apt-get install [^\n]*\bchromium\b/.test(step.run ?? ''))).toBe(true);
  });
});

describe('the deploy workflow', () => {
  const flow = workflow('deploy.yml');

  it("builds with the README's build command, with SITE_URL and BASE_URL from the Pages settings", () => {
    const buildCommand = readmeCommands('Publicar').find((line) => /\bnpm run build\b/.test(line) && !/=/.test(line));
    expect(buildCommand).toBe('npm ci && npm run build');
    expect(npmCommands(flow)).toEqual([buildCommand]);
    const build = steps(flow).find((step) => step.run?.trim() === buildCommand);
    expect(build?.env).toEqual({ SITE_URL: '${{ steps.pages.outputs.origin }}', BASE_URL: '${{ steps.pages.outputs.base_path }}/' });
  });

  it("publishes main with GitHub's Pages actions: configure, upload the build folder, deploy", () => {
    expect(flow.on.push?.branches).toEqual(['main']);
    expect(action(flow, 'actions/configure-pages')).toBeDefined();
    expect(action(flow, 'actions/upload-pages-artifact')?.with).toEqual({ path: 'build' });
    expect(action(flow, 'actions/deploy-pages')).toBeDefined();
    expect(action(flow, 'actions/setup-node')?.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' });
    expect(steps(flow).some((step) => /apt-get install [^\n]*\bchromium\b/.test(step.run ?? ''))).toBe(true);
  });
});

describe('the Node version', () => {
  it("is the same in .nvmrc and in package.json's engines (its lowest major)", () => {
    const nvmrc = read('.nvmrc').trim();
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(nvmrc).toMatch(/^\d+$/);
    expect(engines).toMatch(new RegExp(`^>=${nvmrc}(\\.|$)`));
  });
});
