// Subscription Override (docs/product/admin.md#subscription-override): edit (display name, e-mail, trial end) and
// override of an account's subscription (plan, status, optional trial end). An e-mail change follows ./email-change.ts: never
// another staff member's, never an OWNER_EMAILS address, unverified until verified, and the old
// address gets a notice with an undo link. One transaction writes subscriptions/{uid}, the
// users/{uid} mirror and the activity entry, so the user's open app changes at once.
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_USER_MESSAGES, parseSubscriptionEdit, parseSubscriptionOverride, searchKey, trialEndDate } from '../../../src/domain/admin-users';
import { ADMIN_ACCOUNTS } from '../../../src/domain/admin-accounts';
import { accountPaths } from '../../../src/domain/accounts';
import { describeChanges } from '../../../src/domain/activity';
import type { ActivityChange } from '../../../src/domain/activity';
import { subscriptionOverride, userMirror } from '../../../src/domain/billing';
import type { PlanId } from '../../../src/domain/types';
import { readState, recountClients } from '../billing/grant';
import { logActivity } from '../shared/activity';
import { parseOrRefuse, requestData, requireStaff } from '../shared/guards';
import { loadTarget } from './deps';
import { noticeToOldAddress, staffEmailChangeProblem } from './email-change';
import type { AdminDeps, AdminRequest } from './deps';

const PLAN_RANK: Record<PlanId, number> = { basic: 0, pro: 1, custom: 2 };
const iso = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

async function emailInUse(deps: AdminDeps, email: string, uid: string): Promise<boolean> {
  const byAuth = await deps.auth.getUserByEmail(email).catch(() => null);
  if (byAuth && byAuth.uid !== uid) return true;
  const byDoc = await deps.db.collection('users').where('email', '==', email).limit(2).get();
  return byDoc.docs.some((d) => d.id !== uid);
}

export async function editSubscriptionUser(deps: AdminDeps, request: AdminRequest): Promise<{ changed: boolean }> {
  const now = deps.now ?? new Date();
  const caller = await requireStaff(request as CallableRequest, { now, auth: deps.auth });
  const input = parseOrRefuse(parseSubscriptionEdit(requestData(request as CallableRequest)));
  const target = await loadTarget(deps, input.uid);
  if (target.role === 'owner' && caller.role !== 'owner') throw new HttpsError('permission-denied', ADMIN_USER_MESSAGES.ownerEditsOwners);

  const emailChanged = input.email !== target.email.toLowerCase();
  const emailProblem = emailChanged ? staffEmailChangeProblem(caller, { uid: input.uid, role: target.role }, input.email) : null;
  if (emailProblem) throw new HttpsError('permission-denied', emailProblem);
  if (emailChanged && (await emailInUse(deps, input.email, input.uid))) throw new HttpsError('already-exists', ADMIN_USER_MESSAGES.emailTaken);

  // The sign-in e-mail changes first, unverified: if Auth refuses it, nothing else changes.
  if (emailChanged && target.authUser) {
    await deps.auth.updateUser(input.uid, { email: input.email, emailVerified: false }).catch((error: { code?: string }) => {
      if (error.code === 'auth/email-already-exists') throw new HttpsError('already-exists', ADMIN_USER_MESSAGES.emailTaken);
      if (error.code === 'auth/invalid-email') throw new HttpsError('invalid-argument', ADMIN_USER_MESSAGES.emailInvalid);
      throw error;
    });
  }
  try {
    const changed = await deps.db.runTransaction(async (tx) => {
      const subRef = deps.db.doc(`subscriptions/${input.uid}`);
      const sub = readState((await tx.get(subRef)).data());
      const changes: ActivityChange[] = [];
      if (input.displayName !== target.displayName) changes.push({ field: 'displayName', before: target.displayName, after: input.displayName });
      if (emailChanged) changes.push({ field: 'email', before: target.email, after: input.email });
      const trialEndsAt = input.trialEndsAt ? trialEndDate(input.trialEndsAt) : null;
      const trialChanged = trialEndsAt !== null && iso(sub?.trialEndsAt) !== input.trialEndsAt;
      if (trialChanged) changes.push({ field: 'trialEndsAt', before: iso(sub?.trialEndsAt), after: input.trialEndsAt });
      if (changes.length === 0) return false;
      if (trialChanged && sub) tx.update(subRef, { trialEndsAt, updatedAt: now });
      tx.update(target.ref, {
        displayName: input.displayName,
        displayNameLower: searchKey(input.displayName),
        email: input.email,
        ...(trialChanged ? { trialEndsAt } : {}),
        updatedAt: now,
      });
      const entry = {
        actorUid: caller.uid,
        actorEmail: caller.email,
        targetUid: input.uid,
        targetEmail: target.email,
        changes,
        source: 'app' as const,
      };
      await logActivity(
        deps.db,
        { ...entry, type: 'USER_EDITED', details: `${caller.email || 'Staff'} edited ${target.email}: ${describeChanges(changes)}` },
        { batch: tx, now },
      );
      if (emailChanged) {
        await logActivity(
          deps.db,
          { ...entry, type: 'EMAIL_CHANGED', details: `Sign-in e-mail changed from ${target.email} to ${input.email} by ${caller.email || 'staff'}` },
          { batch: tx, now },
        );
      }
      return true;
    });
    if (emailChanged && target.email) {
      const origin = request.rawRequest?.headers?.origin;
      await noticeToOldAddress(
        deps.db,
        { uid: input.uid, oldEmail: target.email, newEmail: input.email, oldVerified: target.authUser?.emailVerified === true, caller, origin },
        now,
      );
    }
    return { changed };
  } catch (error) {
    if (emailChanged && target.authUser) {
      await deps.auth.updateUser(input.uid, { email: target.email, emailVerified: target.authUser.emailVerified }).catch(() => undefined);
    }
    throw error;
  }
}

/** The account an override acts on: its document, name and the owner the log names. */
async function loadAccount(deps: AdminDeps, accountId: string) {
  const [account, summary] = await deps.db.getAll(deps.db.doc(accountPaths.account(accountId)), deps.db.doc(`${ADMIN_ACCOUNTS}/${accountId}`));
  if (!account?.exists) throw new HttpsError('not-found', ADMIN_USER_MESSAGES.accountNotFound);
  const name = typeof account.get('name') === 'string' && account.get('name') !== '' ? (account.get('name') as string) : accountId;
  const createdBy = typeof account.get('createdBy') === 'string' ? (account.get('createdBy') as string) : '';
  const ownerUid = (summary?.get('ownerUid') as string | undefined) || createdBy || accountId;
  // Whether a service owner owns the account: then only owners override it (as for their user).
  const owner = await loadTarget(deps, ownerUid).catch((error: unknown) => {
    if (error instanceof HttpsError && error.code === 'not-found') return null;
    throw error;
  });
  return { name, ownerUid, ownerEmail: owner?.email ?? ((summary?.get('ownerEmail') as string | undefined) || ''), ownerRole: owner?.role ?? 'user' };
}

/**
 * Overrides one account's subscription (subscriptions/{accountId}): plan, status, optional trial
 * end. The account's founder keeps the users/{uid} mirror when the account is their own (its id
 * is their uid), as billing does. The log entry names the account's id and name.
 */
export async function overrideSubscription(deps: AdminDeps, request: AdminRequest): Promise<{ changed: boolean }> {
  const now = deps.now ?? new Date();
  const caller = await requireStaff(request as CallableRequest, { now, auth: deps.auth });
  const input = parseOrRefuse(parseSubscriptionOverride(requestData(request as CallableRequest)));
  const { accountId } = input;
  const account = await loadAccount(deps, accountId);
  if (account.ownerRole === 'owner' && caller.role !== 'owner') throw new HttpsError('permission-denied', ADMIN_USER_MESSAGES.ownerEditsOwners);

  const result = await deps.db.runTransaction(async (tx) => {
    const subRef = deps.db.doc(accountPaths.subscription(accountId));
    const mirrorRef = deps.db.doc(`users/${accountId}`);
    const [snap, mirror] = await Promise.all([tx.get(subRef), tx.get(mirrorRef)]);
    const current = readState(snap.data());
    const outcome = subscriptionOverride(current, input, now);
    if (outcome === null) return null;
    if (!outcome.ok) throw new HttpsError('invalid-argument', outcome.problem);
    const { patch, changes } = outcome;
    const shown = describeChanges(changes);

    if (snap.exists) tx.update(subRef, { ...patch, updatedAt: now });
    else
      tx.set(subRef, {
        accountLocked: false,
        paymentFailedAt: null,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        ...patch,
        createdAt: now,
        updatedAt: now,
      });
    if (mirror.exists) tx.set(mirrorRef, { ...userMirror(patch), updatedAt: now }, { merge: true });
    const entry = {
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: account.ownerUid,
      targetEmail: account.ownerEmail,
      accountId,
      accountName: account.name,
      changes,
      source: 'app' as const,
    };
    const by = caller.email || 'Staff';
    await logActivity(
      deps.db,
      { ...entry, type: 'SUBSCRIPTION_OVERRIDDEN', details: `${by} overrode the subscription of the account "${account.name}" (${accountId}): ${shown}` },
      { batch: tx, now },
    );
    const before = current?.planId ?? 'basic';
    if (PLAN_RANK[input.planId] > PLAN_RANK[before]) {
      await logActivity(
        deps.db,
        { ...entry, type: 'SUBSCRIPTION_UPGRADED', details: `Plan ${before} → ${input.planId} of "${account.name}" (override by ${caller.email || 'staff'})` },
        { batch: tx, now },
      );
    }
    return { toBasic: input.planId === 'basic' && current?.planId !== 'basic' };
  });
  if (!result) return { changed: false };
  // The basic client cap relies on the counter (docs/decisions/0004).
  if (result.toBasic) await recountClients(deps.db, accountId);
  return { changed: true };
}
