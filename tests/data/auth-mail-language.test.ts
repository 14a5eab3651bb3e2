// Firebase Auth's own e-mails (password reset, address verification) are requested in the
// interface language: the page's <html lang>, which the app keeps in step with the user's choice.
// Runs in Chromium against the Auth emulator.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { auth } from '../../src/data/firebase';
import { uniqueEmail } from '../support/admin';

describe("Auth's e-mails follow the interface language", () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('a password reset asked for on a Spanish page is requested in Spanish, a verification on a Japanese page in Japanese', async () => {
    const email = uniqueEmail('mail-language');
    await authApi.signUp({ displayName: 'Idioma', email, password: 'secret123' });

    document.documentElement.lang = 'es';
    await authApi.sendPasswordReset(email);
    expect(auth.languageCode).toBe('es');

    document.documentElement.lang = 'ja';
    await authApi.sendEmailVerification();
    expect(auth.languageCode).toBe('ja');
  });
});
