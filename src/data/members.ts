// Members and invitations in Firestore and functions (contract-members.ts).
import { collection, onSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { AccountDeletionProgress } from '../domain/account-deletion';
import type { MemberDoc } from '../domain/accounts';
import type { AccountActivityEntry, HandOver, InvitationView, MembersApi, MemberView, MyInvitation, PendingInvitation } from './contract-members';
import { dateOrNull, fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';

function call<I, O>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) => guard(async () => (await fn(input)).data);
}

type Wire<T> = Omit<T, 'expiresAt'> & { expiresAt?: unknown };
/** A callable answers times as ISO strings or milliseconds. */
function wireDate(value: unknown): Date | null {
  if (typeof value === 'string' || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return dateOrNull(value);
}
type WireActivity = Omit<AccountActivityEntry, 'at'> & { at: unknown };

const withDate = <T extends { expiresAt: Date | null }>(v: Wire<T>): T => ({ ...v, expiresAt: wireDate(v.expiresAt) }) as T;

export const membersApi: MembersApi = {
  watchMembers(accountId, cb, onError) {
    return onSnapshot(
      collection(db, 'accounts', accountId, 'members'),
      (snap) => cb(snap.docs.map((d): MemberView => ({ ...fromFirestore<MemberDoc>(d.data()), uid: d.id }))),
      (e) => onError?.(toDataError(e)),
    );
  },
  listInvitations: async (accountId) =>
    (await call<{ accountId: string }, { invitations: Wire<PendingInvitation>[] }>('listInvitations')({ accountId })).invitations.map((i) =>
      withDate<PendingInvitation>(i),
    ),
  invite: (accountId, email, role) =>
    call<{ accountId: string; email: string; role: string }, { invitationId: string; link: string }>('inviteMember')({ accountId, email, role }),
  resendInvitation: (accountId, invitationId) =>
    call<{ accountId: string; invitationId: string }, { link: string }>('resendInvitation')({ accountId, invitationId }),
  revokeInvitation: async (accountId, invitationId) => {
    await call<{ accountId: string; invitationId: string }, unknown>('revokeInvitation')({ accountId, invitationId });
  },
  updateMember: async (accountId, uid, changes) => {
    await call<Record<string, unknown>, unknown>('updateMember')({ accountId, uid, ...changes });
  },
  removeMember: async (accountId, uid) => {
    await call<{ accountId: string; uid: string }, unknown>('removeMember')({ accountId, uid });
  },
  leaveAccount: async (accountId) => {
    await call<{ accountId: string }, unknown>('leaveAccount')({ accountId });
  },
  deleteAccount: (accountId, confirmName) =>
    call<{ accountId: string; confirmName: string }, AccountDeletionProgress>('deleteAccount')({ accountId, confirmName }),
  startAccount: () => call<Record<string, never>, { accountId: string }>('startAccount')({}),
  handOverAccount: (accountId, uid, options) =>
    call<{ accountId: string; uid: string; stepDown?: boolean }, HandOver>('handOverAccount')(
      options?.stepDown === undefined ? { accountId, uid } : { accountId, uid, stepDown: options.stepDown },
    ),
  listAccountActivity: async (accountId, options) => {
    const input: { accountId: string; before?: string; limit?: number } = { accountId };
    if (options?.before) input.before = options.before.toISOString();
    if (options?.limit !== undefined) input.limit = options.limit;
    const page = await call<typeof input, { entries: WireActivity[]; next: string | null }>('listAccountActivity')(input);
    return {
      entries: page.entries.map((e) => ({ ...e, at: wireDate(e.at) ?? new Date(0) })),
      next: page.next === null ? null : wireDate(page.next),
    };
  },
  describeInvitation: (invitationId, token) => call<{ invitationId: string; token: string }, InvitationView>('describeInvitation')({ invitationId, token }),
  acceptInvitation: (invitationId, token) =>
    call<{ invitationId: string; token?: string }, { accountId: string; accountName: string }>('acceptInvitation')(
      token ? { invitationId, token } : { invitationId },
    ),
  myInvitations: async () =>
    (await call<Record<string, never>, { invitations: Wire<MyInvitation>[] }>('myInvitations')({})).invitations.map((i) => withDate<MyInvitation>(i)),
  declineInvitation: async (invitationId) => {
    await call<{ invitationId: string }, unknown>('declineInvitation')({ invitationId });
  },
};
