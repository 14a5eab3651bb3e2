import { FirebaseError } from 'firebase/app';
import { NOT_DOWNLOADED, NOT_DOWNLOADED_TEXT, isChunkLoadError } from './chunk-errors';
import { DataError } from './contract';

/** Every failure leaves the data layer as a DataError carrying the backend's code. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (error instanceof FirebaseError) {
    // The functions SDK appends the HTTP status to the message the function wrote
    // ("... [403]"); the user sees the message alone.
    const message = error.code.startsWith('functions/') ? error.message.replace(/ \[\d{3}\]$/, '') : error.message;
    return new DataError(error.code, message, (error as FirebaseError & { details?: unknown }).details);
  }
  // A chunk of the worker's own code that could not be fetched (offline): never its file name.
  if (isChunkLoadError(error)) return new DataError(NOT_DOWNLOADED, NOT_DOWNLOADED_TEXT);
  if (error instanceof Error) return new DataError('unknown', error.message);
  return new DataError('unknown', String(error));
}

export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}
