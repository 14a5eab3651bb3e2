// The notices of @mentions (functions/src/activities/mentions.ts, docs/product/history.md#mentions):
// a note mentioning a member writes one in-app notice and, per their e-mail settings, one mail;
// never for the author, never for a member who cannot see the client, never twice; an edit tells
// only the members it adds; and the activities trigger does it on its own.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { noticeMentions } from '../../functions/src/activities/mentions';
import { PENDING } from '../../functions/src/notifications/deliver';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/email-settings';
import type { EmailNotificationSettings } from '../../src/domain/notifications/email-settings';
import { adminDb, closeAdmin } from '../support/emulators';

const SETTLED = { timeout: 150_000, interval: 500 };
const NOW = new Date('2026-03-10T15:00:00Z'); // 11:00 in New York: outside quiet hours

afterAll(closeAdmin);

type Person = { role: 'owner' | 'manager' | 'member' | 'viewer'; ownRecordsOnly?: boolean; email?: Partial<EmailNotificationSettings> };

/** An account `a` with client c1 owned by olga and client c2 owned by oscar, and these members. */
async function seedAccount(db: Firestore, a: string, people: Record<string, Person>): Promise<void> {
  const batch = db.batch();
  batch.set(db.doc(`accounts/${a}`), { name: 'Acme', createdBy: 'olga' });
  for (const [name, p] of Object.entries(people)) {
    const uid = `${a}-${name}`;
    batch.set(db.doc(`accounts/${a}/members/${uid}`), {
      role: p.role,
      ownRecordsOnly: p.ownRecordsOnly ?? false,
      payroll: false,
      email: `${uid}@example.test`,
      displayName: name[0]!.toUpperCase() + name.slice(1),
      joinedAt: new Date(),
      invitedBy: null,
    });
    batch.set(db.doc(`users/${uid}`), { email: `${uid}@example.test`, displayName: name });
    batch.set(db.doc(`users/${uid}/settings/emailNotifications`), { ...EMAIL_NOTIFICATION_DEFAULTS, ...p.email });
  }
  batch.set(db.doc(`accounts/${a}/clients/c1`), { name: 'Jane Doe', ownerId: `${a}-olga` });
  batch.set(db.doc(`accounts/${a}/clients/c2`), { name: 'Oscar’s client', ownerId: `${a}-oscar` });
  await batch.commit();
}

const note = (a: string, author: string, mentions: string[], subject = 'c1') => ({
  subject,
  kind: 'note',
  at: Timestamp.fromDate(NOW),
  text: 'Ask @Milo about the prices\nbefore Friday',
  duration: 0,
  outcome: '',
  authorId: `${a}-${author}`,
  mentions: mentions.map((m) => `${a}-${m}`),
  ownerId: subject === 'c1' ? `${a}-olga` : `${a}-oscar`,
  createdAt: Timestamp.fromDate(NOW),
  updatedAt: Timestamp.fromDate(NOW),
});

const noticesOf = async (db: Firestore, uid: string): Promise<Record<string, unknown>[]> =>
  (await db.collection(`users/${uid}/notices`).get()).docs.map((d) => ({ ...d.data(), id: d.id }));
const mailOf = async (db: Firestore, uid: string) => (await db.collection('mail').where('uid', '==', uid).get()).docs.map((d) => d.data());
const heldOf = async (db: Firestore, uid: string) => (await db.collection(PENDING).where('uid', '==', uid).get()).docs.map((d) => d.data());

describe('mention notices', () => {
  it('a note mentioning a member writes one notice and one mail, and a repeated event neither again', async () => {
    const a = `mention-one-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, { olga: { role: 'owner' }, milo: { role: 'member', email: { quietHoursEnabled: false } } });
    const milo = `${a}-milo`;
    const outcomes = await noticeMentions(db, a, 'n1', undefined, note(a, 'olga', ['milo']), NOW);
    expect(outcomes[milo]).toMatchObject({ notice: 'written', mail: { status: 'queued' } });
    const notices = await noticesOf(db, milo);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      id: `${a}_n1`,
      kind: 'mention',
      accountId: a,
      clientId: 'c1',
      clientName: 'Jane Doe',
      activityId: 'n1',
      authorId: `${a}-olga`,
      authorName: 'Olga',
      excerpt: 'Ask @Milo about the prices before Friday',
      readAt: null,
    });
    const mail = await mailOf(db, milo);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ category: 'mention', message: { subject: 'Olga mentioned you: Jane Doe' } });
    expect(mail[0]!.message.text).toContain('Ask @Milo about the prices before Friday');
    expect(mail[0]!.message.text).toContain(`/clients/c1?account=${a}`);

    expect(await noticeMentions(db, a, 'n1', undefined, note(a, 'olga', ['milo']), NOW)).toEqual({ [milo]: { notice: 'exists' } });
    expect(await noticesOf(db, milo)).toHaveLength(1);
    expect(await mailOf(db, milo)).toHaveLength(1);
  });

  it('the author mentioning themself is told nothing', async () => {
    const a = `mention-self-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, { olga: { role: 'owner', email: { quietHoursEnabled: false } } });
    expect(await noticeMentions(db, a, 'n1', undefined, note(a, 'olga', ['olga']), NOW)).toEqual({});
    expect(await noticesOf(db, `${a}-olga`)).toEqual([]);
    expect(await mailOf(db, `${a}-olga`)).toEqual([]);
  });

  it('a member narrowed to their own records is told only of notes on their clients; someone outside the account never', async () => {
    const a = `mention-narrowed-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, { olga: { role: 'owner' }, oscar: { role: 'member', ownRecordsOnly: true, email: { quietHoursEnabled: false } } });
    const oscar = `${a}-oscar`;
    const onOlgas = await noticeMentions(db, a, 'n1', undefined, note(a, 'olga', ['oscar', 'stranger']), NOW);
    expect(onOlgas).toEqual({
      [oscar]: { notice: 'skipped', reason: 'cannot see the client' },
      [`${a}-stranger`]: { notice: 'skipped', reason: 'not a member of the account' },
    });
    expect(await noticesOf(db, oscar)).toEqual([]);
    expect(await mailOf(db, oscar)).toEqual([]);
    const onHis = await noticeMentions(db, a, 'n2', undefined, note(a, 'olga', ['oscar'], 'c2'), NOW);
    expect(onHis[oscar]).toMatchObject({ notice: 'written', mail: { status: 'queued' } });
    expect((await noticesOf(db, oscar)).map((n) => n.clientId)).toEqual(['c2']);
  });

  it('the mail follows the e-mail settings: Mentions off or Never sends none, a daily digest holds it; the notice is written all the same', async () => {
    const a = `mention-settings-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, {
      olga: { role: 'owner' },
      milo: { role: 'member', email: { mentions: false } },
      nina: { role: 'member', email: { frequency: 'never' } },
      dora: { role: 'member', email: { frequency: 'daily' } },
    });
    const out = await noticeMentions(db, a, 'n1', undefined, note(a, 'olga', ['milo', 'nina', 'dora']), NOW);
    expect(out[`${a}-milo`]).toEqual({ notice: 'written', mail: { status: 'skipped', reason: 'mentions is off' } });
    expect(out[`${a}-nina`]).toEqual({ notice: 'written', mail: { status: 'skipped', reason: 'frequency is never' } });
    expect(out[`${a}-dora`]).toMatchObject({ notice: 'written', mail: { status: 'held', digest: true } });
    for (const who of ['milo', 'nina', 'dora']) {
      expect(await noticesOf(db, `${a}-${who}`)).toHaveLength(1);
      expect(await mailOf(db, `${a}-${who}`)).toEqual([]);
    }
    expect((await heldOf(db, `${a}-dora`)).map((h) => h.category)).toEqual(['mention']);
  });

  it('an edit tells only the members it adds; one that removes a mention tells no one', async () => {
    const a = `mention-edit-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, { olga: { role: 'owner' }, milo: { role: 'member' }, mara: { role: 'manager' } });
    const first = note(a, 'olga', ['milo']);
    expect(Object.keys(await noticeMentions(db, a, 'n1', first, note(a, 'olga', ['milo', 'mara']), NOW))).toEqual([`${a}-mara`]);
    expect(await noticeMentions(db, a, 'n1', note(a, 'olga', ['milo', 'mara']), note(a, 'olga', ['mara']), NOW)).toEqual({});
    expect(await noticeMentions(db, a, 'n1', first, undefined, NOW)).toEqual({});
    expect(await noticesOf(db, `${a}-milo`)).toEqual([]);
  });

  it('a note written to Firestore reaches the mentioned member through the activities trigger', { timeout: 200_000 }, async () => {
    const a = `mention-trigger-${Date.now()}`;
    const db = adminDb();
    await seedAccount(db, a, { olga: { role: 'owner' }, milo: { role: 'member' } });
    await db.doc(`accounts/${a}/activities/n1`).set(note(a, 'olga', ['milo', 'olga']));
    await expect.poll(async () => (await noticesOf(db, `${a}-milo`)).map((n) => n.id), SETTLED).toEqual([`${a}_n1`]);
    expect(await noticesOf(db, `${a}-olga`)).toEqual([]);
  });
});
