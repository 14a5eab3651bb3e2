// The record endpoints' work, with the Admin SDK: the same schemas as the app (parseRecord,
// parsePatch), the same side effects as src/data/records.ts (client counter, salary and its
// expense, employees taken off tasks), and the client cap the rules keep in the app
// (docs/decisions/0004-client-cap.md), checked here in the same transaction as the write.
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { generatedExpenseFor, parsePatch, parseRecord } from '../../../src/domain/schemas';
import { toNumber } from '../../../src/domain/sanitize';
import type { Entitlements } from '../../../src/domain/entitlements';
import type { RecordInput, RecordKind } from '../../../src/domain/types';
import { ApiError, API_MESSAGES } from './errors';

const MAX_BATCH = 450;

const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

/** A stored record as the API answers it: id, fields, createdAt and updatedAt as ISO strings. */
export function recordJson(snap: DocumentSnapshot): Record<string, unknown> {
  const { createdAt, updatedAt, ...fields } = snap.data() ?? {};
  return { id: snap.id, ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

const col = (db: Firestore, uid: string, kind: RecordKind) => db.collection(`users/${uid}/${kind}`);

export async function listRecords(db: Firestore, uid: string, kind: RecordKind, opts: { limit: number; cursor: string | null }) {
  let q = col(db, uid, kind).orderBy(FieldPath.documentId()).limit(opts.limit + 1);
  if (opts.cursor) q = q.startAfter(opts.cursor);
  const snap = await q.get();
  const docs = snap.docs.slice(0, opts.limit);
  const more = snap.docs.length > opts.limit;
  return { data: docs.map(recordJson), nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}

export async function getRecord(db: Firestore, uid: string, kind: RecordKind, id: string) {
  const snap = await col(db, uid, kind).doc(id).get();
  if (!snap.exists) throw new ApiError(404, 'not-found', API_MESSAGES.notFound(kind, id));
  return recordJson(snap);
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

export async function createRecord(db: Firestore, uid: string, kind: RecordKind, body: unknown, e: Entitlements) {
  refuseNonNumbers(body);
  const parsed = parseRecord(kind, body);
  if (!parsed.ok) throw invalid(parsed);
  const now = FieldValue.serverTimestamp();
  const ref = col(db, uid, kind).doc();
  if (kind === 'clients') {
    const countersRef = db.doc(`users/${uid}/meta/counters`);
    await db.runTransaction(async (tx) => {
      const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
      if (e.clientCap !== null && count >= e.clientCap) throw new ApiError(409, 'conflict', API_MESSAGES.clientCap(e.clientCap));
      tx.set(ref, { ...parsed.value, createdAt: now, updatedAt: now });
      tx.set(countersRef, { clients: count + 1, lastClientId: ref.id }, { merge: true });
    });
  } else if (kind === 'salaries') {
    const expenseRef = col(db, uid, 'expenses').doc();
    const salary = { ...(parsed.value as RecordInput<'salaries'>), expenseId: expenseRef.id };
    const batch = db.batch();
    batch.set(ref, { ...salary, createdAt: now, updatedAt: now });
    batch.set(expenseRef, { ...generatedExpenseFor(salary, ref.id), createdAt: now, updatedAt: now });
    await batch.commit();
  } else {
    await ref.set({ ...parsed.value, createdAt: now, updatedAt: now });
  }
  return recordJson(await ref.get());
}

export async function updateRecord(db: Firestore, uid: string, kind: RecordKind, id: string, body: unknown) {
  refuseNonNumbers(body);
  const parsed = parsePatch(kind, body);
  if (!parsed.ok) throw invalid(parsed);
  const patch = parsed.value as Record<string, unknown>;
  if (Object.keys(patch).length === 0) throw new ApiError(400, 'invalid-argument', API_MESSAGES.noChanges);
  const ref = col(db, uid, kind).doc(id);
  const current = await ref.get();
  if (!current.exists) throw new ApiError(404, 'not-found', API_MESSAGES.notFound(kind, id));
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.update(ref, { ...patch, updatedAt: now });
  if (kind === 'salaries' && ['amount', 'payDate', 'employeeName'].some((k) => k in patch)) {
    const expenseId = current.get('expenseId') as string | undefined;
    const expense = expenseId ? await col(db, uid, 'expenses').doc(expenseId).get() : null;
    if (expense?.exists) {
      const p: Record<string, unknown> = { updatedAt: now };
      if ('amount' in patch) p.amount = patch.amount;
      if ('payDate' in patch) p.date = patch.payDate;
      if ('employeeName' in patch) p.description = `Salary - ${String(patch.employeeName)}`;
      batch.update(expense.ref, p);
    }
  }
  if (kind === 'expenses' && ('amount' in patch || 'date' in patch)) {
    const salaryId = current.get('salaryId') as string | undefined;
    const salary = salaryId ? await col(db, uid, 'salaries').doc(salaryId).get() : null;
    if (salary?.exists && salary.get('expenseId') === id) {
      const p: Record<string, unknown> = { updatedAt: now };
      if ('amount' in patch) p.amount = patch.amount;
      if ('date' in patch) p.payDate = patch.date;
      batch.update(salary.ref, p);
    }
  }
  await batch.commit();
  return recordJson(await ref.get());
}

export async function deleteRecord(db: Firestore, uid: string, kind: RecordKind, id: string, opts: { withExpense: boolean }) {
  const ref = col(db, uid, kind).doc(id);
  const current = await ref.get();
  if (!current.exists) throw new ApiError(404, 'not-found', API_MESSAGES.notFound(kind, id));
  if (kind === 'employees') {
    const tasks = await col(db, uid, 'tasks').where('assignedEmployees', 'array-contains', id).get();
    for (let i = 0; i < tasks.docs.length; i += MAX_BATCH) {
      const batch = db.batch();
      for (const t of tasks.docs.slice(i, i + MAX_BATCH)) batch.update(t.ref, { assignedEmployees: FieldValue.arrayRemove(id), updatedAt: FieldValue.serverTimestamp() });
      await batch.commit();
    }
  }
  if (kind === 'clients') {
    const countersRef = db.doc(`users/${uid}/meta/counters`);
    await db.runTransaction(async (tx) => {
      const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
      tx.delete(ref);
      tx.set(countersRef, { clients: Math.max(0, count - 1), lastClientId: id }, { merge: true });
    });
    return;
  }
  const batch = db.batch();
  batch.delete(ref);
  if (kind === 'expenses') {
    const salaryId = current.get('salaryId') as string | undefined;
    const salary = salaryId ? await col(db, uid, 'salaries').doc(salaryId).get() : null;
    if (salary?.exists && salary.get('expenseId') === id) batch.update(salary.ref, { expenseId: '', updatedAt: FieldValue.serverTimestamp() });
  }
  if (kind === 'salaries') {
    const expenseId = current.get('expenseId') as string | undefined;
    const expense = expenseId ? await col(db, uid, 'expenses').doc(expenseId).get() : null;
    if (expense?.exists) {
      if (opts.withExpense) batch.delete(expense.ref);
      else batch.update(expense.ref, { salaryId: '', updatedAt: FieldValue.serverTimestamp() });
    }
  }
  await batch.commit();
}
