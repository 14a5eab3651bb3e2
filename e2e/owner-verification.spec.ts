import { expect, test } from './fixtures';
import { closeAdmin, deleteUserByEmail } from '../tests/support/emulators';

// The Auth emulator sends no e-mail: it lists the out-of-band codes it would have sent.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const OWNER = 'owner@demo.test'; // listed in OWNER_EMAILS by functions/.env.local

async function verifyCodeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`http://${authHost}/emulator/v1/projects/demo-crm/oobCodes`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: { email: string; requestType: string; oobCode: string }[] };
    const found = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
    if (found) return found.oobCode;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification code for ${email}`);
}

test.afterAll(closeAdmin);

test('the configured owner signs up as a user, verifies the e-mail from Settings and becomes owner in the same session', async ({ page }) => {
  await deleteUserByEmail(OWNER);
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Olivia Owner');
  await page.getByLabel('Email', { exact: true }).fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill('owner-secret');
  await page.getByLabel('Confirm Password', { exact: true }).fill('owner-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByText('Basic plan · user')).toBeVisible();
  await page.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(page.getByText(`We sent a verification link to ${OWNER}.`, { exact: false })).toBeVisible();

  const code = await verifyCodeFor(OWNER);
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText('Your account is now the owner account.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/settings');
  await expect(page.getByText('Enterprise plan · owner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toHaveCount(0);
  await deleteUserByEmail(OWNER);
});

test('a visitor sends a Contact Sales message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Pat Buyer');
  await page.getByLabel('Email Address').fill(`pat-${Date.now()}@buyer.test`);
  await page.getByLabel('Message').fill('We would like a quote for 40 seats.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});
