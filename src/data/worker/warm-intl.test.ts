import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl, warmLocales } from './warm-intl';

afterEach(() => {
  vi.restoreAllMocks();
});

type IntlKind = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules' | 'RelativeTimeFormat';

/** Each Intl object of these kinds built from now on, as "kind locale" (the real object is still built). */
function recordBuilt(kinds: readonly IntlKind[]): string[] {
  const built: string[] = [];
  for (const kind of kinds) {
    const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
      built.push(`${kind} ${String(args[0])}`);
      return new Real(...args);
    } as never);
  }
  return built;
}

describe('warmIntl', () => {
  it('builds a number, amount, date, plural and relative-time format for each locale', () => {
    const built = recordBuilt(['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat']);
    warmIntl(['en-US', 'de-DE']);
    for (const locale of ['en-US', 'de-DE']) {
      expect(built.filter((b) => b === `NumberFormat ${locale}`)).toHaveLength(2);
      expect(built.filter((b) => b === `DateTimeFormat ${locale}`)).toHaveLength(2);
      expect(built).toContain(`PluralRules ${locale}`);
      expect(built).toContain(`RelativeTimeFormat ${locale}`);
    }
  });

  it('goes on past a locale the browser rejects', () => {
    const built = recordBuilt(['PluralRules']);
    expect(() => warmIntl(['not a locale!', 'fr-FR'])).not.toThrow();
    expect(built).toEqual(['PluralRules fr-FR']);
  });
});

describe('warmLocales', () => {
  it('is American English and the browser language, once each', () => {
    expect(warmLocales('fr-FR')).toEqual(['en-US', 'fr-FR']);
    expect(warmLocales('en-US')).toEqual(['en-US']);
    expect(warmLocales(undefined)).toEqual(['en-US']);
  });
});
