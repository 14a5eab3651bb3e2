// An account's members and invitations as screens see them (see contract.ts and
// docs/product/accounts.md). Member documents are read live (any member may); every change is a
// function that checks the caller's role in the account itself.
import type { AccountDeletionProgress } from '../domain/account-deletion';
import type { AccountRole, MemberDoc } from '../domain/accounts';
import type { DataError, Unsubscribe } from './contract-common';

export type MemberView = MemberDoc & { uid: string };

export type PendingInvitation = { id: string; email: string; role: AccountRole; expiresAt: Date | null; invitedByName: string; expired: boolean };

/** An invitation as its link shows it, before or after sign-in. */
export type InvitationView = {
  accountName: string;
  invitedByName: string;
  role: AccountRole;
  email: string;
  state: 'pending' | 'expired' | 'accepted' | 'revoked' | 'declined';
};

/** An invitation to the signed-in person's verified e-mail (the shell's notice). */
export type MyInvitation = { id: string; accountName: string; invitedByName: string; role: AccountRole; expiresAt: Date | null };

export type MemberChanges = { role?: AccountRole; ownRecordsOnly?: boolean; payroll?: boolean };

/** What handOverAccount answers: the new owner, and the caller's role after it. */
export type HandOver = { uid: string; role: 'owner'; callerRole: AccountRole };

/**
 * One entry of the account's activity (accounts/{a}/activity), as listAccountActivity answers it.
 * `type` is one of MEMBER_ACTIVITY_TYPES (src/domain/invitations.ts); `details` holds a role
 * change's previous role and switches, a hand-over's stepDown.
 */
export type AccountActivityEntry = {
  id: string;
  type: string;
  /** Who did it (display name, else e-mail). */
  actor: string;
  actorUid: string;
  /** Whom it was about: their display name while they are a member, else their e-mail. */
  target: string;
  targetEmail: string | null;
  targetUid: string | null;
  role: AccountRole | null;
  at: Date;
  details: Record<string, string | boolean | null>;
};

/** A page of activity, newest first; `next` is the `before` of the following page (null: none). */
export type AccountActivityPage = { entries: AccountActivityEntry[]; next: Date | null };

export type MembersApi = {
  watchMembers(accountId: string, cb: (members: MemberView[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  listInvitations(accountId: string): Promise<PendingInvitation[]>;
  /** Queues the invitation e-mail; answers the link too, for the inviter to pass on. */
  invite(accountId: string, email: string, role: AccountRole): Promise<{ invitationId: string; link: string }>;
  /** A new link (the old one stops working) and the e-mail again. */
  resendInvitation(accountId: string, invitationId: string): Promise<{ link: string }>;
  revokeInvitation(accountId: string, invitationId: string): Promise<void>;
  updateMember(accountId: string, uid: string, changes: MemberChanges): Promise<void>;
  removeMember(accountId: string, uid: string): Promise<void>;
  leaveAccount(accountId: string): Promise<void>;
  /** An owner makes another member owner; with stepDown the caller becomes a manager. */
  handOverAccount(accountId: string, uid: string, options?: { stepDown?: boolean }): Promise<HandOver>;
  /**
   * An owner deletes the account (docs/product/accounts.md#deleting-the-account): one call deletes
   * for a while and answers its progress; call again until `done`. `confirmName` is the account's
   * name as the owner typed it; the sign-in must be from the last 15 minutes (reauthenticate first).
   */
  deleteAccount(accountId: string, confirmName: string): Promise<AccountDeletionProgress>;
  /** A person who belongs to no account starts a new one (no trial: docs/decisions/0187). */
  startAccount(): Promise<{ accountId: string }>;
  /** Owners and managers: the account's activity older than `before` (all when left out), newest first, at most `limit` (1 to 50, 20 left out). */
  listAccountActivity(accountId: string, options?: { before?: Date | null; limit?: number }): Promise<AccountActivityPage>;
  describeInvitation(invitationId: string, token: string): Promise<InvitationView>;
  acceptInvitation(invitationId: string, token?: string): Promise<{ accountId: string; accountName: string }>;
  myInvitations(): Promise<MyInvitation[]>;
  declineInvitation(invitationId: string): Promise<void>;
};
