// A client's page in Chromium (docs/product/screens.md#client-page): opened from the clients list,
// a call logged on it shows on the timeline and moves the client's last contact, and a phone
// number changed inline in another tab shows on the page at once and, as the server's history
// has it, on the timeline: the phone before → after, by the member.
import { expect, test } from './fixtures';
import { addClient, adminDb, signUp, unique } from './records-helpers';

test('a user opens a client from the list, logs a call, and sees an edit made in another tab', async ({ page, context }) => {
  test.setTimeout(240_000);
  const uid = await signUp(page, unique('client-page'), 'Carla Caller', 60_000);
  await page.goto('/clients');
  await addClient(page, 'Harbour Bakery', 'harbour@example.com');

  await page.getByRole('article', { name: 'Harbour Bakery' }).getByRole('link', { name: 'Harbour Bakery' }).click();
  await expect(page).toHaveURL(/\/clients\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Harbour Bakery' })).toBeVisible({ timeout: 30_000 });
  const clientId = page.url().split('/').pop()!;
  // The client form's default last contact is its day of creation: set it back to see it move.
  await adminDb().doc(`accounts/${uid}/clients/${clientId}`).update({ lastContact: '2020-01-01' });
  await expect(page.getByText(/Last activity: 01\/01\/2020/)).toBeVisible({ timeout: 20_000 });

  const form = page.getByRole('form', { name: 'Add to the timeline' });
  await form.getByLabel('Kind').selectOption('call');
  await form.getByLabel('Duration (minutes)').fill('20');
  await form.getByLabel('Outcome').fill('Wants a quote for the spring menu');
  await form.getByLabel('Notes').fill('Asked about prices\nhttps://example.com/menu');
  await form.getByRole('button', { name: 'Log it' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline entries' });
  await expect(timeline.getByText('Outcome: Wants a quote for the spring menu')).toBeVisible({ timeout: 20_000 });
  await expect(timeline.getByRole('link', { name: 'https://example.com/menu' })).toHaveAttribute('href', 'https://example.com/menu');
  await expect(page.getByText(/Last activity: 01\/01\/2020/)).toBeHidden({ timeout: 20_000 });
  // The page shows the write at once; the server has it once the batch is committed.
  await expect
    .poll(async () => (await adminDb().doc(`accounts/${uid}/clients/${clientId}`).get()).get('lastContact'), { timeout: 30_000 })
    .not.toBe('2020-01-01');
  const activities = await adminDb().collection(`accounts/${uid}/activities`).where('subject', '==', clientId).get();
  expect(activities.docs.map((d) => d.data())).toMatchObject([{ kind: 'call', duration: 20, authorId: uid, ownerId: uid }]);

  // Another tab edits the phone inline; this one follows.
  const second = await context.newPage();
  await second.goto(`/clients/${clientId}`);
  await expect(second.getByRole('heading', { name: 'Harbour Bakery' })).toBeVisible({ timeout: 30_000 });
  await second.getByRole('button', { name: 'Edit Phone' }).click();
  await second.getByLabel('Phone').fill('+1 555 0142');
  await second.getByRole('button', { name: 'Save' }).click();
  const details = (p: typeof page) => p.getByRole('region', { name: 'Harbour Bakery' }).locator('dd');
  await expect(details(second).getByText('+1 555 0142')).toBeVisible({ timeout: 20_000 });
  // This tab follows: the field at once, and the timeline once the server's history has the
  // change (the trigger's entry: the phone before → after, by the member).
  await expect(details(page).getByText('+1 555 0142')).toBeVisible({ timeout: 20_000 });
  // The record trigger writes it from the change (functions/src/history); the events of every
  // journey reach the functions one at a time, so it may wait behind others' (decision 0249):
  // more than 60 s in one full run, hence 150 s, within the journey's 240 s.
  const entry = timeline.getByRole('article', { name: 'Client changed' }).filter({ hasText: '+1 555 0142' });
  await expect(entry.getByRole('term')).toHaveText('Phone', { timeout: 150_000 });
  await expect(entry.getByRole('definition')).toHaveText(/—\s*→\s*changed to\s*\+1 555 0142/);
  await expect(entry).toContainText('Carla Caller');
});
