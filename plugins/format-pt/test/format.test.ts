import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber } from '../index';

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
});
