import { defineConfig } from 'vitest/config';

// Unit tests: pure functions only, no browser and no build.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // CSS modules resolve to plain class-name maps.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
  // Components use React's automatic JSX runtime, as in Docusaurus.
  oxc: { jsx: { runtime: 'automatic' } },
});
