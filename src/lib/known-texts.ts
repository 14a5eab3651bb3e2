// Placeholder with the agreed signature until the languages core lands its message registry here:
// `translateText(english)` returns the translation of a known domain, functions or data-layer
// message in the active language, and any other text unchanged. At the merge, the core's version
// of this file replaces this one.
export function translateText(text: string): string {
  return text;
}
