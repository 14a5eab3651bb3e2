import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, warmLocales } from './warm-intl';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('builds a number, amount, date, plural and relative-time format for each locale', () => {
    const built: string[] = [];
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
      vi.spyOn(Intl, kind).mockImplementation(function (this: unknown, ...args: unknown[]) {
        built.push(`${kind} ${String(args[0])}`);
        return new Real(...args);
      } as never);
    }
    warmIntl(['en-US', 'de-DE']);
    for (const locale of ['en-US', 'de-DE']) {
      expect(built.filter((b) => b === `NumberFormat ${locale}`)).toHaveLength(2);
      expect(built.filter((b) => b === `DateTimeFormat ${locale}`)).toHaveLength(2);
      expect(built).toContain(`PluralRules ${locale}`);
      expect(built).toContain(`RelativeTimeFormat ${locale}`);
    }
  });

  it('goes on past a locale the browser rejects', () => {
    const built: string[] = [];
    const Real = Intl.PluralRules;
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args: unknown[]) {
      built.push(String(args[0]));
      return new Real(...(args as [string]));
    } as never);
    expect(() => warmIntl(['not a locale!', 'fr-FR'])).not.toThrow();
    expect(built).toEqual(['fr-FR']);
  });
});

describe('warmLocales', () => {
  it('is American English and the browser language, once each', () => {
    expect(warmLocales('fr-FR')).toEqual(['en-US', 'fr-FR']);
    expect(warmLocales('en-US')).toEqual(['en-US']);
    expect(warmLocales(undefined)).toEqual(['en-US']);
  });
});
