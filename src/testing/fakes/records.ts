// The fake of the records part of the data layer: records with live watchers (optionally still
// arriving page by page), the salary <-> generated expense link, employees leaving their tasks,
// and custom categories.
import { DataError } from '../../data/contract';
import type { RecordsApi, Unsubscribe, WithId } from '../../data/contract';
import { addCategory as addCategoryName, generatedExpenseFor } from '../../domain/record-rules';
import type { RecordInput, RecordKind } from '../../domain/types';
import { categoriesOf, emitRecords, recordWrite, store } from './state';
import type { AnyRecord, FakeState } from './state';

export function fakeRecordsApi(state: FakeState): RecordsApi {
  return {
    watchRecords<K extends RecordKind>(
      uid: string,
      kind: K,
      cb: (records: WithId<K>[], info: { complete: boolean }) => void,
    ): Unsubscribe {
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
      const id = `${kind}-${state.nextId++}`;
      store(state, uid, kind).set(id, { ...(input as Record<string, unknown>), id });
      emitRecords(state, uid, kind);
      return id;
    },
    async updateRecord(uid, kind, id, changes) {
      recordWrite(state, uid);
      const existing = store(state, uid, kind).get(id);
      if (!existing) throw new DataError('not-found', `No ${kind} record ${id}.`);
      store(state, uid, kind).set(id, { ...existing, ...(changes as Record<string, unknown>), id });
      const patch = changes as Record<string, unknown>;
      const expenseId = kind === 'salaries' ? String(existing.expenseId ?? '') : '';
      const expense = expenseId ? store(state, uid, 'expenses').get(expenseId) : undefined;
      if (expense) {
        const next = { ...expense };
        if ('amount' in patch) next.amount = patch.amount;
        if ('payDate' in patch) next.date = patch.payDate;
        if ('employeeName' in patch) next.description = `Salary - ${String(patch.employeeName)}`;
        store(state, uid, 'expenses').set(expenseId, next);
        emitRecords(state, uid, 'expenses');
      }
      const salaryId = kind === 'expenses' ? String(existing.salaryId ?? '') : '';
      const salary = salaryId ? store(state, uid, 'salaries').get(salaryId) : undefined;
      if (salary && salary.expenseId === id && ('amount' in patch || 'date' in patch)) {
        const next = { ...salary };
        if ('amount' in patch) next.amount = patch.amount;
        if ('date' in patch) next.payDate = patch.date;
        store(state, uid, 'salaries').set(salaryId, next);
        emitRecords(state, uid, 'salaries');
      }
      emitRecords(state, uid, kind);
    },
    async removeRecord(uid, kind, id) {
      recordWrite(state, uid);
      const removed = store(state, uid, kind).get(id);
      store(state, uid, kind).delete(id);
      if (kind === 'employees') {
        for (const [taskId, task] of store(state, uid, 'tasks')) {
          const assigned = (task.assignedEmployees as string[] | undefined) ?? [];
          if (assigned.includes(id)) store(state, uid, 'tasks').set(taskId, { ...task, assignedEmployees: assigned.filter((e) => e !== id) });
        }
        emitRecords(state, uid, 'tasks');
      }
      const salaryId = kind === 'expenses' ? String(removed?.salaryId ?? '') : '';
      const salary = salaryId ? store(state, uid, 'salaries').get(salaryId) : undefined;
      if (salary && salary.expenseId === id) {
        store(state, uid, 'salaries').set(salaryId, { ...salary, expenseId: '' });
        emitRecords(state, uid, 'salaries');
      }
      emitRecords(state, uid, kind);
    },
    async removeSalary(uid, id, { withExpense }) {
      recordWrite(state, uid);
      const salary = store(state, uid, 'salaries').get(id);
      store(state, uid, 'salaries').delete(id);
      const expenseId = String(salary?.expenseId ?? '');
      const expense = expenseId ? store(state, uid, 'expenses').get(expenseId) : undefined;
      if (expense) {
        if (withExpense) store(state, uid, 'expenses').delete(expenseId);
        else store(state, uid, 'expenses').set(expenseId, { ...expense, salaryId: '' });
      }
      emitRecords(state, uid, 'salaries');
      emitRecords(state, uid, 'expenses');
    },
    async addSalaryWithExpense(uid, input: RecordInput<'salaries'>) {
      recordWrite(state, uid);
      const salaryId = `salaries-${state.nextId++}`;
      const expenseId = `expenses-${state.nextId++}`;
      store(state, uid, 'salaries').set(salaryId, { ...input, id: salaryId, expenseId });
      store(state, uid, 'expenses').set(expenseId, { ...generatedExpenseFor(input, salaryId), id: expenseId });
      emitRecords(state, uid, 'salaries');
      emitRecords(state, uid, 'expenses');
      return { salaryId, expenseId };
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
      await import('../../domain/schemas'); // as the real layer: the chunk a write needs
    },
  };
}
