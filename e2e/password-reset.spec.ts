import { expect, test } from './fixtures';

// The Auth emulator sends no e-mail: it lists the out-of-band codes it would have sent.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

async function resetCodeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`http://${authHost}/emulator/v1/projects/demo-crm/oobCodes`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: { email: string; requestType: string; oobCode: string }[] };
    const found = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1);
    if (found) return found.oobCode;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no password-reset code for ${email}`);
}

test('a user who forgot the password resets it from the e-mailed link and signs in with the new one', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Rita Reset');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('old-secret');
  await page.getByLabel('Confirm Password', { exact: true }).fill('old-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up runs the account-creation function, slow on a cold or busy emulator.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a link to reset your password.')).toBeVisible();

  const code = await resetCodeFor(email);
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('new-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('old-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please check your credentials.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Rita Reset!/ })).toBeVisible();
});
