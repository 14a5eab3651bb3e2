// The interface language (docs/decisions/0120-languages-with-lingui.md). English is compiled
// into the code; every other language is one lazily loaded chunk (src/locales/<lang>.po).
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { LANGUAGES } from '../domain/system-settings/global';
import type { Language } from '../domain/system-settings/global';

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

/** Loads (once) and switches to a language; `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await loaders[language as Exclude<Language, 'en'>]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** English at once (tests, and the first paint before any choice is known). */
export function activateEnglishNow(): void {
  i18n.activate('en');
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
}

const STORED_KEY = 'crm.language';

/** The language to paint first: the last one this browser used, else the browser's own. */
export function initialLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORED_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Remembers the choice for the next visit's first paint. */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORED_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
