// systemSettings/api, notifications, database; apiKeys, apiUsage, mail, slowQueries.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { API_DEFAULTS } from '../../src/domain/system-settings/api';
import { DATABASE_DEFAULTS } from '../../src/domain/system-settings/database';
import { NOTIFICATION_DEFAULTS } from '../../src/domain/system-settings/notifications';
import { seed, setUpRulesEnv, signedIn, signedOut } from './helpers';

let env: RulesTestEnvironment;
setUpRulesEnv((created) => {
  env = created;
});

const keyDoc = (uid: string) => ({
  uid,
  ownerEmail: `${uid}@example.com`,
  name: 'k',
  mode: 'test',
  start: 'crm_te',
  last4: 'abcd',
  hash: 'h',
  enabled: true,
  createdAt: null,
  lastUsedAt: null,
});

describe('systemSettings/api', () => {
  it('the owner saves API settings within the seed ranges', async () => {
    await assertSucceeds(
      setDoc(doc(signedIn(env, 'o', 'owner'), 'systemSettings/api'), { ...API_DEFAULTS, rateLimitPerMinute: 1000, rateLimitPerDay: 100000 }),
    );
  });

  it('an admin or a user cannot save API settings', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'a', 'admin'), 'systemSettings/api'), API_DEFAULTS));
    await assertFails(setDoc(doc(signedIn(env, 'u'), 'systemSettings/api'), API_DEFAULTS));
  });

  it.each([
    ['a per-minute limit off the step', { rateLimitPerMinute: 65 }],
    ['a per-minute limit above 1000', { rateLimitPerMinute: 1010 }],
    ['a per-day limit below 1000', { rateLimitPerDay: 500 }],
    ['a per-day limit off the step', { rateLimitPerDay: 1500 }],
    ['a toggle that is not a boolean', { endpoints: { data: 'yes', auth: true, clients: true } }],
    ['an unknown toggle', { endpoints: { ...API_DEFAULTS.endpoints, admin: true } }],
    ['an unknown field', { secret: 'x' }],
  ])('the owner cannot save %s', async (_label, change) => {
    await assertFails(setDoc(doc(signedIn(env, 'o', 'owner'), 'systemSettings/api'), { ...API_DEFAULTS, ...change }));
  });

  it('staff read the API settings; a user who is not staff and a visitor do not', async () => {
    await seed(env, { 'systemSettings/api': API_DEFAULTS });
    await assertSucceeds(getDoc(doc(signedIn(env, 'o', 'owner'), 'systemSettings/api')));
    await assertSucceeds(getDoc(doc(signedIn(env, 'a', 'admin'), 'systemSettings/api')));
    await assertFails(getDoc(doc(signedIn(env, 'u'), 'systemSettings/api')));
    await assertFails(getDoc(doc(signedOut(env), 'systemSettings/api')));
  });
});

describe('systemSettings/notifications', () => {
  it.each(['admin', 'owner'] as const)('an %s saves the notification settings', async (role) => {
    await assertSucceeds(
      setDoc(doc(signedIn(env, 's', role), 'systemSettings/notifications'), {
        ...NOTIFICATION_DEFAULTS,
        delivery: { primaryMethod: 'both', frequency: 'weekly' },
      }),
    );
  });

  it('a user cannot save them, nor can staff save an unknown method or a missing switch', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'u'), 'systemSettings/notifications'), NOTIFICATION_DEFAULTS));
    const admin = signedIn(env, 'a', 'admin');
    await assertFails(setDoc(doc(admin, 'systemSettings/notifications'), { ...NOTIFICATION_DEFAULTS, delivery: { primaryMethod: 'sms', frequency: 'daily' } }));
    await assertFails(setDoc(doc(admin, 'systemSettings/notifications'), { ...NOTIFICATION_DEFAULTS, email: { newUserSignup: true } }));
  });
});

describe('systemSettings/database', () => {
  it('the owner saves the database settings; cache sizes follow the 16 MB step up to 512', async () => {
    const owner = signedIn(env, 'o', 'owner');
    await assertSucceeds(setDoc(doc(owner, 'systemSettings/database'), { ...DATABASE_DEFAULTS, cacheSizeMb: 512 }));
    await assertFails(setDoc(doc(owner, 'systemSettings/database'), { ...DATABASE_DEFAULTS, cacheSizeMb: 100 }));
    await assertFails(setDoc(doc(owner, 'systemSettings/database'), { ...DATABASE_DEFAULTS, cacheSizeMb: 528 }));
    await assertFails(setDoc(doc(owner, 'systemSettings/database'), { ...DATABASE_DEFAULTS, backupFrequency: 'hourly' }));
  });

  it('the owner cannot write the time of the last backup (the backup function does)', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'o', 'owner'), 'systemSettings/database'), { ...DATABASE_DEFAULTS, lastBackupTime: new Date() }));
  });

  it('an admin cannot save the database settings', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'a', 'admin'), 'systemSettings/database'), DATABASE_DEFAULTS));
  });
});

describe('apiKeys', () => {
  it('a user reads their own keys, not anyone else’s, and writes none', async () => {
    await seed(env, { 'apiKeys/k1': keyDoc('alice'), 'apiKeys/k2': keyDoc('bob') });
    const alice = signedIn(env, 'alice');
    await assertSucceeds(getDoc(doc(alice, 'apiKeys/k1')));
    await assertSucceeds(getDocs(query(collection(alice, 'apiKeys'), where('uid', '==', 'alice'))));
    await assertFails(getDoc(doc(alice, 'apiKeys/k2')));
    await assertFails(getDocs(collection(alice, 'apiKeys')));
    await assertFails(setDoc(doc(alice, 'apiKeys/k3'), keyDoc('alice')));
    await assertFails(setDoc(doc(alice, 'apiKeys/k1'), { ...keyDoc('alice'), enabled: false }));
    await assertFails(deleteDoc(doc(alice, 'apiKeys/k1')));
  });

  it('the owner lists every key; an admin does not', async () => {
    await seed(env, { 'apiKeys/k1': keyDoc('alice'), 'apiKeys/k2': keyDoc('bob') });
    await assertSucceeds(getDocs(collection(signedIn(env, 'o', 'owner'), 'apiKeys')));
    await assertFails(getDocs(collection(signedIn(env, 'a', 'admin'), 'apiKeys')));
    await assertFails(deleteDoc(doc(signedIn(env, 'o', 'owner'), 'apiKeys/k1')));
  });

  it('nobody reads or writes the rate-limit counters', async () => {
    await seed(env, { 'apiUsage/k1': { minute: 1, minuteCount: 1 } });
    await assertFails(getDoc(doc(signedIn(env, 'o', 'owner'), 'apiUsage/k1')));
    await assertFails(setDoc(doc(signedIn(env, 'alice'), 'apiUsage/k1'), { minute: 1, minuteCount: 0 }));
  });
});

describe('mail and slowQueries', () => {
  it('staff read the slow-query log but not the raw mail (its action links; they get a masked copy from a function); users read neither; nobody writes', async () => {
    await seed(env, { 'mail/m1': { to: ['a@example.com'], message: { subject: 's', text: 't' } }, 'slowQueries/q1': { screen: '/clients', ms: 1500 } });
    for (const role of ['admin', 'owner'] as const) {
      const staff = signedIn(env, 's', role);
      await assertFails(getDocs(collection(staff, 'mail')));
      await assertFails(getDoc(doc(staff, 'mail/m1')));
      await assertSucceeds(getDoc(doc(staff, 'slowQueries/q1')));
      await assertFails(setDoc(doc(staff, 'mail/m2'), { to: ['x@example.com'] }));
      await assertFails(setDoc(doc(staff, 'slowQueries/q2'), { screen: '/x', ms: 2000 }));
    }
    const user = signedIn(env, 'u');
    await assertFails(getDoc(doc(user, 'mail/m1')));
    await assertFails(getDocs(collection(user, 'slowQueries')));
  });
});
