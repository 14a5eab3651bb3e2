// A new user signed up through the form and moved to a paid Pro plan, as the journeys that need
// Pro features (import kinds, team) start.
import { expect } from './fixtures';
import type { Page } from '@playwright/test';
import { adminAuth, adminDb } from '../tests/support/emulators';

export const proPassword = 'secret-123';

/** Signs up `fullName` with a fresh e-mail starting with `prefix`; answers the new user's uid. */
export async function signUpPro(page: Page, prefix: string, fullName: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(proPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(proPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The first sign-up waits for the functions emulator to warm up.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  const uid = (await adminAuth().getUserByEmail(email)).uid;
  // The plan change functions would make (the browser cannot).
  await adminDb().doc(`subscriptions/${uid}`).set({ planId: 'pro', status: 'active' }, { merge: true });
  await adminDb().doc(`users/${uid}`).set({ planId: 'pro', subscriptionStatus: 'active' }, { merge: true });
  return uid;
}
