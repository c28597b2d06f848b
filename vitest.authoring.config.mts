import { defineConfig } from 'vitest/config';

// The authors' loop, on private copies of the site (.artifacts/): `npm start`
// serving pages and showing edits, and a second build publishing them. Each
// file builds or serves a whole site, so files run one at a time.
export default defineConfig({
  test: {
    include: ['tests/authoring/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
