// Who may act on an account (docs/product/accounts.md): every callable that works on an
// account's data names the account (request data `accountId`; absent: the caller's own account,
// whose id is their uid) and checks the caller's member document here, with the Admin SDK, since
// the functions write past the security rules.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { accountPaths, isAccountRole } from '../../../src/domain/accounts';
import type { AccountRole } from '../../../src/domain/accounts';

export const MEMBERSHIP_MESSAGES = {
  notMember: 'You are not a member of this account.',
  role: 'Your role in this account may not do this.',
  badAccount: 'Choose an account: its id is not valid.',
} as const;

/** A member of an account, as the functions need it (accounts/{a}/members/{uid}). */
export type Member = {
  uid: string;
  role: AccountRole;
  ownRecordsOnly: boolean;
  payroll: boolean;
  email: string;
  displayName: string;
};

function memberFrom(uid: string, data: Record<string, unknown> | undefined): Member | null {
  if (!data || !isAccountRole(data.role)) return null;
  return {
    uid,
    role: data.role,
    ownRecordsOnly: data.ownRecordsOnly === true,
    payroll: data.payroll === true,
    email: typeof data.email === 'string' ? data.email : '',
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
  };
}

/** Whether `value` can name an account: a non-empty string of at most 128 characters, no '/'. */
export function isAccountId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') && value !== '.' && value !== '..';
}

/**
 * The account a request is about: its `accountId` when given (or `invalid-argument`), else the
 * caller's own account (their uid).
 */
export function accountIdOf(data: Record<string, unknown>, callerUid: string): string {
  const raw = data.accountId;
  if (raw === undefined || raw === null) return callerUid;
  if (!isAccountId(raw)) throw new HttpsError('invalid-argument', MEMBERSHIP_MESSAGES.badAccount);
  return raw;
}

/** The member document of `uid` in `accountId`, or null when they are not a member. */
export async function memberOf(db: Firestore, accountId: string, uid: string): Promise<Member | null> {
  const snap = await db.doc(accountPaths.member(accountId, uid)).get();
  return snap.exists ? memberFrom(uid, snap.data()) : null;
}

/** Every member of the account. */
export async function membersOf(db: Firestore, accountId: string): Promise<Member[]> {
  const snap = await db.collection(accountPaths.members(accountId)).get();
  return snap.docs.map((d) => memberFrom(d.id, d.data())).filter((m): m is Member => m !== null);
}

/**
 * The caller's member document when their role in the account passes `allowed`;
 * `permission-denied` with a sentence they can act on otherwise (never `internal`).
 */
export async function requireAccountRole(db: Firestore, accountId: string, uid: string, allowed: (role: AccountRole) => boolean): Promise<Member> {
  const member = await memberOf(db, accountId, uid);
  if (!member) throw new HttpsError('permission-denied', MEMBERSHIP_MESSAGES.notMember);
  if (!allowed(member.role)) throw new HttpsError('permission-denied', MEMBERSHIP_MESSAGES.role);
  return member;
}

/** The accounts a user document lists (users/{uid}.accounts), with their own account (its id is their uid). */
export function accountsListed(uid: string, user: Record<string, unknown> | undefined): string[] {
  const listed = user?.accounts && typeof user.accounts === 'object' ? Object.keys(user.accounts as Record<string, unknown>) : [];
  return [...new Set([uid, ...listed])].filter(isAccountId);
}

/**
 * Copies a person's changed name or e-mail onto their member document in each of `accounts`
 * (the member lists show them); an account they no longer belong to is skipped.
 */
export async function syncMemberCopies(
  db: Firestore,
  uid: string,
  accounts: readonly string[],
  fields: { email?: string; displayName?: string },
): Promise<void> {
  const patch: Record<string, string> = {};
  if (typeof fields.email === 'string') patch.email = fields.email.toLowerCase();
  if (typeof fields.displayName === 'string') patch.displayName = fields.displayName;
  if (Object.keys(patch).length === 0 || accounts.length === 0) return;
  const refs = accounts.map((a) => db.doc(accountPaths.member(a, uid)));
  const snaps = await db.getAll(...refs);
  const batch = db.batch();
  let n = 0;
  for (const snap of snaps) {
    if (!snap.exists) continue;
    batch.update(snap.ref, patch);
    n += 1;
  }
  if (n > 0) await batch.commit();
}

/**
 * A person's display name changed on users/{uid} (the sign-up form writes it just after the
 * account was created, the profile page later): their member documents follow, and their own
 * account, while it still has the name it was given before there was one (the e-mail), takes it.
 */
export async function followDisplayName(
  db: Firestore,
  uid: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<void> {
  const name = typeof after?.displayName === 'string' ? after.displayName.trim() : '';
  if (!after || name === '' || name === before?.displayName) return;
  const accounts = Object.keys((after.accounts as Record<string, unknown> | undefined) ?? {});
  await syncMemberCopies(db, uid, accounts.includes(uid) ? accounts : [uid, ...accounts], { displayName: name });
  const own = db.doc(accountPaths.account(uid));
  const snap = await own.get();
  const current = snap.get('name') as unknown;
  const email = typeof after.email === 'string' ? after.email : '';
  if (snap.exists && (current === '' || current === email || current === 'My business')) await own.update({ name: name.slice(0, 100), updatedAt: new Date() });
}
