// Records as screens see them (see contract.ts).
import type { CategoryGroup, CustomCategories, RecordInput, RecordKind, RecordOf } from '../domain/types';
import type { DataError, Unsubscribe } from './contract';

export type WithId<K extends RecordKind> = RecordOf[K];

export type RecordsApi = {
  watchRecords<K extends RecordKind>(
    uid: string,
    kind: K,
    cb: (records: WithId<K>[]) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  addRecord<K extends RecordKind>(uid: string, kind: K, input: RecordInput<K>): Promise<string>;
  /** Writes only the given fields, so two tabs editing different fields both keep their edits. */
  updateRecord<K extends RecordKind>(uid: string, kind: K, id: string, changes: Partial<RecordInput<K>>): Promise<void>;
  removeRecord(uid: string, kind: RecordKind, id: string): Promise<void>;
  /** Adds a salary and its generated expense in one batched write; resolves to both ids. */
  addSalaryWithExpense(uid: string, input: RecordInput<'salaries'>): Promise<{ salaryId: string; expenseId: string }>;
  watchCategories(uid: string, cb: (categories: CustomCategories) => void): Unsubscribe;
  addCategory(uid: string, group: CategoryGroup, name: string): Promise<void>;
};
