// users/{uid}/settings/emailNotifications and pushNotifications, users/{uid}/reminders/{id}:
// only the owner reads and writes, with exactly the known keys, types and sizes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/email-settings';
import { PUSH_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/push-settings';
import { setUpRulesEnv, signedIn, signedOut } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const reminder = (over: Record<string, unknown> = {}) => ({
  title: 'Follow up with clients',
  frequency: 'weekly',
  time: '09:00',
  enabled: true,
  startDate: '2026-03-10',
  createdAt: serverTimestamp(),
  ...over,
});

const EMAIL = () => ({ ...EMAIL_NOTIFICATION_DEFAULTS, updatedAt: serverTimestamp() });
const PUSH = () => ({ ...PUSH_NOTIFICATION_DEFAULTS, updatedAt: serverTimestamp() });

describe('e-mail and push notification settings', () => {
  it('the owner saves and reads the seed defaults of both areas', async () => {
    const db = signedIn(env, 'alice');
    await assertSucceeds(setDoc(doc(db, 'users/alice/settings/emailNotifications'), EMAIL()));
    await assertSucceeds(setDoc(doc(db, 'users/alice/settings/pushNotifications'), PUSH()));
    await assertSucceeds(getDoc(doc(db, 'users/alice/settings/emailNotifications')));
    await assertSucceeds(updateDoc(doc(db, 'users/alice/settings/emailNotifications'), { frequency: 'weekly', updatedAt: serverTimestamp() }));
    // Without a fresh server time, or deleted (the settings convention: documents stay).
    await assertFails(updateDoc(doc(db, 'users/alice/settings/emailNotifications'), { frequency: 'daily' }));
    await assertFails(setDoc(doc(db, 'users/alice/settings/emailNotifications'), EMAIL_NOTIFICATION_DEFAULTS));
    await assertFails(deleteDoc(doc(db, 'users/alice/settings/pushNotifications')));
  });

  it('nobody else reads or writes them, not even signed out or another user', async () => {
    await assertSucceeds(setDoc(doc(signedIn(env, 'alice'), 'users/alice/settings/emailNotifications'), EMAIL()));
    await assertFails(getDoc(doc(signedIn(env, 'bob'), 'users/alice/settings/emailNotifications')));
    await assertFails(setDoc(doc(signedIn(env, 'bob'), 'users/alice/settings/emailNotifications'), EMAIL()));
    await assertFails(getDoc(doc(signedIn(env, 'carol', 'admin'), 'users/alice/settings/emailNotifications')));
    await assertFails(getDoc(doc(signedOut(env), 'users/alice/settings/emailNotifications')));
  });

  it('refuses unknown keys, missing keys, wrong types, unknown frequencies and malformed times', async () => {
    const ref = doc(signedIn(env, 'alice'), 'users/alice/settings/emailNotifications');
    const bad: Record<string, unknown>[] = [
      { ...EMAIL(), extra: true },
      { ...EMAIL(), blob: 'x'.repeat(900_000) },
      (({ newClients: _n, ...rest }) => rest)(EMAIL()),
      { ...EMAIL(), newClients: 'yes' },
      { ...EMAIL(), frequency: 'hourly' },
      { ...EMAIL(), quietHoursStart: '25:00' },
      { ...EMAIL(), quietHoursEnd: '8:00' },
      { ...EMAIL(), quietHoursStart: '22:00', quietHoursEnd: '22:00' },
    ];
    for (const data of bad) await assertFails(setDoc(ref, data));
    await assertFails(setDoc(doc(signedIn(env, 'alice'), 'users/alice/settings/pushNotifications'), { ...PUSH(), enabled: 1 }));
  });

  it('other settings areas are not opened by this section', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'alice'), 'users/alice/settings/anything'), EMAIL()));
  });
});

describe('reminders', () => {
  it('the owner adds, switches off, reads and deletes a reminder', async () => {
    const db = signedIn(env, 'alice');
    const ref = doc(db, 'users/alice/reminders/r1');
    await assertSucceeds(setDoc(ref, reminder()));
    await assertSucceeds(updateDoc(ref, { enabled: false }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(deleteDoc(ref));
  });

  it('another user cannot read, add or delete them', async () => {
    await assertSucceeds(setDoc(doc(signedIn(env, 'alice'), 'users/alice/reminders/r1'), reminder()));
    const bob = signedIn(env, 'bob');
    await assertFails(getDoc(doc(bob, 'users/alice/reminders/r1')));
    await assertFails(deleteDoc(doc(bob, 'users/alice/reminders/r1')));
    await assertFails(setDoc(doc(bob, 'users/alice/reminders/r2'), reminder()));
  });

  it('refuses empty or long titles, unknown frequencies, bad times, extra keys and a forged creation time', async () => {
    const ref = doc(signedIn(env, 'alice'), 'users/alice/reminders/r1');
    for (const over of [
      { title: '' },
      { title: 'x'.repeat(101) },
      { frequency: 'yearly' },
      { time: '9am' },
      { enabled: 'true' },
      { startDate: 'tomorrow' },
      { note: 'extra' },
      { createdAt: Timestamp.fromDate(new Date('2020-01-01')) },
    ]) {
      await assertFails(setDoc(ref, reminder(over)));
    }
    await assertSucceeds(setDoc(ref, reminder()));
    await assertFails(updateDoc(ref, { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }));
  });
});

describe('held mail and its throttle', () => {
  it('browsers can neither read nor write mailPending or mailThrottle, not even staff', async () => {
    for (const db of [signedIn(env, 'alice'), signedIn(env, 'carol', 'owner')]) {
      await assertFails(getDoc(doc(db, 'mailPending/m1')));
      await assertFails(setDoc(doc(db, 'mailPending/m1'), { uid: 'alice', to: 'a@b.c' }));
      await assertFails(getDoc(doc(db, 'mailThrottle/alice')));
      await assertFails(setDoc(doc(db, 'mailThrottle/alice'), { count: 0 }));
    }
  });
});
