import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// Runs inside `firebase emulators:exec`, which points the Admin SDK at the emulators.
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const DENIED = "Access Denied: You don't have permission to access this page.";

/** Signs up through the Auth emulator (the sign-up function writes the account), then sets the role. */
async function staff(admin: App, role: 'admin' | 'owner') {
  const email = `${role}-panel-${Date.now()}@example.com`;
  const response = await fetch(`http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  const { localId } = (await response.json()) as { localId: string };
  await getAuth(admin).setCustomUserClaims(localId, { role });
  await getFirestore(admin)
    .doc(`users/${localId}`)
    .set({ role, displayName: `Panel ${role}` }, { merge: true });
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

const figure = (page: Page, label: string) =>
  page
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .last()
    .locator('dd')
    .first();

test('an admin sees live figures and is refused the owner pages; the owner adds an admin by e-mail', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const admin = initializeApp({ projectId: 'demo-crm' }, `e2e-panel-${Date.now()}`);
  try {
    const adminEmail = await staff(admin, 'admin');
    const ownerEmail = await staff(admin, 'owner');

    await signIn(page, adminEmail);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    const total = figure(page, 'Total Users');
    await expect(total).toHaveText(/^\d[\d,]*$/, { timeout: 20_000 });
    const before = Number((await total.textContent())!.replace(/,/g, ''));
    await expect(page.getByText(/Functions: answering \(\d+ ms\)/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Owner Only')).toHaveCount(3);

    // A new user elsewhere moves the figure without a reload.
    await getFirestore(admin)
      .doc(`users/panel-live-${Date.now()}`)
      .set({ email: 'live@example.com', role: 'user', planId: 'basic', subscriptionStatus: 'trial', createdAt: new Date(), updatedAt: new Date() });
    await expect(total).toHaveText((before + 1).toLocaleString('en-US'), { timeout: 20_000 });

    for (const path of ['/admin/admins', '/admin/billing', '/admin/billing/payment-settings']) {
      await page.goto(path);
      await expect(page.getByText(DENIED)).toBeVisible();
    }

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, ownerEmail);
    await owner.goto('/admin/admins');
    await expect(owner.getByRole('heading', { name: /^Current Admins \(\d+\)$/ })).toBeVisible({ timeout: 20_000 });
    const invitee = `invited-${Date.now()}@example.com`;
    await owner.getByRole('button', { name: 'Add New Admin' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ivy Invited');
    await dialog.getByLabel('Email').fill(invitee);
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await expect(owner.getByText('Admin added successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByText(`Invitation for ${invitee}`, { exact: false })).toBeVisible();
    const list = owner.getByRole('list', { name: 'Current Admins' });
    await expect(list.getByText(invitee)).toBeVisible();
    await expect(list.getByText('Ivy Invited')).toBeVisible();
    await ownerContext.close();
  } finally {
    await deleteApp(admin);
  }
});
