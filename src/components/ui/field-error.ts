import { translateText } from '../../lib/known-texts';
import { t } from '@lingui/core/macro';
import { DataError } from '../../data/contract';

/** A plain-words message for a failed save; the form stays open with the user's input. */
export function saveErrorText(error: unknown, what?: string): string {
  const code = error instanceof DataError ? error.code : '';
  const detail = error instanceof Error && error.message && error.message !== code ? translateText(error.message) : '';
  if (what === undefined) {
    if (code === 'permission-denied') return t`Could not save your changes: your plan or account status does not allow it. Your input is kept.`;
    if (code === 'unavailable' || code === 'deadline-exceeded') {
      return t`Could not save your changes: the server cannot be reached. Check your connection and try again; your input is kept.`;
    }
    if (detail) return t`Could not save your changes (${detail}). Please try again; your input is kept.`;
    return t`Could not save your changes. Please try again; your input is kept.`;
  }
  // `what` is the caller's translated action ("delete the client").
  if (code === 'permission-denied') return t`Could not ${what}: your plan or account status does not allow it. Your input is kept.`;
  if (code === 'unavailable' || code === 'deadline-exceeded') {
    return t`Could not ${what}: the server cannot be reached. Check your connection and try again; your input is kept.`;
  }
  if (detail) return t`Could not ${what} (${detail}). Please try again; your input is kept.`;
  return t`Could not ${what}. Please try again; your input is kept.`;
}
