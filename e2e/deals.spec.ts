// Deals in Chromium (docs/product/deals.md): a new account gets the default pipeline on /deals; a
// deal added for a client is moved with the keyboard to Won, which makes one revenue linked both
// ways; the revenue screen lists it.
import { expect, test } from './fixtures';
import { addClient, adminDb, signUp, unique } from './records-helpers';

test('a salesperson adds a deal, moves it to Won with the keyboard, and the revenue appears', async ({ page }) => {
  test.setTimeout(240_000);
  const uid = await signUp(page, unique('deals'), 'Dee Seller', 60_000);
  await page.goto('/clients');
  await addClient(page, 'Bakery Bros', 'bros@example.com');

  await page.goto('/deals');
  for (const stage of ['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${stage}`) })).toBeVisible({ timeout: 30_000 });
  }
  // The default pipeline is stored on the first visit.
  await expect.poll(async () => (await adminDb().doc(`accounts/${uid}/pipelines/default`).get()).exists, { timeout: 15_000 }).toBe(true);

  await page.getByRole('button', { name: 'Add Deal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Deal' });
  await dialog.getByLabel('Title').fill('Wedding cakes');
  await dialog.getByLabel('Client').selectOption({ label: 'Bakery Bros' });
  await dialog.getByLabel('Value ($)').fill('1200');
  await dialog.getByRole('button', { name: 'Add Deal' }).click();
  await expect(dialog).toBeHidden();
  const lead = page.getByRole('region', { name: /^Lead/ });
  await expect(lead.getByText('Wedding cakes')).toBeVisible({ timeout: 15_000 });

  // Keyboard: pick up, four columns to the right (Qualified, Proposal, Negotiation, Won), drop.
  const handle = page.getByRole('button', { name: 'Move deal Wedding cakes' });
  await handle.focus();
  // Each step is measured after the one before has been drawn, as a person's key presses are.
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  for (const stage of ['Qualified', 'Proposal', 'Negotiation', 'Won']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Deal Wedding cakes moved to ${stage}`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText('Deal Wedding cakes dropped in Won')).toBeAttached();
  await expect(page.getByRole('region', { name: /^Won/ }).getByText('Wedding cakes')).toBeVisible({ timeout: 15_000 });

  // One revenue, linked both ways.
  await expect
    .poll(async () => (await adminDb().collection(`accounts/${uid}/revenues`).where('description', '==', 'Wedding cakes').get()).size, { timeout: 15_000 })
    .toBe(1);
  const revenue = (await adminDb().collection(`accounts/${uid}/revenues`).where('description', '==', 'Wedding cakes').get()).docs[0]!;
  expect(revenue.data()).toMatchObject({ source: 'Bakery Bros', amount: 1200, ownerId: uid, createdBy: uid });
  const deal = (
    await adminDb()
      .doc(`accounts/${uid}/deals/${String(revenue.get('dealId'))}`)
      .get()
  ).data();
  expect(deal).toMatchObject({ status: 'won', revenueId: revenue.id, title: 'Wedding cakes' });

  await page.goto('/revenue');
  await expect(page.getByText('Wedding cakes').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'From a won deal' })).toBeVisible();
});
