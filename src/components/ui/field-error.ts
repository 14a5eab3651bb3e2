import { translateText } from '../../lib/known-texts';
import { t } from '@lingui/core/macro';
import { NOT_DOWNLOADED, isChunkLoadError } from '../../data/chunk-errors';
import { DataError } from '../../data/contract';
import { UNCONFIRMED } from '../../data/pending-writes';

/**
 * A plain-words message for a failed save; the form stays open with the user's input. A raw
 * failure to fetch part of the app (its file name) never reaches the screen.
 */
export function saveErrorText(error: unknown, what?: string): string {
  const code = error instanceof DataError ? error.code : isChunkLoadError(error) ? NOT_DOWNLOADED : '';
  const detail = error instanceof Error && error.message && error.message !== code ? translateText(error.message) : '';
  if (code === NOT_DOWNLOADED) {
    if (what === undefined)
      return t`Could not save your changes: this part of the app has not been downloaded yet, and that needs a connection. Your input is kept; try again once you are back online.`;
    return t`Could not ${what}: this part of the app has not been downloaded yet, and that needs a connection. Try again once you are back online.`;
  }
  if (code === UNCONFIRMED) {
    if (what === undefined)
      return t`The server has not confirmed your changes yet. They are kept in this browser and will be sent when the connection works again; your input is kept.`;
    return t`The server has not confirmed it yet (${what}). The change is kept in this browser and will be sent when the connection works again.`;
  }
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
