// Bench part 9 (bench/app-without-data.mjs) builds the app with this module in place of
// src/lib/backend.ts: the in-memory data layer of the component tests, already signed in as a Pro
// user with the Lighthouse part's 200 clients and 200 revenues. No Firebase code is loaded, so
// what Lighthouse then measures is the app's own cost: its modules, its renders, its layout.
import type { Backend } from '../../src/data/contract';
import type { WithId } from '../../src/data/contract';
import { accountFor, createFakeBackend } from '../../src/testing/fake-backend';

export type { Backend } from '../../src/data/contract';

const RECORDS = 200;

export async function loadBackend(): Promise<Backend> {
  const backend = createFakeBackend({ users: [{ email: 'bench@example.com', account: accountFor('pro') }], signedInAs: 'bench@example.com' });
  const uid = backend.control.uidOf('bench@example.com');
  const clients: WithId<'clients'>[] = [];
  const revenues: WithId<'revenues'>[] = [];
  for (let i = 0; i < RECORDS; i += 1) {
    clients.push({
      id: `c${i}`,
      name: `Client ${i}`,
      email: `client${i}@example.com`,
      phone: '',
      company: 'Acme',
      value: i * 10,
      progress: i % 101,
      notes: '',
      dateAdded: '2026-01-01',
      lastContact: '',
      status: 'active',
      type: 'recurring',
    });
    revenues.push({ id: `r${i}`, source: `Client ${i}`, amount: 100 + (i % 50), description: '', date: '2026-01-15', type: 'service', clientId: `c${i}` });
  }
  backend.control.seedRecords(uid, 'clients', clients);
  backend.control.seedRecords(uid, 'revenues', revenues);
  return backend;
}
