// The history part of the Backend contract (src/testing/backend-contract.ts; docs/product/history.md):
// what a client's and its deals' writes leave in its history, "Show more", deleted clients and
// their restore. The same cases run against the in-memory fake (whose records and deals write the
// entries as the trigger would) and the real data layer on the emulators (the trigger writes them).
import { describe, expect, it } from 'vitest';
import type { DeletedClient, HistoryEntry, HistoryPage } from '../data/contract';
import type { RecordInput } from '../domain/types';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';
import { dealInput } from './record-fixtures';

/** The subject is the owner of their own account: they read everything (managers' scope). */
const OWNER_SCOPE = { managers: true, ownerId: null };

export function describeHistoryContract(subject: () => ContractSubject, client: RecordInput<'clients'>): void {
  const backend = () => subject().backend;
  const uid = () => subject().uid;
  /** The client's first page once `accept` takes it (the trigger writes a moment after the record). */
  const pageOf = (clientId: string, accept: (entries: HistoryEntry[]) => boolean) =>
    firstValue<HistoryPage>(
      (cb) => backend().history.watchClientHistory(uid(), clientId, OWNER_SCOPE, cb),
      (p) => accept(p.entries),
      20_000,
    );

  describe('history', () => {
    it("a client's create and each field change are in its history, newest first, with before and after, by its writer in the app", async () => {
      const id = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'History One' });
      await pageOf(id, (l) => l.length === 1);
      await backend().records.updateRecord(uid(), 'clients', id, { value: 4321, status: 'former' });
      const page = await pageOf(id, (l) => l.length === 2);
      const [update, create] = page.entries;
      expect(create).toMatchObject({ op: 'create', recordKind: 'clients', recordId: id, clientId: id, title: 'History One', actor: uid(), source: 'app' });
      expect(update).toMatchObject({ op: 'update', actor: uid(), source: 'app' });
      expect(update!.changes).toEqual({ status: { before: client.status, after: 'former' }, value: { before: client.value, after: 4321 } });
      expect(update!.at.getTime()).toBeGreaterThanOrEqual(create!.at.getTime());
      expect(update!.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(page.hasMore).toBe(false);
    });

    it("a deal's create and its stage move are in its client's history", async () => {
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'History Deals' });
      const dealId = await backend().deals.addDeal(uid(), dealInput('Roof', { clientId, value: 900 }));
      await backend().deals.updateDeal(uid(), dealId, { stageId: 'proposal' });
      const page = await pageOf(clientId, (l) => l.filter((e) => e.recordKind === 'deals').length === 2);
      const move = page.entries.find((e) => e.recordKind === 'deals' && e.op === 'update');
      expect(move).toMatchObject({ recordId: dealId, clientId, title: 'Roof' });
      expect(move!.changes.stageId).toEqual({ before: 'lead', after: 'proposal' });
      // Its delete names who deleted it (the deletion marker of the app's delete, docs/decisions/0248).
      await backend().deals.removeDeal(uid(), dealId);
      const after = await pageOf(clientId, (l) => l.some((e) => e.recordKind === 'deals' && e.op === 'delete'));
      expect(after.entries.find((e) => e.op === 'delete')).toMatchObject({ recordId: dealId, title: 'Roof', actor: uid(), source: 'app' });
    });

    it('older entries come a page at a time after the first', async () => {
      const id = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'History Pages' });
      for (let n = 1; n <= 26; n++) await backend().records.updateRecord(uid(), 'clients', id, { value: n });
      const first = await pageOf(id, (l) => l.length === 25 && l[0]!.changes.value?.after === 26);
      expect(first.hasMore).toBe(true);
      const next = await backend().history.loadClientHistory(uid(), id, OWNER_SCOPE, first.entries[24]!);
      expect(next.hasMore).toBe(false);
      expect(next.entries.map((e) => e.op)).toEqual(['update', 'create']);
      expect(new Set([...first.entries, ...next.entries].map((e) => e.id)).size).toBe(27);
    });

    it('a deleted client is listed with its name and who deleted it, can be restored once under its own id, and its restore is in its history', async () => {
      const id = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'History Gone', email: 'gone@example.com' });
      await backend().records.removeRecord(uid(), 'clients', id);
      const deleted = await firstValue<DeletedClient[]>(
        (cb) => backend().history.watchDeletedClients(uid(), cb),
        (l) => l.some((c) => c.clientId === id),
        20_000,
      );
      const gone = deleted.find((c) => c.clientId === id)!;
      expect(gone).toMatchObject({ name: 'History Gone', actor: uid(), source: 'app' });
      expect(await backend().history.restoreClient(uid(), gone.entryId)).toBe(id);
      const back = (await backend().records.listRecords(uid(), 'clients')).find((c) => c.id === id);
      expect(back).toMatchObject({ name: 'History Gone', email: 'gone@example.com', ownerId: uid() });
      const again = await refusal(backend().history.restoreClient(uid(), gone.entryId));
      expect(again.message).toBe('This client has been restored already.');
      await firstValue<DeletedClient[]>(
        (cb) => backend().history.watchDeletedClients(uid(), cb),
        (l) => !l.some((c) => c.clientId === id),
      );
      await pageOf(id, (l) => l[0]?.op === 'create' && l[1]?.op === 'delete');
    });

    it('restoring an entry that is not a deleted client is refused with a sentence', async () => {
      const error = await refusal(backend().history.restoreClient(uid(), 'no-such-entry'));
      expect(error.message).toBe('This deleted client is no longer in the history.');
    });
  });
}
