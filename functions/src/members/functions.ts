// The member callables (docs/product/accounts.md): invitations, seats per plan, changes to an
// account's members and the account's activity. Each checks the caller's member document itself (./access.ts).
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../admin';
import {
  acceptInvitation,
  declineInvitation,
  describeInvitation,
  inviteMember,
  listInvitations,
  myInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import { listAccountActivity } from './activity';
import { handOverAccount, leaveAccount, removeMember, updateMember } from './members';
import { getPlanSeats, savePlanSeats } from './plan-seats';

const deps = () => ({ db, auth: adminAuth });

export const inviteMemberFn = onCall((request) => inviteMember(deps(), request));
export const resendInvitationFn = onCall((request) => resendInvitation(deps(), request));
export const revokeInvitationFn = onCall((request) => revokeInvitation(deps(), request));
export const listInvitationsFn = onCall((request) => listInvitations(deps(), request));
/** No sign-in needed: the invitation page shows what the link is for. */
export const describeInvitationFn = onCall((request) => describeInvitation(deps(), request));
export const acceptInvitationFn = onCall((request) => acceptInvitation(deps(), request));
export const myInvitationsFn = onCall((request) => myInvitations(deps(), request));
export const declineInvitationFn = onCall((request) => declineInvitation(deps(), request));
export const updateMemberFn = onCall((request) => updateMember(deps(), request));
export const removeMemberFn = onCall((request) => removeMember(deps(), request));
export const leaveAccountFn = onCall((request) => leaveAccount(deps(), request));
export const handOverAccountFn = onCall((request) => handOverAccount(deps(), request));
export const listAccountActivityFn = onCall((request) => listAccountActivity(deps(), request));
export const getPlanSeatsFn = onCall((request) => getPlanSeats(db, request));
export const savePlanSeatsFn = onCall((request) => savePlanSeats(db, request));
