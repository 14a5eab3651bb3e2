// Invitations to an account (docs/product/accounts.md): `invitations/{id}`, written only by
// functions. The link carries a random token; the document keeps only its SHA-256 (tokenHash).
// Accepting binds the invitation to the caller's verified e-mail, which must be the invited one.
// This module is pure: the shapes, the checks of the requests and the English messages the
// member callables answer (functions/src/members).

import { isAccountRole } from './accounts';
import type { AccountRole } from './accounts';

/** Days an invitation link works; a resend starts the days again. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What the invitee sees: the stored status, with `expired` for a pending one past its date. */
export type InvitationState = InvitationStatus | 'expired';

/** invitations/{id} */
export type InvitationDoc = {
  accountId: string;
  accountName: string;
  /** Lower case. */
  email: string;
  role: AccountRole;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: Date;
  updatedAt: Date;
  acceptedBy?: string;
  acceptedAt?: Date;
};

/** Account activity (accounts/{a}/activity/{id}) written by the member callables. */
export const MEMBER_ACTIVITY_TYPES = [
  'INVITED',
  'INVITATION_RESENT',
  'INVITATION_REVOKED',
  'JOINED',
  'ROLE_CHANGED',
  'REMOVED',
  'LEFT',
  'HANDED_OVER',
] as const;
export type MemberActivityType = (typeof MEMBER_ACTIVITY_TYPES)[number];

const EMAIL_MAX = 320;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address trimmed and in lower case, or null when it is not an e-mail address. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? email : null;
}

/** When an invitation made (or resent) at `now` stops working. */
export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

const toDate = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (v && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => Date }).toDate();
  if (typeof v === 'string' || typeof v === 'number') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
};

/** The state of a stored invitation at `now` (a Firestore Timestamp, a Date or an ISO string as expiresAt). */
export function invitationState(doc: { status?: unknown; expiresAt?: unknown }, now: Date): InvitationState {
  const status = (INVITATION_STATUSES as readonly unknown[]).includes(doc.status) ? (doc.status as InvitationStatus) : 'revoked';
  if (status !== 'pending') return status;
  const expires = toDate(doc.expiresAt);
  return expires === null || expires.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** The link in the e-mail: the invitation's page with its token. */
export const invitationLink = (origin: string, invitationId: string, token: string): string =>
  `${origin.replace(/\/+$/, '')}/invite/${encodeURIComponent(invitationId)}?token=${encodeURIComponent(token)}`;

/** The English answers of the member callables (functions/src/members). */
export const MEMBER_MESSAGES = {
  badRequest: 'The request is not valid.',
  badAccount: 'Choose an account.',
  badEmail: 'Enter a valid e-mail address.',
  badRole: 'Choose a role: owner, manager, member or viewer.',
  badUid: 'Choose a member.',
  badInvitation: 'This invitation link is not valid.',
  badFlag: '{field} must be true or false.',
  nothingToChange: 'Nothing to change: send a role, ownRecordsOnly or payroll.',
  accountMissing: 'This account was not found.',
  notMember: 'You are not a member of this account.',
  manageOnly: 'Only the account owner or a manager can invite and manage members.',
  handOverOwnerOnly: 'Only an account owner can hand the account over.',
  managerInvitesOwner: 'Only an account owner can invite another owner.',
  managerChangesOwner: "Only an account owner can change an owner's role or make someone an owner.",
  managerRemovesOwner: 'Only an account owner can remove an owner.',
  alreadyMember: 'This person is already a member of this account.',
  alreadyInvited: 'An invitation to this address is already pending. Resend it instead of inviting again.',
  invitationMissing: 'This invitation was not found.',
  notPending: 'This invitation is no longer pending.',
  linkNotValid: 'This invitation link is not valid.',
  otherEmail: 'This invitation was sent to another e-mail address.',
  verifyFirst: 'Verify your e-mail address first: open the link in the verification e-mail, then accept the invitation again.',
  accepted: 'This invitation has already been accepted.',
  expired: 'This invitation has expired. Ask the person who invited you to send it again.',
  revoked: 'This invitation was withdrawn by the account.',
  declined: 'This invitation was declined.',
  joinedAlready: 'You are already a member of this account.',
  noSuchMember: 'This person is not a member of this account.',
  lastOwner: 'An account always keeps at least one owner: make another member owner first.',
  lastOwnerLeaves: 'You are the last owner of this account: hand it over to another member before you leave.',
  removeSelf: 'To leave this account yourself, use Leave account.',
  handOverSelf: 'Choose another member to hand the account over to.',
  activityManageOnly: "Only the account owner or a manager can see the account's activity.",
  badActivityLimit: 'Ask for 1 to 50 activity entries at a time.',
  badActivityBefore: 'The activity page to continue from is not valid.',
} as const;

/** The refusal for an invitation that is no longer pending, or null while it is. */
export function stateRefusal(state: InvitationState): string | null {
  switch (state) {
    case 'pending':
      return null;
    case 'accepted':
      return MEMBER_MESSAGES.accepted;
    case 'expired':
      return MEMBER_MESSAGES.expired;
    case 'revoked':
      return MEMBER_MESSAGES.revoked;
    case 'declined':
      return MEMBER_MESSAGES.declined;
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** A document id as the callables accept it (no slashes, no dots-only names). */
export const isDocId = (v: unknown): v is string => typeof v === 'string' && ID_PATTERN.test(v);

/** The account a request names; absent, the caller's own account (whose id is their uid). */
export function accountIdOf(input: Record<string, unknown>, callerUid: string): string | null {
  if (input.accountId === undefined || input.accountId === null || input.accountId === '') return callerUid;
  return isDocId(input.accountId) ? input.accountId : null;
}

export function parseInvite(input: Record<string, unknown>, callerUid: string): Parsed<{ accountId: string; email: string; role: AccountRole }> {
  const accountId = accountIdOf(input, callerUid);
  if (accountId === null) return { ok: false, errors: { accountId: MEMBER_MESSAGES.badAccount } };
  const email = normaliseEmail(input.email);
  if (email === null) return { ok: false, errors: { email: MEMBER_MESSAGES.badEmail } };
  if (!isAccountRole(input.role)) return { ok: false, errors: { role: MEMBER_MESSAGES.badRole } };
  return { ok: true, value: { accountId, email, role: input.role } };
}

export type MemberChange = { accountId: string; uid: string; role?: AccountRole; ownRecordsOnly?: boolean; payroll?: boolean };

export function parseMemberChange(input: Record<string, unknown>, callerUid: string): Parsed<MemberChange> {
  const accountId = accountIdOf(input, callerUid);
  if (accountId === null) return { ok: false, errors: { accountId: MEMBER_MESSAGES.badAccount } };
  if (!isDocId(input.uid)) return { ok: false, errors: { uid: MEMBER_MESSAGES.badUid } };
  const change: MemberChange = { accountId, uid: input.uid };
  if (input.role !== undefined) {
    if (!isAccountRole(input.role)) return { ok: false, errors: { role: MEMBER_MESSAGES.badRole } };
    change.role = input.role;
  }
  for (const field of ['ownRecordsOnly', 'payroll'] as const) {
    if (input[field] === undefined) continue;
    if (typeof input[field] !== 'boolean') return { ok: false, errors: { [field]: MEMBER_MESSAGES.badFlag.replace('{field}', field) } };
    change[field] = input[field];
  }
  if (change.role === undefined && change.ownRecordsOnly === undefined && change.payroll === undefined) {
    return { ok: false, errors: { role: MEMBER_MESSAGES.nothingToChange } };
  }
  return { ok: true, value: change };
}

/** The most activity entries one listAccountActivity call answers (and the page a screen asks for). */
export const ACTIVITY_PAGE_MAX = 50;
export const ACTIVITY_PAGE_DEFAULT = 20;

export type ActivityQuery = { accountId: string; before: Date | null; limit: number };

/**
 * listAccountActivity({ accountId?, before?, limit? }): `before` an ISO time (the entries older
 * than it, the next page), `limit` a whole number 1 to ACTIVITY_PAGE_MAX (ACTIVITY_PAGE_DEFAULT left out).
 */
export function parseActivityQuery(input: Record<string, unknown>, callerUid: string): Parsed<ActivityQuery> {
  const accountId = accountIdOf(input, callerUid);
  if (accountId === null) return { ok: false, errors: { accountId: MEMBER_MESSAGES.badAccount } };
  let limit = ACTIVITY_PAGE_DEFAULT;
  if (input.limit !== undefined && input.limit !== null) {
    if (typeof input.limit !== 'number' || !Number.isInteger(input.limit) || input.limit < 1 || input.limit > ACTIVITY_PAGE_MAX) {
      return { ok: false, errors: { limit: MEMBER_MESSAGES.badActivityLimit } };
    }
    limit = input.limit;
  }
  let before: Date | null = null;
  if (input.before !== undefined && input.before !== null) {
    const parsed = typeof input.before === 'string' && input.before.length <= 40 ? new Date(input.before) : null;
    if (!parsed || Number.isNaN(parsed.getTime())) return { ok: false, errors: { before: MEMBER_MESSAGES.badActivityBefore } };
    before = parsed;
  }
  return { ok: true, value: { accountId, before, limit } };
}

/** Payroll (salaries and the expenses made from them) a new member starts with: owners and managers see it. */
export const defaultPayroll = (role: AccountRole): boolean => role === 'owner' || role === 'manager';
