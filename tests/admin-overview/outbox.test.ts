// The mail outbox staff read (/admin/mail) through the listMail function: an invitation's
// password-setting link, or any other action link or code, never reaches another admin; only the
// recipient's mail carries it.
import { afterAll, describe, expect, it } from 'vitest';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin, uniqueEmail } from '../support/emulators';
import { makeStaff } from './helpers';

const SLOW = { timeout: 120_000 };

type Item = { id: string; to: string[]; subject: string; text: string; category: string; createdAtMs: number | null };

afterAll(closeAdmin);

describe('the mail outbox', SLOW, () => {
  it("shows another admin the invitation without its password-setting link's code", async () => {
    const owner = await makeStaff('owner');
    const other = await makeStaff('admin', 'other-admin');
    const email = uniqueEmail('invited');
    const { uid, inviteLink } = await callOk<{ uid: string; inviteLink: string }>('addAdmin', { name: 'New Admin', email }, owner.token());
    const code = new URL(inviteLink).searchParams.get('oobCode')!;
    expect(code.length).toBeGreaterThan(10);

    // Page back until the invitation (other tests queue mail meanwhile).
    let invitation: Item | undefined;
    let after: { createdAtMs: number | null; id: string } | null = null;
    for (let page = 0; page < 10 && !invitation; page += 1) {
      const { items }: { items: Item[] } = await callOk<{ items: Item[] }>('listMail', { pageSize: 100, after }, other.token());
      invitation = items.find((m) => m.to.includes(email) && m.category === 'invitation');
      const last = items.at(-1);
      if (!last) break;
      after = { createdAtMs: last.createdAtMs, id: last.id };
    }
    expect(invitation).toBeTruthy();
    expect(JSON.stringify(invitation)).not.toContain(code);
    expect(invitation!.text).toContain('/auth/action?[hidden]');
    expect(typeof invitation!.createdAtMs).toBe('number');

    // The recipient's mail itself still carries the working link.
    const stored = await adminDb().collection('mail').where('uid', '==', uid).get();
    expect(stored.docs[0]!.data().message.text).toContain(inviteLink);
  });

  it('pages newest first, refuses users and bad pages with a clear message', async () => {
    const admin = await makeStaff('admin');
    const user = await makeStaff('user');
    const first = await callOk<{ items: Item[] }>('listMail', { pageSize: 2 }, admin.token());
    expect(first.items.length).toBeLessThanOrEqual(2);
    if (first.items.length === 2) {
      const [a, b] = first.items;
      expect(a!.createdAtMs!).toBeGreaterThanOrEqual(b!.createdAtMs!);
      const next = await callOk<{ items: Item[] }>('listMail', { pageSize: 2, after: { createdAtMs: b!.createdAtMs, id: b!.id } }, admin.token());
      expect(next.items.map((m) => m.id)).not.toContain(b!.id);
    }
    expect(await callFn('listMail', { pageSize: 2 }, user.token())).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await callFn('listMail', { pageSize: 1000 }, admin.token())).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Ask for 1 to 100 e-mails at a time.',
    });
    expect(await callFn('listMail', { after: { createdAtMs: 'x', id: 'a' } }, admin.token())).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
  });
});
