// A user brings their deals from HubSpot: the export is recognised, its stage names the Sales
// pipeline has map by themselves, the one it lacks is given a stage, the missing client is
// created, the won deal makes its revenue, the deals show on the deals screen, and the undo
// takes the deals, the revenue and the new client away again.
import { expect, test } from './fixtures';
import { signUpPro } from './pro-sign-up';
import { adminDb } from '../tests/support/emulators';

const docsOf = async (path: string) => (await adminDb().collection(path).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);

test('a user imports a HubSpot deals export, maps its unknown stage, and undoes the import', async ({ page }) => {
  test.setTimeout(180_000);
  const uid = await signUpPro(page, 'import-deals', 'Dana Deals');
  await adminDb().doc(`accounts/${uid}/clients/cooper`).set({
    name: 'Cooper & Co',
    email: 'jane@cooper.io',
    phone: '',
    company: '',
    value: 0,
    progress: 0,
    notes: '',
    dateAdded: '2024-01-01',
    lastContact: '',
    status: 'active',
    type: 'one-time',
    ownerId: uid,
    createdBy: uid,
    updatedBy: uid,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await adminDb().doc(`accounts/${uid}/meta/counters`).set({ clients: 1, lastClientId: 'cooper' }, { merge: true });

  await page.goto('/import');
  const hubspot = [
    'Record ID,Deal Name,Deal Stage,Close Date,Deal owner,Amount,Pipeline,Associated Company,Associated Contact',
    '101,Cooper retainer,Contract Sent,2025-04-30,,"$1,200.00",Sales Pipeline,Cooper & Co,Jane Cooper (jane@cooper.io)',
    '102,Acme estate plan,Closed Won,2025-03-20,,3500,Sales Pipeline,Acme,Ann Lee (ann@acme.io)',
    '103,Cooper audit,Proposal,,,800,Sales Pipeline,cooper & co,',
  ].join('\r\n');
  await page.getByLabel('Choose a file to import').setInputFiles({ name: 'hubspot-deals.csv', mimeType: 'text/csv', buffer: Buffer.from(hubspot) });
  await expect(page.getByText('Recognised as a HubSpot deals export')).toBeVisible();
  await expect(page.getByLabel('Kind of data')).toHaveValue('deals');
  await expect(page.getByLabel('Map To for Deal Stage')).toHaveValue('stage');

  const importButton = page.getByRole('button', { name: 'Import Data' });
  await expect(importButton).toBeDisabled();
  await page.getByLabel('"Contract Sent" (1 row)').selectOption({ label: 'Negotiation' });
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByText('Successfully imported 3 records', { exact: true })).toBeVisible({ timeout: 60_000 });

  const deals = await docsOf(`accounts/${uid}/deals`);
  const byTitle = new Map(deals.map((d) => [d.title, d]));
  expect(byTitle.get('Cooper retainer')).toMatchObject({ stageId: 'negotiation', clientId: 'cooper', value: 1200, ownerId: uid, createdBy: uid });
  expect(byTitle.get('Cooper audit')).toMatchObject({ stageId: 'proposal', clientId: 'cooper' });
  const won = byTitle.get('Acme estate plan')!;
  expect(won).toMatchObject({ stageId: 'won', status: 'won', wonAt: '2025-03-20' });
  const revenues = await docsOf(`accounts/${uid}/revenues`);
  expect(revenues).toEqual([expect.objectContaining({ dealId: won.id, amount: 3500, source: 'Acme', date: '2025-03-20' })]);
  expect((await docsOf(`accounts/${uid}/clients`)).map((c) => c.email).sort()).toEqual(['ann@acme.io', 'jane@cooper.io']);

  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(/Import undone/)).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await docsOf(`accounts/${uid}/deals`)).length, { timeout: 30_000 }).toBe(0);
  expect(await docsOf(`accounts/${uid}/revenues`)).toHaveLength(0);
  expect((await docsOf(`accounts/${uid}/clients`)).map((c) => c.id)).toEqual(['cooper']);
});
