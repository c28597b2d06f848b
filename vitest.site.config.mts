import { defineConfig } from 'vitest/config';

// Tests against the production build in build/: link and build-log checks, and
// end-to-end tests in the system Chromium. Run `npm run build:checked` first.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser per file, files two at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
