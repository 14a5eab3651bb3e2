// What the records fake refuses by plan, as the security rules do (tests/rules/ for the plan
// gates): an expired trial writes nothing, Basic writes no Pro kind and stops at its client cap.
import { describe, expect, it } from 'vitest';
import { BASIC_CLIENT_CAP } from '../../domain/entitlements';
import type { RecordInput } from '../../domain/types';
import { accountFor, createFakeBackend } from '../fake-backend';
import type { AccountPreset } from './account-fixtures';

const client = (n: number): RecordInput<'clients'> => ({
  name: `Client ${n}`,
  email: `c${n}@example.com`,
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2026-03-10',
  lastContact: '',
  status: 'active',
  type: 'recurring',
});

const employee: RecordInput<'employees'> = { name: 'Sam', role: 'Clerk', email: 'sam@example.com', dateAdded: '2026-01-01' };

function backendOn(preset: AccountPreset) {
  const backend = createFakeBackend({
    users: [{ email: 'me@example.com', password: 'secret123', displayName: 'Me', account: accountFor(preset) }],
    signedInAs: 'me@example.com',
  });
  return { backend, uid: backend.control.uidOf('me@example.com') };
}

describe('the records fake, by plan', () => {
  it('an expired trial writes nothing', async () => {
    const { backend, uid } = backendOn('expired-trial');
    await expect(backend.records.addRecord(uid, 'clients', client(1))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('Basic writes clients and revenues, not team members', async () => {
    const { backend, uid } = backendOn('basic-active');
    await expect(backend.records.addRecord(uid, 'clients', client(1))).resolves.toBeTruthy();
    await expect(backend.records.addRecord(uid, 'employees', employee)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it(`Basic stops at ${BASIC_CLIENT_CAP} clients; a deleted one makes room`, async () => {
    const { backend, uid } = backendOn('basic-active');
    const ids: string[] = [];
    for (let n = 0; n < BASIC_CLIENT_CAP; n++) ids.push(await backend.records.addRecord(uid, 'clients', client(n)));
    await expect(backend.records.addRecord(uid, 'clients', client(BASIC_CLIENT_CAP))).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.records.removeRecord(uid, 'clients', ids[0]!);
    await expect(backend.records.addRecord(uid, 'clients', client(BASIC_CLIENT_CAP))).resolves.toBeTruthy();
  });

  it('Pro writes every kind', async () => {
    const { backend, uid } = backendOn('pro');
    await expect(backend.records.addRecord(uid, 'employees', employee)).resolves.toBeTruthy();
  });
});
