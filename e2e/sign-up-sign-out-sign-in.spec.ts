import { expect, test } from './fixtures';

const email = `journey-${Date.now()}@example.com`;
const password = 'secret-123';

test('a visitor signs up, reaches the signed-in app, signs out and signs in again; a wrong password is refused', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Jamie Journey');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Jamie Journey!/ })).toBeVisible();
  // A basic trial: no Pro items, no admin item.
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Salaries' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  // Signed in, guest-only pages send the user to the dashboard.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed out, protected pages send the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back, Jamie Journey!/ })).toBeVisible();
});
