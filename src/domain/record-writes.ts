// Rules that span records: what adding, changing or deleting one record writes to the others.
// Each rule is a pure function that takes the stored records it needs (read by its caller) and
// returns the writes to make, in order, described without paths, SDKs or timestamps:
// `{ op: 'set', collection: 'expenses', id, data }`. The browser's data layer (src/data), the
// REST API and the import (functions/src), and the fake backend (src/testing/fakes) all apply
// these lists (adding their own createdAt/updatedAt), so the rule is written once.
//
// What belongs here: a rule where a write to one record must write another record too (a salary
// and its generated expense, an employee taken off the tasks they were assigned to; next, a won
// deal and its revenue: add its kind to `createWrites`/`updateWrites`/`removeWrites` and, when
// it links two records by id, to `LINKS`). What does not: one record's fields and their limits
// (schemas.ts, record-rules.ts), counters kept for the rules' caps (each layer, with its own
// transaction or batch), who may write (firestore.rules). Pure TypeScript, no zod: screens may
// import it without loading the schemas.
import { revenueRemovedWrites } from './deal-writes';
import type { DealWrite } from './deal-writes';
import { cleanText } from './sanitize';
import type { RecordInput, RecordKind } from './types';

/** A record as stored, with its id (what the caller read). */
export type StoredRecord = { id: string } & Record<string, unknown>;

export type RecordRef = { collection: RecordKind; id: string };

/**
 * One write. `update` writes only the fields in `data`; `removeFromLists` takes values out of
 * list fields (arrayRemove in Firestore), so a concurrent edit of the same list is kept.
 */
export type RecordWrite =
  | { op: 'set'; collection: RecordKind; id: string; data: Record<string, unknown> }
  | { op: 'update'; collection: RecordKind; id: string; data: Record<string, unknown>; removeFromLists?: Record<string, string[]> }
  | { op: 'delete'; collection: RecordKind; id: string };

/** Records linked by id in both directions: the field on each side and the kind it points to. */
const LINKS: Partial<Record<RecordKind, { field: string; to: RecordKind; back: string }>> = {
  salaries: { field: 'expenseId', to: 'expenses', back: 'salaryId' },
  expenses: { field: 'salaryId', to: 'salaries', back: 'expenseId' },
};

/** The record `record` links to (a salary's expense, a generated expense's salary), or null. */
export function linkedRef(kind: RecordKind, record: Record<string, unknown> | null | undefined): RecordRef | null {
  const link = LINKS[kind];
  const id = link && record ? record[link.field] : undefined;
  return link && typeof id === 'string' && id !== '' ? { collection: link.to, id } : null;
}

/** The text of a salary's generated expense: "Salary - {name}", cleaned as any text field. */
export function salaryExpenseDescription(employeeName: unknown): string {
  return cleanText(`Salary - ${cleanText(employeeName)}`);
}

export const GENERATED_EXPENSE_NOTE = 'Auto-generated from salary payment';

/** The expense written in the same batch as a salary payment (docs/product/records.md#salary-and-its-expense). */
export function generatedExpenseFor(salary: RecordInput<'salaries'>, salaryId: string): RecordInput<'expenses'> {
  return {
    description: salaryExpenseDescription(salary.employeeName),
    amount: salary.amount,
    category: 'salary',
    notes: GENERATED_EXPENSE_NOTE,
    date: salary.payDate,
    salaryId,
    clientId: '',
  };
}

/**
 * Adding a record. `value` is already validated (parseRecord); `newId` gives a fresh document id
 * in a collection. A salary comes with its generated expense, each naming the other.
 */
export function createWrites<K extends RecordKind>(
  kind: K,
  value: RecordInput<K>,
  newId: (collection: RecordKind) => string,
): { id: string; writes: RecordWrite[] } {
  const id = newId(kind);
  if (kind === 'salaries') {
    const expenseId = newId('expenses');
    const salary = { ...(value as RecordInput<'salaries'>), expenseId };
    return {
      id,
      writes: [
        { op: 'set', collection: 'salaries', id, data: salary },
        { op: 'set', collection: 'expenses', id: expenseId, data: generatedExpenseFor(salary, id) },
      ],
    };
  }
  return { id, writes: [{ op: 'set', collection: kind, id, data: { ...value } }] };
}

/** The fields of a salary its generated expense copies, and back (salary field -> expense field). */
const SALARY_TO_EXPENSE = { amount: 'amount', payDate: 'date' } as const;

/**
 * Whether an update with these fields reaches another record: then read the record and the one
 * it links to (linkedRef) and pass both to updateWrites.
 */
export function updateReachesOthers(kind: RecordKind, patch: Record<string, unknown>): boolean {
  if (kind === 'salaries') return ['amount', 'payDate', 'employeeName'].some((k) => k in patch);
  if (kind === 'expenses') return ['amount', 'date'].some((k) => k in patch);
  return false;
}

/**
 * Changing fields of a record (`patch`, validated by parsePatch), its link field left out. A salary's amount, pay date and
 * employee name flow to its generated expense (when it still exists); a generated expense's
 * amount and date flow back to its salary (when that salary still names it). `linked` is the
 * stored record linkedRef(kind, record) names, null when gone or never read.
 */
export function updateWrites(kind: RecordKind, id: string, patch: Record<string, unknown>, linked: StoredRecord | null): RecordWrite[] {
  const own = { ...patch };
  // The link fields are written by these rules only: an edit (or a whole record from an import,
  // whose link reads blank) never points a record elsewhere.
  const link = LINKS[kind];
  if (link) delete own[link.field];
  const writes: RecordWrite[] = [{ op: 'update', collection: kind, id, data: own }];
  if (!linked || !updateReachesOthers(kind, patch)) return writes;
  if (kind === 'salaries') {
    const data: Record<string, unknown> = {};
    for (const [from, to] of Object.entries(SALARY_TO_EXPENSE)) if (from in patch) data[to] = patch[from];
    if ('employeeName' in patch) data.description = salaryExpenseDescription(patch.employeeName);
    writes.push({ op: 'update', collection: 'expenses', id: linked.id, data });
  }
  if (kind === 'expenses' && linked.expenseId === id) {
    const data: Record<string, unknown> = {};
    for (const [to, from] of Object.entries(SALARY_TO_EXPENSE)) if (from in patch) data[to] = patch[from];
    writes.push({ op: 'update', collection: 'salaries', id: linked.id, data });
  }
  return writes;
}

/**
 * What a deletion needs read first: the record and its link, for an employee their tasks, for a
 * revenue the deal it came from (dealOf; read as the member may read it: null when gone or not
 * theirs to see).
 */
export function removeNeeds(kind: RecordKind): { linked: boolean; assignedTasks: boolean; deal: boolean } {
  return { linked: kind in LINKS, assignedTasks: kind === 'employees', deal: kind === 'revenues' };
}

/** The id of the deal a revenue came from (a won deal's revenue names it in `dealId`), or null. */
export function dealOf(kind: RecordKind, record: Record<string, unknown> | null | undefined): string | null {
  const id = kind === 'revenues' && record ? record.dealId : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A write of a deletion: to a record, or to the deal a deleted revenue came from (deal-writes.ts). */
export type RemoveWrite = RecordWrite | DealWrite;

/**
 * Deleting a record. An employee is first taken off every task in `tasks` that names them (the
 * caller may pass every task or only those assigned to the employee); the employee's deletion
 * is the last write. A generated expense unlinks its salary (when that salary still names it).
 * A salary takes its expense along with `withExpense`, or leaves it as an ordinary expense. A
 * revenue made by a won deal takes the link off that deal (`deal`, as read; when it still names
 * the revenue): the deal stays won, without a revenue (docs/product/deals.md).
 */
export function removeWrites(
  kind: RecordKind,
  id: string,
  read: { linked?: StoredRecord | null; tasks?: readonly StoredRecord[]; deal?: StoredRecord | null },
  options: { withExpense?: boolean } = {},
): RemoveWrite[] {
  const writes: RemoveWrite[] = [];
  if (kind === 'employees') {
    for (const task of read.tasks ?? []) {
      const assigned = task.assignedEmployees;
      if (Array.isArray(assigned) && assigned.includes(id)) {
        writes.push({ op: 'update', collection: 'tasks', id: task.id, data: {}, removeFromLists: { assignedEmployees: [id] } });
      }
    }
  }
  writes.push({ op: 'delete', collection: kind, id });
  const linked = read.linked;
  if (kind === 'expenses' && linked && linked.expenseId === id) {
    writes.push({ op: 'update', collection: 'salaries', id: linked.id, data: { expenseId: '' } });
  }
  if (kind === 'salaries' && linked) {
    writes.push(
      options.withExpense
        ? { op: 'delete', collection: 'expenses', id: linked.id }
        : { op: 'update', collection: 'expenses', id: linked.id, data: { salaryId: '' } },
    );
  }
  const deal = read.deal;
  if (kind === 'revenues' && deal && typeof deal.revenueId === 'string') writes.push(...revenueRemovedWrites(id, { id: deal.id, revenueId: deal.revenueId }));
  return writes;
}

/** A stored record with one update applied (for in-memory stores: the fake, tests). */
export function applyUpdate(record: StoredRecord, write: Extract<RemoveWrite, { op: 'update' }>): StoredRecord {
  const next: StoredRecord = { ...record, ...write.data, id: record.id };
  for (const [field, values] of Object.entries(('removeFromLists' in write ? write.removeFromLists : undefined) ?? {})) {
    const list = next[field];
    if (Array.isArray(list)) next[field] = list.filter((v) => !values.includes(v as string));
  }
  return next;
}
