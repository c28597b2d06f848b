// The card, as the element tree satori lays out (its React-like objects, so
// no JSX runtime is needed at build). 1200×630, the size Open Graph and X
// show large. Fixed regions: identity on top, section and title in the
// middle, address at the bottom; the title shrinks with its length and is
// clamped to three lines, so no text leaves its region.
import type { ReactNode } from 'react';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_PADDING = 64;
const CONTENT_WIDTH = CARD_WIDTH - 2 * CARD_PADDING;
/** Where the title's region ends and the footer's begins (tests check nothing is drawn between). */
export const TITLE_REGION_BOTTOM = 520;
export const FOOTER_TOP = 538;

export interface CardColours {
  /** Flat: a gradient needs more than the PNG's 256 colours and triples the file. */
  background: string;
  text: string;
  /** The section's colour. */
  accent: string;
  /** The address at the bottom. */
  muted: string;
}

export interface CardContent {
  title: string;
  section: string;
  siteTitle: string;
  /** Where the site lives, without scheme (`space-wizard-studios.github.io/repo`). */
  address: string;
}

export interface CardLook {
  colours: CardColours;
  /** The site's logo as a data: URL. */
  logoDataUrl: string;
  fontFamily: string;
}

/** Title size by length: short titles large, long ones smaller, so most fit in two or three lines. */
export function titleFontSize(title: string): number {
  const length = [...title].length;
  if (length <= 22) return 80;
  if (length <= 44) return 66;
  if (length <= 72) return 56;
  return 48;
}

/**
 * Lets long dotted names (API types: `BattleEvents.BattleStartedEventHandler`)
 * break after their dots rather than mid-word: a zero-width space after each
 * dot that a letter follows.
 */
export function withBreakOpportunities(title: string): string {
  return title.replace(/\.(?=\p{L})/gu, '.\u200B');
}

interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

function element(type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Element {
  return { type, props: { ...props, style, children } };
}

export function cardElement(card: CardContent, look: CardLook): ReactNode {
  const { colours } = look;
  const header = element('div', { display: 'flex', alignItems: 'center', height: 88 }, [
    element('img', { width: 88, height: 88 }, undefined, { src: look.logoDataUrl, width: 88, height: 88 }),
    element('div', { marginLeft: 28, fontSize: 42, fontWeight: 700, color: colours.text }, card.siteTitle),
  ]);
  const middle = element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      position: 'absolute',
      left: CARD_PADDING,
      top: 176,
      width: CONTENT_WIDTH,
      height: TITLE_REGION_BOTTOM - 176,
      overflow: 'hidden',
    },
    [
      element('div', { fontSize: 34, fontWeight: 700, color: colours.accent, marginBottom: 14, lineClamp: 1 }, card.section),
      element(
        'div',
        { fontSize: titleFontSize(card.title), fontWeight: 700, lineHeight: 1.12, color: colours.text, lineClamp: 3, wordBreak: 'break-word' },
        withBreakOpportunities(card.title),
      ),
    ],
  );
  const footer = element(
    'div',
    { display: 'flex', alignItems: 'center', position: 'absolute', left: CARD_PADDING, top: FOOTER_TOP, width: CONTENT_WIDTH, height: 44 },
    [
      element('div', { width: 56, height: 8, borderRadius: 4, backgroundColor: colours.accent, marginRight: 20 }),
      element('div', { fontSize: 28, color: colours.muted, lineClamp: 1 }, card.address),
    ],
  );
  return element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      padding: CARD_PADDING,
      position: 'relative',
      backgroundColor: colours.background,
      fontFamily: look.fontFamily,
    },
    [header, middle, footer],
  ) as unknown as ReactNode;
}
