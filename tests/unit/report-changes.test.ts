// npm run report:changes reads the rules lab's link with the lab's own checks:
// a hostile or empty link gets Portuguese messages and an exit code, before
// any battle is played.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '..', '..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(siteDir, 'scripts', 'report-changes.mjs'), ...args], { cwd: siteDir, encoding: 'utf8' });

describe('npm run report:changes', () => {
  it('refuses a link with no change it knows, saying why for each part, in Portuguese', () => {
    const hostile = run(`?mudar=${encodeURIComponent('"><img src=x onerror=alert(1)>')}*2_tier.t2.vida*1e309`);
    expect(hostile.status).toBe(1);
    expect(hostile.stdout).toBe('');
    expect(hostile.stderr).toContain('não é um número proposto que o laboratório conheça');
    expect(hostile.stderr).toContain('Tier T2: multiplicador de Vida');
    expect(hostile.stderr).toContain('não traz nenhuma mudança que o laboratório conheça');
    expect(hostile.stderr).not.toMatch(/NaN|undefined|Error:/);
  });

  it('asks for the link when it is given none', () => {
    const empty = run();
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('Uso: npm run report:changes');
  });
});
