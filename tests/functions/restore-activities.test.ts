// The restoreActivities callable (functions/src/activities/restore-backup.ts) on the Functions
// emulator: owners and managers restore a backup's activities under their ids and authors, on
// the account's clients with their owners stamped; a member is refused with a sentence, and a
// request too big or not a list is refused before anything is written.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { ACTIVITY_RESTORE_MESSAGES } from '../../src/domain/export/activities';
import { adminDb, closeAdmin } from '../support/emulators';
import { callFn, callOk } from '../billing/helpers';
import { accountOn } from './api-helpers';

vi.setConfig({ testTimeout: 120_000 });
afterAll(closeAdmin);

const activity = (over: Record<string, unknown> = {}) => ({
  id: 'restored-1',
  subject: 'client-1',
  kind: 'call',
  at: '2026-11-20T10:30:00.000Z',
  text: 'From the backup',
  duration: 15,
  outcome: 'Will renew',
  authorId: 'someone-else',
  mentions: [],
  ...over,
});

async function callErr(name: string, data: unknown, idToken: string) {
  const r = await callFn(name, data, idToken);
  if (r.ok) throw new Error(`${name} succeeded`);
  return r;
}

describe('restoreActivities', () => {
  it("an owner restores activities by their own authors on the account's clients; a member may not", async () => {
    const owner = await accountOn('pro', 'restore-act-owner');
    const helper = await accountOn('basic', 'restore-act-helper');
    await adminDb()
      .doc(accountPaths.record(owner.uid, 'clients', 'client-1'))
      .set({ name: 'Acme', email: 'a@example.com', ownerId: helper.uid });
    const reply = await callOk<{ written: number; errors: string[] }>(
      'restoreActivities',
      {
        accountId: owner.uid,
        activities: [activity(), activity({ id: 'lost', subject: 'gone' }), activity({ id: 'bad', kind: 'visit' }), activity({ id: 'api', source: 'api' })],
      },
      owner.idToken,
    );
    expect(reply).toEqual({
      written: 2,
      errors: [`activities lost: ${ACTIVITY_RESTORE_MESSAGES.noClient}`, 'activities bad: Choose note, call, meeting or e-mail.'],
    });
    const stored = (await adminDb().doc(`accounts/${owner.uid}/activities/restored-1`).get()).data() ?? {};
    expect(stored).toMatchObject({ subject: 'client-1', kind: 'call', authorId: 'someone-else', ownerId: helper.uid, text: 'From the backup' });
    expect(stored.source).toBeUndefined();
    expect((stored.at as { toDate(): Date }).toDate().toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect((await adminDb().doc(`accounts/${owner.uid}/activities/api`).get()).get('source')).toBe('api');

    await adminDb()
      .doc(accountPaths.member(owner.uid, helper.uid))
      .set({ role: 'member', ownRecordsOnly: false, payroll: false, email: helper.email, displayName: '', joinedAt: new Date(), invitedBy: owner.uid });
    const refused = await callErr('restoreActivities', { accountId: owner.uid, activities: [activity({ id: 'by-member' })] }, helper.idToken);
    expect(refused).toMatchObject({ status: 'PERMISSION_DENIED', message: "Only an account's owners and managers restore a backup." });
    expect((await adminDb().doc(`accounts/${owner.uid}/activities/by-member`).get()).exists).toBe(false);

    const tooMany = await callErr(
      'restoreActivities',
      { accountId: owner.uid, activities: Array.from({ length: 401 }, (_, i) => activity({ id: `a${i}` })) },
      owner.idToken,
    );
    expect(tooMany).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Send the activities as a list of at most 400.' });
    expect((await callErr('restoreActivities', { accountId: owner.uid, activities: 'x' }, owner.idToken)).status).toBe('INVALID_ARGUMENT');
  });
});
