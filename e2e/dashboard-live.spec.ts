import { expect, test } from './fixtures';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

// Runs inside `firebase emulators:exec`, which points the Admin SDK at the emulators.
test('the dashboard follows records added elsewhere, without a reload, and draws its charts', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `live-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Lee Live');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up runs the account-creation function, slow on a cold or busy emulator.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByText('No financial data to display. Add revenue or expenses to see charts.')).toBeVisible();

  const admin = initializeApp({ projectId: 'demo-crm' }, `e2e-${Date.now()}`);
  try {
    const uid = (await getAuth(admin).getUserByEmail(email)).uid;
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
    const stamp = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
    // The founder's account: its id is their uid.
    const account = getFirestore(admin).collection('accounts').doc(uid);
    await account.collection('revenues').add({ source: 'Acme', amount: 1500, description: '', date, type: 'service', clientId: '', ...stamp });
    await account
      .collection('expenses')
      .add({ description: 'Flights', amount: 250, category: 'travel', notes: '', date, salaryId: '', clientId: '', ...stamp });
  } finally {
    await deleteApp(admin);
  }

  await expect(page.getByText('Revenue: $1,500.00 from Acme')).toBeVisible();
  // The figures move once the functions have summarized both writes (docs/decisions/0148): behind
  // an earlier journey's burst of writes, the emulator's queue of triggers can take a while.
  const overview = page.getByRole('img', { name: 'Financial Overview: Revenue $1,500.00, Expenses $250.00, Net Profit $1,250.00' });
  await expect(overview).toBeVisible({ timeout: 180_000 });
  await expect(overview.locator('canvas')).toBeVisible();
  const breakdown = page.getByRole('img', { name: 'Expense Breakdown: Travel $250.00' });
  await expect(breakdown.locator('canvas')).toBeVisible();
  await expect(page.getByText('$1,500.00 this month')).toBeVisible();
});
