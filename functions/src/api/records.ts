// The record endpoints' work, with the Admin SDK: the same schemas as the app (parseRecord,
// parsePatch), the same cross-record rules (src/domain/record-writes.ts: salary and its expense,
// employees taken off tasks), the client counter, and the client cap the rules keep in the app
// (docs/decisions/0004-client-cap.md), checked here in the same transaction as the write. Every
// function works on one account's records (accounts/{accountId}/...) for the key's member, whose
// switches apply as in the app and the rules (src/domain/record-access.ts, firestore.rules
// mayTouch): a record they may not see answers 404 as if it did not exist, a write they may not
// make 403, and a kind hidden from them (salaries without payroll) is 403 to list or write.
import { randomUUID } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { createWrites, dealOf, linkedRef, removeNeeds, removeWrites, updateReachesOthers, updateWrites } from '../../../src/domain/record-writes';
import type { RemoveWrite, StoredRecord } from '../../../src/domain/record-writes';
import { parsePatch, parseRecord } from '../../../src/domain/schemas';
import { withCustomFields } from '../../../src/domain/custom-fields';
import { toNumber } from '../../../src/domain/sanitize';
import type { Entitlements } from '../../../src/domain/entitlements';
import type { RecordKind } from '../../../src/domain/types';
import { accountPaths } from '../../../src/domain/accounts';
import { ACCESS_MESSAGES, canReassign, canSee, requestedOwner, scopeOf } from '../../../src/domain/record-access';
import type { RecordAccess } from '../../../src/domain/record-access';
import { HISTORY_KINDS, writeMark } from '../../../src/domain/history';
import type { HistorySource } from '../../../src/domain/history';
import { historyRetentionDays, putDeleteEntry } from '../history/entries';
import { ApiError, API_MESSAGES } from './errors';
import { checkedValues, definitionsOf, splitCustomFields, withValuesJson } from './custom-fields';

const MAX_BATCH = 450;

/** Who asks: the key's account and member, with what their switches allow (recordAccessOf). */
export type RecordCaller = { accountId: string; uid: string; access: RecordAccess };

export const RECORD_API_MESSAGES = {
  noPayroll: (kind: string) =>
    `The API key's creator has no payroll access in this account, so ${kind === 'salaries' ? 'salaries are' : 'expenses generated from salaries are'} hidden from them: an owner or manager can turn payroll on for them in Settings > Team.`,
  notYours:
    'The API key\'s creator sees only the records assigned to them ("own records only"): a record they write stays assigned to them (leave out ownerId or send their own id).',
} as const;

const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

/** A stored record as the API answers it: id, fields, createdAt and updatedAt as ISO strings. */
export function recordJson(snap: DocumentSnapshot): Record<string, unknown> {
  const { createdAt, updatedAt, ...fields } = snap.data() ?? {};
  return { id: snap.id, ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

const col = (db: Firestore, accountId: string, kind: RecordKind) => db.collection(accountPaths.records(accountId, kind));

/** How a kind's records are answered: a client with its custom field values (one read of the account's definitions), the others as stored. */
async function answerOf(db: Firestore, accountId: string, kind: RecordKind): Promise<(snap: DocumentSnapshot) => Record<string, unknown>> {
  if (kind !== 'clients') return recordJson;
  const definitions = await definitionsOf(db, accountId, 'clients');
  return (snap) => withValuesJson(recordJson(snap), definitions, snap);
}

/** A batch or a transaction: what a rule's writes are put in. */
export type Writer = {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
};

/**
 * Who a write is made for (docs/product/accounts.md#who-wrote-a-record): the member it names as
 * writer (the API key's member, the person importing) and, for new records, the member they are
 * assigned to (else the writer).
 */
export type WrittenBy = { uid: string; ownerId?: string; via?: Exclude<HistorySource, 'app'> };

/** The write mark (src/domain/history.ts) a server-side writer puts on a client or deal it writes, so its history names it. */
export function markOf(collection: string, via: WrittenBy['via']): { writeMark?: string } {
  return via && (HISTORY_KINDS as readonly string[]).includes(collection) ? { writeMark: writeMark(via, randomUUID()) } : {};
}

/**
 * One write of a cross-record rule (src/domain/record-writes.ts), with the server's timestamps and
 * its writer; a record's, or a deal's (a deleted revenue's deal loses its link).
 */
export function putWrite(db: Firestore, accountId: string, to: Writer, write: RemoveWrite, by: WrittenBy): void {
  const ref = db.doc(`${accountPaths.account(accountId)}/${write.collection}/${write.id}`);
  const now = FieldValue.serverTimestamp();
  if (write.op === 'set') {
    const mark = markOf(write.collection, by.via);
    to.set(ref, { ...write.data, ownerId: by.ownerId ?? by.uid, createdBy: by.uid, updatedBy: by.uid, ...mark, createdAt: now, updatedAt: now });
  } else if (write.op === 'delete') to.delete(ref);
  else {
    const lists = Object.entries(('removeFromLists' in write ? write.removeFromLists : undefined) ?? {}).map(([field, values]) => [
      field,
      FieldValue.arrayRemove(...values),
    ]);
    to.update(ref, { ...write.data, ...Object.fromEntries(lists), updatedBy: by.uid, ...markOf(write.collection, by.via), updatedAt: now });
  }
}

/** The member an API request assigns a record to (`ownerId` in its body), checked. */
function ownerOf(body: unknown): string | undefined {
  const owner = requestedOwner(body);
  if (owner === null) throw new ApiError(400, 'invalid-argument', ACCESS_MESSAGES.badOwner, { fields: { ownerId: ACCESS_MESSAGES.badOwner } });
  return owner;
}

/** Commits a rule's writes in order, MAX_BATCH a batch. */
async function commitWrites(db: Firestore, accountId: string, writes: RemoveWrite[], by: WrittenBy): Promise<void> {
  for (let i = 0; i < writes.length; i += MAX_BATCH) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + MAX_BATCH)) putWrite(db, accountId, batch, write, by);
    await batch.commit();
  }
}

/** The stored record `current` links to (a salary's expense, a generated expense's salary), or null. */
async function linkedOf(db: Firestore, accountId: string, kind: RecordKind, current: DocumentSnapshot): Promise<StoredRecord | null> {
  const ref = linkedRef(kind, current.data());
  const linked = ref ? await col(db, accountId, ref.collection).doc(ref.id).get() : null;
  return linked?.exists ? { ...linked.data(), id: linked.id } : null;
}

/** 403 when the caller's switches hide every record of this kind (salaries without payroll). */
function refuseHiddenKind(caller: RecordCaller, kind: RecordKind): void {
  if (scopeOf(caller.access, caller.uid, kind).hidden) throw new ApiError(403, 'permission-denied', RECORD_API_MESSAGES.noPayroll(kind));
}

/** 403 when the caller may not write this record data (as the rules' mayTouch and their create and update checks). */
function refuseUntouchable(caller: RecordCaller, kind: RecordKind, data: Record<string, unknown>, owner: string | undefined, currentOwner: unknown): void {
  refuseHiddenKind(caller, kind);
  const scope = scopeOf(caller.access, caller.uid, kind);
  if (scope.withoutPayroll && typeof data.salaryId === 'string' && data.salaryId !== '') {
    throw new ApiError(403, 'permission-denied', RECORD_API_MESSAGES.noPayroll(kind), { fields: { salaryId: RECORD_API_MESSAGES.noPayroll(kind) } });
  }
  if (owner !== undefined && owner !== currentOwner && !canReassign(caller.access)) {
    throw new ApiError(403, 'permission-denied', RECORD_API_MESSAGES.notYours, { fields: { ownerId: RECORD_API_MESSAGES.notYours } });
  }
}

/** The stored record, or 404 (also when the caller's switches hide it: the API does not say it exists). */
async function visibleRecord(db: Firestore, caller: RecordCaller, kind: RecordKind, id: string): Promise<DocumentSnapshot> {
  const snap = await col(db, caller.accountId, kind).doc(id).get();
  if (!snap.exists || !canSee(caller.access, caller.uid, kind, snap.data() ?? {})) throw new ApiError(404, 'not-found', API_MESSAGES.notFound(kind, id));
  return snap;
}

export async function listRecords(db: Firestore, caller: RecordCaller, kind: RecordKind, opts: { limit: number; cursor: string | null }) {
  refuseHiddenKind(caller, kind);
  const scope = scopeOf(caller.access, caller.uid, kind);
  let q: Query = col(db, caller.accountId, kind);
  if (scope.ownerId !== null) q = q.where('ownerId', '==', scope.ownerId);
  if (scope.withoutPayroll) q = q.where('salaryId', '==', '');
  q = q.orderBy(FieldPath.documentId()).limit(opts.limit + 1);
  if (opts.cursor) q = q.startAfter(opts.cursor);
  const [snap, answer] = await Promise.all([q.get(), answerOf(db, caller.accountId, kind)]);
  const docs = snap.docs.slice(0, opts.limit);
  const more = snap.docs.length > opts.limit;
  return { data: docs.map(answer), nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}

export async function getRecord(db: Firestore, caller: RecordCaller, kind: RecordKind, id: string) {
  const [snap, answer] = await Promise.all([visibleRecord(db, caller, kind, id), answerOf(db, caller.accountId, kind)]);
  return answer(snap);
}

function invalid(result: { errors: Record<string, string | undefined>; message: string }): ApiError {
  return new ApiError(400, 'invalid-argument', result.message, { fields: result.errors });
}

/** Number fields of the records: the form's number inputs refuse text, so does the API. */
const NUMBER_FIELDS = ['value', 'amount', 'progress'] as const;

/** 400 naming each number field given as something that is not a number ("lots"), before the schemas clean it to 0. */
function refuseNonNumbers(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const fields: Record<string, string> = {};
  for (const f of NUMBER_FIELDS) {
    if (!(f in body)) continue;
    const v = (body as Record<string, unknown>)[f];
    if (v !== null && v !== '' && toNumber(v) === null) fields[f] = `The field "${f}" must be a number.`;
  }
  const names = Object.keys(fields);
  if (names.length > 0) throw new ApiError(400, 'invalid-argument', fields[names[0]!]!, { fields });
}

export async function createRecord(db: Firestore, caller: RecordCaller, kind: RecordKind, body: Record<string, unknown>, e: Entitlements) {
  const { accountId, uid: writer } = caller;
  refuseNonNumbers(body);
  const by: WrittenBy = { uid: writer, ownerId: ownerOf(body), via: 'api' };
  // A client's custom fields go through the one schema of the account's definitions, not the record's.
  const custom = kind === 'clients' ? splitCustomFields(body) : null;
  const parsed = parseRecord(kind, custom ? custom.rest : body);
  if (!parsed.ok) throw invalid(parsed);
  refuseUntouchable(caller, kind, parsed.value as Record<string, unknown>, by.ownerId, writer);
  const definitions = custom ? await definitionsOf(db, accountId, 'clients') : [];
  if (custom) withCustomFields(parsed.value, checkedValues(definitions, custom.input, { given: custom.given, partial: false }));
  const { id, writes } = createWrites(kind, parsed.value, (k) => col(db, accountId, k).doc().id);
  const ref = col(db, accountId, kind).doc(id);
  if (kind === 'clients') {
    const countersRef = db.doc(accountPaths.counters(accountId));
    await db.runTransaction(async (tx) => {
      const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
      if (e.clientCap !== null && count >= e.clientCap) throw new ApiError(409, 'conflict', API_MESSAGES.clientCap(e.clientCap));
      for (const write of writes) putWrite(db, accountId, tx, write, by);
      tx.set(countersRef, { clients: count + 1, lastClientId: id }, { merge: true });
    });
  } else {
    await commitWrites(db, accountId, writes, by);
  }
  const snap = await ref.get();
  return custom ? withValuesJson(recordJson(snap), definitions, snap) : recordJson(snap);
}

export async function updateRecord(db: Firestore, caller: RecordCaller, kind: RecordKind, id: string, body: Record<string, unknown>) {
  const { accountId, uid: writer } = caller;
  refuseNonNumbers(body);
  const custom = kind === 'clients' ? splitCustomFields(body) : null;
  const parsed = parsePatch(kind, custom ? custom.rest : body);
  if (!parsed.ok) throw invalid(parsed);
  const owner = ownerOf(body);
  const patch = { ...(parsed.value as Record<string, unknown>), ...(owner !== undefined ? { ownerId: owner } : {}) };
  if (Object.keys(patch).length === 0 && !custom?.given) throw new ApiError(400, 'invalid-argument', API_MESSAGES.noChanges);
  const ref = col(db, accountId, kind).doc(id);
  const [current, definitions] = await Promise.all([visibleRecord(db, caller, kind, id), custom ? definitionsOf(db, accountId, 'clients') : []]);
  refuseUntouchable(caller, kind, { ...current.data(), ...patch }, owner, current.get('ownerId'));
  // Merged per key over the stored values (null clears one); left out, they stay as they are.
  if (custom) withCustomFields(patch, checkedValues(definitions, custom.input, { given: custom.given, partial: true, previous: current.get('customFields') }));
  const linked = updateReachesOthers(kind, patch) ? await linkedOf(db, accountId, kind, current) : null;
  await commitWrites(db, accountId, updateWrites(kind, id, patch, linked), { uid: writer, via: 'api' });
  const snap = await ref.get();
  return custom ? withValuesJson(recordJson(snap), definitions, snap) : recordJson(snap);
}

export async function deleteRecord(db: Firestore, caller: RecordCaller, kind: RecordKind, id: string, opts: { withExpense: boolean }) {
  const { accountId, uid: writer } = caller;
  const ref = col(db, accountId, kind).doc(id);
  const current = await visibleRecord(db, caller, kind, id);
  const needs = removeNeeds(kind);
  // A member narrowed to their own tasks takes the employee off those (the others' are theirs to keep), as the app does.
  const taskScope = scopeOf(caller.access, caller.uid, 'tasks');
  let taskQuery: Query = col(db, accountId, 'tasks').where('assignedEmployees', 'array-contains', id);
  if (taskScope.ownerId !== null) taskQuery = taskQuery.where('ownerId', '==', taskScope.ownerId);
  const tasks = needs.assignedTasks ? (await taskQuery.get()).docs.map((t) => ({ ...t.data(), id: t.id })) : [];
  const linked = needs.linked ? await linkedOf(db, accountId, kind, current) : null;
  // A revenue made by a won deal: the deal loses its link (src/domain/record-writes.ts removeWrites), when the member may see it.
  const dealId = needs.deal ? dealOf(kind, current.data()) : null;
  const deal = dealId ? await db.doc(`${accountPaths.account(accountId)}/deals/${dealId}`).get() : null;
  const visibleDeal = deal?.exists && canSee(caller.access, caller.uid, 'deals', deal.data() ?? {}) ? { ...deal.data(), id: deal.id } : null;
  const writes = removeWrites(kind, id, { linked, tasks, deal: visibleDeal }, opts);
  if (kind === 'clients') {
    const countersRef = db.doc(accountPaths.counters(accountId));
    const days = await historyRetentionDays(db);
    await db.runTransaction(async (tx) => {
      // Read in the transaction: the delete's history entry names the version it deletes.
      const [count, snap] = await Promise.all([tx.get(countersRef).then((c) => Number(c.get('clients') ?? 0)), tx.get(ref)]);
      if (!snap.exists) throw new ApiError(404, 'not-found', API_MESSAGES.notFound(kind, id));
      for (const write of writes) putWrite(db, accountId, tx, write, { uid: writer, via: 'api' });
      putDeleteEntry(db, tx, accountId, 'clients', snap, { actor: writer, source: 'api' }, days);
      tx.set(countersRef, { clients: Math.max(0, count - 1), lastClientId: id }, { merge: true });
    });
    return;
  }
  await commitWrites(db, accountId, writes, { uid: writer, via: 'api' });
}
