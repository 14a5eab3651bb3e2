// Who a write names as its writer (docs/product/accounts.md#who-wrote-a-record): the signed-in
// person. The rules check that what a record's createdBy and updatedBy say is the caller.
import { DataError } from './contract-common';
import { auth } from './firebase';

/** The signed-in person's uid, or '' when nobody is signed in. */
export const signedInUid = (): string => auth.currentUser?.uid ?? '';

/** The signed-in person, whom every write names as its writer; a write without one is refused. */
export function writer(): string {
  const uid = signedInUid();
  if (!uid) throw new DataError('unauthenticated', 'Sign in again to save changes.');
  return uid;
}
