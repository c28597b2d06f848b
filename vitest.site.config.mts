import { defineConfig } from 'vitest/config';

// Tests against the production build in build/: link and build-log checks, and
// end-to-end tests in the system Chromium. Run `npm run build:checked` first.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/support/globalSetup.ts'],
    // Guards against a hang, not a speed limit: an axe run over a long page
    // takes minutes when the machine is busy (npm test runs the authors' loop
    // beside these tests).
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // One browser per worker. Files spend much of their time waiting (a page's
    // network, a worker's answer): three at a time keep the two cores busier
    // than two did.
    maxWorkers: 3,
    fileParallelism: true,
    // The files of a worker share one module graph (Playwright, axe, the HTML
    // parser and the plugins' entries load once per worker, not once per
    // file), and with it the worker's browser and its pool of tabs
    // (tests/site/support/browser.ts). No site test mocks a module.
    isolate: false,
    // expect.poll waits for what a reader would wait for (a search answer, a
    // tooltip, a worker's result); its default second is too short when both
    // cores are busy. A ceiling, not a pause: a poll ends when it matches.
    expect: { poll: { timeout: 30_000 } },
  },
});
