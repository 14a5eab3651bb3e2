// The add/edit modal of a records page: form state, validation with the domain schema, save.
// The fields themselves belong to each page (see financial-records-page.tsx).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { parseRecord } from '../../domain/schemas';
import type { FieldErrors } from '../../domain/schemas';
import type { CategoryGroup, CustomCategories, RecordInput } from '../../domain/types';
import type { CategorySelectProps } from '../ui/category-select';
import { FormModal } from '../ui/form-modal';

/** A form's text values by field name ('amount' is text until parsed). */
export type FormValues = Record<string, string>;

/** What a page's fields get: the values, the errors and ways to change them. */
export type RecordForm<V extends FormValues> = {
  values: V;
  errors: FieldErrors;
  /** `value` and `onChange` for a text field, date or select. */
  bind: (field: keyof V & string) => { value: string; onChange: (e: { target: { value: string } }) => void };
  setField: (field: keyof V & string, value: string) => void;
  /** Sets several fields at once and clears the errors of `clear`. */
  change: (patch: Partial<V>, clear: (keyof V & string)[]) => void;
  /** The props of a CategorySelect over this kind's categories ('+ Add Option' saves a new one). */
  category: (field: keyof V & string) => Pick<CategorySelectProps, 'group' | 'categories' | 'value' | 'onChange' | 'onAdd' | 'error'>;
};

export type RecordFormModalProps<K extends CategoryGroup, V extends FormValues> = {
  kind: K;
  open: boolean;
  title: string;
  submitLabel: string;
  initial: V;
  blank: () => V;
  categories: CustomCategories;
  onAddCategory: (name: string) => Promise<void>;
  onClose: () => void;
  onSave: (value: RecordInput<K>) => Promise<void>;
  children: (form: RecordForm<V>) => ReactNode;
};

/** Validates with `parseRecord(kind)` on submit, shows the messages by the fields, saves, then resets. */
export function RecordFormModal<K extends CategoryGroup, V extends FormValues>({
  kind,
  open,
  title,
  submitLabel,
  initial,
  blank,
  categories,
  onAddCategory,
  onClose,
  onSave,
  children,
}: RecordFormModalProps<K, V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (patch: Partial<V>, clear: (keyof V & string)[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((x) => ({ ...x, ...Object.fromEntries(clear.map((f) => [f, undefined])) }));
  };
  const setField = (field: keyof V & string, value: string) => change({ [field]: value } as Partial<V>, [field]);
  const form: RecordForm<V> = {
    values,
    errors,
    bind: (field) => ({ value: values[field] ?? '', onChange: (e) => setField(field, e.target.value) }),
    setField,
    change,
    category: (field) => ({
      group: kind,
      categories,
      value: values[field] ?? '',
      onChange: (v) => setField(field, v),
      onAdd: onAddCategory,
      error: errors[field],
    }),
  };
  return (
    <FormModal
      open={open}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = parseRecord(kind, values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return false;
        }
        await onSave(parsed.value);
        setValues(blank());
        return true;
      }}
    >
      {children(form)}
    </FormModal>
  );
}
