import { expect, test } from './fixtures';

/** HH:MM in New York (the time zone of a new account without its own setting) `ms` from now. */
function newYorkTime(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.now() + ms),
  );
}

test('a user saves e-mail preferences, turns on browser notifications, adds a reminder one to two minutes ahead and sees it fire; both survive a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // Record browser notifications the page shows (headless Chromium draws none).
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title}: ${options?.body ?? ''}`);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recording });
  });
  await page.clock.install();

  const email = `reminder-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name', { exact: true }).fill('Rita Reminder');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto('/settings/notifications/email');
  await page.getByLabel('Frequency').selectOption('weekly');
  await page.getByRole('checkbox', { name: /New clients/ }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email notification settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Frequency')).toHaveValue('weekly');
  await expect(page.getByRole('checkbox', { name: /New clients/ })).not.toBeChecked();

  await page.goto('/settings/notifications/push');
  await page.getByRole('button', { name: 'Enable Push Notifications' }).click();
  await expect(page.getByText('Push notifications are on in this browser.')).toBeVisible();
  await expect(page.getByText('Push notifications enabled.')).toBeVisible();
  // Quiet hours would hold the notification if the test runs at night in New York.
  await page.getByRole('checkbox', { name: 'Hold notifications during quiet hours' }).uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Push notification settings saved.')).toBeVisible();

  await page.getByRole('link', { name: /Back to Settings/ }).click();
  await page.getByRole('link', { name: /Reminders/ }).click();
  await expect(page.getByText('No reminders yet. Start with a suggestion:')).toBeVisible();
  // The reminder's minute is one to two minutes ahead: far enough that it cannot fall due while it
  // is added and the page reloads (picked 60 s ahead at hh:mm:59, it fell due a second later, and
  // fired on the reload or, before the scheduler's fix, never), near enough for the fast-forward.
  const time = newYorkTime(120_000);
  await page.getByLabel('Title').fill('Call the bank');
  await page.getByLabel('Time').fill(time);
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(page.getByText(`Every day at ${time}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Every day at ${time}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)).toEqual([]);

  await page.clock.fastForward('02:05');
  await expect(page.getByRole('status').filter({ hasText: 'Call the bank' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)).toEqual(['Reminder: Call the bank']);
});
