// Invitations to an account (docs/product/accounts.md): an owner or a manager invites an e-mail
// address with a role; the link carries a random token whose SHA-256 alone is stored; the invitee
// accepts while signed in with that address, verified. Each step is checked here against the
// caller's member document, never against claims.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { AccountRole } from '../../../src/domain/accounts';
import {
  accountIdOf,
  defaultPayroll,
  INVITATION_DAYS,
  invitationExpiry,
  invitationLink,
  invitationState,
  isDocId,
  MEMBER_MESSAGES,
  parseInvite,
  stateRefusal,
} from '../../../src/domain/invitations';
import type { InvitationState } from '../../../src/domain/invitations';
import { mailLocaleOf } from '../mail-texts/mail-locale';
import type { MailLocale } from '../mail-texts/mail-locale';
import type { TextKey } from '../mail-texts/en';
import { countCall } from '../shared/call-limit';
import type { CallLimit } from '../shared/call-limit';
import { requestData } from '../shared/guards';
import { linkOrigin } from '../shared/link-origin';
import { queueMail } from '../shared/mail';
import {
  accountName,
  memberOf,
  memberRef,
  membershipWrite,
  nameOf,
  refuse,
  requireManager,
  requireSeat,
  seatContext,
  signedIn,
  userRef,
  valueOr,
  writeActivity,
} from './access';

export type MemberDeps = { db: Firestore; auth: Auth };

/** 32 random bytes, base64url: the secret in the link. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** What the invitation document keeps of the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the invitation's, compared in constant time. */
export function tokenMatches(token: unknown, storedHash: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200 || typeof storedHash !== 'string') return false;
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const invitations = (db: Firestore) => db.collection('invitations');

/**
 * Invitation e-mails (invites and resends) one account may send per hour: viewers take no seat,
 * so without a bound an account could mail any number of addresses.
 */
export const INVITATION_MAIL_LIMIT: CallLimit = { name: 'invitationMail:account', max: 50, windowMs: 60 * 60 * 1000 };

/** Counts one invitation e-mail of the account, once the caller is known to manage it (an outsider uses up nothing). */
async function countInvitationMail(db: Firestore, accountId: string, uid: string): Promise<void> {
  await requireManager(db, accountId, uid);
  await countCall(db, INVITATION_MAIL_LIMIT, accountId);
}

const iso = (v: unknown): string | null => {
  if (v instanceof Date) return v.toISOString();
  if (v && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => Date }).toDate().toISOString();
  return null;
};

const ROLE_TEXT: Record<AccountRole, TextKey> = {
  owner: 'invitationRoleOwner',
  manager: 'invitationRoleManager',
  member: 'invitationRoleMember',
  viewer: 'invitationRoleViewer',
};

/**
 * The invitation e-mail, in the invitee's display language when they already have an account,
 * else in the inviter's.
 */
async function queueInvitationMail(
  deps: MemberDeps,
  input: { email: string; inviterUid: string; inviterName: string; accountName: string; role: AccountRole; link: string },
  now: Date,
): Promise<void> {
  const { db, auth } = deps;
  const invitee = await auth.getUserByEmail(input.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const l: MailLocale = await mailLocaleOf(db, invitee?.uid ?? input.inviterUid);
  const params = { inviter: input.inviterName, account: input.accountName, role: l.t(ROLE_TEXT[input.role]), link: input.link, email: input.email };
  await queueMail(
    db,
    {
      to: input.email,
      uid: invitee?.uid ?? null,
      category: 'invitation',
      subject: l.t('invitationSubject', params),
      text: l.t('invitationText', { ...params, days: INVITATION_DAYS }),
    },
    { now },
  );
}

const originOf = (request: CallableRequest) => linkOrigin(request.rawRequest?.headers?.origin);

/** inviteMember({ accountId, email, role }) → { invitationId, link } */
export async function inviteMember(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const { accountId, email, role } = valueOr(parseInvite(requestData(request), caller.uid));
  await countInvitationMail(db, accountId, caller.uid);
  const now = new Date();
  const token = newToken();
  const ref = invitations(db).doc();
  const made = await db.runTransaction(async (tx) => {
    const me = await requireManager(db, accountId, caller.uid, tx);
    if (role === 'owner' && me.role !== 'owner') throw refuse('permission-denied', MEMBER_MESSAGES.managerInvitesOwner);
    const name = await accountName(db, accountId, tx);
    const [members, pending] = await Promise.all([
      tx.get(db.collection(`accounts/${accountId}/members`).where('email', '==', email).limit(1)),
      tx.get(invitations(db).where('accountId', '==', accountId).where('email', '==', email).where('status', '==', 'pending')),
    ]);
    if (!members.empty) throw refuse('already-exists', MEMBER_MESSAGES.alreadyMember);
    const live = pending.docs.find((d) => invitationState(d.data(), now) === 'pending');
    if (live) throw refuse('already-exists', MEMBER_MESSAGES.alreadyInvited);
    requireSeat(await seatContext(db, accountId, tx, now), role, 'invite');
    const inviterName = nameOf(me, caller);
    // An expired invitation to the same address gives way to the new one.
    for (const old of pending.docs) tx.update(old.ref, { status: 'revoked', revokedBy: caller.uid, revokedAt: now, replacedBy: ref.id, updatedAt: now });
    tx.set(ref, {
      accountId,
      accountName: name,
      email,
      role,
      tokenHash: tokenHash(token),
      expiresAt: invitationExpiry(now),
      invitedBy: caller.uid,
      invitedByName: inviterName,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    writeActivity(db, accountId, { type: 'INVITED', actorUid: caller.uid, actorName: inviterName, targetEmail: email, role }, tx, now);
    return { accountName: name, inviterName };
  });
  const link = invitationLink(originOf(request), ref.id, token);
  await queueInvitationMail(deps, { email, inviterUid: caller.uid, inviterName: made.inviterName, accountName: made.accountName, role, link }, now);
  return { invitationId: ref.id, link };
}

function invitationIdOf(input: Record<string, unknown>): string {
  if (!isDocId(input.invitationId)) throw refuse('not-found', MEMBER_MESSAGES.invitationMissing);
  return input.invitationId;
}

function accountOf(input: Record<string, unknown>, uid: string): string {
  const accountId = accountIdOf(input, uid);
  if (accountId === null) throw refuse('invalid-argument', MEMBER_MESSAGES.badAccount);
  return accountId;
}

/** resendInvitation({ accountId, invitationId }) → { link }: a new token and 7 days again; the old link stops working. */
export async function resendInvitation(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const input = requestData(request);
  const accountId = accountOf(input, caller.uid);
  const invitationId = invitationIdOf(input);
  await countInvitationMail(db, accountId, caller.uid);
  const now = new Date();
  const token = newToken();
  const ref = invitations(db).doc(invitationId);
  const sent = await db.runTransaction(async (tx) => {
    const me = await requireManager(db, accountId, caller.uid, tx);
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.accountId !== accountId) throw refuse('not-found', MEMBER_MESSAGES.invitationMissing);
    if (data.status !== 'pending') throw refuse('failed-precondition', MEMBER_MESSAGES.notPending);
    const role = data.role as AccountRole;
    if (role === 'owner' && me.role !== 'owner') throw refuse('permission-denied', MEMBER_MESSAGES.managerInvitesOwner);
    const name = await accountName(db, accountId, tx);
    // An expired invitation no longer holds its seat: it needs one again.
    requireSeat(await seatContext(db, accountId, tx, now, invitationId), role, 'invite');
    const inviterName = nameOf(me, caller);
    tx.update(ref, {
      tokenHash: tokenHash(token),
      expiresAt: invitationExpiry(now),
      accountName: name,
      invitedByName: inviterName,
      resentBy: caller.uid,
      resentAt: now,
      updatedAt: now,
    });
    writeActivity(db, accountId, { type: 'INVITATION_RESENT', actorUid: caller.uid, actorName: inviterName, targetEmail: String(data.email), role }, tx, now);
    return { email: String(data.email), role, accountName: name, inviterName };
  });
  const link = invitationLink(originOf(request), invitationId, token);
  await queueInvitationMail(
    deps,
    { email: sent.email, inviterUid: caller.uid, inviterName: sent.inviterName, accountName: sent.accountName, role: sent.role, link },
    now,
  );
  return { link };
}

/** revokeInvitation({ accountId, invitationId }) → { invitationId, status: 'revoked' } */
export async function revokeInvitation(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const input = requestData(request);
  const accountId = accountOf(input, caller.uid);
  const invitationId = invitationIdOf(input);
  const now = new Date();
  const ref = invitations(db).doc(invitationId);
  await db.runTransaction(async (tx) => {
    const me = await requireManager(db, accountId, caller.uid, tx);
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.accountId !== accountId) throw refuse('not-found', MEMBER_MESSAGES.invitationMissing);
    if (data.status !== 'pending') throw refuse('failed-precondition', MEMBER_MESSAGES.notPending);
    tx.update(ref, { status: 'revoked', revokedBy: caller.uid, revokedAt: now, updatedAt: now });
    writeActivity(
      db,
      accountId,
      { type: 'INVITATION_REVOKED', actorUid: caller.uid, actorName: nameOf(me, caller), targetEmail: String(data.email), role: data.role as AccountRole },
      tx,
      now,
    );
  });
  return { invitationId, status: 'revoked' as const };
}

/** listInvitations({ accountId }) → { invitations: [{ id, email, role, expiresAt, invitedByName, expired }] } (pending ones, newest first) */
export async function listInvitations(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const accountId = accountOf(requestData(request), caller.uid);
  await requireManager(db, accountId, caller.uid);
  const now = new Date();
  const snap = await invitations(db).where('accountId', '==', accountId).where('status', '==', 'pending').get();
  const rows = snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      email: String(data.email ?? ''),
      role: data.role as AccountRole,
      expiresAt: iso(data.expiresAt),
      invitedByName: String(data.invitedByName ?? ''),
      expired: invitationState(data, now) === 'expired',
      createdAt: iso(data.createdAt) ?? '',
    };
  });
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { invitations: rows.map(({ createdAt: _createdAt, ...row }) => row) };
}

export type InvitationDescription = {
  invitationId: string;
  accountName: string;
  invitedByName: string;
  role: AccountRole;
  email: string;
  state: InvitationState;
  expiresAt: string | null;
};

/** describeInvitation({ invitationId, token }): no sign-in; an unknown id and a wrong token get the same `not-found`. */
export async function describeInvitation(deps: MemberDeps, request: CallableRequest): Promise<InvitationDescription> {
  const { db } = deps;
  const input = requestData(request);
  if (!isDocId(input.invitationId)) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
  const snap = await invitations(db).doc(input.invitationId).get();
  const data = snap.data();
  if (!data || !tokenMatches(input.token, data.tokenHash)) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
  return {
    invitationId: snap.id,
    accountName: String(data.accountName ?? ''),
    invitedByName: String(data.invitedByName ?? ''),
    role: data.role as AccountRole,
    email: String(data.email ?? ''),
    state: invitationState(data, new Date()),
    expiresAt: iso(data.expiresAt),
  };
}

/**
 * acceptInvitation({ invitationId, token? }) → { accountId, accountName }. The caller's verified
 * e-mail must be the invitation's; the token, when given (the e-mailed link), must match. Without
 * one (the app's notice of the caller's own invitations) the e-mail alone binds it.
 */
export async function acceptInvitation(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const input = requestData(request);
  if (!isDocId(input.invitationId)) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
  const withToken = input.token !== undefined && input.token !== null && input.token !== '';
  const invitationId = input.invitationId;
  const ref = invitations(db).doc(invitationId);
  const now = new Date();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
    if (withToken && !tokenMatches(input.token, data.tokenHash)) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
    if (caller.email === '' || caller.email !== data.email) {
      // Without the link's token, someone else's invitation is not told apart from none.
      throw withToken ? refuse('permission-denied', MEMBER_MESSAGES.otherEmail) : refuse('not-found', MEMBER_MESSAGES.linkNotValid);
    }
    if (!caller.emailVerified) throw refuse('failed-precondition', MEMBER_MESSAGES.verifyFirst);
    const refusal = stateRefusal(invitationState(data, now));
    if (refusal) throw refuse('failed-precondition', refusal);
    const accountId = String(data.accountId);
    const role = data.role as AccountRole;
    const [name, existing, user] = await Promise.all([
      accountName(db, accountId, tx),
      memberOf(db, accountId, caller.uid, tx),
      tx.get(userRef(db, caller.uid)),
    ]);
    if (existing) throw refuse('already-exists', MEMBER_MESSAGES.joinedAlready);
    requireSeat(await seatContext(db, accountId, tx, now, invitationId), role, 'accept');
    const stored = user.get('displayName');
    const displayName = (typeof stored === 'string' && stored.trim()) || caller.name || caller.email;
    tx.set(memberRef(db, accountId, caller.uid), {
      role,
      ownRecordsOnly: false,
      payroll: defaultPayroll(role),
      email: caller.email,
      displayName,
      joinedAt: now,
      invitedBy: typeof data.invitedBy === 'string' ? data.invitedBy : null,
    });
    membershipWrite(db, caller.uid, accountId, role, tx);
    tx.update(ref, { status: 'accepted', acceptedBy: caller.uid, acceptedAt: now, updatedAt: now });
    writeActivity(
      db,
      accountId,
      { type: 'JOINED', actorUid: caller.uid, actorName: displayName, targetEmail: caller.email, targetUid: caller.uid, role },
      tx,
      now,
    );
    return { accountId, accountName: name };
  });
}

/** myInvitations() → { verified, invitations: [{ id, accountName, invitedByName, role, expiresAt }] }: pending, unexpired ones to the caller's verified e-mail. */
export async function myInvitations(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  if (!caller.emailVerified || caller.email === '') return { verified: false, invitations: [] };
  const now = new Date();
  const snap = await invitations(db).where('email', '==', caller.email).where('status', '==', 'pending').get();
  const rows = snap.docs
    .filter((d) => invitationState(d.data(), now) === 'pending')
    .map((d) => {
      const data = d.data();
      return {
        id: d.id,
        accountId: String(data.accountId ?? ''),
        accountName: String(data.accountName ?? ''),
        invitedByName: String(data.invitedByName ?? ''),
        role: data.role as AccountRole,
        expiresAt: iso(data.expiresAt),
      };
    });
  return { verified: true, invitations: rows };
}

/** declineInvitation({ invitationId }) → { invitationId, status: 'declined' }: by the invitee (their verified e-mail). */
export async function declineInvitation(deps: MemberDeps, request: CallableRequest) {
  const { db } = deps;
  const caller = signedIn(request);
  const input = requestData(request);
  if (!isDocId(input.invitationId)) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
  const ref = invitations(db).doc(input.invitationId);
  const now = new Date();
  await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || caller.email === '' || caller.email !== data.email) throw refuse('not-found', MEMBER_MESSAGES.linkNotValid);
    if (!caller.emailVerified) throw refuse('failed-precondition', MEMBER_MESSAGES.verifyFirst);
    const state = invitationState(data, now);
    // An expired invitation may still be declined (it leaves the inviter's list).
    if (state !== 'pending' && state !== 'expired') throw refuse('failed-precondition', stateRefusal(state) ?? MEMBER_MESSAGES.notPending);
    tx.update(ref, { status: 'declined', declinedAt: now, updatedAt: now });
  });
  return { invitationId: input.invitationId, status: 'declined' as const };
}
