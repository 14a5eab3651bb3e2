import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const password = 'secret-123';
// The Functions emulator starts each function's worker on first use (slow on a busy machine).
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });
// No trace files: .cache/test-results is shared with parallel runs of other checkouts' suites.
const unique = (p: string) => `${p}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signUp(page: Page, email: string) {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Pat Payer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function payOnTestCheckout(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('a visitor buys Pro through the test checkout and finishes onboarding', async ({ page }) => {
  const email = unique('visitor');
  await page.goto('/pricing');
  await expect(page.getByText('You have 3 days to update your payment method', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page.getByRole('heading', { name: 'Subscribe to Pro' })).toBeVisible(SLOW);
  await expect(page.getByTestId('amount')).toContainText('$79.00');
  await page.getByLabel('Email').fill(email);
  await payOnTestCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/onboarding\?session_id=cs_test_/, SLOW);
  await expect(page.getByText('Payment Successful')).toBeVisible(SLOW);
  await expect(page.getByText('Pro Plan Active')).toBeVisible();
  await expect(page.getByText('$79.00 / month')).toBeVisible();
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');

  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Business Name (optional)').fill('Acme Law');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully! Redirecting to dashboard...')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard greets once from the flags the onboarding left.
  await expect(page.getByRole('dialog', { name: 'Welcome to SmallBiz CRM!' })).toContainText('Welcome! Your Pro plan is now active.');

  await page.goto('/plans');
  await expect(page.getByRole('region', { name: /Pro/ }).getByRole('button', { name: 'Current plan' })).toBeVisible();
});

test('a trial user upgrades from the banner; a declined card is refused first', async ({ page }) => {
  await signUp(page, unique('trial'));
  await page.getByRole('link', { name: 'Upgrade', exact: true }).first().click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByText(/days? left in your trial/)).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page.getByRole('heading', { name: 'Subscribe to Pro' })).toBeVisible(SLOW);
  await payOnTestCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please use a different card.', SLOW);

  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_test_.*&plan=pro/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Welcome to SmallBiz CRM!' })).toContainText('Welcome! Your Pro plan is now active.');
});

test('a failed payment warns, suspends after the grace, recovers; a cancellation keeps access until period end', async ({ page }) => {
  await signUp(page, unique('lifecycle'));
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Basic' })).toBeVisible(SLOW);
  await payOnTestCheckout(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible(SLOW);

  await page.goto('/plans');
  await expect(page.getByTestId('subscription-status')).toContainText('Active');
  await page.getByRole('button', { name: 'Mark payment failed', exact: true }).click();
  await expect(page.getByText(/Your last payment failed\. Update your payment method by/)).toBeVisible();

  await page.getByRole('button', { name: 'Mark payment failed 4 days ago' }).click();
  await page.getByRole('button', { name: 'Run lifecycle now' }).click();
  await expect(page.getByText('Your account is suspended because a payment failed. Pay again to restore it.')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Suspended.');

  await page.getByRole('button', { name: 'Mark payment recovered' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Active');
  await expect(page.getByText(/account is suspended/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Cancelled. You keep access until');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Active');

  // Cancelled again, the paid period runs out: the app gives way to the subscription-ended page.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Cancelled. You keep access until');
  await page.getByRole('button', { name: 'End paid period now' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Your subscription has ended. Choose a plan to continue.');
  await expect(page.getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your subscription has ended' })).toBeVisible(SLOW);
});
