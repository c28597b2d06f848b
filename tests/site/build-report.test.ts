import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLogFile } from './support/paths';

// The config only warns on these (the spec asks for that); the suite fails.
const log = readFileSync(buildLogFile, 'utf8');

function warningBlocks(pattern: RegExp): string[] {
  return log
    .split(/\n(?=\[(?:WARNING|ERROR|INFO|SUCCESS)\])/)
    .filter((block) => pattern.test(block))
    .map((block) => block.slice(0, 2000));
}

describe('production build report', () => {
  it('finished successfully', () => {
    expect(log).toMatch(/\[SUCCESS\] Generated static files/);
  });

  it('reports no broken links', () => {
    expect(warningBlocks(/broken link/i)).toEqual([]);
  });

  it('reports no broken anchors', () => {
    expect(warningBlocks(/broken anchor/i)).toEqual([]);
  });

  it('reports no broken markdown links or images', () => {
    expect(warningBlocks(/markdown (link|image)|couldn't be resolved/i)).toEqual([]);
  });

  it('reports no duplicate routes', () => {
    expect(warningBlocks(/duplicate route/i)).toEqual([]);
  });
});
