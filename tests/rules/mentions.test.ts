// Mentions in notes (docs/product/history.md#mentions): an activity's `mentions` is a bounded list
// of uids; a member's in-app notices (users/{uid}/notices) are written only by functions, read by
// that member alone, who may mark one read (readAt to the server's time) and change nothing else;
// the Mentions switch of the e-mail settings.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { ACTIVITY_LIMITS } from '../../src/domain/activities';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/email-settings';
import { accountDoc, DAY, expectAllowed, memberDoc, seed, setUpRulesEnv, signedIn, signedOut, storedRecord, subscriptionDoc } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const A = 'acme';

async function seedAccount(): Promise<void> {
  const now = new Date();
  await seed(env, {
    [`accounts/${A}`]: accountDoc({ createdBy: 'olga' }),
    [`subscriptions/${A}`]: subscriptionDoc(
      { planId: 'pro', status: 'active', trialEndsAt: new Date(now.getTime() + 7 * DAY), currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
      now,
    ),
    [`accounts/${A}/members/olga`]: memberDoc('owner'),
    [`accounts/${A}/members/milo`]: memberDoc('member'),
    [`accounts/${A}/clients/c1`]: storedRecord('clients', { ownerId: 'olga', createdBy: 'olga', updatedBy: 'olga' }),
    [`users/milo/notices/${A}_n1`]: notice(),
    [`users/milo/notices/${A}_n2`]: { ...notice(), readAt: Timestamp.fromDate(new Date(now.getTime() - DAY)) },
  });
}

function notice(): Record<string, unknown> {
  return {
    kind: 'mention',
    accountId: A,
    clientId: 'c1',
    clientName: 'Jane Doe',
    activityId: 'n1',
    authorId: 'olga',
    authorName: 'Olga',
    excerpt: 'Ask @Milo about it',
    createdAt: Timestamp.fromDate(new Date()),
    readAt: null,
  };
}

const note = (mentions: unknown) => ({
  subject: 'c1',
  kind: 'note',
  at: Timestamp.fromDate(new Date()),
  text: 'Ask @Milo about it',
  duration: 0,
  outcome: '',
  authorId: 'olga',
  mentions,
  ownerId: 'olga',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

describe('mentions', () => {
  it("a note's mentions are a list of at most 20 uids", async () => {
    await seedAccount();
    const olga = signedIn(env, 'olga');
    const ref = (id: string) => doc(olga, `accounts/${A}/activities/${id}`);
    const twenty = Array.from({ length: ACTIVITY_LIMITS.mentions }, (_, i) => `m${i}`);
    await expectAllowed(true, setDoc(ref('one'), note(['milo'])));
    await expectAllowed(true, setDoc(ref('twenty'), note(twenty)));
    await expectAllowed(false, setDoc(ref('too-many'), note([...twenty, 'm20'])));
    await expectAllowed(false, setDoc(ref('not-strings'), note(['milo', 2])));
    await expectAllowed(false, setDoc(ref('blank'), note(['milo', ''])));
    await expectAllowed(false, setDoc(ref('a-map'), note({ milo: true })));
    await expectAllowed(false, setDoc(ref('nested'), note([{ uid: 'milo' }])));
    await expectAllowed(true, setDoc(ref('none'), note([])));
    await expectAllowed(false, setDoc(ref('too-long'), note(['x'.repeat(20 * 129 + 1)])));
    // An edit that adds a mention is checked the same way.
    await expectAllowed(true, updateDoc(ref('one'), { mentions: ['milo', 'olga'], updatedAt: serverTimestamp() }));
    await expectAllowed(false, updateDoc(ref('one'), { mentions: [...twenty, 'm20'], updatedAt: serverTimestamp() }));
  });

  it('a member reads their own notices, and nobody else does', async () => {
    await seedAccount();
    const mine = `users/milo/notices/${A}_n1`;
    await expectAllowed(true, getDoc(doc(signedIn(env, 'milo'), mine)));
    await expectAllowed(true, getDocs(collection(signedIn(env, 'milo'), 'users/milo/notices')));
    await expectAllowed(false, getDoc(doc(signedIn(env, 'olga'), mine)));
    await expectAllowed(false, getDocs(collection(signedIn(env, 'olga'), 'users/milo/notices')));
    await expectAllowed(false, getDoc(doc(signedIn(env, 'sam', 'admin'), mine)));
    await expectAllowed(false, getDoc(doc(signedOut(env), mine)));
  });

  it('a member marks a notice read once, with the server time, and changes nothing else', async () => {
    await seedAccount();
    const milo = signedIn(env, 'milo');
    const n1 = doc(milo, `users/milo/notices/${A}_n1`);
    await expectAllowed(false, updateDoc(n1, { readAt: Timestamp.fromDate(new Date(2020, 0, 1)) }));
    await expectAllowed(false, updateDoc(n1, { readAt: serverTimestamp(), excerpt: 'changed' }));
    await expectAllowed(false, updateDoc(doc(signedIn(env, 'olga'), `users/milo/notices/${A}_n1`), { readAt: serverTimestamp() }));
    await expectAllowed(true, updateDoc(n1, { readAt: serverTimestamp() }));
    // Read already: it stays as read.
    await expectAllowed(false, updateDoc(doc(milo, `users/milo/notices/${A}_n2`), { readAt: serverTimestamp() }));
  });

  it('no browser writes or deletes a notice, not even its member', async () => {
    await seedAccount();
    const milo = signedIn(env, 'milo');
    await expectAllowed(false, setDoc(doc(milo, `users/milo/notices/${A}_forged`), notice()));
    await expectAllowed(false, setDoc(doc(signedIn(env, 'olga'), `users/milo/notices/${A}_forged`), notice()));
    await expectAllowed(false, deleteDoc(doc(milo, `users/milo/notices/${A}_n1`)));
  });

  it('the e-mail settings take a Mentions switch, and a document without it is still valid', async () => {
    await seedAccount();
    const milo = signedIn(env, 'milo');
    const ref = doc(milo, 'users/milo/settings/emailNotifications');
    const { mentions: _m, ...without } = EMAIL_NOTIFICATION_DEFAULTS;
    await expectAllowed(true, setDoc(ref, { ...EMAIL_NOTIFICATION_DEFAULTS, mentions: false, updatedAt: serverTimestamp() }));
    await expectAllowed(true, setDoc(ref, { ...without, updatedAt: serverTimestamp() }));
    await expectAllowed(false, setDoc(ref, { ...EMAIL_NOTIFICATION_DEFAULTS, mentions: 'yes', updatedAt: serverTimestamp() }));
  });
});
