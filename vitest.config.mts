import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests, no build: pure functions, plus the diagram renderer, which
// drives the system Chromium as the build does.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    // A mutation run's sandboxes (npm run mutation) hold copies of the rules tests.
    exclude: [...configDefaults.exclude, '**/.stryker-tmp/**'],
    environment: 'node',
    // The tests' scratch folders go into one temp folder, removed at the end.
    globalSetup: ['tests/unit/scratchDir.ts'],
    // A hang guard: some tests compile MDX, bundle with Rspack or play
    // battles, seconds each, and npm test runs them beside the site's build.
    testTimeout: 120_000,
    // Vitest's default leaves one of the two cores idle: two workers take the
    // suite from 64 s to 46 s on this machine.
    maxWorkers: 2,
    // CSS modules resolve to plain class-name maps.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
  // Docusaurus' alias for the site folder, as components import it.
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  // Components use React's automatic JSX runtime, as in Docusaurus.
  oxc: { jsx: { runtime: 'automatic' } },
});
