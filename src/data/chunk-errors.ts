// A part of the app (a chunk loaded on demand) that could not be fetched: offline before the
// browser had it. Each browser words it its own way and names the file; screens say what happened
// instead (src/components/ui/field-error.ts). No Firebase import: the page uses this too.

/** The code of a DataError for a part of the app that is not in the browser yet. */
export const NOT_DOWNLOADED = 'app/not-downloaded';

/** The English of that DataError (translated by src/lib/known-texts-app.ts). */
export const NOT_DOWNLOADED_TEXT = 'Part of the app has not been downloaded yet.';

// Chromium, Safari, Firefox, and Vite's own preload helper.
const CHUNK_FAILURES = [
  /dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
];

/** Whether `error` is a browser's failure to fetch a module loaded on demand. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}
