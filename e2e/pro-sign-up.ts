// A new user signed up through the form and moved to a paid Pro plan, as the import journeys
// start.
import type { Page } from '@playwright/test';
import { adminDb, signUp } from './records-helpers';

/** Signs up `fullName` with a fresh e-mail starting with `prefix`; answers the new user's uid. */
export async function signUpPro(page: Page, prefix: string, fullName: string): Promise<string> {
  // The first sign-up waits for the functions emulator to warm up.
  const uid = await signUp(page, `${prefix}-${Date.now()}@example.com`, fullName, 60_000);
  // The plan change functions would make (the browser cannot).
  await adminDb().doc(`subscriptions/${uid}`).set({ planId: 'pro', status: 'active' }, { merge: true });
  await adminDb().doc(`users/${uid}`).set({ planId: 'pro', subscriptionStatus: 'active' }, { merge: true });
  return uid;
}
