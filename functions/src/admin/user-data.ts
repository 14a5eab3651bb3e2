// Everything that belongs to one account, in one list (docs/decisions/0180): deleting a user
// removes each of these, so no key of theirs answers, no held mail of theirs goes out and no
// document keeps their uid or e-mail. A new collection holding a user's uid or e-mail is added
// here; tests/admin/delete-user-data.test.ts looks through every top-level collection for
// anything left.
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

/** Which documents of a collection are the user's: by id, by a field equal to their uid or e-mail. */
export type UserDataSource = {
  collection: string;
  match: 'id' | { field: string; equals: 'uid' | 'email'; op?: '==' | 'array-contains' };
  /** Documents of another collection named by each matched document's id (a key's usage counters). */
  alsoById?: string;
  why: string;
};

export const USER_DATA: readonly UserDataSource[] = [
  { collection: 'users', match: 'id', why: 'the account and every subcollection: records, meta, imports, settings, summary, reminders' },
  { collection: 'subscriptions', match: 'id', why: 'plan, status and payment ids' },
  { collection: 'mailThrottle', match: 'id', why: 'the hourly new-client notice counter' },
  { collection: 'apiKeys', match: { field: 'uid', equals: 'uid' }, alsoById: 'apiUsage', why: 'REST API keys (and their usage counters): they stop answering' },
  { collection: 'apiAccountUsage', match: 'id', why: "the account's REST API rate-limit counters" },
  { collection: 'mailPending', match: { field: 'uid', equals: 'uid' }, why: 'held mail to them (quiet hours, digests)' },
  { collection: 'mailPending', match: { field: 'to', equals: 'email' }, why: 'held mail to their address' },
  { collection: 'mail', match: { field: 'uid', equals: 'uid' }, why: 'mail to them' },
  { collection: 'mail', match: { field: 'to', equals: 'email', op: 'array-contains' }, why: 'mail to their address' },
  { collection: 'mail', match: { field: 'aboutUids', equals: 'uid', op: 'array-contains' }, why: 'staff mail about them (a new sign-up)' },
  { collection: 'heldNotifications', match: { field: 'aboutUids', equals: 'uid', op: 'array-contains' }, why: 'staff notes about them held for a digest' },
  { collection: 'checkoutSessions', match: { field: 'uid', equals: 'uid' }, why: 'test checkouts they started' },
  { collection: 'checkoutSessions', match: { field: 'email', equals: 'email' }, why: 'test checkouts paid with their address' },
  { collection: 'checkoutClaims', match: { field: 'uid', equals: 'uid' }, why: 'checkouts claimed by them' },
  { collection: 'emailChangeUndo', match: { field: 'uid', equals: 'uid' }, why: 'undo codes of e-mail changes made by staff' },
  { collection: 'slowQueries', match: { field: 'uid', equals: 'uid' }, why: 'slow reads their browser reported' },
  { collection: 'contactSales', match: { field: 'email', equals: 'email' }, why: 'Contact Sales messages from their address' },
];

/**
 * Kept on purpose: the activity log is the audit trail (who deleted whom, and what the account
 * did); its entries go when the retention period ends (systemSettings/global.dataRetentionDays).
 */
export const KEPT_AFTER_DELETION = ['systemActivity'] as const;

const PAGE = 200; // two deletes each at most: within a batch of 500

function queryOf(db: Firestore, source: UserDataSource, uid: string, email: string): Query | null {
  const col = db.collection(source.collection);
  if (source.match === 'id') return null;
  const value = source.match.equals === 'uid' ? uid : email;
  if (!value) return null;
  return col.where(source.match.field, source.match.op ?? '==', value);
}

/** Deletes every document of USER_DATA that is this user's; answers how many per collection. */
export async function removeUserData(db: Firestore, uid: string, email: string): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const count = (name: string, n: number) => {
    removed[name] = (removed[name] ?? 0) + n;
  };
  const address = email.trim().toLowerCase();
  for (const source of USER_DATA) {
    if (source.match === 'id') {
      const ref = db.doc(`${source.collection}/${uid}`);
      if (source.collection === 'users') await db.recursiveDelete(ref);
      else await ref.delete();
      count(source.collection, 1);
      continue;
    }
    const query = queryOf(db, source, uid, address);
    if (!query) continue;
    for (;;) {
      const snap = await query.limit(PAGE).get();
      if (snap.empty) break;
      const batch = db.batch();
      const refs: DocumentReference[] = snap.docs.map((d) => d.ref);
      for (const ref of refs) {
        batch.delete(ref);
        if (source.alsoById) batch.delete(db.doc(`${source.alsoById}/${ref.id}`));
      }
      await batch.commit();
      count(source.collection, refs.length);
      if (source.alsoById) count(source.alsoById, refs.length);
      if (snap.size < PAGE) break;
    }
  }
  return removed;
}
