// users/{uid}/settings/{display,privacy} and a user's own security events in systemActivity.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { SECURITY_ACTIVITY_TYPES } from '../../src/domain/activity';
import { DISPLAY_DEFAULTS } from '../../src/domain/user-settings/display';
import { PRIVACY_DEFAULTS } from '../../src/domain/user-settings/privacy';
import { seed, setUpRulesEnv, signedIn, signedOut } from './helpers';

let env: RulesTestEnvironment;

setUpRulesEnv((created) => {
  env = created;
});

const display = (uid: string, who = uid) => doc(signedIn(env, who), `users/${uid}/settings/display`);
const privacy = (uid: string, who = uid) => doc(signedIn(env, who), `users/${uid}/settings/privacy`);

describe('display settings', () => {
  it('the owner of the account writes the whole document and reads it back', async () => {
    await assertSucceeds(setDoc(display('alice'), { ...DISPLAY_DEFAULTS, updatedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(display('alice'), { dateFormat: 'DD/MM/YYYY', currency: 'EUR', updatedAt: serverTimestamp() }, { merge: true }));
    await assertSucceeds(getDoc(display('alice')));
  });

  it('every listed option of each field is accepted', async () => {
    for (const change of [
      { timeZone: 'Pacific/Auckland' },
      { dateFormat: 'MMMM DD, YYYY' },
      { timeFormat: '24', showSeconds: true, relativeDates: true },
      { numberFormat: 'CH' },
      { currency: 'JPY' },
      { language: 'ko', firstDayOfWeek: 'monday' },
    ]) {
      await assertSucceeds(setDoc(display('alice'), { ...change, updatedAt: serverTimestamp() }, { merge: true }));
    }
  });

  it('an unknown key, an unlisted value or a wrong type is refused', async () => {
    for (const bad of [
      { theme: 'dark' },
      { currency: 'BTC' },
      { timeZone: 'Mars/Olympus' },
      { dateFormat: 'x'.repeat(5000) },
      { showSeconds: 'yes' },
      { timeFormat: 24 },
    ]) {
      await assertFails(setDoc(display('alice'), { ...bad, updatedAt: serverTimestamp() }, { merge: true }));
    }
    for (const badTime of [{ currency: 'EUR', updatedAt: new Date(0) }, { currency: 'EUR' }]) {
      await assertFails(setDoc(display('alice'), badTime, { merge: true }));
    }
  });

  it("nobody reads or writes another user's settings, signed out or signed in", async () => {
    await seed(env, { 'users/alice/settings/display': { ...DISPLAY_DEFAULTS } });
    await assertFails(getDoc(display('alice', 'bob')));
    await assertFails(setDoc(display('alice', 'bob'), { currency: 'EUR', updatedAt: serverTimestamp() }, { merge: true }));
    await assertFails(getDoc(doc(signedOut(env), 'users/alice/settings/display')));
    await assertFails(getDoc(display('alice', 'admin1')));
    await assertFails(deleteDoc(display('alice')));
  });

  it('a settings area that does not exist is refused', async () => {
    await assertFails(setDoc(doc(signedIn(env, 'alice'), 'users/alice/settings/anything'), { a: 1, updatedAt: serverTimestamp() }));
  });
});

describe('privacy settings', () => {
  it('the owner saves each choice', async () => {
    await assertSucceeds(setDoc(privacy('alice'), { ...PRIVACY_DEFAULTS, updatedAt: serverTimestamp() }));
    await assertSucceeds(setDoc(privacy('alice'), { activityLogging: false, profileVisibility: 'team-only', updatedAt: serverTimestamp() }, { merge: true }));
  });

  it('unknown keys and wrong types are refused, and others cannot touch it', async () => {
    const now = serverTimestamp();
    await assertFails(setDoc(privacy('alice'), { profileVisibility: 'everyone', updatedAt: now }, { merge: true }));
    await assertFails(setDoc(privacy('alice'), { marketingEmails: 1, updatedAt: now }, { merge: true }));
    await assertFails(setDoc(privacy('alice'), { blob: 'x'.repeat(900_000), updatedAt: now }, { merge: true }));
    await assertFails(setDoc(privacy('alice', 'bob'), { dataSharing: true, updatedAt: now }, { merge: true }));
    await assertSucceeds(setDoc(privacy('alice'), { dataSharing: true, updatedAt: now }, { merge: true }));
  });
});

describe('security events', () => {
  const entry = (targetUid: string, type: string, at: number) => ({ type, targetUid, actorUid: targetUid, details: '', createdAt: new Date(at) });

  it("a user lists their own security events but not others' nor their other activity", async () => {
    await seed(env, {
      'systemActivity/a1': entry('alice', 'PASSWORD_CHANGED', 1),
      'systemActivity/a2': entry('alice', 'LOGIN', 2),
      'systemActivity/a3': entry('alice', 'PROFILE_UPDATED', 3),
      'systemActivity/b1': entry('bob', 'LOGIN', 4),
    });
    const db = signedIn(env, 'alice');
    const own = query(
      collection(db, 'systemActivity'),
      where('targetUid', '==', 'alice'),
      where('type', 'in', [...SECURITY_ACTIVITY_TYPES]),
      orderBy('createdAt', 'desc'),
      limit(5),
    );
    await assertSucceeds(getDocs(own));
    await assertFails(getDocs(query(collection(db, 'systemActivity'), where('targetUid', '==', 'alice'))));
    await assertFails(getDocs(query(collection(db, 'systemActivity'), where('targetUid', '==', 'bob'), where('type', 'in', [...SECURITY_ACTIVITY_TYPES]))));
    await assertFails(getDoc(doc(db, 'systemActivity/a3')));
    await assertFails(setDoc(doc(db, 'systemActivity/x'), entry('alice', 'LOGIN', 5)));
  });
});
