// A big client list arrives in live pages of 1,000 (src/data/paged.ts). With 2,500 clients the
// list spans three pages; records added, edited and deleted elsewhere (here by the Admin SDK)
// at a page boundary and deep in the list show up without a reload, each exactly once.
import { expect, test } from './fixtures';
import { adminDb, makePro, signUp, unique, withoutTriggers } from './records-helpers';

const COUNT = 2500;
const base = Date.parse('2026-01-01T00:00:00Z');

const client = (i: number) => ({
  name: `Paged Client ${i}`,
  email: `paged${i}@example.com`,
  phone: '',
  company: 'Paging Ltd',
  value: 1,
  progress: 0,
  notes: '',
  dateAdded: '2026-01-01',
  lastContact: '',
  status: 'active',
  type: 'one-time',
  // c2499 is the newest, c0 the oldest.
  createdAt: new Date(base + i * 1000),
  updatedAt: new Date(base + i * 1000),
});

test('a 2,500-client list loads page by page and stays live across pages', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUp(page, unique('paging'));
  await makePro(uid);
  const db = adminDb();
  await withoutTriggers(async () => {
    for (let start = 0; start < COUNT; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + 500, COUNT); i += 1) batch.set(db.doc(`accounts/${uid}/clients/c${i}`), client(i));
      await batch.commit();
    }
  });
  await db.doc(`accounts/${uid}/meta/counters`).set({ clients: COUNT, lastClientId: '' });

  await page.goto('/clients');
  const total = page.getByTestId('stat-Total Clients');
  await expect(total).toHaveText('2,500', { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading clients' })).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search clients' });

  // The newest first page ends at c1500; c1500 is the first page's last record, c2 sits on the last page.
  await db.doc(`accounts/${uid}/clients/c1500`).delete();
  await db.doc(`accounts/${uid}/clients/c2`).delete();
  await db.doc(`accounts/${uid}/clients/c700`).update({ name: 'Renamed Deep Client' });
  await db.doc(`accounts/${uid}/clients/fresh`).set({ ...client(9999), name: 'Fresh Client', createdAt: new Date(), updatedAt: new Date() });

  await expect(total).toHaveText('2,499', { timeout: 30_000 });
  await search.fill('Renamed Deep Client');
  await expect(page.getByRole('heading', { name: 'Renamed Deep Client' })).toHaveCount(1);
  await search.fill('Fresh Client');
  await expect(page.getByRole('heading', { name: 'Fresh Client' })).toHaveCount(1);
  // c1499 was pulled into the first page by the delete: still shown once.
  await search.fill('paged1499@');
  await expect(page.getByRole('heading', { name: 'Paged Client 1499' })).toHaveCount(1);
  await search.fill('paged1500@');
  await expect(page.getByText('No clients match your filters')).toBeVisible();
  await search.fill('paged2@');
  await expect(page.getByText('No clients match your filters')).toBeVisible();
});
