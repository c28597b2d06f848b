// SOCIAL_CARDS: a build leaves the cards out only when told "off"; a value it
// does not know stops the build instead of silently choosing one.
import { describe, expect, it } from 'vitest';
import { socialCardsWanted } from '../src/index';

describe('SOCIAL_CARDS', () => {
  it('draws the cards when unset, empty or "on"', () => {
    expect(socialCardsWanted(undefined)).toBe(true);
    expect(socialCardsWanted('')).toBe(true);
    expect(socialCardsWanted('on')).toBe(true);
  });

  it('leaves them out when "off"', () => {
    expect(socialCardsWanted('off')).toBe(false);
    expect(socialCardsWanted(' off ')).toBe(false);
  });

  it('refuses any other value, naming it', () => {
    expect(() => socialCardsWanted('no')).toThrow('SOCIAL_CARDS: "no" não é "on" nem "off".');
  });
});
