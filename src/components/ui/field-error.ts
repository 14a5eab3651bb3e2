import { DataError } from '../../data/contract';

/** A plain-words message for a failed save; the form stays open with the user's input. */
export function saveErrorText(error: unknown, what = 'save your changes'): string {
  const code = error instanceof DataError ? error.code : '';
  if (code === 'permission-denied') {
    return `Could not ${what}: your plan or account status does not allow it. Your input is kept.`;
  }
  if (code === 'unavailable' || code === 'deadline-exceeded') {
    return `Could not ${what}: the server cannot be reached. Check your connection and try again; your input is kept.`;
  }
  const detail = error instanceof Error && error.message && error.message !== code ? ` (${error.message})` : '';
  return `Could not ${what}${detail}. Please try again; your input is kept.`;
}
