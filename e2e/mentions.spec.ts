// @mentions in Chromium (docs/product/history.md#mentions): an owner opens a client and writes a
// note mentioning a member through the @ picker; the member, signed in in another browser with
// their own account open, sees the mention under Mentions in the header, opens the client from it
// (the team's account opens) and the notice is read; the mail waits in the queue per their settings.
import { expect, test } from './fixtures';
import { addClient, adminDb, makePro, signUp, unique } from './records-helpers';

test('an owner mentions a member in a note; the member sees the mention and opens the client from it', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerEmail = unique('mention-owner');
  const memberEmail = unique('mention-member');
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, 'Paula Owner', 60_000);
    await makePro(ownerUid);
    const member = await memberContext.newPage();
    const memberUid = await signUp(member, memberEmail, 'Sid Sales', 60_000);
    // What accepting a member's invitation writes (e2e/team-accounts.spec.ts goes through it).
    await adminDb()
      .doc(`accounts/${ownerUid}/members/${memberUid}`)
      .set({ role: 'member', ownRecordsOnly: false, payroll: false, email: memberEmail, displayName: 'Sid Sales', joinedAt: new Date(), invitedBy: ownerUid });
    await adminDb()
      .doc(`users/${memberUid}`)
      .set({ accounts: { [memberUid]: 'owner', [ownerUid]: 'member' } }, { merge: true });
    // The account's name, as the sign-up's rename trigger gives it (set here, not waited for).
    await adminDb().doc(`accounts/${ownerUid}`).set({ name: 'Paula Owner' }, { merge: true });

    await owner.goto('/clients');
    await addClient(owner, 'Corner Cafe', 'cafe@example.com');
    await owner.getByRole('article', { name: 'Corner Cafe' }).getByRole('link', { name: 'Corner Cafe' }).click();
    await expect(owner.getByRole('heading', { name: 'Corner Cafe' })).toBeVisible({ timeout: 30_000 });
    const clientId = owner.url().split('/').pop()!;

    // The note: "@si" opens the picker with the member; Enter picks them.
    const form = owner.getByRole('form', { name: 'Add to the timeline' });
    const box = form.getByRole('combobox', { name: 'Note' });
    await box.click();
    await box.pressSequentially('Please call them back, @si');
    const list = owner.getByRole('listbox', { name: 'Members to mention' });
    await expect(list.getByRole('option', { name: 'Sid Sales' })).toBeVisible({ timeout: 30_000 });
    await expect(list.getByRole('option', { name: 'Paula Owner' })).toHaveCount(0);
    await box.press('Enter');
    await expect(box).toHaveValue('Please call them back, @Sid Sales ');
    await box.pressSequentially('before Friday');
    await form.getByRole('button', { name: 'Add note' }).click();
    const timeline = owner.getByRole('list', { name: 'Timeline entries' });
    await expect(timeline.getByText('@Sid Sales')).toBeVisible({ timeout: 20_000 });
    // The timeline shows the note from the page's own pending write; the server has it a moment later.
    const notes = async () => (await adminDb().collection(`accounts/${ownerUid}/activities`).where('subject', '==', clientId).get()).docs.map((d) => d.data());
    await expect.poll(notes, { timeout: 20_000 }).toHaveLength(1);
    expect(await notes()).toMatchObject([{ kind: 'note', text: 'Please call them back, @Sid Sales before Friday', mentions: [memberUid] }]);

    // The member, in their own account, sees the mention in the header and opens the client from it.
    await member.goto('/dashboard');
    const mentions = member.getByRole('button', { name: 'Mentions, 1 unread' });
    await expect(mentions).toBeVisible({ timeout: 90_000 });
    await mentions.click();
    const panel = member.getByRole('region', { name: 'Mentions' });
    const notice = panel.getByRole('button', { name: /Paula Owner mentioned you on Corner Cafe/ });
    await expect(notice).toContainText('Please call them back, @Sid Sales before Friday');
    await notice.click();
    await expect(member).toHaveURL(new RegExp(`/clients/${clientId}$`));
    await expect(member.getByTestId('open-account')).toContainText('Paula Owner', { timeout: 30_000 });
    await expect(member.getByRole('heading', { name: 'Corner Cafe' })).toBeVisible({ timeout: 30_000 });
    await expect(member.getByRole('list', { name: 'Timeline entries' }).getByText('@Sid Sales')).toBeVisible({ timeout: 20_000 });
    // Read now: the count is gone, here and in the stored notice.
    await expect(member.getByRole('button', { name: 'Mentions', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await adminDb().collection(`users/${memberUid}/notices`).get()).docs.map((d) => d.get('readAt') !== null), { timeout: 20_000 })
      .toEqual([true]);
    // The owner, who wrote it, has no notice.
    expect((await adminDb().collection(`users/${ownerUid}/notices`).get()).size).toBe(0);
    // The member's mail: sent at once, or held until their quiet hours end (22:00-08:00 by default).
    const mailed = async () => {
      const [sent, held] = await Promise.all(
        ['mail', 'mailPending'].map((c) => adminDb().collection(c).where('uid', '==', memberUid).where('category', '==', 'mention').get()),
      );
      return sent!.size + held!.size;
    };
    await expect.poll(mailed, { timeout: 20_000 }).toBe(1);
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
});
