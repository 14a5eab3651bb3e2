// The owner-plus-member setup the team journeys share: an owner signs up on Pro with some
// clients, a second person signs up in a browser context of their own, and is made a member of
// the owner's account with what accepting an invitation writes (the member document and the
// person's list of accounts; e2e/team-accounts.spec.ts goes through the invitation itself). The
// account's name is set as the sign-up's rename trigger gives it, so a journey does not wait
// behind the suite's triggers (e2e/team-accounts.spec.ts shows the trigger doing it).
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addClient, adminDb, makePro, password, signUp, unique } from '../records-helpers';

export type TeamRole = 'manager' | 'member' | 'viewer';

export type Team = {
  ownerContext: BrowserContext;
  memberContext: BrowserContext;
  owner: Page;
  member: Page;
  ownerUid: string;
  memberUid: string;
  ownerEmail: string;
  memberEmail: string;
  /** The owner's account's name (the owner's name, as a sign-up names it). */
  accountName: string;
  close(): Promise<void>;
};

/** Opens another of the person's accounts from the shell's switcher. */
export async function openAccount(page: Page, name: string) {
  await page.getByRole('button', { name: /Switch account/ }).click();
  await page
    .getByRole('list', { name: 'Your accounts' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByTestId('open-account')).toContainText(name);
}

/** Signs in through the form, from wherever the page is. */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * An owner on Pro with `clients` (added through the clients page, the owner's page left there),
 * and a member of theirs with `role`, signed in, their page on /dashboard of their own account.
 */
export async function ownerAndMember(
  browser: Browser,
  opts: { prefix: string; ownerName: string; memberName: string; role?: TeamRole; clients?: [name: string, email: string][] },
): Promise<Team> {
  const role = opts.role ?? 'member';
  const ownerEmail = unique(`${opts.prefix}-owner`);
  const memberEmail = unique(`${opts.prefix}-${role}`);
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const close = async () => {
    await ownerContext.close();
    await memberContext.close();
  };
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, opts.ownerName, 60_000);
    await makePro(ownerUid);
    await owner.goto('/clients');
    for (const [name, email] of opts.clients ?? []) await addClient(owner, name, email);

    const member = await memberContext.newPage();
    const memberUid = await signUp(member, memberEmail, opts.memberName, 60_000);
    await adminDb()
      .doc(`accounts/${ownerUid}/members/${memberUid}`)
      .set({ role, ownRecordsOnly: false, payroll: false, email: memberEmail, displayName: opts.memberName, joinedAt: new Date(), invitedBy: ownerUid });
    await adminDb()
      .doc(`users/${memberUid}`)
      .set({ accounts: { [memberUid]: 'owner', [ownerUid]: role } }, { merge: true });
    await adminDb().doc(`accounts/${ownerUid}`).set({ name: opts.ownerName }, { merge: true });
    await adminDb().doc(`accounts/${memberUid}`).set({ name: opts.memberName }, { merge: true });
    await expect(owner.getByTestId('open-account')).toContainText(opts.ownerName, { timeout: 60_000 });
    return { ownerContext, memberContext, owner, member, ownerUid, memberUid, ownerEmail, memberEmail, accountName: opts.ownerName, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The owner removes the member from Settings → Members (confirming the browser's question). */
export async function removeMember(team: Team) {
  const { owner, memberEmail } = team;
  await owner.goto('/settings/members');
  const row = owner.getByTestId(`member-${memberEmail}`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  owner.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toBeHidden({ timeout: 30_000 });
}
