import { defineConfig } from 'vitest/config';

// The rules package's own tests, as the mutation run (stryker.config.mjs) plays
// them against each mutant of src/. The root vitest.config.mts still runs them
// in `npm test`; this one leaves out formulas-outside.test.ts, which reads the
// site's plugins/ and src/ (not in the mutation sandbox) and tests no engine code.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/formulas-outside.test.ts'],
    environment: 'node',
    // Instrumented code on two shared cores: the battle properties take seconds.
    testTimeout: 60_000,
  },
});
