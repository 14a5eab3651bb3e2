// The fake of the authentication part of the data layer: users with passwords, the session
// stream, password reset codes ('reset:<email>'), holds and one-off failures.
import { DataError } from '../../data/contract';
import type { Account, AuthApi } from '../../data/contract';
import { newAccount } from '../../domain/account';
import { EMAIL_PATTERN } from '../../domain/sanitize';
import { accountFor } from './account-fixtures';
import type { Role } from '../../domain/types';
import { byEmail, count, emitAccount, emitSession, gate, normalise, sessionUser } from './state';
import type { FakeState, StoredUser } from './state';

export type FakeUserSeed = {
  uid?: string;
  email: string;
  password?: string;
  displayName?: string;
  role?: Role;
  /** The account the user's stream shows; null = not created yet. Defaults to a basic trial. */
  account?: Account | null;
  disabled?: boolean;
  /** Whether the e-mail is verified (default true; a fake sign-up starts unverified). */
  emailVerified?: boolean;
  /** When the user last signed in (the admin step-up); defaults to now. */
  authTime?: Date;
};

/** Stores a user (and, unless `account` is null, their account documents). */
export function addUser(state: FakeState, seed: FakeUserSeed): StoredUser {
  const uid = seed.uid ?? `uid-${state.nextId++}`;
  const role = seed.role ?? 'user';
  const user: StoredUser = {
    uid,
    email: normalise(seed.email),
    password: seed.password ?? 'secret123',
    displayName: seed.displayName ?? '',
    role,
    disabled: seed.disabled ?? false,
    authTime: seed.authTime ?? new Date(),
    emailVerified: seed.emailVerified ?? true,
  };
  state.users.set(uid, user);
  if (seed.account !== null) {
    const account = seed.account ?? accountFor('basic-trial');
    state.accounts.set(uid, {
      user: account.user ? { ...account.user, email: user.email, displayName: user.displayName, role } : null,
      subscription: account.subscription,
    });
  }
  return user;
}

export function fakeAuthApi(state: FakeState, { createAccountOnSignUp }: { createAccountOnSignUp: boolean }): AuthApi {
  const auth: AuthApi = {
    watchSession(cb) {
      state.sessionListeners.add(cb);
      cb(state.current ? sessionUser(state, state.current) : null);
      return () => state.sessionListeners.delete(cb);
    },
    async signIn(email, password) {
      await gate(state, 'signIn');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      const u = byEmail(state, email);
      if (!u || u.password !== password) {
        throw new DataError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      }
      if (u.disabled) throw new DataError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).');
      u.authTime = new Date();
      state.current = u.uid;
      emitSession(state);
      return sessionUser(state, u.uid);
    },
    async signUp({ displayName, email, password }) {
      await gate(state, 'signUp');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      if (password.length < 6) throw new DataError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).');
      if (byEmail(state, email)) throw new DataError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).');
      const u = addUser(state, { email, password, displayName: displayName.trim(), account: null, emailVerified: false });
      if (createAccountOnSignUp) {
        const created = newAccount({ uid: u.uid, email: u.email, displayName: u.displayName }, new Date(), []);
        const now = new Date();
        state.accounts.set(u.uid, {
          user: { ...created.user, createdAt: now, updatedAt: now, lastLogin: now },
          subscription: { ...created.subscription, createdAt: now, updatedAt: now },
        });
      }
      state.current = u.uid;
      emitSession(state);
      emitAccount(state, u.uid);
      return sessionUser(state, u.uid);
    },
    async signOut() {
      await gate(state, 'signOut');
      state.current = null;
      emitSession(state);
    },
    async reauthenticate(password) {
      count(state, 'reauthenticate');
      const u = state.current ? state.users.get(state.current) : undefined;
      if (!u) throw new DataError('auth/no-current-user', 'Not signed in.');
      if (u.password !== password) throw new DataError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      u.authTime = new Date();
      emitSession(state);
    },
    async sendPasswordReset(email) {
      await gate(state, 'sendPasswordReset');
      if (!EMAIL_PATTERN.test(email.trim())) throw new DataError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
      state.resetEmails.push(normalise(email));
    },
    // Reset codes of the fake are 'reset:<email>' (what the e-mailed link would carry).
    async verifyPasswordResetCode(code) {
      count(state, 'verifyPasswordResetCode');
      const u = code.startsWith('reset:') ? byEmail(state, code.slice('reset:'.length)) : undefined;
      if (!u || !state.resetEmails.includes(u.email)) throw new DataError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');
      return u.email;
    },
    async confirmPasswordReset(code, newPassword) {
      const email = await auth.verifyPasswordResetCode(code);
      if (newPassword.length < 6) throw new DataError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).');
      const u = byEmail(state, email);
      if (u) u.password = newPassword;
      state.resetEmails.splice(state.resetEmails.indexOf(email), 1);
    },
    async refreshSession() {
      count(state, 'refreshSession');
      if (!state.current) throw new DataError('auth/no-current-user', 'Not signed in.');
      const u = state.users.get(state.current);
      const docRole = state.accounts.get(state.current)?.user?.role;
      if (u && docRole) u.role = docRole; // the function set the claim; a refresh brings it in
      emitSession(state);
    },
    async sendEmailVerification() {
      count(state, 'sendEmailVerification');
      const u = state.current ? state.users.get(state.current) : undefined;
      if (!u) throw new DataError('auth/no-current-user', 'Not signed in.');
      state.verifyEmails.push(u.email);
    },
    async applyEmailVerification(code) {
      count(state, 'applyEmailVerification');
      const u = code.startsWith('verify:') ? byEmail(state, code.slice('verify:'.length)) : undefined;
      if (!u || !state.verifyEmails.includes(u.email)) throw new DataError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');
      state.verifyEmails.splice(state.verifyEmails.indexOf(u.email), 1);
      u.emailVerified = true;
      if (state.current !== u.uid) return null;
      emitSession(state);
      return u.role;
    },
  };
  return auth;
}
