// The system Chromium and the flags every launch uses (tests, benches): browser
// downloads fail on these machines, and without the background-networking
// flags Chromium keeps calling hosts the closed network refuses.

/** Debian's Chromium; CHROMIUM_PATH (or CHROME_PATH) overrides it on other machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
