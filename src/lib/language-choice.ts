// Which interface language applies (docs/decisions/0120-languages-with-lingui.md). Pure: the
// inputs come from the user's display settings, the owner's public summary and this browser.
import { LANGUAGES } from '../domain/system-settings/global';
import type { Language } from '../domain/system-settings/global';

export type LanguageInputs = {
  /** Signed in: the `language` of users/{uid}/settings/display (null when the account has none). */
  userSetting: Language | null;
  signedIn: boolean;
  /** The owner's default (systemSettings/global `defaultLanguage`, through the public summary). */
  globalDefault: Language | null;
  /** A visitor's choice in the public top bar (or the language this browser's user last had). */
  visitorChoice: Language | null;
  /** The browser's preferred languages, best first (navigator.languages). */
  browser: readonly string[];
};

/** Whether a value is one of the product's languages. */
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the browser's languages that the product has ('de-AT' counts as 'de'), or null. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * Signed in: the user's own setting, else the owner's default. A visitor: the language chosen in
 * the top bar, else the browser's, else the owner's default, else English.
 */
export function chooseLanguage(inputs: LanguageInputs): Language {
  if (inputs.signedIn) return inputs.userSetting ?? inputs.globalDefault ?? 'en';
  return inputs.visitorChoice ?? browserLanguage(inputs.browser) ?? inputs.globalDefault ?? 'en';
}
