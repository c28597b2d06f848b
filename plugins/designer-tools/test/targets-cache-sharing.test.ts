// Two processes that need the same targets' battles (the build and the unit
// tests of npm test, or npm start beside a build) play them once: the first
// claims them, the other waits for its file.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { battlesFile, cachedBattles, claimBattles } from '../src/targets';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A process that is surely gone: one that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

describe("the targets' battles shared between processes", () => {
  it('are claimed by the first process that asks, and not by a second while the first lives', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'metas-'));
    const lock = `${battlesFile(model, folder)}.playing`;
    expect(claimBattles(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    // The parent of this test runner lives as long as the run does: its claim holds.
    writeFileSync(lock, String(process.ppid));
    expect(claimBattles(lock)).toBe(false);
  });

  it('are claimed again when the process that claimed them died before writing them', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'metas-'));
    const lock = `${battlesFile(model, folder)}.playing`;
    writeFileSync(lock, String(await deadPid()));
    expect(claimBattles(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
  });

  it('are read from the file of the process playing them, once it writes them, instead of played again', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'metas-'));
    const file = battlesFile(model, folder);
    const lock = `${file}.playing`;
    // Another process claims the battles, says so, and writes them a moment later (its playing).
    const other = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs');
         fs.writeFileSync(${JSON.stringify(lock)}, String(process.pid));
         console.log('claimed');
         setTimeout(() => {
           fs.writeFileSync(${JSON.stringify(file)}, JSON.stringify({ playedBy: 'the other process' }));
           fs.rmSync(${JSON.stringify(lock)});
         }, 1500);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => other.stdout.once('data', resolve));
    const exited = new Promise((resolve) => other.on('exit', resolve));
    const battles = cachedBattles(model, folder) as unknown as { playedBy?: string };
    expect(battles.playedBy).toBe('the other process');
    // The file may be read between its writing and the lock's removal (the order cachedBattles keeps too): once the other
    // process is gone, no lock is left behind.
    await exited;
    expect(existsSync(lock)).toBe(false);
  });
});
