// The fake of the records part of the data layer: records with live watchers (optionally still
// arriving page by page), and custom categories. Input is checked with the real layer's schemas
// (parseRecord, parsePatch), so the fake refuses what the real one refuses; what one write does
// to other records (a salary and its expense, employees leaving their tasks) comes from the same
// rules as the real layer's (src/domain/record-writes.ts). src/testing/backend-contract.ts runs
// the same cases against both.
import { DataError } from '../../data/contract';
import type { RecordsApi, Unsubscribe, WithId } from '../../data/contract';
import { addCategory as addCategoryName } from '../../domain/record-rules';
import { applyUpdate, createWrites, linkedRef, removeNeeds, removeWrites, updateWrites } from '../../domain/record-writes';
import type { RecordWrite, StoredRecord } from '../../domain/record-writes';
import type { RecordInput, RecordKind } from '../../domain/types';
import { categoriesOf, emitRecords, recordWrite, store } from './state';
import type { AnyRecord, FakeState } from './state';

/** The record schemas, loaded on the first write as the real layer loads them. */
const schemas = () => import('../../domain/schemas');

async function valid<K extends RecordKind>(kind: K, input: unknown): Promise<RecordInput<K>> {
  const parsed = (await schemas()).parseRecord(kind, input);
  if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
  return parsed.value;
}

/** The stored record that record `id` links to (a salary's expense, a generated expense's salary). */
function linkedRecord(state: FakeState, uid: string, kind: RecordKind, id: string): StoredRecord | null {
  const ref = linkedRef(kind, store(state, uid, kind).get(id));
  return (ref && store(state, uid, ref.collection).get(ref.id)) ?? null;
}

/**
 * Applies a rule's writes as one batch: an update of a record that is not there fails them all,
 * refused as the security rules refuse it on the emulators, then the watchers of every
 * collection written are told.
 */
function applyWrites(state: FakeState, uid: string, writes: RecordWrite[]) {
  for (const w of writes) {
    if (w.op === 'update' && !store(state, uid, w.collection).has(w.id)) throw new DataError('permission-denied', 'Missing or insufficient permissions.');
  }
  const written = new Set<RecordKind>();
  for (const w of writes) {
    const records = store(state, uid, w.collection);
    if (w.op === 'set') records.set(w.id, { ...w.data, id: w.id });
    else if (w.op === 'delete') records.delete(w.id);
    else records.set(w.id, applyUpdate(records.get(w.id)!, w));
    written.add(w.collection);
  }
  written.forEach((kind) => emitRecords(state, uid, kind));
}

export function fakeRecordsApi(state: FakeState): RecordsApi {
  const newId = (kind: RecordKind) => `${kind}-${state.nextId++}`;
  return {
    watchRecords<K extends RecordKind>(uid: string, kind: K, cb: (records: WithId<K>[], info: { complete: boolean }) => void): Unsubscribe {
      const key = `${uid}/${kind}`;
      const listener = (list: AnyRecord[]) => cb(list as unknown as WithId<K>[], { complete: !state.partialKinds.has(key) });
      let set = state.recordListeners.get(key);
      if (!set) state.recordListeners.set(key, (set = new Set()));
      set.add(listener);
      listener([...store(state, uid, kind).values()].map((r) => ({ ...r })));
      return () => set.delete(listener);
    },
    async listRecords<K extends RecordKind>(uid: string, kind: K): Promise<WithId<K>[]> {
      return [...store(state, uid, kind).values()].map((r) => ({ ...r })) as unknown as WithId<K>[];
    },
    async addRecord(uid, kind, input) {
      recordWrite(state, uid);
      const { id, writes } = createWrites(kind, await valid(kind, input), newId);
      applyWrites(state, uid, writes);
      return id;
    },
    async updateRecord(uid, kind, id, changes) {
      recordWrite(state, uid);
      const parsed = (await schemas()).parsePatch(kind, changes);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      const patch = parsed.value as Record<string, unknown>;
      applyWrites(state, uid, updateWrites(kind, id, patch, linkedRecord(state, uid, kind, id)));
    },
    async removeRecord(uid, kind, id) {
      recordWrite(state, uid);
      const tasks = removeNeeds(kind).assignedTasks ? [...store(state, uid, 'tasks').values()] : [];
      applyWrites(state, uid, removeWrites(kind, id, { linked: linkedRecord(state, uid, kind, id), tasks }));
    },
    async removeSalary(uid, id, { withExpense }) {
      recordWrite(state, uid);
      applyWrites(state, uid, removeWrites('salaries', id, { linked: linkedRecord(state, uid, 'salaries', id) }, { withExpense }));
    },
    async addSalaryWithExpense(uid, input: RecordInput<'salaries'>) {
      recordWrite(state, uid);
      const { id, writes } = createWrites('salaries', await valid('salaries', input), newId);
      applyWrites(state, uid, writes);
      return { salaryId: id, expenseId: writes.find((w) => w.collection === 'expenses')?.id ?? '' };
    },
    watchCategories(uid, cb) {
      let set = state.categoryListeners.get(uid);
      if (!set) state.categoryListeners.set(uid, (set = new Set()));
      set.add(cb);
      cb(categoriesOf(state, uid));
      return () => set.delete(cb);
    },
    async addCategory(uid, group, name) {
      recordWrite(state, uid);
      const result = addCategoryName(categoriesOf(state, uid), group, name);
      if (!result.ok) throw new DataError('invalid-argument', result.message);
      state.categories.set(uid, result.value);
      state.categoryListeners.get(uid)?.forEach((l) => l(result.value));
    },
    async prepareWrites() {
      await schemas(); // as the real layer: the chunk a write needs
    },
  };
}
