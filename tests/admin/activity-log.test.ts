// The activity log on real events (through the emulators' Auth blocking functions and callables)
// and its retention purge (the runner, with a clock of the test's own).
import { afterAll, describe, expect, it } from 'vitest';
import { purgeActivity } from '../../functions/src/admin/activity-purge';
import { callFn, payOnTestPage } from '../billing/helpers';
import { adminAuth, adminDb, closeAdmin, uniqueEmail } from '../support/emulators';
import { activityOf, deps, newUser, signInWithPassword } from './helpers';

const SLOW = { timeout: 120_000 };
const DAY = 24 * 60 * 60 * 1000;

// Up to 60 s, as the suite's other waits for a trigger: it runs behind every other trigger of the suite.
async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('events in the activity log', SLOW, () => {
  afterAll(closeAdmin);

  it('sign-up, sign-in and sign-out are logged with the account, and sign-in sets lastLogin', async () => {
    const { uid, email } = await newUser('events');
    const before = (await adminDb().doc(`users/${uid}`).get()).get('lastLogin');
    const { idToken } = await signInWithPassword(email, 'secret123');
    const entries = await waitFor(
      () => activityOf(uid),
      (list) => list.some((e) => e.type === 'LOGIN'),
    );
    expect(entries.map((e) => e.type)).toEqual(expect.arrayContaining(['USER_REGISTERED', 'LOGIN']));
    const login = entries.find((e) => e.type === 'LOGIN')!;
    expect(login).toMatchObject({ actorUid: uid, targetEmail: email, source: 'app' });
    expect((await adminDb().doc(`users/${uid}`).get()).get('lastLogin').toMillis()).toBeGreaterThanOrEqual(before.toMillis());

    expect(await callFn('logSignOutEvent', {}, idToken)).toMatchObject({ ok: true });
    expect(await callFn('logDataExportEvent', { format: 'csv' }, idToken)).toMatchObject({ ok: true });
    const after = await activityOf(uid);
    expect(after.find((e) => e.type === 'LOGOUT')).toMatchObject({ details: 'Signed out', targetUid: uid });
    expect(after.find((e) => e.type === 'DATA_EXPORTED')).toMatchObject({ details: 'Exported their data (csv)' });
    expect(await callFn('logSignOutEvent', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('a paid test checkout logs the payment and the upgrade', async () => {
    const { uid, email } = await newUser('payer');
    const { idToken } = await signInWithPassword(email, 'secret123');
    const start = await callFn<{ url: string }>('startCheckout', { plan: 'pro' }, idToken);
    if (!start.ok) throw new Error(start.message);
    await payOnTestPage(start.data.url, { card: '4242 4242 4242 4242' });
    const types = (await activityOf(uid)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['PAYMENT_PROCESSED', 'SUBSCRIPTION_UPGRADED']));
  });

  it('an admin override through the Functions emulator is refused to a user and applied for an admin', async () => {
    const target = await newUser('wired');
    const staff = await newUser('wired-admin');
    const plain = await signInWithPassword(target.email, 'secret123');
    const refused = await callFn('adminOverrideSubscription', { uid: target.uid, planId: 'pro', status: 'active' }, plain.idToken);
    expect(refused).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: "You don't have permission to access the admin panel." });

    await adminAuth().setCustomUserClaims(staff.uid, { role: 'admin' });
    const { idToken } = await signInWithPassword(staff.email, 'secret123');
    const bad = await callFn('adminOverrideSubscription', { uid: target.uid, planId: 'pro', status: 'paused' }, idToken);
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'Choose a status: active, trial, cancelled or suspended' });
    expect(await callFn('adminOverrideSubscription', { uid: target.uid, planId: 'pro', status: 'active' }, idToken)).toMatchObject({ ok: true });
    expect((await adminDb().doc(`users/${target.uid}`).get()).data()).toMatchObject({ planId: 'pro', subscriptionStatus: 'active' });
  });

  it('a display name change reaches the lower-cased search field', async () => {
    const { uid } = await newUser('search');
    await adminDb().doc(`users/${uid}`).update({ displayName: 'Zoë Searchable' });
    const user = await waitFor(
      async () => (await adminDb().doc(`users/${uid}`).get()).data(),
      (d) => d?.displayNameLower === 'zoë searchable',
    );
    expect(user?.displayNameLower).toBe('zoë searchable');
  });
});

describe('retention of the activity log', SLOW, () => {
  it('deletes entries older than systemSettings/global.dataRetentionDays and keeps the rest', async () => {
    const db = adminDb();
    const now = new Date();
    const marker = uniqueEmail('retention');
    await db.doc('systemSettings/global').set({ dataRetentionDays: 30 }, { merge: true });
    try {
      const add = (daysAgo: number) =>
        db
          .collection('systemActivity')
          .add({ type: 'LOGIN', targetEmail: marker, details: `${daysAgo} days`, createdAt: new Date(now.getTime() - daysAgo * DAY) });
      await Promise.all([add(45), add(31), add(29), add(1)]);
      const report = await purgeActivity(deps(now).db, now);
      expect(report.deleted).toBeGreaterThanOrEqual(2);
      const left = await db.collection('systemActivity').where('targetEmail', '==', marker).get();
      expect(left.docs.map((d) => d.get('details')).sort()).toEqual(['1 days', '29 days']);
    } finally {
      await db.doc('systemSettings/global').set({ dataRetentionDays: 2555 }, { merge: true });
    }
  });
});
