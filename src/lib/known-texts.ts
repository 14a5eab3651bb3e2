// Texts that reach the screens from outside the React code (docs/decisions/0120): validation
// messages of src/domain, the data layer's errors, the functions' HttpsError messages. They are
// English in their source (the functions and the REST API answer in English); a screen that
// shows one calls translateText(english) at display time.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';
import { APP_TEXTS } from './known-texts-app';
import { FUNCTION_TEXTS } from './known-texts-functions';

/** A descriptor's English (precompiled by the build into parts; a plain message is one or more strings). */
function englishOf(descriptor: MessageDescriptor): string | null {
  const m: unknown = descriptor.message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m) && m.every((part) => typeof part === 'string')) return m.join('');
  return null;
}

let byEnglish: Map<string, MessageDescriptor> | null = null;

function known(): Map<string, MessageDescriptor> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const descriptor of [...APP_TEXTS, ...FUNCTION_TEXTS]) {
      const english = englishOf(descriptor);
      if (english !== null) byEnglish.set(english, descriptor);
    }
  }
  return byEnglish;
}

/** Every known English text. */
export function knownTexts(): string[] {
  return [...known().keys()];
}

/** Whether a text is one of the known messages. */
export function isKnownText(text: string): boolean {
  return known().has(text);
}

/** The text in the interface language when it is a known message; otherwise the text unchanged. */
export function translateText(text: string): string {
  const descriptor = known().get(text);
  return descriptor ? i18n._(descriptor) : text;
}
