import { defineConfig } from 'vitest/config';

// The authors' loop, on private copies of the site (.artifacts/): `npm start`
// serving pages and showing edits, and a second build publishing them. Each
// file builds or serves a whole site in its own copy and port; two at a time
// overlap one build's single-threaded stretches with the other's (175 s one at
// a time, 145 s two at a time, on this machine's two cores).
export default defineConfig({
  test: {
    include: ['tests/authoring/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
