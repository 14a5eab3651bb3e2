// A recipient's mail language and formats: their display settings (users/{uid}/settings/display),
// else the owner's global defaults (systemSettings/global), else English and the default formats.
// `t` and `plural` render the language's table; `format` formats dates and amounts as the app
// shows them to this person (src/domain/format.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { createFormatter, LOCALE_OF_LANGUAGE } from '../../../src/domain/format';
import type { Formatter } from '../../../src/domain/format';
import { displayDefaultsFrom, readDisplaySettings } from '../../../src/domain/user-settings/display';
import type { DisplaySettings, Language } from '../../../src/domain/user-settings/display';
import { MAIL_EN } from './en';
import type { MailTexts, PluralForms, PluralKey, TextKey } from './en';
import { MAIL_TEXTS } from './tables';

export type MailParams = Record<string, string | number>;

export type MailLocale = {
  readonly language: Language;
  readonly format: Formatter;
  t(key: TextKey, params?: MailParams): string;
  plural(key: PluralKey, count: number, params?: MailParams): string;
};

/** Fills `{name}` placeholders; numbers go through the recipient's number format. */
export function fill(template: string, params: MailParams, format: Formatter): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? format.number(value) : value;
  });
}

export function mailLocale(settings: Partial<DisplaySettings> = {}): MailLocale {
  // Mail is read later than it is written: never "today" or "5 minutes ago".
  const format = createFormatter({ ...settings, relativeDates: false });
  const language = format.settings.language;
  const table: MailTexts = MAIL_TEXTS[language] ?? MAIL_EN;
  const rules = new Intl.PluralRules(LOCALE_OF_LANGUAGE[language] ?? 'en-US');
  return {
    language,
    format,
    t: (key, params = {}) => fill(table[key], params, format),
    plural(key, count, params = {}) {
      const forms: PluralForms = table[key];
      const form = forms[rules.select(count)] ?? forms.other;
      return fill(form, { ...params, count }, format);
    },
  };
}

/** The display settings a mail to `uid` follows (time zone included). */
export async function recipientDisplay(db: Firestore, uid: string): Promise<DisplaySettings> {
  const [display, global] = await Promise.all([db.doc(`users/${uid}/settings/display`).get(), db.doc('systemSettings/global').get()]);
  return readDisplaySettings(display.data(), displayDefaultsFrom(global.data()));
}

export async function mailLocaleOf(db: Firestore, uid: string): Promise<MailLocale> {
  return mailLocale(await recipientDisplay(db, uid));
}
