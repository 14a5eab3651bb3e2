// The interface language (docs/decisions/0120-languages-with-lingui.md). English is compiled
// into the code; every other language is two lazily loaded chunks of src/locales/<lang>.po, a
// public part and the signed-in app's part (docs/decisions/0158).
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { Language } from '../domain/system-settings/global';
import { browserLanguage, isLanguage } from './language-choice';

export { i18n, isLanguage };
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

export type Foreign = Exclude<Language, 'en'>;
export type Catalogue = () => Promise<{ messages: Messages }>;

// Each language is two chunks (docs/decisions/0158): the messages a signed-out visitor can meet,
// here, and those only the signed-in screens show, whose loaders come with the signed-in shell
// (src/app/shell/app-texts.ts). scripts/catalogue-parts.ts splits each PO file in two.
const publicParts: Record<Foreign, Catalogue> = {
  es: () => import('../locales/es.po?part=public'),
  fr: () => import('../locales/fr.po?part=public'),
  de: () => import('../locales/de.po?part=public'),
  it: () => import('../locales/it.po?part=public'),
  pt: () => import('../locales/pt.po?part=public'),
  ru: () => import('../locales/ru.po?part=public'),
  zh: () => import('../locales/zh.po?part=public'),
  ja: () => import('../locales/ja.po?part=public'),
  ko: () => import('../locales/ko.po?part=public'),
};

type Part = 'public' | 'app';
const loaded = new Map<string, Promise<void>>();
i18n.load('en', {});
let latest = 0;
/** The language last asked for (the one being loaded or shown). */
let wanted: Language = 'en';
/** The app parts' loaders, once the signed-in shell is wanted: from then on every language loads both parts. */
let appParts: Record<Foreign, Catalogue> | null = null;

/** Loads one part of a language's catalogue once (English is in the code). */
function loadPart(language: Language, part: Part): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${language}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    const load = (part === 'public' ? publicParts : (appParts as Record<Foreign, Catalogue>))[language];
    done = load().then(({ messages }) => {
      i18n.load(language, messages);
    });
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/**
 * Loads (once) and switches to a language; `<html lang>` follows and the choice is remembered
 * for the next visit's first paint. When calls overlap, the last one wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const call = ++latest;
  wanted = language;
  await Promise.all([loadPart(language, 'public'), appParts ? loadPart(language, 'app') : null]);
  if (call !== latest) return;
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  rememberLanguage(language);
}

/**
 * The signed-in screens' messages, in the language shown and in every later one. The signed-in
 * shell's chunk waits for them before it draws (src/app/router.tsx), so its screens never flash
 * English while their part loads.
 */
export function loadAppTexts(parts: Record<Foreign, Catalogue>): Promise<void> {
  appParts = parts;
  return loadPart(wanted, 'app').catch(() => {
    // Offline before the chunk was ever cached: the screens fall back to English, as before a
    // catalogue loads; the next language change tries again.
  });
}

/** English at once (tests, and the first paint before any choice is known). */
export function activateEnglishNow(): void {
  latest += 1;
  wanted = 'en';
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
