// Which path segments may name a record: Firestore's own rules for a document id, checked before
// the id reaches Firestore (which throws on them, and the API answered 500): not empty, at most
// 1,500 bytes of UTF-8, no slash, not "." or "..", and not reserved (__name__ style).
import { ApiError, API_MESSAGES } from './errors';

export const MAX_ID_BYTES = 1500;

export function isDocumentId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/s.test(id) && Buffer.byteLength(id, 'utf8') <= MAX_ID_BYTES;
}

/** The record id of a URL path segment, or 400 (a malformed %-escape included). */
export function recordIdOf(segment: string): string {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, 'invalid-argument', API_MESSAGES.badId);
  }
  if (!isDocumentId(id)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badId);
  return id;
}
