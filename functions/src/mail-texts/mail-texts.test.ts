import { describe, expect, it } from 'vitest';
import { LOCALE_OF_LANGUAGE } from '../../../src/domain/format';
import { LANGUAGES } from '../../../src/domain/user-settings/display';
import { MAIL_EN } from './en';
import type { PluralForms } from './en';
import { mailLocale } from './mail-locale';
import { MAIL_TEXTS } from './tables';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (entry: string | PluralForms): string[] =>
  typeof entry === 'string' ? [entry] : Object.values(entry).filter((v): v is string => typeof v === 'string');
const keys = Object.keys(MAIL_EN) as (keyof typeof MAIL_EN)[];
const others = LANGUAGES.filter((l) => l !== 'en');

describe('mail texts', () => {
  it.each(others)('every %s text keeps the English placeholders exactly', (language) => {
    const table = MAIL_TEXTS[language];
    expect(Object.keys(table).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const source = placeholders(forms(MAIL_EN[key]).at(-1)!);
      for (const form of forms(table[key])) expect({ key, found: placeholders(form) }).toEqual({ key, found: source });
    }
  });

  it.each(others)('%s plural texts have every form its plural rules pick for whole numbers', (language) => {
    const rules = new Intl.PluralRules(LOCALE_OF_LANGUAGE[language]);
    const needed = new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
    for (const key of keys) {
      const entry = MAIL_TEXTS[language][key];
      if (typeof entry === 'string') continue;
      for (const category of needed) expect({ key, category, has: category in entry || category === 'other' }).toEqual({ key, category, has: true });
    }
  });

  it.each(others)('%s texts are translated, not English copies', (language) => {
    const table = MAIL_TEXTS[language];
    // Texts made only of placeholders and brand names may stay as in English.
    const same = keys.filter((key) => forms(table[key]).join('|') === forms(MAIL_EN[key]).join('|'));
    expect(same).toEqual([]);
  });

  it('renders a Spanish plural with Spanish numbers', () => {
    const es = mailLocale({ language: 'es', numberFormat: 'EU' });
    expect(es.plural('dailyDigestSubject', 1)).toBe('Su resumen diario: 1 novedad');
    expect(es.plural('dailyDigestSubject', 1200)).toBe('Su resumen diario: 1.200 novedades');
  });

  it('renders Russian plurals with the few and many forms', () => {
    const ru = mailLocale({ language: 'ru' });
    expect(ru.plural('reminderOverdueLine', 2, { amount: '10' })).toBe('Просрочено: 2 зарплаты, 10');
    expect(ru.plural('reminderOverdueLine', 5, { amount: '10' })).toBe('Просрочено: 5 зарплат, 10');
    expect(ru.plural('reminderOverdueLine', 21, { amount: '10' })).toBe('Просрочено: 21 зарплата, 10');
  });

  it('falls back to English texts and the seed formats with no settings', () => {
    const en = mailLocale();
    expect(en.t('weeklyReportRevenue', { amount: en.format.money(1234.5) })).toBe('Revenue: $1,234.50');
    expect(en.plural('staffDigestSubject', 1)).toBe('Notification digest: 1 update');
  });
});
