// The system Chromium and the flags every launch uses (tests, benches, the
// build's diagrams): browser downloads fail on these machines, and without the
// background-networking flags Chromium keeps calling hosts the closed network
// refuses.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, in the form that costs least to drive: its headless shell
 * (package chromium-headless-shell, the same Blink without the browser's
 * window machinery; Playwright's own default for headless runs) when it is
 * installed, else the browser (package chromium). The browser tests spend
 * about a quarter less CPU on the shell (CONTRIBUTING, "Tempo da suíte").
 * CHROMIUM_PATH (or CHROME_PATH) overrides both on other machines.
 */
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? debianChromium.find((file) => existsSync(file)) ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
