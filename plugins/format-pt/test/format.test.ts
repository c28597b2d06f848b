import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, formatPercent } from '../index';

describe('Portuguese numbers', () => {
  it('group thousands with a dot and write decimals after a comma, only as many as needed', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(1 / 3)).toBe('0,33');
    expect(formatNumber(1 / 3, 1)).toBe('0,3');
    expect(formatNumber(0.1234567, 6)).toBe('0,123457');
  });

  it('keep a fixed number of decimals when asked', () => {
    expect(formatFixed(50, 1)).toBe('50,0');
    expect(formatFixed(33.333, 1)).toBe('33,3');
  });

  it('write a negative number with the minus sign, as the pages do, and never a sign on a zero', () => {
    expect(formatNumber(-0.2)).toBe('\u22120,2');
    expect(formatNumber(-1234.5)).toBe('\u22121.234,5');
    expect(formatFixed(-1.6, 1)).toBe('\u22121,6');
    expect(formatPercent(-0.25)).toBe('\u221225%');
    // A value that rounds to zero is zero, with no sign ("-0" is how Intl writes it).
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatFixed(-0.01, 1)).toBe('0,0');
    expect(formatNumber(-0)).toBe('0');
    for (const written of [formatNumber(-3), formatFixed(-3, 2), formatPercent(-0.031)]) expect(written).not.toContain('-');
  });

  it('write a share as a percentage, rounded to the tenth unless asked for more, with no decimal when none is needed', () => {
    expect(formatPercent(0.4567)).toBe('45,7%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0.99251, 2)).toBe('99,25%');
    expect(formatPercent(12.345)).toBe('1.234,5%');
    // Rounded half away from zero at the digit shown, as Math.round does: 0.0005 is 0.05 %, shown as 0,1 %.
    expect(formatPercent(0.0005)).toBe('0,1%');
  });
});
