import { describe, expect, it } from 'vitest';
import { formatMoney, roundCents } from './money';

describe('formatMoney', () => {
  it('shows dollars with US thousands separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it('shows negative amounts with a minus sign and non-finite values as zero', () => {
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(NaN)).toBe('$0.00');
    expect(formatMoney(Infinity)).toBe('$0.00');
  });

  it('rounds to whole dollars when cents are not wanted', () => {
    expect(formatMoney(1234.5, { cents: false })).toBe('$1,235');
    expect(formatMoney(-0.2, { cents: false })).toBe('$0');
  });

  it('rounds to cents without floating-point surprises', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(-0.001)).toBe(0);
    expect(roundCents(NaN)).toBe(0);
    expect(roundCents(1e16)).toBe(1e16);
  });
});
