import {
  CollectionReference,
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  increment,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  waitForPendingWrites,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Query, QueryDocumentSnapshot, WriteBatch } from 'firebase/firestore';
import { createWrites, dealOf, linkedRef, removeNeeds, removeWrites, updateReachesOthers, updateWrites } from '../domain/record-writes';
import type { RecordRef, RemoveWrite, StoredRecord } from '../domain/record-writes';
import type { CustomCategories, RecordInput, RecordKind } from '../domain/types';
import { DataError } from './contract';
import type { RecordsApi, WithId } from './contract';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { narrowed } from './scope';
import { markDeletion, writer } from './writer';
import { checkedCustomFields } from './fields';
import { customFieldsIn, withCustomFields } from '../domain/custom-fields';
import { ACCESS_MESSAGES, recordAccessOf, requestedOwner, scopeOf } from '../domain/record-access';
import type { RecordScope } from '../domain/record-access';
import type { AccountRole } from '../domain/accounts';
import { MAX_BATCH_OPS, noteLocalWrite, readAllDocs, watchAllDocs } from './paged';
import { settleEarlierWrites, settleWrite } from './pending-writes';
import type { WriteLabel } from './pending-writes';

/** A kind of records, or the deals (a deleted revenue's deal loses its link, record-writes.ts removeWrites). */
const recordsOf = (accountId: string, kind: RecordKind | 'deals') => collection(db, 'accounts', accountId, kind);
const countersOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'counters');
const categoriesOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'categories');

const EMPTY_CATEGORIES: CustomCategories = { expenses: [], revenues: [], salaries: [] };

/** The owner a write asks for, checked; undefined when it names none. */
function ownerFrom(input: unknown): string | undefined {
  const owner = requestedOwner(input);
  if (owner === null) throw new DataError('invalid-argument', ACCESS_MESSAGES.badOwner);
  return owner;
}

/** A list of a kind as the member's switches narrow it (the rules refuse it otherwise). */
const scoped = (accountId: string, kind: RecordKind, scope: RecordScope | undefined): Query => narrowed(recordsOf(accountId, kind), scope);

/** The caller's own switches in the account (their member document, usually from the cache). */
async function myScope(accountId: string, kind: RecordKind): Promise<RecordScope> {
  const uid = writer();
  const member = (await getDoc(doc(db, 'accounts', accountId, 'members', uid))).data() as { role?: AccountRole } | undefined;
  return scopeOf(recordAccessOf(member?.role ? { ...member, role: member.role } : null), uid, kind);
}

/** A stored record as screens see it: its fields and id, without the server's timestamps. */
function recordOf<K extends RecordKind>(d: QueryDocumentSnapshot): WithId<K> {
  const { createdAt: _c, updatedAt: _u, ...data } = d.data({ serverTimestamps: 'estimate' });
  return { ...data, id: d.id } as WithId<K>;
}

/**
 * The record schemas (zod) are loaded on the first write, not with the app: no screen needs them
 * to show records, and they are a tenth of the signed-in app's first download (decision 0151).
 * The service worker precaches the chunk, but a page it does not control yet (the first after
 * sign-up) fetches from the network: `prepareWrites` loads it soon after sign-in
 * (src/lib/offline-ready.ts, docs/decisions/0179).
 */
const schemas = () => import('../domain/schemas');

async function valid<K extends RecordKind>(kind: K, input: unknown): Promise<RecordInput<K>> {
  const parsed = (await schemas()).parseRecord(kind, input);
  if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
  return parsed.value;
}

/** A stored record with its id, or null when there is none. */
async function storedRecord(uid: string, ref: RecordRef | { collection: 'deals'; id: string }): Promise<StoredRecord | null> {
  const snap = await getDoc(doc(recordsOf(uid, ref.collection), ref.id));
  return snap.exists() ? { ...snap.data(), id: snap.id } : null;
}

/** The record that record `id` links to (a salary's expense, a generated expense's salary). */
async function linkedRecord(uid: string, kind: RecordKind, id: string): Promise<StoredRecord | null> {
  const ref = linkedRef(kind, await storedRecord(uid, { collection: kind, id }));
  return ref ? storedRecord(uid, ref) : null;
}

/**
 * The deal a revenue came from, as removeWrites needs it; null when it names none, the deal is
 * gone, or it is not this member's to read (then its link stays, and a move of the deal counts
 * the gone revenue as none: src/domain/deal-writes.ts moveDeal).
 */
async function dealOfRevenue(uid: string, kind: RecordKind, id: string): Promise<StoredRecord | null> {
  const dealId = dealOf(kind, await storedRecord(uid, { collection: kind, id }));
  if (!dealId) return null;
  try {
    return await storedRecord(uid, { collection: 'deals', id: dealId });
  } catch {
    return null;
  }
}

/**
 * One write of a cross-record rule (src/domain/record-writes.ts), with the server's timestamps and
 * the writer: a new record is assigned to `owner` (else the writer) and names the writer as its
 * creator; every change names them as its last writer.
 */
function put(batch: WriteBatch, uid: string, write: RemoveWrite, owner?: string) {
  const ref = doc(recordsOf(uid, write.collection), write.id);
  const by = writer();
  if (write.op === 'set') {
    batch.set(ref, { ...write.data, ownerId: owner ?? by, createdBy: by, updatedBy: by, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  } else if (write.op === 'delete') {
    batch.delete(ref);
    if (write.collection === 'clients') markDeletion(batch, uid, 'clients', write.id);
  } else {
    const lists = Object.entries(('removeFromLists' in write ? write.removeFromLists : undefined) ?? {}).map(([field, values]) => [
      field,
      arrayRemove(...values),
    ]);
    batch.update(ref, { ...write.data, ...Object.fromEntries(lists), updatedBy: by, updatedAt: serverTimestamp() });
  }
}

/**
 * Commits a rule's writes in order, in batches of at most MAX_BATCH_OPS; `withLast` adds to the
 * last batch what must go with the record's own write (the client counter).
 */
async function commitWrites(uid: string, writes: RemoveWrite[], withLast?: (batch: WriteBatch) => void, owner?: string, label?: WriteLabel) {
  const size = MAX_BATCH_OPS - 1;
  for (let i = 0; i < writes.length; i += size) {
    const batch = writeBatch(db);
    for (const write of writes.slice(i, i + size)) put(batch, uid, write, owner);
    if (i + size >= writes.length) withLast?.(batch);
    await settleWrite(batch.commit(), undefined, undefined, label);
  }
}

/** What a record is called in a message: its name, title or description (the id when it has none). */
function nameOf(data: Record<string, unknown> | null | undefined, id: string): string {
  for (const field of ['name', 'title', 'description']) {
    const value = data?.[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 80);
  }
  return id;
}

/** The label of a write of `kind` (from what is written, else from this browser's copy of the record). */
async function labelOf(uid: string, kind: RecordKind, id: string, action: WriteLabel['action'], data?: Record<string, unknown>): Promise<WriteLabel> {
  let source = data;
  if (!source || nameOf(source, '') === '') {
    source = await getDoc(doc(recordsOf(uid, kind), id)).then(
      (snap) => snap.data(),
      () => undefined,
    );
  }
  return { kind, name: nameOf(source, id), action };
}

/** A new document id in a user's collection (made by the SDK, offline too). */
const newIdIn = (uid: string) => (kind: RecordKind) => doc(recordsOf(uid, kind)).id;

/** The clients the counter holds, from the server; null when it holds no number. */
async function clientCounter(uid: string): Promise<number | null> {
  const clients: unknown = (await getDocFromServer(countersOf(uid))).get('clients');
  return typeof clients === 'number' ? clients : null;
}

/** Once per signed-in user and page: follow the writes a previous page left queued. */
let earlierWritesOf = '';
function followEarlierWrites(uid: string) {
  if (earlierWritesOf === uid) return;
  earlierWritesOf = uid;
  settleEarlierWrites(waitForPendingWrites(db));
}

export const recordsApi: RecordsApi = {
  watchRecords(uid, kind, cb, onError, scope) {
    followEarlierWrites(uid);
    // Salaries hidden from this member: nothing to watch (the rules would refuse it).
    if (scope?.hidden) {
      cb([], { complete: true });
      return () => {};
    }
    const narrowed = scoped(uid, kind, scope);
    return watchAllDocs(
      narrowed,
      'createdAt',
      (d) => recordOf<typeof kind>(d),
      cb,
      (error) => onError?.(toDataError(error)),
      undefined,
      // The clients' counter (kept with every add and delete) says at once whether the list is big.
      kind === 'clients' && narrowed instanceof CollectionReference ? () => clientCounter(uid) : undefined,
    );
  },

  listRecords: (uid, kind) => guard(async () => (await readAllDocs(recordsOf(uid, kind))).map((d) => recordOf<typeof kind>(d))),

  addRecord: (uid, kind, input) =>
    guard(async () => {
      const owner = ownerFrom(input);
      const record = await valid(kind, input);
      // A client's custom fields go through the one schema of the account's definitions.
      if (kind === 'clients') withCustomFields(record, await checkedCustomFields(uid, 'clients', customFieldsIn(input), undefined, false));
      const { id, writes } = createWrites(kind, record, newIdIn(uid));
      await commitWrites(
        uid,
        writes,
        (batch) => {
          // The basic plan's cap is enforced by the rules against this counter (one client per batch).
          if (kind === 'clients') batch.set(countersOf(uid), { clients: increment(1), lastClientId: id }, { merge: true });
        },
        owner,
        { kind, name: nameOf(record as Record<string, unknown>, id), action: 'add' },
      );
      return id;
    }),

  updateRecord: (uid, kind, id, changes) =>
    guard(async () => {
      const parsed = (await schemas()).parsePatch(kind, changes);
      if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
      const owner = ownerFrom(changes);
      const patch = { ...(parsed.value as Record<string, unknown>), ...(owner !== undefined ? { ownerId: owner } : {}) };
      if (kind === 'clients' && 'customFields' in patch) {
        const stored = await storedRecord(uid, { collection: 'clients', id });
        withCustomFields(patch, await checkedCustomFields(uid, 'clients', customFieldsIn(changes), stored?.customFields, false));
      }
      // The linked record is read only when the change reaches it (it may have been deleted on its own).
      const linked = updateReachesOthers(kind, patch) ? await linkedRecord(uid, kind, id) : null;
      const label = await labelOf(uid, kind, id, 'change', patch);
      noteLocalWrite(doc(recordsOf(uid, kind), id).path);
      await commitWrites(uid, updateWrites(kind, id, patch, linked), undefined, undefined, label);
    }),

  removeRecord: (uid, kind, id) =>
    guard(async () => {
      const needs = removeNeeds(kind);
      // A member narrowed to their own tasks takes the employee off those (the others' are theirs to keep).
      const tasks = needs.assignedTasks
        ? (await getDocs(query(scoped(uid, 'tasks', await myScope(uid, 'tasks')), where('assignedEmployees', 'array-contains', id)))).docs.map((d) => ({
            ...d.data(),
            id: d.id,
          }))
        : [];
      const linked = needs.linked ? await linkedRecord(uid, kind, id) : null;
      const deal = needs.deal ? await dealOfRevenue(uid, kind, id) : null;
      // Never step below 0 (records written before the counter existed): the rules accept 0 -> 0.
      const clients = kind === 'clients' ? Number((await getDoc(countersOf(uid))).get('clients') ?? 0) : 0;
      const label = await labelOf(uid, kind, id, 'delete');
      noteLocalWrite(doc(recordsOf(uid, kind), id).path);
      await commitWrites(
        uid,
        removeWrites(kind, id, { linked, tasks, deal }),
        (batch) => {
          if (kind === 'clients') batch.set(countersOf(uid), { clients: clients > 0 ? increment(-1) : 0, lastClientId: id }, { merge: true });
        },
        undefined,
        label,
      );
    }),

  removeSalary: (uid, id, { withExpense }) =>
    guard(async () => {
      const linked = await linkedRecord(uid, 'salaries', id);
      noteLocalWrite(doc(recordsOf(uid, 'salaries'), id).path);
      await commitWrites(uid, removeWrites('salaries', id, { linked }, { withExpense }));
    }),

  addSalaryWithExpense: (uid, input) =>
    guard(async () => {
      const { id, writes } = createWrites('salaries', await valid('salaries', input), newIdIn(uid));
      await commitWrites(uid, writes);
      const expense = writes.find((w) => w.collection === 'expenses');
      return { salaryId: id, expenseId: expense?.id ?? '' };
    }),

  watchCategories(uid, cb) {
    return onSnapshot(categoriesOf(uid), (snap) => {
      const data = snap.data() as Partial<CustomCategories> | undefined;
      cb({ ...EMPTY_CATEGORIES, ...data });
    });
  },

  addCategory: (uid, group, name) =>
    guard(async () => {
      const current = await getDoc(categoriesOf(uid));
      const categories = { ...EMPTY_CATEGORIES, ...(current.data() as Partial<CustomCategories> | undefined) };
      const result = (await schemas()).addCategory(categories, group, name);
      if (!result.ok) throw new DataError('invalid-argument', result.message);
      const added = result.value[group].find((n) => !categories[group].includes(n));
      if (added) await settleWrite(setDoc(categoriesOf(uid), { [group]: arrayUnion(added) }, { merge: true }));
    }),

  prepareWrites: () =>
    guard(async () => {
      await schemas();
    }),
};
