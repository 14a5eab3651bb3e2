// The interface language (docs/decisions/0120-languages-with-lingui.md). English is compiled
// into the code; every other language is one lazily loaded chunk (src/locales/<lang>.po).
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { LANGUAGES } from '../domain/system-settings/global';
import type { Language } from '../domain/system-settings/global';
import { browserLanguage } from './language-choice';

export { i18n };
export type { Language };

/** Each language's own name, as the language menus show it (never translated). */
/* eslint-disable lingui/no-unlocalized-strings */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};
/* eslint-enable lingui/no-unlocalized-strings */

// Messages are compiled at build time (English in the code, the rest in the PO chunks), so the
// production bundle carries no message compiler: plain strings pass through unchanged.
if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => message as never);

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es.po'),
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  it: () => import('../locales/it.po'),
  pt: () => import('../locales/pt.po'),
  ru: () => import('../locales/ru.po'),
  zh: () => import('../locales/zh.po'),
  ja: () => import('../locales/ja.po'),
  ko: () => import('../locales/ko.po'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const loaded = new Set<Language>(['en']);
i18n.load('en', {});
let latest = 0;

/**
 * Loads (once) and switches to a language; `<html lang>` follows and the choice is remembered
 * for the next visit's first paint. When calls overlap, the last one wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const call = ++latest;
  if (!loaded.has(language)) {
    // The catalogue, and the known texts of the domain and the functions (src/lib/known-texts.ts).
    const [{ messages }] = await Promise.all([
      loaders[language as Exclude<Language, 'en'>](),
      import('./known-texts').then((m) => m.loadKnownTexts()),
    ]);
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (call !== latest) return;
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
}

/** English at once (tests, and the first paint before any choice is known). */
export function activateEnglishNow(): void {
  latest += 1;
  i18n.activate('en');
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
}

/** The last language this browser painted (the hint for the first paint). */
const STORED_KEY = 'crm.language';
/** A visitor's own choice in the public top bar, or the language of the last signed-in user. */
const CHOSEN_KEY = 'crm.language.chosen';

function readStored(key: string): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked
  }
}

function writeStored(key: string, language: Language): void {
  try {
    globalThis.localStorage?.setItem(key, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The browser's preferred languages, best first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to paint first: the last one this browser used, else its choice, else the browser's own. */
export function initialLanguage(): Language {
  return readStored(STORED_KEY) ?? readStored(CHOSEN_KEY) ?? browserLanguage(browserLanguages()) ?? 'en';
}

/** Remembers the language for the next visit's first paint. */
export function rememberLanguage(language: Language): void {
  writeStored(STORED_KEY, language);
}

const choiceListeners = new Set<() => void>();

/** A visitor's chosen language (null when they never chose). */
export function visitorChoice(): Language | null {
  return readStored(CHOSEN_KEY);
}

/** Stores a visitor's choice (the top bar's switcher; also a signed-in user's setting, so signing out keeps it). */
export function chooseVisitorLanguage(language: Language): void {
  if (readStored(CHOSEN_KEY) === language) return;
  writeStored(CHOSEN_KEY, language);
  choiceListeners.forEach((l) => l());
}

export function subscribeVisitorChoice(listener: () => void): () => void {
  choiceListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CHOSEN_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    choiceListeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
