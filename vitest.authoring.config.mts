import { defineConfig } from 'vitest/config';

// The authors' loop, on private copies of the site (.artifacts/): `npm start`
// serving pages and showing edits, and a second build publishing them. Each
// file builds or serves a whole site in its own copy and port; the two run at
// once, overlapping one build's single-threaded stretches with the other's.
export default defineConfig({
  test: {
    include: ['tests/authoring/**/*.test.ts'],
    // A dev-server test waits for on-demand compiles (dev-server.test.ts, RECOMPILE_TIMEOUT).
    testTimeout: 300_000,
    hookTimeout: 900_000,
    fileParallelism: true,
    maxWorkers: 2,
    // expect.poll waits for what a reader would wait for (a search answer, a
    // tooltip, a worker's result); its default second is too short when both
    // cores are busy. A ceiling, not a pause: a poll ends when it matches.
    expect: { poll: { timeout: 30_000 } },
  },
});
