import {
  EmailAuthProvider,
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { ROLES } from '../domain/types';
import type { Role } from '../domain/types';
import { DataError } from './contract';
import type { AuthApi, SessionUser } from './contract';
import { guard } from './errors';
import { auth, db, functions, mailInPageLanguage } from './firebase';

const refreshRole = httpsCallable<Record<string, never>, { role: string; emailVerified: boolean }>(functions, 'refreshRole');
const SIGN_OUT_LOG_WAIT_MS = 3000;

async function toSessionUser(user: User, forceRefresh = false): Promise<SessionUser> {
  const token = await user.getIdTokenResult(forceRefresh);
  const claim = token.claims.role;
  const role: Role = ROLES.includes(claim as Role) ? (claim as Role) : 'user';
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    role,
    authTime: new Date(token.authTime),
    emailVerified: user.emailVerified,
  };
}

function requireUser(): User {
  const user = auth.currentUser;
  if (!user) throw new DataError('auth/no-current-user', 'Not signed in.');
  return user;
}

export const authApi: AuthApi = {
  watchSession(cb) {
    // ID-token changes include sign-in, sign-out and refreshes that bring new claims.
    return onIdTokenChanged(auth, (user) => {
      if (!user) {
        cb(null);
        return;
      }
      toSessionUser(user).then(cb, () => cb(null));
    });
  },

  signIn: (email, password) =>
    guard(async () => {
      const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
      return toSessionUser(credential.user);
    }),

  signUp: ({ displayName, email, password }) =>
    guard(async () => {
      const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
      const name = displayName.trim();
      if (name) {
        // The account documents were written by the sign-up function before this resolved.
        await updateProfile(credential.user, { displayName: name });
        await updateDoc(doc(db, 'users', credential.user.uid), { displayName: name, updatedAt: serverTimestamp() });
      }
      return toSessionUser(credential.user, true);
    }),

  signOut: () =>
    guard(async () => {
      // The activity log's LOGOUT entry needs the still-valid session; never wait long for it.
      if (auth.currentUser) {
        const logged = httpsCallable(functions, 'logSignOutEvent')({}).catch(() => undefined);
        await Promise.race([logged, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_LOG_WAIT_MS))]);
      }
      await firebaseSignOut(auth);
    }),

  reauthenticate: (password) =>
    guard(async () => {
      const user = requireUser();
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
      await user.getIdToken(true);
    }),

  sendPasswordReset: (email) =>
    guard(() => {
      mailInPageLanguage();
      return sendPasswordResetEmail(auth, email.trim(), {
        url: `${typeof location === 'undefined' ? '' : location.origin}/auth/login?email=${encodeURIComponent(email.trim())}`,
      });
    }),

  verifyPasswordResetCode: (code) => guard(() => verifyPasswordResetCode(auth, code)),

  confirmPasswordReset: (code, newPassword) => guard(() => confirmPasswordReset(auth, code, newPassword)),

  refreshSession: () =>
    guard(async () => {
      await requireUser().getIdToken(true);
    }),

  sendEmailVerification: () =>
    guard(() => {
      mailInPageLanguage();
      return sendEmailVerification(requireUser(), {
        url: `${typeof location === 'undefined' ? '' : location.origin}/settings`,
      });
    }),

  applyEmailVerification: (code) =>
    guard(async () => {
      await applyActionCode(auth, code);
      // The data layer may have just been loaded (public pages load it lazily): wait until Auth
      // has restored a persisted sign-in before deciding that nobody is signed in here.
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return null;
      await user.reload();
      const { role } = (await refreshRole({})).data;
      // The new token carries email_verified and the role; onIdTokenChanged tells the session.
      await user.getIdToken(true);
      return ROLES.includes(role as Role) ? (role as Role) : 'user';
    }),
};
