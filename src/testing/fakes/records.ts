// The fake of the records part of the data layer: records with live watchers (optionally still
// arriving page by page), and custom categories. Input is checked with the real layer's schemas
// (parseRecord, parsePatch), so the fake refuses what the real one refuses; what one write does
// to other records (a salary and its expense, employees leaving their tasks) comes from the same
// rules as the real layer's (src/domain/record-writes.ts). src/testing/backend-contract.ts runs
// the same cases against both.
import { DataError } from '../../data/contract';
import type { RecordsApi, Unsubscribe, WithId } from '../../data/contract';
import { addCategory as addCategoryName } from '../../domain/record-rules';
import { applyUpdate, createWrites, dealOf, linkedRef, removeNeeds, removeWrites, updateWrites } from '../../domain/record-writes';
import type { RemoveWrite, StoredRecord } from '../../domain/record-writes';
import { ACCESS_MESSAGES, canSee, isNarrowed, requestedOwner, scopeOf } from '../../domain/record-access';
import type { RecordScope } from '../../domain/record-access';
import { entitlements, mayWriteKind } from '../../domain/entitlements';
import type { RecordInput, RecordKind } from '../../domain/types';
import { fakeCheckedCustomFields } from './fields';
import { writeHistory } from './history';
import { customFieldsIn, withCustomFields } from '../../domain/custom-fields';
import { accessIn, accountOf, categoriesOf, dealStore, emitDeals, emitRecords, recordWrite, refused, store } from './state';
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
 * The deal a revenue came from, as the member may read it (null when it names none, is gone, or
 * is not theirs to see: the real layer's read is refused then).
 */
function dealOfRevenue(state: FakeState, uid: string, kind: RecordKind, id: string): StoredRecord | null {
  const dealId = dealOf(kind, store(state, uid, kind).get(id));
  const deal = dealId ? dealStore(state, uid).get(dealId) : undefined;
  const { me, access } = accessIn(state, uid);
  return deal && canSee(access, me, 'deals', deal) ? deal : null;
}

const sameScope = (a: RecordScope, b: RecordScope | undefined) =>
  !!b && a.hidden === b.hidden && a.ownerId === b.ownerId && a.withoutPayroll === b.withoutPayroll;

function ownerFrom(input: unknown): string | undefined {
  const owner = requestedOwner(input);
  if (owner === null) throw new DataError('invalid-argument', ACCESS_MESSAGES.badOwner);
  return owner;
}

/**
 * Applies a rule's writes as one batch: an update of a record that is not there, or a write the
 * member's switches do not allow (a record they may not see before or after it, a record given to
 * someone else by a member narrowed to their own), fails them all, refused as the security rules
 * refuse it on the emulators; then the watchers of every collection written are told. New records
 * are assigned to `owner` (else the writer); every write names the writer.
 */
function applyWrites(state: FakeState, uid: string, writes: RemoveWrite[], owner?: string) {
  const { me, member, access } = accessIn(state, uid);
  refuseByPlan(state, uid, me, member?.role, writes);
  // A deleted revenue's deal is in the deals' store, stamped as the deals fake stamps its writes.
  const storeOf = (w: RemoveWrite) => (w.collection === 'deals' ? dealStore(state, uid) : store(state, uid, w.collection));
  const at = new Date().toISOString();
  const after = (w: RemoveWrite): StoredRecord | null => {
    const records = storeOf(w);
    if (w.op === 'set') return { ...w.data, ownerId: owner ?? me, createdBy: me, updatedBy: me, id: w.id };
    if (w.op === 'update') return { ...applyUpdate(records.get(w.id)!, w), updatedBy: me, ...(w.collection === 'deals' ? { updatedAt: at } : {}) };
    return null;
  };
  for (const w of writes) {
    const before = storeOf(w).get(w.id);
    if (w.op === 'update' && !before) throw refused();
    if (before && !canSee(access, me, w.collection, before)) throw refused();
    const next = after(w);
    if (next && !canSee(access, me, w.collection, next)) throw refused();
    if (next && access.ownRecordsOnly && (before ? next.ownerId !== before.ownerId : next.ownerId !== me)) throw refused();
  }
  const written = new Set<RecordKind | 'deals'>();
  for (const w of writes) {
    const records = storeOf(w);
    const before = records.get(w.id) ?? null;
    const next = after(w);
    if (next) records.set(w.id, next);
    else records.delete(w.id);
    written.add(w.collection);
    // As the triggers on the emulators: one history entry per changed client or deal.
    if (w.collection === 'clients' || w.collection === 'deals') writeHistory(state, uid, w.collection, w.id, before, next, me);
  }
  written.forEach((kind) => (kind === 'deals' ? emitDeals(state, uid) : emitRecords(state, uid, kind)));
}

/**
 * As the rules: nothing is written to an account whose subscription does not allow writing
 * (expired, suspended), a Basic account writes no Pro kind, and its clients stay within the cap.
 * (The caller's staff role lifts all three, as in the rules.) A fake user without any account
 * document is not gated.
 */
function refuseByPlan(state: FakeState, accountId: string, me: string, role: Parameters<typeof entitlements>[3] | undefined, writes: RemoveWrite[]) {
  const user = accountOf(state, me).user;
  const subscription = accountOf(state, accountId).subscription;
  if (!user || (!subscription && accountId !== me)) return;
  const e = entitlements(user, subscription, new Date(), role ?? 'owner');
  // Deals are on every plan: a deal written here (a deleted revenue's) needs only the write itself.
  const gate = { ...e, canWrite: e.canWrite || e.isStaff };
  if (writes.some((w) => (w.collection === 'deals' ? !gate.canWrite : !mayWriteKind(gate, w.collection)))) throw refused();
  const added = writes.filter((w) => w.collection === 'clients' && w.op === 'set' && !store(state, accountId, 'clients').has(w.id)).length;
  if (e.clientCap !== null && added > 0 && store(state, accountId, 'clients').size + added > e.clientCap) throw refused();
}

export function fakeRecordsApi(state: FakeState): RecordsApi {
  const newId = (kind: RecordKind) => `${kind}-${state.nextId++}`;
  return {
    watchRecords<K extends RecordKind>(
      uid: string,
      kind: K,
      cb: (records: WithId<K>[], info: { complete: boolean }) => void,
      onError?: (e: DataError) => void,
      scope?: RecordScope,
    ): Unsubscribe {
      const key = `${uid}/${kind}`;
      // A narrowed member's list must carry their scope, as the rules require of the real query.
      const { me, access } = accessIn(state, uid);
      const needed = scopeOf(access, me, kind);
      if (isNarrowed(needed) && !sameScope(needed, scope)) {
        onError?.(refused());
        return () => {};
      }
      if (needed.hidden) {
        cb([], { complete: true });
        return () => {};
      }
      const listener = (list: AnyRecord[]) =>
        cb(list.filter((r) => canSee(access, me, kind, r)) as unknown as WithId<K>[], { complete: !state.partialKinds.has(key) });
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
      const owner = ownerFrom(input);
      const record = await valid(kind, input);
      // A client's custom fields go through the one schema of the account's definitions, as in the real layer.
      if (kind === 'clients') withCustomFields(record, fakeCheckedCustomFields(state, uid, 'clients', customFieldsIn(input), undefined, false));
      const { id, writes } = createWrites(kind, record, newId);
      applyWrites(state, uid, writes, owner);
      return id;
    },
    async updateRecord(uid, kind, id, changes) {
      recordWrite(state, uid);
      const parsed = (await schemas()).parsePatch(kind, changes);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      const owner = ownerFrom(changes);
      const patch = { ...(parsed.value as Record<string, unknown>), ...(owner !== undefined ? { ownerId: owner } : {}) };
      if (kind === 'clients' && 'customFields' in patch) {
        withCustomFields(
          patch,
          fakeCheckedCustomFields(state, uid, 'clients', customFieldsIn(changes), store(state, uid, 'clients').get(id)?.customFields, false),
        );
      }
      applyWrites(state, uid, updateWrites(kind, id, patch, linkedRecord(state, uid, kind, id)));
    },
    async removeRecord(uid, kind, id) {
      recordWrite(state, uid);
      const { me, access } = accessIn(state, uid);
      const tasks = removeNeeds(kind).assignedTasks ? [...store(state, uid, 'tasks').values()].filter((t) => canSee(access, me, 'tasks', t)) : [];
      applyWrites(state, uid, removeWrites(kind, id, { linked: linkedRecord(state, uid, kind, id), tasks, deal: dealOfRevenue(state, uid, kind, id) }));
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
