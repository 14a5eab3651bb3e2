import { rmSync } from 'node:fs';
import { expect, test } from './fixtures';
import { getAuth } from 'firebase-admin/auth';
import { adminDb, password, signUp, unique } from './records-helpers';

test('the owner checks and backs up the database, sets API limits and notifications, and reads the outbox', async ({ page }) => {
  test.setTimeout(240_000);
  const email = unique('owner-config');
  const uid = await signUp(page, email, 'Olive Owner');
  // What `npm run promote -- <email> owner` does; a new sign-in brings the claim.
  await getAuth().setCustomUserClaims(uid, { role: 'owner' });
  await adminDb().doc(`users/${uid}`).set({ role: 'owner' }, { merge: true });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signed out (the sign-out is logged first): the landing page, or sign-in when the session
  // saw the role change first.
  await expect(page).toHaveURL(/\/$|\/auth\/login/);
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // Database: what it is, a real round trip, a real export.
  await page.goto('/admin/config/database');
  await expect(page.getByText('Firebase emulators (local)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('rowheader', { name: 'users', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(/Database connection successful! \(round trip \d+ ms\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Manual backup completed successfully!')).toBeVisible({ timeout: 60_000 });
  const backup = (await adminDb().doc('systemSettings/database').get()).data() ?? {};
  expect(backup.lastBackupStatus).toBe('completed');
  await expect(page.getByText(String(backup.lastBackupPath), { exact: false })).toBeVisible();
  rmSync(String(backup.lastBackupPath), { recursive: true, force: true });

  // API: limits saved where the API reads them.
  await page.goto('/admin/config/api');
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeDisabled({ timeout: 30_000 });
  await page.getByLabel('Requests per minute').fill('120');
  await page.getByRole('checkbox', { name: /Auth/ }).check();
  await save.click();
  await expect(page.getByText('API settings saved successfully!')).toBeVisible({ timeout: 30_000 });
  const api = (await adminDb().doc('systemSettings/api').get()).data() ?? {};
  expect(api).toMatchObject({ rateLimitPerMinute: 120, endpoints: { auth: true } });
  await expect(page.getByText('API settings saved successfully!')).toBeHidden({ timeout: 10_000 });

  // Notifications: weekly reports on, one sent now, read in the outbox.
  await page.goto('/admin/config/notifications');
  await page.getByRole('checkbox', { name: /Weekly reports/ }).check({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Notification settings saved successfully!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send weekly report now' }).click();
  await expect(page.getByText('Weekly report queued.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Mail outbox' }).click();
  const outbox = page.getByRole('list', { name: 'Outbox' });
  await expect(outbox.getByText('Weekly report').first()).toBeVisible({ timeout: 30_000 });

  // Leave the shared settings as they were for other journeys.
  await adminDb().doc('systemSettings/api').delete();
  await adminDb().doc('systemSettings/notifications').delete();
});
