/** The site's identity, read by the config, the suggestion box and the tests. */
export const siteIdentity = {
  title: 'Dice Rolling Game',
  studio: 'Space Wizard Studios',
  repositoryUrl: 'https://github.com/Space-Wizard-Studios/sw-game-dice-rolling',
} as const;
