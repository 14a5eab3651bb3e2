// Shared steps of the records journeys: sign up through the UI, and Admin SDK writes standing in
// for what functions do (plan changes) or for data that would take long to type (100 clients).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export { withoutTriggers } from '../tests/support/emulators';

export const password = 'secret-123';
export const unique = (p: string) => `${p}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

const admin = () => getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-crm' });
export const adminDb = () => getFirestore(admin());

/** Signs up through the form; `timeout` is how long the dashboard may take (a cold emulator). */
export async function signUp(page: Page, email: string, name = 'Rita Records', timeout = 30_000) {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout });
  return (await getAuth(admin()).getUserByEmail(email)).uid;
}

/** Adds a client through the clients page's dialog and waits for it to close. */
export async function addClient(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog).toBeHidden();
}

/** What the checkout webhook does for a paid Pro plan. */
export async function makePro(uid: string) {
  const end = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await adminDb()
    .doc(`subscriptions/${uid}`)
    .set({ planId: 'pro', status: 'active', trialEndsAt: end, currentPeriodEnd: end, paymentFailedAt: null, accountLocked: false }, { merge: true });
  await adminDb().doc(`users/${uid}`).set({ planId: 'pro', subscriptionStatus: 'active' }, { merge: true });
}
