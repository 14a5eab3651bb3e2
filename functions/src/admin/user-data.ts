// Everything that belongs to one person, in one list (docs/decisions/0180), and everything that
// belongs to one account (docs/product/accounts.md): deleting a user removes each of USER_DATA,
// so no key of theirs answers, no held mail of theirs goes out and no document keeps their uid or
// e-mail; and each account they belong to either goes with them (ACCOUNT_DATA: they were its
// only member), or keeps going without them (their member document is deleted), or, when they
// are its last owner and others still belong to it, stops the deletion until it is handed over.
// A new collection holding a user's uid or e-mail, or an account's id, is added here;
// tests/admin/delete-user-data.test.ts looks through every top-level collection for anything left.
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { accountPaths, isAccountRole } from '../../../src/domain/accounts';
import { accountsListed } from '../shared/membership';

/** Which documents of a collection are the user's: by id, by a field equal to their uid or e-mail. */
export type UserDataSource = {
  collection: string;
  match: 'id' | { field: string; equals: 'uid' | 'email'; op?: '==' | 'array-contains' };
  /** Documents of another collection named by each matched document's id (a key's usage counters). */
  alsoById?: string;
  why: string;
};

export const USER_DATA: readonly UserDataSource[] = [
  {
    collection: 'users',
    match: 'id',
    why: 'the person and every subcollection: settings, remembered import mappings, reminders (and records left from before accounts existed)',
  },
  { collection: 'mailThrottle', match: 'id', why: 'the hourly new-client notice counter' },
  {
    collection: 'apiKeys',
    match: { field: 'uid', equals: 'uid' },
    alsoById: 'apiUsage',
    why: 'REST API keys they made, in any account (and their usage counters): they stop answering',
  },
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

/** What goes with an account whose only member is deleted: documents named by the account's id, or holding it in a field. */
export type AccountDataSource = {
  collection: string;
  match: 'id' | { field: string };
  alsoById?: string;
  why: string;
};

export const ACCOUNT_DATA: readonly AccountDataSource[] = [
  { collection: 'accounts', match: 'id', why: 'the account and every subcollection: members, records, meta (counters, categories), imports, summary' },
  { collection: 'subscriptions', match: 'id', why: "the account's plan, status and payment ids" },
  { collection: 'apiKeys', match: { field: 'accountId' }, alsoById: 'apiUsage', why: "the account's REST API keys, whoever made them" },
  { collection: 'apiAccountUsage', match: 'id', why: "the account's REST API rate-limit counters" },
];

/** What deleting a person does to each account they belong to. */
export type AccountsPlan = {
  /** Accounts they are the only member of (their own, at least when nobody else joined it): deleted with them. */
  remove: string[];
  /** Accounts that keep going without them: their member document is deleted. */
  leave: string[];
};

export const LAST_OWNER_MESSAGE = (name: string) =>
  `This user is the last owner of the account "${name}", which has other members: hand the account over first (make another member its owner), then delete the user.`;

/**
 * The accounts of `uid` (users/{uid}.accounts, and their own account accounts/{uid}) and what
 * their deletion does to each; `failed-precondition` when they are the last owner of an account
 * that has other members (nothing has been deleted then).
 */
export async function planAccounts(db: Firestore, uid: string, user: Record<string, unknown>): Promise<AccountsPlan> {
  const ids = accountsListed(uid, user);
  const plan: AccountsPlan = { remove: [], leave: [] };
  for (const accountId of ids) {
    const members = (await db.collection(accountPaths.members(accountId)).get()).docs;
    const mine = members.find((d) => d.id === uid);
    const others = members.filter((d) => d.id !== uid);
    if (others.length === 0) {
      plan.remove.push(accountId);
      continue;
    }
    if (!mine) continue; // an account they no longer belong to (their own, handed over and left)
    const role: unknown = mine.get('role');
    const otherOwner = others.some((d) => d.get('role') === 'owner');
    if (isAccountRole(role) && role === 'owner' && !otherOwner) {
      const name: unknown = (await db.doc(accountPaths.account(accountId)).get()).get('name');
      throw new HttpsError('failed-precondition', LAST_OWNER_MESSAGE(typeof name === 'string' && name ? name : accountId), {
        reason: 'last-owner',
        accountId,
      });
    }
    plan.leave.push(accountId);
  }
  return plan;
}

/** Carries out `plan` for `uid`: deletes the accounts to remove (ACCOUNT_DATA) and their member documents elsewhere. */
export async function applyAccountsPlan(db: Firestore, uid: string, plan: AccountsPlan): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const count = (name: string, n: number) => {
    removed[name] = (removed[name] ?? 0) + n;
  };
  for (const accountId of plan.remove) {
    for (const source of ACCOUNT_DATA) {
      if (source.match === 'id') {
        const ref = db.doc(`${source.collection}/${accountId}`);
        // The account document first, then its collections: a trigger that writes under an
        // account checks the document after its write (functions/src/history/trigger.ts).
        if (source.collection === 'accounts') {
          await ref.delete();
          await db.recursiveDelete(ref);
        } else await ref.delete();
        count(source.collection, 1);
        continue;
      }
      const query = db.collection(source.collection).where(source.match.field, '==', accountId);
      count(source.collection, await deleteMatching(db, query, source.alsoById, count));
    }
  }
  for (const accountId of plan.leave) {
    await db.doc(accountPaths.member(accountId, uid)).delete();
    count('members', 1);
  }
  return removed;
}

/** Deletes what `query` matches, PAGE at a time (and the documents of `alsoById` with the same ids). */
async function deleteMatching(db: Firestore, query: Query, alsoById: string | undefined, count: (name: string, n: number) => void): Promise<number> {
  let total = 0;
  for (;;) {
    const snap = await query.limit(PAGE).get();
    if (snap.empty) break;
    const batch = db.batch();
    const refs: DocumentReference[] = snap.docs.map((d) => d.ref);
    for (const ref of refs) {
      batch.delete(ref);
      if (alsoById) batch.delete(db.doc(`${alsoById}/${ref.id}`));
    }
    await batch.commit();
    total += refs.length;
    if (alsoById) count(alsoById, refs.length);
    if (snap.size < PAGE) break;
  }
  return total;
}

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
    count(source.collection, await deleteMatching(db, query, source.alsoById, count));
  }
  return removed;
}
