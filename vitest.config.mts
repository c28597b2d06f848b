import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Test files that mock modules or reload the config under other variables. */
const ownModuleGraph = ['tests/unit/checked-build.test.ts', 'plugins/test-routes/test/index.test.ts', 'plugins/route-chunks/test/internals.test.ts'];

const shared = {
  environment: 'node',
  // A hang guard: some tests compile MDX, bundle with Rspack or play
  // battles, seconds each, and npm test runs them beside the site's build.
  testTimeout: 120_000,
  // CSS modules resolve to plain class-name maps.
  css: { modules: { classNameStrategy: 'non-scoped' } },
} satisfies TestProjectInlineConfiguration['test'];

// Docusaurus' alias for the site folder, as components import it; React's
// automatic JSX runtime, as in Docusaurus.
const resolveAndJsx = {
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
} satisfies Omit<TestProjectInlineConfiguration, 'test'>;

// Unit tests, no build: pure functions, plus the diagram renderer, which
// drives the system Chromium as the build does.
export default defineConfig({
  ...resolveAndJsx,
  test: {
    // The tests' scratch folders go into one temp folder, removed at the end.
    globalSetup: ['tests/unit/scratchDir.ts'],
    // Vitest's default leaves one of the two cores idle: two workers take the
    // suite from 64 s to 46 s on this machine.
    maxWorkers: 2,
    projects: [
      {
        ...resolveAndJsx,
        test: {
          ...shared,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // A mutation run's sandboxes (npm run mutation) hold copies of the rules tests.
          exclude: [...configDefaults.exclude, '**/.stryker-tmp/**', ...ownModuleGraph],
          // The files of a worker share one module graph: the game model, the
          // engine and the parsers load once per worker, not once per file
          // (plugins/game-data's tests: 285 s of imports → 32 s; CONTRIBUTING,
          // "Tempo da suíte"). Each file still runs its own hooks.
          isolate: false,
        },
      },
      { ...resolveAndJsx, test: { ...shared, name: 'unit-isolated', include: ownModuleGraph } },
    ],
  },
});
