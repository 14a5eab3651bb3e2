// deleteAccount({ accountId, confirmName }) (docs/product/accounts.md#deleting-the-account): an
// owner of the account, signed in within 15 minutes, who typed its name, deletes it whole. Each
// call works for at most WORK_BUDGET_MS and answers its progress; the app calls again until
// `done` (and a call after an interruption goes on from where the last stopped: every step reads
// what is left). The order:
//   1. the account is marked as being deleted (accounts/{a}.deletion: who, when, counts so far);
//   2. its paid subscription is cancelled now with the payment provider;
//   3. every other member goes (member document and users/{uid}.accounts entry), so their open
//      tabs lose access at once, then the pending invitations;
//   4. every subcollection of accounts/{a} (records, deals, imports, activity, summary, ...),
//      BATCH documents at a time;
//   5. the rest of ACCOUNT_DATA (subscription, API keys and their counters), then, in one batch,
//      the caller's member document and accounts entry, the trials they had (on users/{uid},
//      docs/decisions/0187) and the account document; one entry in the activity log.
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ACCOUNT_DELETION_MESSAGES, canDeleteAccount, confirmsAccountName, trialsHad } from '../../../src/domain/account-deletion';
import type { AccountDeletionProgress } from '../../../src/domain/account-deletion';
import { accountPaths } from '../../../src/domain/accounts';
import { accountIdOf } from '../../../src/domain/invitations';
import { trialsUsedOf } from '../billing/grant';
import type { PaymentProvider } from '../billing/provider';
import { viaProvider } from '../billing/service';
import { ACCOUNT_DATA } from '../admin/user-data';
import { logActivity } from '../shared/activity';
import { STEP_UP_MAX_AGE_MS } from '../shared/guards';
import { sdkOf } from '../shared/firestore-sdk';
import { memberOf } from '../shared/membership';

/** Documents per batch (a batch holds at most 500 writes). */
const BATCH = 400;
/** How long one call deletes before it answers (the function's timeout is far longer). */
export const WORK_BUDGET_MS = 20_000;

export type DeleteAccountDeps = {
  db: Firestore;
  /** The payment provider, asked for only when the account has a paid subscription to cancel. */
  provider: () => PaymentProvider;
  now?: () => Date;
  budgetMs?: number;
};

type Counts = Record<string, number>;

const refuse = (code: 'invalid-argument' | 'permission-denied' | 'failed-precondition' | 'not-found' | 'unauthenticated', message: string, reason?: string) =>
  new HttpsError(code, message, reason ? { reason } : undefined);

function callerOf(request: CallableRequest) {
  const auth = request.auth;
  if (!auth) throw refuse('unauthenticated', 'Please sign in to continue.');
  const token = auth.token as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : '',
    authTime: new Date((typeof token.auth_time === 'number' ? token.auth_time : 0) * 1000),
  };
}

const add = (counts: Counts, name: string, n: number) => {
  if (n > 0) counts[name] = (counts[name] ?? 0) + n;
};

/** Deletes up to BATCH documents of `query` (and those of `alsoById` with the same ids); answers how many. */
async function deletePage(db: Firestore, query: Query, alsoById?: string): Promise<number> {
  const snap = await query.limit(alsoById ? BATCH / 2 : BATCH).get();
  if (snap.empty) return 0;
  const batch = db.batch();
  for (const doc of snap.docs) {
    batch.delete(doc.ref);
    if (alsoById) batch.delete(db.doc(`${alsoById}/${doc.id}`));
  }
  await batch.commit();
  return snap.size;
}

/** How many documents are left under the account (and its invitations), for the progress bar. */
async function remainingUnder(db: Firestore, account: DocumentReference): Promise<number> {
  const collections = await account.listCollections();
  const counts = await Promise.all(collections.map(async (c) => (await c.count().get()).data().count));
  const invitations = (await db.collection('invitations').where('accountId', '==', account.id).count().get()).data().count;
  return counts.reduce((a, b) => a + b, 0) + invitations + 1;
}

export async function deleteAccount(deps: DeleteAccountDeps, request: CallableRequest): Promise<AccountDeletionProgress> {
  const { db } = deps;
  const { FieldValue } = sdkOf(db);
  const now = deps.now?.() ?? new Date();
  const started = Date.now();
  const budget = deps.budgetMs ?? WORK_BUDGET_MS;
  const caller = callerOf(request);
  const input = (request.data ?? {}) as Record<string, unknown>;
  if (typeof input !== 'object' || Array.isArray(input)) throw refuse('invalid-argument', ACCOUNT_DELETION_MESSAGES.badAccount);
  const accountId = accountIdOf(input, caller.uid);
  if (accountId === null) throw refuse('invalid-argument', ACCOUNT_DELETION_MESSAGES.badAccount);

  const member = await memberOf(db, accountId, caller.uid);
  if (!member) throw refuse('permission-denied', ACCOUNT_DELETION_MESSAGES.notMember);
  if (!canDeleteAccount(member.role)) throw refuse('permission-denied', ACCOUNT_DELETION_MESSAGES.ownerOnly);
  const accountRef = db.doc(accountPaths.account(accountId));
  const account = await accountRef.get();
  if (!account.exists) throw refuse('not-found', ACCOUNT_DELETION_MESSAGES.missing);
  const name = typeof account.get('name') === 'string' ? (account.get('name') as string) : '';
  const deletion = (account.get('deletion') as { counts?: Counts; subscriptionCancelled?: boolean } | undefined) ?? null;
  // The name is asked for once: a call that goes on with a deletion already started needs only the owner.
  if (!deletion && !confirmsAccountName(typeof input.confirmName === 'string' ? input.confirmName : '', name || 'My business')) {
    throw refuse('invalid-argument', ACCOUNT_DELETION_MESSAGES.nameMismatch);
  }
  if (now.getTime() - caller.authTime.getTime() > STEP_UP_MAX_AGE_MS) {
    throw refuse('failed-precondition', ACCOUNT_DELETION_MESSAGES.recentSignIn, 'recent-sign-in-required');
  }

  const counts: Counts = { ...(deletion?.counts ?? {}) };
  const save = () => accountRef.update({ 'deletion.counts': counts });
  if (!deletion) await accountRef.update({ deletion: { by: caller.uid, startedAt: now, counts: {}, subscriptionCancelled: false } });
  const outOfTime = () => Date.now() - started > budget;
  const progress = async (): Promise<AccountDeletionProgress> => {
    await save();
    const deleted = Object.values(counts).reduce((a, b) => a + b, 0);
    return { done: false, deleted, remaining: await remainingUnder(db, accountRef) };
  };

  // 2. The paid subscription ends now: nobody is charged for an account that is gone.
  const subscriptionRef = db.doc(accountPaths.subscription(accountId));
  const subscription = (await subscriptionRef.get()).data();
  if (deletion?.subscriptionCancelled !== true) {
    const paidId = typeof subscription?.stripeSubscriptionId === 'string' ? subscription.stripeSubscriptionId : null;
    if (paidId) {
      const provider = deps.provider();
      await viaProvider(() => provider.cancelNow(paidId));
      add(counts, 'cancelledSubscriptions', 1);
    }
    await accountRef.update({ 'deletion.subscriptionCancelled': true, 'deletion.counts': counts });
  }

  // 3. The other members, then the invitations.
  const members = db.collection(accountPaths.members(accountId));
  for (;;) {
    const page = (await members.limit(BATCH / 2 + 1).get()).docs.filter((d) => d.id !== caller.uid).slice(0, BATCH / 2);
    if (page.length === 0) break;
    const batch = db.batch();
    for (const doc of page) {
      batch.delete(doc.ref);
      batch.set(db.doc(`users/${doc.id}`), { accounts: { [accountId]: FieldValue.delete() } }, { merge: true });
    }
    await batch.commit();
    add(counts, 'members', page.length);
    if (outOfTime()) return progress();
  }
  for (;;) {
    const n = await deletePage(db, db.collection('invitations').where('accountId', '==', accountId));
    add(counts, 'invitations', n);
    if (n === 0) break;
    if (outOfTime()) return progress();
  }

  // 4. Every subcollection but the members (the caller's document goes last). The summary goes
  // first: the summary triggers of the records deleted afterwards then find none to move.
  const collections = (await accountRef.listCollections()).filter((c) => c.id !== 'members');
  const first = (id: string) => (id === 'summary' || id === 'payrollSummary' ? 0 : 1);
  collections.sort((a, b) => first(a.id) - first(b.id));
  for (const collection of collections) {
    for (;;) {
      const n = await deletePage(db, collection);
      add(counts, collection.id, n);
      if (n === 0) break;
      if (outOfTime()) return progress();
    }
  }

  // 5. What else is named by the account (ACCOUNT_DATA), then the account itself.
  for (const source of ACCOUNT_DATA) {
    if (source.collection === 'accounts') continue;
    if (source.match === 'id') {
      const ref = db.doc(`${source.collection}/${accountId}`);
      if ((await ref.get()).exists) {
        await ref.delete();
        add(counts, source.collection, 1);
      }
      continue;
    }
    for (;;) {
      const n = await deletePage(db, db.collection(source.collection).where(source.match.field, '==', accountId), source.alsoById);
      add(counts, source.collection, n);
      if (source.alsoById) add(counts, source.alsoById, n);
      if (n === 0) break;
      if (outOfTime()) return progress();
    }
  }
  const final = db.batch();
  final.delete(db.doc(accountPaths.member(accountId, caller.uid)));
  add(counts, 'members', 1);
  final.set(db.doc(`users/${caller.uid}`), { accounts: { [accountId]: FieldValue.delete() }, updatedAt: now }, { merge: true });
  // The trials the account had stay with the person who started it: a new account is no new trial.
  const founder = typeof account.get('createdBy') === 'string' ? (account.get('createdBy') as string) : accountId;
  const founderRef = db.doc(`users/${founder}`);
  const founderDoc = await founderRef.get();
  if (founderDoc.exists) {
    const before = trialsUsedOf(founderDoc.data());
    const signUpTrial = accountId === founder || subscription?.trialEndsAt != null;
    final.set(founderRef, { trialsUsed: trialsHad(trialsUsedOf(subscription), signUpTrial, before) }, { merge: true });
  }
  final.delete(accountRef);
  add(counts, 'accounts', 1);
  await logActivity(
    db,
    {
      type: 'ACCOUNT_DELETED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: caller.uid,
      targetEmail: caller.email,
      details: `${caller.email || 'An owner'} deleted the account "${name}" (${accountId}): ${Object.entries(counts)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
      changes: [{ field: 'accountId', before: accountId, after: null }, ...Object.entries(counts).map(([field, n]) => ({ field, before: n, after: 0 }))],
      source: 'app',
    },
    { batch: final, now },
  );
  await final.commit();
  // Anything written under the account meanwhile, or further down than one level (nothing today).
  await db.recursiveDelete(accountRef);
  const deleted = Object.values(counts).reduce((a, b) => a + b, 0);
  return { done: true, deleted, remaining: 0 };
}
