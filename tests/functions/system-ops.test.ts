// Notifications honoured by the functions that notify, the staff jobs, settings saved through
// the callable, backups through the emulator hub and the slow-query recorder.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../src/domain/system-settings/notifications';
import { DATABASE_DEFAULTS } from '../../src/domain/system-settings/database';
import { callFn, callOk, payOnTestPage } from '../billing/helpers';
import { adminAuth, adminDb, authHost, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

vi.setConfig({ testTimeout: 120_000 });

afterEach(async () => {
  await adminDb().doc('systemSettings/notifications').delete();
  await adminDb().doc('systemSettings/database').delete();
});
afterAll(closeAdmin);

/** A signed-in account with this role claim (a fresh sign-in, so step-up passes). */
async function accountWithRole(role: 'admin' | 'owner' | 'user') {
  const email = uniqueEmail(role);
  const { localId: uid } = await signUpWithPassword(email, 'secret123');
  await adminAuth().setCustomUserClaims(uid, { role });
  await adminDb().doc(`users/${uid}`).set({ role }, { merge: true });
  const r = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
  });
  const { idToken } = (await r.json()) as { idToken: string };
  return { uid, email, idToken };
}

async function mailTo(email: string, category: string) {
  const snap = await adminDb().collection('mail').where('to', 'array-contains', email).get();
  return snap.docs.map((d) => d.data()).filter((m) => m.category === category);
}

describe('notifications', () => {
  it('a new sign-up is mailed to staff while newUserSignup is on, and not when it is off', async () => {
    const admin = await accountWithRole('admin');
    const first = uniqueEmail('signup');
    await signUpWithPassword(first, 'secret123');
    const mails = await mailTo(admin.email, 'admin-new-user');
    expect(mails.some((m) => String(m.message.subject).includes(first))).toBe(true);

    await adminDb()
      .doc('systemSettings/notifications')
      .set({ ...NOTIFICATION_DEFAULTS, email: { ...NOTIFICATION_DEFAULTS.email, newUserSignup: false } });
    const second = uniqueEmail('signup');
    await signUpWithPassword(second, 'secret123');
    const after = await mailTo(admin.email, 'admin-new-user');
    expect(after.some((m) => String(m.message.subject).includes(second))).toBe(false);
  });

  it('with a daily digest, sign-up notices are held and sent as one mail when the digest runs', async () => {
    const admin = await accountWithRole('admin');
    await adminDb()
      .doc('systemSettings/notifications')
      .set({ ...NOTIFICATION_DEFAULTS, delivery: { primaryMethod: 'email', frequency: 'daily' } });
    const newcomer = uniqueEmail('held');
    await signUpWithPassword(newcomer, 'secret123');
    expect((await mailTo(admin.email, 'admin-new-user')).some((m) => String(m.message.subject).includes(newcomer))).toBe(false);
    const held = await adminDb().collection('heldNotifications').get();
    expect(held.docs.some((d) => String(d.get('subject')).includes(newcomer))).toBe(true);

    const result = await callOk<{ sent: number }>('runNotificationJob', { job: 'digest' }, admin.idToken);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const digests = await mailTo(admin.email, 'admin-alert');
    expect(digests.some((m) => String(m.message.text).includes(newcomer))).toBe(true);
    expect((await adminDb().collection('heldNotifications').get()).size).toBe(0);
  });

  it('a payer gets a payment confirmation while paymentConfirmation is on, and none when it is off', async () => {
    const payer = await accountWithRole('user');
    const start = await callOk<{ url: string }>('startCheckout', { plan: 'pro' }, payer.idToken);
    expect((await payOnTestPage(start.url, { card: '4242 4242 4242 4242' })).status).toBe(303);
    const mails = await mailTo(payer.email, 'payment');
    expect(mails.map((m) => m.message.subject)).toEqual(['Payment confirmed: Pro plan']);

    await adminDb()
      .doc('systemSettings/notifications')
      .set({ ...NOTIFICATION_DEFAULTS, email: { ...NOTIFICATION_DEFAULTS.email, paymentConfirmation: false } });
    const quiet = await accountWithRole('user');
    const again = await callOk<{ url: string }>('startCheckout', { plan: 'pro' }, quiet.idToken);
    await payOnTestPage(again.url, { card: '4242 4242 4242 4242' });
    expect(await mailTo(quiet.email, 'payment')).toEqual([]);
  });

  it('the weekly report goes to staff only when weeklyReports is on, and only staff may run it', async () => {
    const admin = await accountWithRole('admin');
    const off = await callOk<{ sent: boolean; reason?: string }>('runNotificationJob', { job: 'weekly-report' }, admin.idToken);
    expect(off).toEqual({ sent: false, reason: 'Weekly reports are turned off.' });

    await adminDb()
      .doc('systemSettings/notifications')
      .set({ ...NOTIFICATION_DEFAULTS, email: { ...NOTIFICATION_DEFAULTS.email, weeklyReports: true } });
    expect(await callOk('runNotificationJob', { job: 'weekly-report' }, admin.idToken)).toEqual({ sent: true });
    const reports = await mailTo(admin.email, 'admin-weekly-report');
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(String(reports[0]!.message.text)).toMatch(/Accounts: \d+/);

    const user = await accountWithRole('user');
    expect(await callFn('runNotificationJob', { job: 'weekly-report' }, user.idToken)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });

  it('an admin saves the notification settings through the callable; a value out of the lists is refused', async () => {
    const admin = await accountWithRole('admin');
    const value = { ...NOTIFICATION_DEFAULTS, delivery: { primaryMethod: 'email', frequency: 'weekly' } };
    await callOk('saveServiceSettings', { name: 'notifications', value }, admin.idToken);
    expect((await adminDb().doc('systemSettings/notifications').get()).get('delivery')).toEqual({ primaryMethod: 'email', frequency: 'weekly' });
    const bad = await callFn(
      'saveServiceSettings',
      { name: 'notifications', value: { ...value, delivery: { primaryMethod: 'sms', frequency: 'weekly' } } },
      admin.idToken,
    );
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await callFn('saveServiceSettings', { name: 'database', value: DATABASE_DEFAULTS }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    const log = await adminDb().collection('systemActivity').where('actorUid', '==', admin.uid).where('type', '==', 'SETTINGS_UPDATED').get();
    expect(log.size).toBe(1);
  });
});

describe('database', () => {
  it('the owner sees the database and its document counts', async () => {
    const owner = await accountWithRole('owner');
    const info = await callOk<{ projectId: string; emulator: boolean; counts: { name: string; count: number }[] }>('databaseInfo', {}, owner.idToken);
    expect(info).toMatchObject({ projectId: 'demo-crm', emulator: true });
    expect(info.counts.find((c) => c.name === 'users')?.count).toBeGreaterThanOrEqual(1);
    const admin = await accountWithRole('admin');
    expect(await callFn('databaseInfo', {}, admin.idToken)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });

  it('a backup writes an emulator export (importable with --import) and records its time', async () => {
    const owner = await accountWithRole('owner');
    const before = Date.now();
    const r = await callOk<{ ok: boolean; path: string; message: string }>('backupDatabase', {}, owner.idToken);
    expect(r).toMatchObject({ ok: true, message: 'Manual backup completed successfully!' });
    expect(r.path).toContain('.emulator-backups');
    const metadata = JSON.parse(readFileSync(join(r.path, 'firebase-export-metadata.json'), 'utf8')) as Record<string, { path?: string }>;
    expect(metadata.firestore?.path).toBeTruthy();
    expect(existsSync(join(r.path, metadata.firestore!.path!))).toBe(true);
    expect(readdirSync(join(r.path, metadata.firestore!.path!)).length).toBeGreaterThan(0);
    const stored = (await adminDb().doc('systemSettings/database').get()).data() ?? {};
    expect(stored.lastBackupStatus).toBe('completed');
    expect(stored.lastBackupTime.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    rmSync(r.path, { recursive: true, force: true });
  });

  it('slow reads are recorded only while slow-query logging is on, and at most one per 10 s', async () => {
    const user = await accountWithRole('user');
    expect(await callOk('recordSlowQuery', { screen: '/clients', what: 'read clients', ms: 1500 }, user.idToken)).toEqual({ recorded: false });
    await adminDb()
      .doc('systemSettings/database')
      .set({ ...DATABASE_DEFAULTS, slowQueryLogging: true });
    expect(await callFn('recordSlowQuery', { screen: '/clients', what: 'read clients', ms: 200 }, user.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await callOk('recordSlowQuery', { screen: '/clients', what: 'read clients', ms: 1500 }, user.idToken)).toEqual({ recorded: true });
    const logged = await adminDb().collection('slowQueries').where('uid', '==', user.uid).get();
    expect(logged.docs[0]?.data()).toMatchObject({ screen: '/clients', what: 'read clients', ms: 1500 });
  });
});
