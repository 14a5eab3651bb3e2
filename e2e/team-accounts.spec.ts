// Team accounts in Chromium (docs/product/accounts.md, docs/product/members.md): an owner invites
// a salesperson, who creates a sign-in through the link, verifies the address, joins, and both see
// each other's clients live; a viewer reads but cannot change; a member removed while the account
// is open is told so in that very tab.
import { expect, test } from './fixtures';
import { openAccount, ownerAndMember, removeMember } from './helpers/team';
import { addClient, adminDb, makePro, password, signUp, unique } from './records-helpers';

// The Auth emulator sends no e-mail: it lists the links it would have sent.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

async function verifyEmailCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const res = await fetch(`http://${authHost}/emulator/v1/projects/demo-crm/oobCodes`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: { requestType: string; oobCode: string; email?: string }[] };
    const found = oobCodes.filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email === email).at(-1);
    if (found) return found.oobCode;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification code for ${email}`);
}

test('an owner invites a salesperson, who signs up through the link, joins, and both see each other’s clients live', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerEmail = unique('team-owner');
  const memberEmail = unique('team-sales');
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    const owner = await ownerContext.newPage();
    const ownerUid = await signUp(owner, ownerEmail, 'Olivia Owner', 60_000);
    await makePro(ownerUid);
    await owner.goto('/clients');
    await addClient(owner, 'Shared Bakery', 'bakery@example.com');

    await owner.goto('/settings/members');
    await expect(owner.getByTestId(`member-${ownerEmail}`)).toContainText('Owner');
    // The account takes the name the sign-up form wrote just after it was made (a trigger): the
    // invitation carries the name it has when it is sent.
    await expect(owner.getByTestId('open-account')).toContainText('Olivia Owner', { timeout: 60_000 });
    await owner.getByLabel('E-mail').fill(memberEmail);
    await owner.getByLabel('Role').selectOption('member');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const shown = (await owner.getByTestId('invitation-link').textContent()) ?? '';
    const link = new URL(shown.trim());
    await expect(owner.getByTestId(`invitation-${memberEmail}`)).toContainText('Member');
    // The invitation e-mail is queued with the same link.
    const mail = await adminDb().collection('mail').where('to', 'array-contains', memberEmail).get();
    expect(mail.size).toBeGreaterThan(0);

    const member = await memberContext.newPage();
    await member.goto(`${link.pathname}${link.search}`);
    await expect(member.getByText(`Olivia Owner invited ${memberEmail} to work in Olivia Owner as Member.`)).toBeVisible({ timeout: 30_000 });
    await member.getByRole('link', { name: 'Create your sign-in' }).click();
    await expect(member.getByLabel('Email', { exact: true })).toHaveValue(memberEmail);
    await member.getByLabel('Full Name', { exact: true }).fill('Sam Sales');
    await member.getByLabel('Password', { exact: true }).fill(password);
    await member.getByLabel('Confirm Password', { exact: true }).fill(password);
    await member.getByRole('button', { name: 'Create Account' }).click();
    // Back on the invitation: the address must be verified first.
    await expect(member).toHaveURL(/\/invite\//, { timeout: 60_000 });
    await member.getByRole('button', { name: /Send the verification link|Send the link again/ }).click();
    const code = await verifyEmailCode(memberEmail);
    await member.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
    await expect(member.getByText(/verified/i).first()).toBeVisible({ timeout: 30_000 });
    await member.goto(`${link.pathname}${link.search}`);
    await member.getByRole('button', { name: 'Join Olivia Owner' }).click();
    await expect(member).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(member.getByTestId('open-account')).toContainText('Olivia Owner');

    await member.goto('/clients');
    await expect(member.getByText('Shared Bakery')).toBeVisible({ timeout: 30_000 });
    await owner.goto('/clients');
    await addClient(owner, 'Live From Owner', 'live-owner@example.com');
    await expect(member.getByText('Live From Owner')).toBeVisible({ timeout: 15_000 });
    await addClient(member, 'Live From Sam', 'live-sam@example.com');
    await expect(owner.getByText('Live From Sam')).toBeVisible({ timeout: 15_000 });
    // The link was single-use.
    await member.goto(`${link.pathname}${link.search}`);
    await expect(member.getByText('This invitation has already been accepted.')).toBeVisible({ timeout: 30_000 });
  } finally {
    await ownerContext.close();
    await memberContext.close();
  }
});

test('a viewer sees the shared clients but cannot change them; removed, their open tab says they no longer have access', async ({ browser }) => {
  test.setTimeout(300_000);
  const team = await ownerAndMember(browser, {
    prefix: 'team2',
    ownerName: 'Vera Owner',
    memberName: 'Val Viewer',
    role: 'viewer',
    clients: [['Visible Client', 'visible@example.com']],
  });
  const viewer = team.member;
  try {
    await viewer.goto('/clients');
    await openAccount(viewer, 'Vera Owner');
    await expect(viewer.getByText('Visible Client')).toBeVisible({ timeout: 30_000 });
    await expect(viewer.getByText(/You are a viewer in Vera Owner/)).toBeVisible();
    const add = viewer.getByRole('button', { name: 'Add Client' });
    if ((await add.count()) > 0) await expect(add).toBeDisabled();

    await removeMember(team);

    await expect(viewer.getByRole('heading', { name: 'You no longer have access to Vera Owner' })).toBeVisible({ timeout: 15_000 });
    await viewer.getByRole('button', { name: 'Open my own account' }).click();
    await expect(viewer.getByTestId('open-account')).toContainText('Val Viewer');
  } finally {
    await team.close();
  }
});
