import { describe, expect, it } from 'vitest';
import { LOCALE_OF_LANGUAGE, createFormatter, isoDateInZone } from './format';
import { DISPLAY_TIME_ZONES, displayDefaultsFrom, parseDisplayChanges, readDisplaySettings } from './user-settings/display';

// Normalise the narrow/regular no-break spaces Intl uses in some locales.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('business dates', () => {
  const cases = [
    ['MM/DD/YYYY', '03/09/2024'],
    ['DD/MM/YYYY', '09/03/2024'],
    ['YYYY-MM-DD', '2024-03-09'],
    ['DD.MM.YYYY', '09.03.2024'],
    ['DD-MM-YYYY', '09-03-2024'],
    ['MMM DD, YYYY', 'Mar 09, 2024'],
    ['DD MMM YYYY', '09 Mar 2024'],
    ['MMMM DD, YYYY', 'March 09, 2024'],
  ] as const;
  for (const [dateFormat, expected] of cases) {
    it(`shows 2024-03-09 as ${expected} in ${dateFormat}`, () => {
      expect(createFormatter({ dateFormat }).date('2024-03-09')).toBe(expected);
    });
  }

  it('a business date stays the same calendar day in every time zone', () => {
    for (const timeZone of DISPLAY_TIME_ZONES) {
      expect(createFormatter({ timeZone, dateFormat: 'YYYY-MM-DD' }).date('2024-01-01')).toBe('2024-01-01');
      expect(createFormatter({ timeZone, dateFormat: 'DD/MM/YYYY' }).date('2024-12-31')).toBe('31/12/2024');
    }
  });

  it('month names follow the language', () => {
    expect(createFormatter({ language: 'fr', dateFormat: 'DD MMM YYYY' }).date('2024-08-01')).toBe('01 août 2024');
    expect(createFormatter({ language: 'de', dateFormat: 'MMMM DD, YYYY' }).date('2024-03-05')).toBe('März 05, 2024');
  });

  it('an invalid date shows nothing', () => {
    expect(createFormatter().date('2024-02-30')).toBe('');
    expect(createFormatter().date('')).toBe('');
  });

  it('relative dates name yesterday, today and tomorrow in the user zone, else the date', () => {
    // 2024-03-10 03:00 UTC is still March 9 in New York.
    const f = createFormatter({ relativeDates: true, timeZone: 'America/New_York' }, () => new Date('2024-03-10T03:00:00Z'));
    expect(f.date('2024-03-09')).toBe('Today');
    expect(f.date('2024-03-08')).toBe('Yesterday');
    expect(f.date('2024-03-10')).toBe('Tomorrow');
    expect(f.date('2024-03-01')).toBe('03/01/2024');
  });
});

describe('moments in the user time zone', () => {
  const at = new Date('2024-03-10T03:04:05Z');

  it('the same moment is a different day and hour in New York and Tokyo', () => {
    expect(createFormatter({ timeZone: 'America/New_York' }).dateTime(at)).toBe('03/09/2024 10:04 PM');
    expect(createFormatter({ timeZone: 'Asia/Tokyo', timeFormat: '24' }).dateTime(at)).toBe('03/10/2024 12:04');
  });

  it('shows seconds when asked, in 24-hour time', () => {
    expect(createFormatter({ timeZone: 'Europe/London', timeFormat: '24', showSeconds: true }).time(at)).toBe('03:04:05');
  });

  it('each of the twelve zones gives its own calendar day of the moment', () => {
    const days = DISPLAY_TIME_ZONES.map((timeZone) => isoDateInZone(at, timeZone));
    expect(days.slice(0, 4)).toEqual(['2024-03-09', '2024-03-09', '2024-03-09', '2024-03-09']);
    expect(days.slice(4)).toEqual(Array(8).fill('2024-03-10'));
  });

  it('relative dates describe recent moments', () => {
    const now = new Date('2024-03-10T12:00:00Z');
    const f = createFormatter({ relativeDates: true }, () => now);
    expect(f.dateTime(new Date('2024-03-10T11:55:00Z'))).toBe('5 minutes ago');
    expect(f.dateTime(new Date('2024-03-10T09:00:00Z'))).toBe('3 hours ago');
    expect(f.dateTime(new Date('2024-03-01T12:00:00Z'))).toBe('03/01/2024 7:00 AM');
  });

  it('today and this month follow the user zone', () => {
    const clock = () => new Date('2024-03-31T23:30:00Z');
    expect(createFormatter({ timeZone: 'America/Los_Angeles' }, clock).currentMonth()).toBe('2024-03');
    expect(createFormatter({ timeZone: 'Europe/Paris' }, clock).currentMonth()).toBe('2024-04');
    expect(createFormatter({ timeZone: 'Pacific/Auckland' }, clock).today()).toBe('2024-04-01');
  });
});

describe('numbers and amounts', () => {
  it('each number format groups and marks decimals its own way', () => {
    expect(createFormatter({ numberFormat: 'US' }).number(1234567.5)).toBe('1,234,567.5');
    expect(createFormatter({ numberFormat: 'EU' }).number(1234567.5)).toBe('1.234.567,5');
    expect(plain(createFormatter({ numberFormat: 'FR' }).number(1234567.5))).toBe('1 234 567,5');
    // ICU versions differ on the apostrophe (' or ’).
    expect(createFormatter({ numberFormat: 'CH' }).number(1234567.5)).toMatch(/^1['’]234['’]567\.5$/);
  });

  it('keeps a fixed number of decimals when asked to', () => {
    expect(createFormatter({ numberFormat: 'US' }).number(1234.5, { minimumFractionDigits: 2 })).toBe('1,234.50');
    expect(createFormatter({ numberFormat: 'EU' }).number(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('2,0');
    expect(createFormatter({ numberFormat: 'US' }).number(2.345)).toBe('2.35');
  });

  it('each currency shows its symbol, with no conversion', () => {
    expect(createFormatter({ currency: 'USD' }).money(1234.5)).toBe('$1,234.50');
    expect(createFormatter({ currency: 'EUR' }).money(1234.5)).toBe('€1,234.50');
    expect(createFormatter({ currency: 'GBP' }).money(1234.5)).toBe('£1,234.50');
    expect(createFormatter({ currency: 'JPY' }).money(1234.5)).toBe('¥1,235');
    expect(plain(createFormatter({ currency: 'EUR', numberFormat: 'EU' }).money(1234.5))).toBe('1.234,50 €');
    expect(plain(createFormatter({ currency: 'EUR', numberFormat: 'FR' }).money(1234.5))).toBe('1 234,50 €');
  });

  it('whole amounts round, and bad numbers show as zero', () => {
    expect(createFormatter().money(1234.5, { cents: false })).toBe('$1,235');
    expect(createFormatter().money(Number.NaN)).toBe('$0.00');
    expect(createFormatter().money(1.005)).toBe('$1.01');
    expect(createFormatter().money(Number.POSITIVE_INFINITY)).toBe('$0.00');
    expect(createFormatter().money(-12)).toBe('-$12.00');
    expect(createFormatter().money(1_000_000)).toBe('$1,000,000.00');
    expect(createFormatter().money(-0.2, { cents: false })).toBe('$0');
  });
});

describe('week and months', () => {
  it('weeks start on the chosen first day', () => {
    expect(createFormatter().weekdays()[0]).toBe('Sunday');
    expect(createFormatter({ firstDayOfWeek: 'monday' }).weekdays()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('names a month in the language', () => {
    expect(createFormatter({ language: 'es' }).month('2024-03')).toBe('marzo de 2024');
  });

  it('writes Portuguese as in Brazil', () => {
    expect(LOCALE_OF_LANGUAGE.pt).toBe('pt-BR');
    expect(createFormatter({ language: 'pt' }).month('2024-02')).toBe('fevereiro de 2024');
  });
});

describe('the display settings document', () => {
  it('new accounts take the owner global defaults', () => {
    const d = displayDefaultsFrom({
      defaultLanguage: 'de',
      defaultTimezone: 'Europe/Paris',
      defaultCurrency: 'EUR',
      dateFormat: 'DD.MM.YYYY',
      timeFormat: '24',
      firstDayOfWeek: 'monday',
      defaultCountry: 'DE',
    });
    expect(d).toMatchObject({
      language: 'de',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      dateFormat: 'DD.MM.YYYY',
      timeFormat: '24',
      firstDayOfWeek: 'monday',
      numberFormat: 'EU',
    });
  });

  it('a stored document with bad values falls back to the defaults', () => {
    expect(readDisplaySettings({ currency: 'BTC', timeZone: 'Mars/Base', dateFormat: 'DD/MM/YYYY', extra: 1 })).toMatchObject({
      currency: 'USD',
      timeZone: 'America/New_York',
      dateFormat: 'DD/MM/YYYY',
    });
  });

  it('submitted changes are refused with a message when a key or value is unknown', () => {
    expect(parseDisplayChanges({ currency: 'EUR' })).toEqual({ ok: true, value: { currency: 'EUR' } });
    expect(parseDisplayChanges({ currency: 'BTC' }).ok).toBe(false);
    expect(parseDisplayChanges({ theme: 'dark' }).ok).toBe(false);
    expect(parseDisplayChanges('x').ok).toBe(false);
  });
});

describe('formatter cost', () => {
  it('builds its Intl formats on first use, not when made (docs/decisions/0157)', () => {
    const made = { number: 0, date: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.number += 1;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.date += 1;
      }
    } as typeof DateTimeFormat;
    try {
      const f = createFormatter({ language: 'fr' });
      expect(made).toEqual({ number: 0, date: 0 });
      expect(plain(f.money(1234.5))).toBe('$1,234.50');
      expect(plain(f.money(99))).toBe('$99.00');
      expect(f.currencySymbol).toBe('$');
      expect(made).toEqual({ number: 1, date: 0 });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
