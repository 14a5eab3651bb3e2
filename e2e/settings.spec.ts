import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb, password, unique } from './records-helpers';

// Sign-up runs the account-creation function: its first (cold) run on a busy machine is slow.
async function signUp(page: Page, email: string, name: string) {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-crm' });
  return (await getAuth(app).getUserByEmail(email)).uid;
}

test('a user picks DD/MM/YYYY and euros, sees them on revenue after a reload, changes the password, and the security log and other devices follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = unique('settings');
  const uid = await signUp(page, email, 'Sam Settings');
  const now = new Date();
  await adminDb()
    .collection(`accounts/${uid}/revenues`)
    .add({ source: 'Acme', amount: 1234.5, description: '', date: '2024-03-09', type: 'service', clientId: '', createdAt: now, updatedAt: now });

  // Another device, signed in before the change.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth/login');
  await otherPage.getByLabel('Email', { exact: true }).fill(email);
  await otherPage.getByLabel('Password', { exact: true }).fill(password);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto('/settings/system/date-format');
  await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();

  await page.reload();
  await page.goto('/revenue');
  const table = page.getByRole('table');
  await expect(table.getByText('€1,234.50')).toBeVisible({ timeout: 20_000 });
  await expect(table.getByText('09/03/2024')).toBeVisible();

  await page.goto('/settings/security');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully! Your other devices have been signed out.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Security log' }).getByText('Password changed')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/settings\/security$/);

  // The other device is signed out at once, not at its next token refresh.
  await expect(otherPage).toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  await other.close();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/); // signed out (the sign-out is logged first)
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please check your credentials.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
});

// The Auth emulator sends no e-mail: it lists the links it would have sent.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

async function emailChangeCode(newEmail: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await fetch(`http://${authHost}/emulator/v1/projects/demo-crm/oobCodes`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: { requestType: string; oobCode: string; newEmail?: string }[] };
    const found = oobCodes.find((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.newEmail === newEmail);
    if (found) return found.oobCode;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail change code for ${newEmail}`);
}

test('a user changes the e-mail with the password, opens the link, signs in with the new address, and the change is recorded', async ({ page }) => {
  test.setTimeout(300_000);
  const email = unique('mail-old');
  const next = unique('mail-new');
  const uid = await signUp(page, email, 'Mia Mail');
  await page.goto('/profile/edit');
  await page.getByLabel('New e-mail').fill(next);
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText(`We sent a verification link to ${next}. Your e-mail changes when you open it.`)).toBeVisible({ timeout: 30_000 });

  await page.goto(`/auth/action?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(await emailChangeCode(next))}`);
  await expect(page.getByText(`Your sign-in e-mail is now ${next}. Sign in with it to continue.`)).toBeVisible({ timeout: 30_000 });
  // The page offers the next step once it knows whether this browser is still signed in.
  const signOutAgain = page.getByRole('button', { name: 'Sign out and sign in again' });
  await expect(signOutAgain.or(page.getByRole('link', { name: 'Sign in', exact: true }))).toBeVisible({ timeout: 30_000 });
  if (await signOutAgain.isVisible()) {
    await signOutAgain.click();
    // The sign-out is logged first: wait until it is done (the button goes) before signing in again.
    await expect(signOutAgain).toBeHidden({ timeout: 30_000 });
  }
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(next);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect.poll(async () => (await adminDb().doc(`users/${uid}`).get()).get('email'), { timeout: 30_000 }).toBe(next);
  // syncEmail stores the address, then logs the change: the entry may land a moment later.
  const types = async () => (await adminDb().collection('systemActivity').where('targetUid', '==', uid).get()).docs.map((d) => d.get('type'));
  await expect.poll(types, { timeout: 30_000 }).toContain('EMAIL_CHANGED');
});
