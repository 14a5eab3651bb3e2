// An account's members and invitations as screens see them (see contract.ts and
// docs/product/accounts.md). Member documents are read live (any member may); every change is a
// function that checks the caller's role in the account itself.
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
  describeInvitation(invitationId: string, token: string): Promise<InvitationView>;
  acceptInvitation(invitationId: string, token?: string): Promise<{ accountId: string; accountName: string }>;
  myInvitations(): Promise<MyInvitation[]>;
  declineInvitation(invitationId: string): Promise<void>;
};
