// Texts that reach the screens from outside the React code (docs/decisions/0120, 0122):
// validation messages of src/domain, the data layer's errors, the functions' HttpsError messages.
// They are English at their source (the functions and the REST API answer in English); a screen
// that shows one calls translateText(english) at display time. Their translations are in each
// language's public catalogue part; the list of them is a chunk of its own, loaded with the
// signed-in screens' part, or the first time a text is asked for in another language than
// English, so the public pages, which rarely show one, do not carry it (docs/decisions/0158).
// The global instance (src/lib/i18n.ts configures it; importing that module here would be a cycle).
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';

/** A descriptor's English (precompiled by the build into parts; a plain message is one or more strings). */
function englishOf(descriptor: MessageDescriptor): string | null {
  const m: unknown = descriptor.message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m) && m.every((part) => typeof part === 'string')) return m.join('');
  return null;
}

let byEnglish: Map<string, MessageDescriptor> | null = null;
let loading: Promise<void> | null = null;

/** Loads the known texts once (with a language's app part, src/lib/i18n.ts; translateText on demand). */
export function loadKnownTexts(): Promise<void> {
  loading ??= Promise.all([import('./known-texts-app'), import('./known-texts-functions')]).then(
    ([{ APP_TEXTS }, { FUNCTION_TEXTS }]) => {
      const map = new Map<string, MessageDescriptor>();
      for (const descriptor of [...APP_TEXTS, ...FUNCTION_TEXTS]) {
        const english = englishOf(descriptor);
        if (english !== null) map.set(english, descriptor);
      }
      byEnglish = map;
    },
    (error: unknown) => {
      loading = null; // offline before the chunk was cached: English until a later call loads it
      throw error;
    },
  );
  return loading;
}

/** Every known English text (empty until loaded). */
export function knownTexts(): string[] {
  return byEnglish ? [...byEnglish.keys()] : [];
}

/** Whether a text is one of the known messages (false until loaded). */
export function isKnownText(text: string): boolean {
  return byEnglish?.has(text) ?? false;
}

/**
 * The text in the interface language when it is a known message; otherwise the text unchanged.
 * The first call in another language than English, before the list is in, gives the English and
 * loads the list; the screens then draw again (Lingui's change event) with the translation.
 */
export function translateText(text: string): string {
  if (i18n.locale === 'en') return text;
  if (!byEnglish) {
    loadKnownTexts().then(
      () => i18n.load(i18n.locale, {}), // nothing new in the catalogue: only its change event, to redraw
      () => {},
    );
    return text;
  }
  const descriptor = byEnglish.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
