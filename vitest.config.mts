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
    // Some tests compile MDX or bundle with Rspack: seconds each on two loaded cores.
    testTimeout: 30_000,
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
