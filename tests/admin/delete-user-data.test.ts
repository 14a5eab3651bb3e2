// Deleting a user removes or revokes everything that is theirs (functions/src/admin/user-data.ts):
// their API keys stop answering, held mail to them is not sent, and no document in any top-level
// collection keeps their uid or e-mail, except the activity log (the audit trail, kept until the
// retention period ends). The held-mail sender reads each recipient again before it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { deleteUser } from '../../functions/src/admin/delete-user';
import { KEPT_AFTER_DELETION } from '../../functions/src/admin/user-data';
import { notifyUser, PENDING } from '../../functions/src/notifications/deliver';
import { flushDueMail } from '../../functions/src/notifications/flush';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/email-settings';
import { accountOn, createKey, request } from '../functions/api-helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { asCaller, deps, staffAccounts } from './helpers';

const SLOW = { timeout: 120_000 };

beforeAll(() => staffAccounts({ 'own-del': 'owner' }));
afterAll(closeAdmin);

/** Every document of every top-level collection (and the user's own subcollections) naming them. */
async function leftovers(db: Firestore, uid: string, email: string): Promise<string[]> {
  const found: string[] = [];
  for (const col of await db.listCollections()) {
    if ((KEPT_AFTER_DELETION as readonly string[]).includes(col.id)) continue;
    const snap = await col.get();
    for (const d of snap.docs) {
      const text = JSON.stringify(d.data()).toLowerCase();
      if (d.id.includes(uid) || text.includes(uid.toLowerCase()) || text.includes(email.toLowerCase())) found.push(d.ref.path);
    }
  }
  const own = [...(await db.doc(`users/${uid}`).listCollections()), ...(await db.doc(`accounts/${uid}`).listCollections())];
  return [...found, ...own.map((c) => c.path)];
}

describe('deleting a user', SLOW, () => {
  it('revokes their API keys and leaves nothing with their uid or e-mail outside the activity log', async () => {
    const db = adminDb();
    const user = await accountOn('pro', 'delete-all');
    const { key, id: keyId } = await createKey(user);
    expect((await request('GET', '/v1/clients', key)).status).toBe(200);
    // New-client notices off: the client's trigger then writes nothing that could land after the deletion.
    await db.doc(`users/${user.uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'daily', newClients: false });
    await db.doc(`accounts/${user.uid}/clients/c1`).set({ name: 'Client' });

    // Held and queued mail to them, staff mail about them, and the functions-only documents.
    expect(await notifyUser(db, user.uid, { category: 'weekly-report', subject: 'Your week', text: '3 new clients.' })).toMatchObject({ status: 'held' });
    await db
      .collection('mail')
      .add({ to: [user.email], uid: user.uid, message: { subject: 'Hi', text: 'Hello' }, category: 'security', createdAt: new Date() });
    await db.collection('mail').add({
      to: ['staff@example.com'],
      uid: null,
      aboutUids: [user.uid],
      message: { subject: `New user: ${user.email}`, text: '' },
      category: 'admin-new-user',
      createdAt: new Date(),
    });
    await db
      .collection('heldNotifications')
      .add({ category: 'admin-new-user', aboutUids: [user.uid], note: { kind: 'new-user', email: user.email }, createdAt: new Date() });
    await db.doc(`mailThrottle/${user.uid}`).set({ windowStart: new Date(), count: 1 });
    await db.doc(`checkoutSessions/cs_${user.uid}`).set({ uid: user.uid, email: user.email, status: 'complete' });
    await db.doc(`checkoutClaims/cs_${user.uid}`).set({ uid: user.uid, plan: 'pro' });
    await db.doc(`slowQueries/${user.uid}_1`).set({ uid: user.uid, email: user.email, ms: 1500 });
    await db.collection('contactSales').add({ fullName: 'Pat', email: user.email, company: 'Acme', message: 'Hello' });
    expect((await db.doc(`apiUsage/${keyId}`).get()).exists).toBe(true);
    expect((await leftovers(db, user.uid, user.email)).length).toBeGreaterThan(10);

    await deleteUser(deps(), asCaller('own-del', 'owner', { uid: user.uid }));

    expect((await request('GET', '/v1/clients', key)).status).toBe(401);
    expect(await flushDueMail(db, new Date(Date.now() + 8 * 86_400_000), user.uid)).toEqual({ mails: 0, notices: 0, digests: 0 });
    expect(await leftovers(db, user.uid, user.email)).toEqual([]);
    const log = await db.collection('systemActivity').where('targetUid', '==', user.uid).get();
    expect(log.docs.map((d) => d.get('type'))).toContain('USER_DELETED');
  });
});

describe('the held-mail sender', SLOW, () => {
  it('re-checks each recipient: nothing for an account gone meanwhile or a kind turned off since, the current address otherwise', async () => {
    const db = adminDb();
    const later = new Date(Date.now() + 8 * 86_400_000);
    const held = { category: 'new-client' as const, subject: 'New client: Bob', text: 'Bob was added.' };

    const gone = await accountOn('pro', 'held-gone');
    await db.doc(`users/${gone.uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'daily' });
    expect(await notifyUser(db, gone.uid, held)).toMatchObject({ status: 'held' });
    await db.recursiveDelete(db.doc(`users/${gone.uid}`)); // deleted between holding and sending

    const off = await accountOn('pro', 'held-off');
    await db.doc(`users/${off.uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'daily' });
    expect(await notifyUser(db, off.uid, held)).toMatchObject({ status: 'held' });
    await db.doc(`users/${off.uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'daily', newClients: false });

    const moved = await accountOn('pro', 'held-moved');
    await db.doc(`users/${moved.uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'daily' });
    expect(await notifyUser(db, moved.uid, held)).toMatchObject({ status: 'held' });
    const current = `now-${moved.email}`;
    await db.doc(`users/${moved.uid}`).update({ email: current });

    for (const who of [gone, off, moved]) await flushDueMail(db, later, who.uid);
    const mailTo = async (uid: string) => (await db.collection('mail').where('uid', '==', uid).get()).docs.map((d) => d.data());
    expect(await mailTo(gone.uid)).toEqual([]);
    expect(await mailTo(off.uid)).toEqual([]);
    expect((await mailTo(moved.uid)).map((m) => m.to)).toEqual([[current]]);
    for (const who of [gone, off, moved]) expect((await db.collection(PENDING).where('uid', '==', who.uid).get()).size).toBe(0);
  });
});
