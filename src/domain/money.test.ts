import { describe, expect, it } from 'vitest';
import { roundCents } from './money';

describe('roundCents', () => {
  it('rounds to cents without floating-point surprises', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(-0.001)).toBe(0);
    expect(roundCents(NaN)).toBe(0);
    expect(roundCents(1e16)).toBe(1e16);
  });

  it('takes the quick path for whole cents and still agrees with the decimal rule everywhere', () => {
    // The rule: shift the decimal point in the number's text, then round half away from zero
    // (Math.round: half up). The quick path must never give another answer.
    const byText = (x: number) => {
      const r = Math.round(Number(`${x}e2`)) / 100;
      return Object.is(r, -0) ? 0 : r;
    };
    const cases: number[] = [1.005, 2.675, 1.115, -1.005, 0.285, 1234567.895, 99999999999.995, 1e11 + 0.005, 0.1 + 0.2, 19.99 * 3];
    for (let i = -20000; i <= 20000; i += 1) cases.push(i / 100, i / 1000, i / 100 + 0.005, (i * 1.37) / 100);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 50000; i += 1) {
      const x = (random() - 0.5) * 10 ** Math.floor(random() * 14);
      cases.push(x, Math.round(x * 100) / 100, Math.round(x * 1000) / 1000);
    }
    const differ = cases.filter((x) => roundCents(x) !== byText(x));
    expect(differ).toEqual([]);
  });
});
