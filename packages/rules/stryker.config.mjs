// Mutation testing of the rules engine (`npm run mutation`): Stryker changes
// src/ one small edit at a time (a `<` for a `<=`, a branch dropped...) and
// runs the package's tests against each change; a change no test notices is a
// survivor. Too slow for `npm test`; the score and the survivors left are in
// CONTRIBUTING.md ("Verificações do código").
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mts' },
  mutate: ['src/**/*.ts'],
  // Two cores on the machines we run it on, shared: one test process at a time.
  concurrency: 1,
  // Reruns test only the mutants whose code or tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};
