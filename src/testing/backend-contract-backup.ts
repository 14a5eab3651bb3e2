// The Backend contract for a backup (see backend-contract.ts): reading everything, a merge
// restore (refused records named, a client cap), the wipe and a replace restore. These cases run
// last: the wipe empties the subject's account.
import { describe, expect, it } from 'vitest';
import type { AccountData } from '../data/contract-transfer';
import { CLIENT_CAP_REACHED } from '../domain/import/messages';
import { RECORD_KINDS } from '../domain/types';
import type { CustomCategories, RecordKind } from '../domain/types';
import { firstValue } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

/** A backup's records and categories, each kind ordered by id (the order of a read is no part of the contract). */
const comparable = (data: AccountData) => ({
  records: Object.fromEntries(RECORD_KINDS.map((kind) => [kind, byId(data.records[kind])])),
  categories: data.categories,
});

export function describeBackupContract(subject: () => ContractSubject): void {
  const transfer = () => subject().backend.transfer;
  const records = () => subject().backend.records;
  const uid = () => subject().uid;
  const ids = async (kind: RecordKind) => (await records().listRecords(uid(), kind)).map((r) => r.id).sort();
  const categories = (accept: (c: CustomCategories) => boolean) => firstValue<CustomCategories>((cb) => records().watchCategories(uid(), cb), accept);

  describe('backup, restore and wipe', () => {
    it('a backup holds every record with its id and the custom categories', async () => {
      const backup = await transfer().readAll(uid());
      for (const kind of RECORD_KINDS) expect(backup.records[kind].map((r) => r.id).sort()).toEqual(await ids(kind));
      expect(backup.records.clients.length).toBeGreaterThan(0);
      expect(backup.categories).toEqual(await categories(() => true));
    });

    it('a merge restore writes records under their ids, changes the ones it holds, names each it refuses and adds categories', async () => {
      const before = await transfer().readAll(uid());
      const kept = before.records.clients[0]!;
      const fresh = { ...kept, id: 'restored-client-1', name: 'Restored Client', email: 'restored@example.com' };
      const report = await transfer().restore(
        uid(),
        {
          ...before,
          records: {
            ...before.records,
            clients: [{ ...kept, notes: 'From the backup' }, fresh, { ...kept, id: 'blank-name', name: ' ' }, { ...kept, id: 'bad/id' }],
          },
          categories: { ...before.categories, revenues: [...before.categories.revenues, 'Restored Kind'] },
        },
        'merge',
        { clientCap: null },
      );
      const total = RECORD_KINDS.reduce((n, k) => n + (k === 'clients' ? 4 : before.records[k].length), 0);
      expect(report).toEqual({ written: total - 2, errors: ['clients blank-name: Name is required', 'clients bad/id: Invalid record id'] });
      const clients = await records().listRecords(uid(), 'clients');
      expect(clients.find((c) => c.id === 'restored-client-1')).toMatchObject({ name: 'Restored Client', email: 'restored@example.com' });
      expect(clients.find((c) => c.id === kept.id)).toMatchObject({ notes: 'From the backup' });
      expect(clients.some((c) => c.id === 'blank-name' || c.id === 'bad/id')).toBe(false);
      expect(clients).toHaveLength(before.records.clients.length + 1);
      expect((await categories((c) => c.revenues.includes('Restored Kind'))).revenues).toEqual([...before.categories.revenues, 'Restored Kind']);
    });

    it('a restore under a client cap writes new clients up to the cap and names each one beyond it', async () => {
      const before = await transfer().readAll(uid());
      const cap = before.records.clients.length + 1;
      const template = before.records.clients[0]!;
      const extra = ['capped-1', 'capped-2'].map((id) => ({ ...template, id, email: `${id}@example.com` }));
      const report = await transfer().restore(uid(), { ...before, records: { ...before.records, clients: extra } }, 'merge', { clientCap: cap });
      expect(report.errors).toEqual([`clients capped-2: ${CLIENT_CAP_REACHED(cap)}`]);
      expect(await ids('clients')).toEqual([...before.records.clients.map((c) => c.id), 'capped-1'].sort());
    });

    it('a wipe deletes every record and the custom categories; a replace restore brings the backup back as it was', async () => {
      const backup = await transfer().readAll(uid());
      await transfer().wipe(uid(), { clientCap: null });
      const wiped = await transfer().readAll(uid());
      for (const kind of RECORD_KINDS) expect(wiped.records[kind]).toEqual([]);
      expect(wiped.categories).toEqual({ revenues: [], expenses: [], salaries: [] });
      const report = await transfer().restore(uid(), backup, 'replace', { clientCap: null });
      expect(report).toEqual({ written: RECORD_KINDS.reduce((n, k) => n + backup.records[k].length, 0), errors: [] });
      expect(comparable(await transfer().readAll(uid()))).toEqual(comparable(backup));
    });
  });
}
