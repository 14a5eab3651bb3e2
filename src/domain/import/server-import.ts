// The import callable's request, reply and messages (functions/src/import/import-records.ts),
// shared by the function and the data layer that calls it (src/data/transfer-import.ts).
import type { ImportKind } from '../entitlements';
import type { DealImportOptions } from './deal-import';

/** Days an import can be undone; its record expires then (Firestore TTL on `expiresAt`). */
export const UNDO_DAYS = 30;

export const IMPORT_CALL = {
  /** Rows per call: about 150 KB of JSON for typical rows, one progress step each. */
  rows: 500,
  /** Calls in one import (a file holds at most 100,000 rows: 200 calls). */
  maxParts: 1_000,
  /** Calls in flight at once: the next chunk travels while the server writes the last. */
  inFlight: 2,
} as const;

/** One row to write: a new record, or (updateId set) new values for an existing one. */
export type ImportCallRow = { label: string; input: unknown; updateId?: string };
/** One call of the importRecords function: a chunk of rows of one kind, part `part` of an import. */
/** `accountId`: the account the rows go to (absent: the caller's own, whose id is their uid). */
/** `deals`: a deals import's choices (required for kind deals, DealImportOptions). */
export type ImportCallRequest = { accountId?: string; kind: ImportKind; batchId: string; part: number; rows: ImportCallRow[]; deals?: DealImportOptions };

export type ImportCallReply = { created: number; updated: number; errors: string[] };

/**
 * One call of the undoImport function: undoes import record `part` of import `batchId` (the
 * document accounts/{accountId}/imports/{batchId}-{part}, at most 500 created records and 100 updates).
 */
export type UndoCallRequest = { accountId?: string; batchId: string; part: number };
/** Records deleted and records given their old fields back by the call. */
export type UndoCallReply = { removed: number; restored: number };

/**
 * The callable's answers. The screen never sends a malformed request (`badRequest` covers the
 * shape, the kind, the chunk size and the number of calls); the other texts are shared with the
 * browser's own checks and translated as known texts (src/lib/known-texts-app.ts).
 */
export const IMPORT_MESSAGES = {
  badRequest: 'The request is not valid.',
  readOnly: 'Your account is read-only, so importing is not available.',
  proKind: 'You do not have permission to save this record',
  gone: 'The record to update no longer exists',
  writeFailed: 'An error occurred while importing. Please try again.',
  undoGone: 'This import can no longer be undone',
  undoNotYours: 'Only owners and managers undo the imports of others.',
  undoTooOld: `This import can no longer be undone: imports can be undone for ${UNDO_DAYS} days`,
} as const;
