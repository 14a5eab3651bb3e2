import { expect, test } from './fixtures';

test('a new user signs up, completes the tour, sees an empty dashboard and signs out', async ({ page }) => {
  const email = `tour-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Tess Tour');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Sign-up runs the account-creation function, slow on a cold or busy emulator.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Tour!' })).toBeVisible();
  const tour = page.getByRole('dialog');
  await expect(tour).toHaveAccessibleName('Welcome to SmallBiz CRM!');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAccessibleName('Your Dashboard');
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAccessibleName('The Navigation Menu');
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toHaveAccessibleName('Your Dashboard');
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAccessibleName("You're All Set!");
  await tour.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Completed: it does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Tour!' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: "Welcome back, Tess Tour! Here's your business overview." })).toBeVisible();
  await expect(page.getByText('No financial data to display. Add revenue or expenses to see charts.')).toBeVisible();
  await expect(page.getByText('No expense data to display. Add expenses to see breakdown.')).toBeVisible();
  await expect(page.getByText('No recent activity. Start by adding your first client or revenue record.')).toBeVisible();
  await expect(page.getByText('of 0 total')).toBeVisible();
  await expect(page.getByText('Free trial: 7 days left')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});
