// Settings in Firestore and Auth: users/{uid}/settings/{display,privacy} written from the browser
// (the rules validate them), profile, password and session changes through functions (which
// check them again and write the activity log).
import {
  EmailAuthProvider,
  applyActionCode,
  checkActionCode,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { collection, doc, getDoc, limit as first, onSnapshot, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { SECURITY_ACTIVITY_TYPES, isActivityType } from '../domain/activity';
import { canRemember, isHeaderSignature } from '../domain/import/remembered';
import { parseSecuritySettings } from '../domain/system-settings/security';
import { parseDisplayChanges } from '../domain/user-settings/display';
import { parsePrivacyChanges } from '../domain/user-settings/privacy';
import { isEmail, parseProfileChanges } from '../domain/user-settings/profile';
import { DataError } from './contract-common';
import type { SecurityEvent, SettingsApi } from './contract-settings';
import { fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { auth, db, functions, mailInPageLanguage } from './firebase';
import { settleWrite } from './pending-writes';

function call<I, O = unknown>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return async (data: I): Promise<O> => (await fn(data)).data;
}

type Revocation = { revokedAt: number };

function currentUser() {
  const user = auth.currentUser;
  if (!user || !user.email) throw new DataError('auth/no-current-user', 'Not signed in.');
  return { user, email: user.email };
}

async function reauthenticate(password: string) {
  const { user, email } = currentUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
  await user.getIdToken(true);
  return email;
}

function firstError(errors: Record<string, string>): DataError {
  return new DataError('invalid-argument', Object.values(errors)[0] ?? 'The settings are not valid.');
}

function watchDoc(path: string[], cb: (doc: Record<string, unknown> | null) => void, onError?: (e: DataError) => void) {
  const [first, ...rest] = path;
  return onSnapshot(
    doc(db, first ?? '', ...rest),
    (snap) => cb(snap.exists() ? snap.data() : null),
    (error) => onError?.(toDataError(error)),
  );
}

export const settingsApi: SettingsApi = {
  watchDisplay: (uid, cb, onError) => watchDoc(['users', uid, 'settings', 'display'], cb, onError),

  saveDisplay: (uid, changes) =>
    guard(async () => {
      const parsed = parseDisplayChanges(changes);
      if (!parsed.ok) throw firstError(parsed.errors);
      await setDoc(doc(db, 'users', uid, 'settings', 'display'), { ...parsed.value, updatedAt: serverTimestamp() }, { merge: true });
    }),

  watchPrivacy: (uid, cb, onError) => watchDoc(['users', uid, 'settings', 'privacy'], cb, onError),

  savePrivacy: (uid, changes) =>
    guard(async () => {
      const parsed = parsePrivacyChanges(changes);
      if (!parsed.ok) throw firstError(parsed.errors);
      await setDoc(doc(db, 'users', uid, 'settings', 'privacy'), { ...parsed.value, updatedAt: serverTimestamp() }, { merge: true });
    }),

  getImportMapping: (uid, signature) =>
    guard(async () => {
      if (!isHeaderSignature(signature)) return null;
      const snap = await getDoc(doc(db, 'users', uid, 'importMappings', signature));
      return snap.exists() ? snap.data() : null;
    }),

  saveImportMapping: (uid, signature, mapping) =>
    guard(async () => {
      if (!isHeaderSignature(signature) || !canRemember(mapping)) throw new DataError('invalid-argument', 'The mapping cannot be remembered.');
      const { kind, fields, dateOrder } = mapping;
      await settleWrite(setDoc(doc(db, 'users', uid, 'importMappings', signature), { kind, fields, dateOrder, updatedAt: serverTimestamp() }));
    }),

  saveProfile: (changes) =>
    guard(async () => {
      const parsed = parseProfileChanges(changes);
      if (!parsed.ok) throw firstError(parsed.errors);
      await call<typeof parsed.value>('saveProfile')(parsed.value);
    }),

  requestEmailChange: (currentPassword, newEmail) =>
    guard(async () => {
      const email = newEmail.trim().toLowerCase();
      if (!isEmail(email)) throw new DataError('auth/invalid-email');
      await reauthenticate(currentPassword);
      const { user } = currentUser();
      const origin = typeof location === 'undefined' ? '' : location.origin;
      mailInPageLanguage();
      await verifyBeforeUpdateEmail(user, email, { url: `${origin}/auth/login?email=${encodeURIComponent(email)}` });
    }),

  applyEmailAction: (code) =>
    guard(async () => {
      const info = await checkActionCode(auth, code);
      await applyActionCode(auth, code);
      // verifyAndChangeEmail: data.email is the new address; recoverEmail: the restored one.
      return (info.data.email ?? '').toLowerCase();
    }),

  undoStaffEmailChange: (code) =>
    guard(async () => {
      const { email } = await call<{ code: string }, { email: string }>('undoStaffEmailChange')({ code });
      return email;
    }),

  syncEmail: () =>
    guard(async () => {
      await call<Record<string, never>>('syncEmail')({});
    }),

  changePassword: (currentPassword, newPassword) =>
    guard(async () => {
      const email = await reauthenticate(currentPassword);
      const { revokedAt } = await call<{ newPassword: string }, Revocation>('changePassword')({ newPassword });
      // Every refresh token was revoked, this tab's too: sign in again for fresh ones.
      await signInWithEmailAndPassword(auth, email, newPassword);
      return { revokedAt: new Date(revokedAt) };
    }),

  signOutOtherSessions: (currentPassword) =>
    guard(async () => {
      const email = await reauthenticate(currentPassword);
      const { revokedAt } = await call<Record<string, never>, Revocation>('revokeSessions')({});
      await signInWithEmailAndPassword(auth, email, currentPassword);
      return { revokedAt: new Date(revokedAt) };
    }),

  watchSecurityEvents(uid, limit, cb, onError) {
    const q = query(
      collection(db, 'systemActivity'),
      where('targetUid', '==', uid),
      where('type', 'in', [...SECURITY_ACTIVITY_TYPES]),
      orderBy('createdAt', 'desc'),
      first(limit),
    );
    return onSnapshot(
      q,
      (snap) =>
        cb(
          snap.docs.flatMap((d): SecurityEvent[] => {
            const data = fromFirestore<Record<string, unknown>>(d.data());
            if (!isActivityType(data.type)) return [];
            return [
              {
                id: d.id,
                type: data.type,
                details: typeof data.details === 'string' ? data.details : '',
                userAgent: typeof data.userAgent === 'string' ? data.userAgent : null,
                createdAt: data.createdAt instanceof Date ? data.createdAt : null,
              },
            ];
          }),
        ),
      (error) => onError?.(toDataError(error)),
    );
  },

  watchPasswordPolicy(cb) {
    return onSnapshot(
      // The public summary carries the policy: systemSettings/security is for staff only.
      doc(db, 'systemSettings', 'public'),
      (snap) => cb(parseSecuritySettings(snap.data())),
      () => cb(parseSecuritySettings(undefined)),
    );
  },
};
