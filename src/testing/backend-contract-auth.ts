// The Backend contract's cases for sign-in (see backend-contract.ts): what a mistyped address,
// a wrong password, a taken address, a short password and a stale link are answered, by code, so
// the screens' messages (src/domain/auth-messages.ts) come out the same from the fake as from
// Firebase Auth. A wrong password is compared by the message the sign-in screen shows: the Auth
// emulator answers auth/wrong-password, a project with e-mail enumeration protection (the
// deployed default) auth/invalid-credential, and both read "Invalid email or password". A
// refused sign-in leaves the subject signed in, as the cases after these need.
import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from '../domain/auth-messages';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';
import type { SessionUser } from '../data/contract';

export function describeAuthContract(subject: () => ContractSubject): void {
  describe('sign-in', () => {
    const auth = () => subject().backend.auth;

    it('a mistyped address and a wrong password are refused; the person stays signed in', async () => {
      const { email, uid } = subject();
      expect((await refusal(auth().signIn('not-an-address', 'secret123'))).code).toBe('auth/invalid-email');
      expect(signInErrorMessage((await refusal(auth().signIn(email, 'wrong-password'))).code)).toBe(signInErrorMessage('auth/invalid-credential'));
      const session = await firstValue<SessionUser | null>((cb) => auth().watchSession(cb));
      expect(session?.uid).toBe(uid);
    });

    it('a sign-up with a taken address or a short password is refused', async () => {
      const { email } = subject();
      expect((await refusal(auth().signUp({ displayName: 'Again', email: ` ${email} `, password: 'secret123' }))).code).toBe('auth/email-already-in-use');
      expect((await refusal(auth().signUp({ displayName: 'Short', email: `short-${Date.now().toString(36)}@example.com`, password: '123' }))).code).toBe(
        'auth/weak-password',
      );
    });

    it('re-entering the password passes with the right one only', async () => {
      expect(signInErrorMessage((await refusal(auth().reauthenticate('wrong-password'))).code)).toBe(signInErrorMessage('auth/invalid-credential'));
      await expect(auth().reauthenticate('secret123')).resolves.toBeUndefined();
    });

    it('a password-reset or verification code that was never sent is refused', async () => {
      expect((await refusal(auth().verifyPasswordResetCode('never-sent'))).code).toBe('auth/invalid-action-code');
      expect((await refusal(auth().confirmPasswordReset('never-sent', 'secret456'))).code).toBe('auth/invalid-action-code');
      expect((await refusal(auth().applyEmailVerification('never-sent'))).code).toBe('auth/invalid-action-code');
    });
  });
}
