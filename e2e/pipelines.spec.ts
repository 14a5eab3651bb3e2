// Editing pipelines in Chromium (docs/product/deals.md#editing-pipelines): a manager of another
// person's account adds a stage on the pipelines settings, moves it up, removes a stage that holds
// two deals and moves them to the new stage; the stored pipeline and deals follow, and the board
// on /deals shows the new stages with the deals in their new column.
import { expect, test } from './fixtures';
import { adminDb, signUp, unique } from './records-helpers';
import { DEFAULT_PIPELINE } from '../src/domain/deals';

test('a manager adds a stage, reorders, removes a stage holding deals and moves them, and the board shows it', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerContext = await browser.newContext();
  const managerContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, unique('pipes-owner'), 'Paula Owner', 60_000);
    const manager = await managerContext.newPage();
    const managerEmail = unique('pipes-manager');
    const managerUid = await signUp(manager, managerEmail, 'Mona Manager', 60_000);
    // What accepting a manager's invitation writes (e2e/team-accounts.spec.ts goes through it).
    await adminDb().doc(`accounts/${ownerUid}/members/${managerUid}`).set({
      role: 'manager',
      ownRecordsOnly: false,
      payroll: true,
      email: managerEmail,
      displayName: 'Mona Manager',
      joinedAt: new Date(),
      invitedBy: ownerUid,
    });
    await adminDb()
      .doc(`users/${managerUid}`)
      .set({ accounts: { [managerUid]: 'owner', [ownerUid]: 'manager' } }, { merge: true });
    // The owner's default pipeline with two deals in Qualified and one in Lead, as the app writes them.
    const base = `accounts/${ownerUid}`;
    const { id: _id, ...pipeline } = DEFAULT_PIPELINE;
    await adminDb()
      .doc(`${base}/pipelines/default`)
      .set({ ...pipeline, updatedAt: new Date(), updatedBy: ownerUid });
    const stamps = { ownerId: ownerUid, createdBy: ownerUid, updatedBy: ownerUid, createdAt: new Date(), updatedAt: new Date() };
    const dealOf = (title: string, stageId: string, position: string) => ({
      title,
      clientId: 'c1',
      value: 1000,
      expectedClose: '',
      pipelineId: 'default',
      stageId,
      probability: null,
      status: 'open',
      wonAt: '',
      lostAt: '',
      lostReason: '',
      revenueId: '',
      position,
      notes: '',
      ...stamps,
    });
    await adminDb()
      .doc(`${base}/deals/d1`)
      .set(dealOf('Wedding cakes', 'qualified', 'a0'));
    await adminDb()
      .doc(`${base}/deals/d2`)
      .set(dealOf('Office lunches', 'qualified', 'a1'));
    await adminDb()
      .doc(`${base}/deals/d3`)
      .set(dealOf('Birthday party', 'lead', 'a0'));

    await manager.goto('/deals');
    await manager.getByRole('button', { name: /Switch account/ }).click();
    await manager
      .getByRole('list', { name: 'Your accounts' })
      .getByRole('button', { name: /Paula Owner/ })
      .click();
    await expect(manager.getByTestId('open-account')).toContainText('Paula Owner');
    await expect(manager.getByRole('region', { name: /^Qualified/ }).getByText('Wedding cakes')).toBeVisible({ timeout: 30_000 });

    await manager.getByRole('link', { name: 'Edit pipelines' }).click();
    await expect(manager).toHaveURL(/\/settings\/pipelines$/);
    await expect(manager.getByLabel('Pipeline name', { exact: true })).toHaveValue('Sales', { timeout: 30_000 });
    const stages = manager.getByRole('list', { name: 'Stages of Sales' });
    await expect(stages.getByText('2 deals')).toBeVisible({ timeout: 15_000 });

    // Add a stage: it goes after the last open stage.
    const addForm = manager.getByRole('form', { name: 'Add a stage to Sales' });
    await addForm.getByLabel('New stage').fill('Demo');
    await addForm.getByLabel('Probability (%)').fill('60');
    await addForm.getByRole('button', { name: 'Add stage' }).click();
    await expect(stages.getByLabel('Stage name')).toHaveCount(7);
    await expect(stages.getByLabel('Stage name').nth(4)).toHaveValue('Demo');

    // Move it up, before Negotiation.
    await manager.getByRole('button', { name: 'Move Demo up' }).click();
    await expect(stages.getByLabel('Stage name').nth(3)).toHaveValue('Demo');
    const stored = async () => ((await adminDb().doc(`${base}/pipelines/default`).get()).get('stages') as { name: string; order: number }[]) ?? [];
    await expect
      .poll(async () => (await stored()).sort((a, b) => a.order - b.order).map((s) => s.name), { timeout: 15_000 })
      .toEqual(['Lead', 'Qualified', 'Proposal', 'Demo', 'Negotiation', 'Won', 'Lost']);

    // Remove Qualified: asked where its two deals go.
    await manager.getByRole('button', { name: 'Remove stage Qualified' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Remove stage Qualified' });
    await expect(dialog.getByText('2 deals are in Qualified. Where should they go?')).toBeVisible();
    await dialog.getByLabel('Move its deals to').selectOption({ label: 'Demo' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(stages.getByLabel('Stage name')).toHaveCount(6);
    const demoId = (await stored()).find((s) => s.name === 'Demo') as unknown as { id: string };
    await expect
      .poll(async () => (await adminDb().collection(`${base}/deals`).where('stageId', '==', demoId.id).get()).docs.map((d) => String(d.get('title'))).sort(), {
        timeout: 15_000,
      })
      .toEqual(['Office lunches', 'Wedding cakes']);
    expect((await stored()).map((s) => s.name)).not.toContain('Qualified');

    // The board follows.
    await manager.getByRole('link', { name: 'Back to Deals' }).click();
    const demo = manager.getByRole('region', { name: /^Demo/ });
    await expect(demo.getByText('Wedding cakes')).toBeVisible({ timeout: 30_000 });
    await expect(demo.getByText('Office lunches')).toBeVisible();
    await expect(manager.getByRole('region', { name: /^Lead/ }).getByText('Birthday party')).toBeVisible();
    await expect(manager.getByRole('region', { name: /^Qualified/ })).toHaveCount(0);
    const columns = await manager.locator('section[aria-labelledby^="deal-column-"] h2 > span:first-child').allTextContents();
    expect(columns).toEqual(['Lead', 'Proposal', 'Demo', 'Negotiation', 'Won', 'Lost']);
  } finally {
    await ownerContext.close();
    await managerContext.close();
  }
});
