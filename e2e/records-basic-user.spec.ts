import { expect, test } from './fixtures';
import { adminDb, signUp, unique } from './records-helpers';

// Traces off: parallel runs share the output folder, and a trace lost mid-write fails the test.

test('a basic user meets the Pro prompt on team, salaries and expenses', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, unique('basic-records'));
  for (const [path, title] of [
    ['/team', 'Team Management - Pro Feature'],
    ['/salaries', 'Salary Management - Pro Feature'],
    ['/expenses', 'Expense Management - Pro Feature'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  }
});

test('a basic user with 100 clients is told in plain words why the 101st cannot be added', async ({ page }) => {
  test.setTimeout(120_000);
  const uid = await signUp(page, unique('basic-cap'));
  const db = adminDb();
  const batch = db.batch();
  for (let i = 0; i < 100; i += 1) {
    batch.set(db.doc(`accounts/${uid}/clients/client-${String(i).padStart(3, '0')}`), {
      name: `Client ${i}`,
      email: `client${i}@example.com`,
      phone: '',
      company: 'Acme',
      value: 10,
      progress: 0,
      notes: '',
      dateAdded: '2026-01-01',
      lastContact: '',
      status: 'active',
      type: 'one-time',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  batch.set(db.doc(`accounts/${uid}/meta/counters`), { clients: 100, lastClientId: '' });
  await batch.commit();

  await page.goto('/clients');
  await expect(page.getByTestId('stat-Total Clients')).toHaveText('100');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Client limit reached' });
  await expect(dialog.getByText(/limit of 100 clients, so you cannot add another one/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
});
