// Texts that reach the screens from outside the React code (docs/decisions/0120, 0122):
// validation messages of src/domain, the data layer's errors, the functions' HttpsError messages.
// They are English at their source (the functions and the REST API answer in English); a screen
// that shows one calls translateText(english) at display time. The list of them is a chunk of its
// own, loaded with a language's catalogue (src/lib/i18n.ts): English needs neither.
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

/** Loads the known texts once (activateLanguage does, for every language but English). */
export async function loadKnownTexts(): Promise<void> {
  if (byEnglish) return;
  const [{ APP_TEXTS }, { FUNCTION_TEXTS }] = await Promise.all([import('./known-texts-app'), import('./known-texts-functions')]);
  const map = new Map<string, MessageDescriptor>();
  for (const descriptor of [...APP_TEXTS, ...FUNCTION_TEXTS]) {
    const english = englishOf(descriptor);
    if (english !== null) map.set(english, descriptor);
  }
  byEnglish = map;
}

/** Every known English text (empty until loaded). */
export function knownTexts(): string[] {
  return byEnglish ? [...byEnglish.keys()] : [];
}

/** Whether a text is one of the known messages (false until loaded). */
export function isKnownText(text: string): boolean {
  return byEnglish?.has(text) ?? false;
}

/** The text in the interface language when it is a known message; otherwise the text unchanged. */
export function translateText(text: string): string {
  if (i18n.locale === 'en') return text;
  const descriptor = byEnglish?.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
