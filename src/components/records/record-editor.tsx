// The add/edit modal of one record kind, saved through the data layer: an add writes the record,
// an edit only the fields that changed (docs/decisions/0022).
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import type { Backend, WithId } from '../../data/contract';
import { changedFields } from '../../domain/record-diff';
import type { RecordKind } from '../../domain/types';
import type { AssignableInput } from '../../data/contract-records';
import { RecordFormModal } from './record-form';
import type { FormValues, RecordForm } from './record-form';

/** Adds `value` as a new record, or, for an `original`, writes only the fields that differ from it. */
export async function saveRecord<K extends RecordKind>(
  backend: Backend | null,
  uid: string,
  kind: K,
  original: WithId<K> | null,
  value: AssignableInput<K>,
): Promise<void> {
  if (!backend) throw new Error('Not connected');
  if (!original) {
    await backend.records.addRecord(uid, kind, value);
    return;
  }
  const { id, ...before } = original;
  const changes = changedFields<AssignableInput<K>>(before, value);
  if (Object.keys(changes).length > 0) await backend.records.updateRecord(uid, kind, id, changes);
}

export type RecordEditorTexts = {
  addTitle: string;
  editTitle: string;
  /** The add form's submit: 'Add Client'. */
  add: string;
  /** The edit form's submit: 'Update Client'. */
  update: string;
};

export type RecordEditorProps<K extends RecordKind, V extends FormValues> = {
  kind: K;
  /** 'add' for a new record, the record being edited, or null (closed). */
  target: 'add' | WithId<K> | null;
  texts: RecordEditorTexts;
  blank: () => V;
  formOf: (record: WithId<K>) => V;
  onClose: () => void;
  /** The form's fields; `record` is the one being edited, null when adding. */
  children: (form: RecordForm<V>, record: WithId<K> | null) => ReactNode;
};

/** Opens a RecordFormModal on `target`, starting from `blank()` or `formOf(record)`, and saves with `saveRecord`. */
export function RecordEditor<K extends RecordKind, V extends FormValues>({ kind, target, texts, blank, formOf, onClose, children }: RecordEditorProps<K, V>) {
  const { backend, accountId } = useSession();
  if (!target) return null;
  const record = target === 'add' ? null : target;
  return (
    <RecordFormModal
      key={record?.id ?? 'add'}
      kind={kind}
      open
      title={record ? texts.editTitle : texts.addTitle}
      submitLabel={record ? texts.update : texts.add}
      initial={record ? formOf(record) : blank()}
      onClose={onClose}
      onSave={(value) => saveRecord(backend, accountId ?? '', kind, record, value)}
    >
      {(form) => children(form, record)}
    </RecordFormModal>
  );
}
