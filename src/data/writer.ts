// Who a write names as its writer (docs/product/accounts.md#who-wrote-a-record): the signed-in
// person. The rules check that what a record's createdBy and updatedBy say is the caller, and
// that a delete's marker names them.
import { doc, serverTimestamp } from 'firebase/firestore';
import type { WriteBatch } from 'firebase/firestore';
import { DELETIONS, deletionMarkerId } from '../domain/history';
import type { HistoryKind } from '../domain/history';
import { DataError } from './contract-common';
import { auth, db } from './firebase';

/** The signed-in person's uid, or '' when nobody is signed in. */
export const signedInUid = (): string => auth.currentUser?.uid ?? '';

/** The signed-in person, whom every write names as its writer; a write without one is refused. */
export function writer(): string {
  const uid = signedInUid();
  if (!uid) throw new DataError('unauthenticated', 'Sign in again to save changes.');
  return uid;
}

/**
 * The deletion marker of a client or deal (src/domain/history.ts DeletionMarker), put in the
 * batch that deletes it: the rules require it and check that it names the caller, and the
 * history's entry of the delete names them (docs/decisions/0248).
 */
export function markDeletion(batch: WriteBatch, accountId: string, kind: HistoryKind, id: string): void {
  batch.set(doc(db, 'accounts', accountId, DELETIONS, deletionMarkerId(kind, id)), { kind, recordId: id, by: writer(), at: serverTimestamp() });
}
