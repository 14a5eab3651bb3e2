// The admin area in a real browser against the emulators: a role granted by a function reaches
// an open session without a sign-out; the owner overrides a basic user's account to Pro and that user's
// open tab unlocks Salaries without a reload; the owner deletes a user and their records go;
// each action is in the activity log.
import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { adminDb, signUp, unique } from './records-helpers';

test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

const adminAuth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-crm' }));

async function newTab(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** What the edit-user function does to make someone owner: the claim, its mirror and the stamp. */
async function grantOwner(uid: string) {
  await adminAuth().setCustomUserClaims(uid, { role: 'owner' });
  await adminDb().doc(`users/${uid}`).update({ role: 'owner', claimsUpdatedAt: new Date() });
}

test('the owner overrides a basic user to Pro, and that user’s open tab unlocks Salaries at once', async ({ browser }) => {
  const customer = await newTab(browser);
  const customerEmail = unique('customer');
  await signUp(customer, customerEmail, 'Casey Customer');
  await customer.goto('/salaries');
  await expect(customer.getByRole('heading', { name: 'Salary Management - Pro Feature' })).toBeVisible(SLOW);

  const owner = await newTab(browser);
  const ownerEmail = unique('owner');
  const ownerUid = await signUp(owner, ownerEmail, 'Olga Owner');
  await owner.goto('/admin');
  await expect(owner.getByText("You don't have permission to access the admin panel.")).toBeVisible(SLOW);
  // The role arrives in the open session (token refresh on claimsUpdatedAt), no sign-out.
  await grantOwner(ownerUid);
  await expect(owner.getByText("You don't have permission to access the admin panel.")).toBeHidden(SLOW);

  // The customer's account, found by its owner's e-mail.
  await owner.goto('/admin/subscription-override');
  await owner.getByLabel('Find an account').fill(customerEmail);
  const row = owner.getByRole('row').filter({ hasText: customerEmail });
  await row.getByRole('link', { name: /^Open / }).click(SLOW);
  await owner
    .getByRole('region', { name: /^Account / })
    .getByRole('button', { name: 'Override subscription' })
    .click(SLOW);
  const dialog = owner.getByRole('dialog', { name: /^Override subscription of / });
  await dialog.getByLabel('Plan').selectOption('pro');
  await dialog.getByLabel('Status').selectOption('active');
  await dialog.getByRole('button', { name: 'Apply Override' }).click();
  await expect(owner.getByText('User subscription updated successfully!')).toBeVisible(SLOW);

  // No reload in the customer's tab: the account stream brings the new plan.
  await expect(customer.getByRole('heading', { name: 'Salaries & Payroll' })).toBeVisible(SLOW);

  await owner.goto('/admin/activity');
  await owner.getByLabel('User e-mail').fill(customerEmail);
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByText(`${ownerEmail} overrode the subscription of the account`, { exact: false })).toBeVisible(SLOW);
  const entries = owner.getByRole('main').getByRole('listitem');
  await expect(entries.filter({ hasText: 'Subscription upgraded' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'User registered' })).toHaveCount(1);
});

test('the owner deletes a user: the account and every record are gone, and the log says who did it', async ({ browser }) => {
  const owner = await newTab(browser);
  const ownerEmail = unique('owner');
  const ownerUid = await signUp(owner, ownerEmail, 'Otto Owner');
  await grantOwner(ownerUid);

  const leaver = await newTab(browser);
  const leaverEmail = unique('leaver');
  const leaverUid = await signUp(leaver, leaverEmail, 'Lee Leaver');
  await adminDb().doc(`accounts/${leaverUid}/clients/c1`).set({ name: 'A client' });
  await leaver.context().close();

  await owner.goto('/admin/users');
  await owner.getByLabel('Search by e-mail or name').fill(leaverEmail);
  await owner.getByRole('link', { name: `View ${leaverEmail}` }).click(SLOW);
  const records = owner.getByRole('region', { name: 'Records' });
  await expect(records).toContainText('Clients1', SLOW);
  await owner.goBack();
  await owner.getByLabel('Search by e-mail or name').fill(leaverEmail);
  await owner.getByRole('button', { name: `Delete ${leaverEmail}` }).click(SLOW);
  await expect(owner.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeVisible();
  await owner.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(owner.getByText('User deleted successfully!')).toBeVisible(SLOW);
  try {
    await expect(owner.getByText('No users match your filters')).toBeVisible(SLOW);
  } catch (error) {
    // The page drops the row when the function answers (docs/decisions/0159); before that, the
    // live list failed twice under load to hear of the delete. Say what the list showed instead.
    const shown = await owner
      .locator('main')
      .innerText()
      .catch(() => '(no main element)');
    const doc = await adminDb().doc(`users/${leaverUid}`).get();
    throw new Error(
      `the list did not empty; users/${leaverUid} ${doc.exists ? `exists again: ${JSON.stringify(doc.data())}` : 'is gone'}; the page shows:\n${shown.slice(0, 1500)}`,
      { cause: error },
    );
  }

  expect((await adminDb().doc(`users/${leaverUid}`).get()).exists).toBe(false);
  expect((await adminDb().collection(`accounts/${leaverUid}/clients`).get()).size).toBe(0);
  expect((await adminDb().doc(`subscriptions/${leaverUid}`).get()).exists).toBe(false);
  await expect(adminAuth().getUser(leaverUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

  await owner.goto('/admin/activity');
  await owner.getByLabel('Event').selectOption('USER_DELETED');
  await owner.getByLabel('User e-mail').fill(leaverEmail);
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByText(`${ownerEmail} deleted the account ${leaverEmail}`, { exact: false })).toBeVisible(SLOW);
});
