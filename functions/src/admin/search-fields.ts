// users/{uid}.displayNameLower: the lower-cased name the admin user list searches by prefix.
// A user renames themselves from the browser (profile), so a trigger keeps it in step.
import type { Firestore } from 'firebase-admin/firestore';
import { searchKey } from '../../../src/domain/admin-users';

export async function syncSearchFields(db: Firestore, uid: string, after: Record<string, unknown> | undefined): Promise<boolean> {
  if (!after) return false;
  const want = searchKey(after.displayName);
  if (after.displayNameLower === want) return false;
  await db.doc(`users/${uid}`).update({ displayNameLower: want });
  return true;
}
