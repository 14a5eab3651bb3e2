// The add/edit modal of a records page: form state, validation with the domain schema, save.
// The fields themselves belong to each page (see financial-records-page.tsx, clients-page.tsx).
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../domain/record-rules';
import { withDeadline } from '../../lib/deadline';
import type { CategoryGroup, CustomCategories, RecordKind } from '../../domain/types';
import type { CategorySelectProps } from '../ui/category-select';
import type { AssignableInput } from '../../data/contract-records';
import { FormModal } from '../ui/form-modal';

/** A form's values by field name: text for inputs ('amount' is text until parsed), or lists (a task's subtasks). */
export type FormValues = Record<string, unknown>;

/** The fields of V that hold text. */
export type TextFieldOf<V> = { [F in keyof V & string]: V[F] extends string ? F : never }[keyof V & string];

/** What a page's fields get: the values, the errors and ways to change them. */
export type RecordForm<V extends FormValues> = {
  values: V;
  errors: FieldErrors;
  /** `value` and `onChange` for a text field, date or select. */
  bind: (field: TextFieldOf<V>) => { value: string; onChange: (e: { target: { value: string } }) => void };
  /** Sets one field and clears its error. */
  setField: <F extends keyof V & string>(field: F, value: V[F]) => void;
  /** Sets several fields at once and clears the errors of `clear`. */
  change: (patch: Partial<V>, clear: (keyof V & string)[]) => void;
  /** The props of a CategorySelect over this kind's categories ('+ Add Option' saves a new one). */
  category: (field: TextFieldOf<V>) => Pick<CategorySelectProps, 'group' | 'categories' | 'value' | 'onChange' | 'onAdd' | 'error'>;
};

export type RecordFormModalProps<K extends RecordKind, V extends FormValues> = {
  kind: K;
  open: boolean;
  title: string;
  submitLabel: string;
  initial: V;
  /** The values after a save (the add modal stays mounted); without it they are kept. */
  blank?: () => V;
  /** For the kinds with categories (revenue types, expense categories, salary types): `form.category`. */
  categories?: CustomCategories;
  onAddCategory?: (name: string) => Promise<void>;
  onClose: () => void;
  onSave: (value: AssignableInput<K>) => Promise<void>;
  children: (form: RecordForm<V>) => ReactNode;
};

/** The schemas module (zod): fetched when a form opens, not with the page (docs/decisions/0160). */
const loadSchemas = () => import('../../domain/schemas');

/**
 * Validates with `parseRecord(kind)` on submit, shows the messages by the fields, saves, then
 * resets. A save that has not finished after SAVE_DEADLINE_MS fails (the modal says so).
 */
export function RecordFormModal<K extends RecordKind, V extends FormValues>({
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
  useEffect(() => {
    // A failed fetch here is tried again, and reported, by the submit.
    if (open) loadSchemas().catch(() => {});
  }, [open]);
  const change = (patch: Partial<V>, clear: (keyof V & string)[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((x) => ({ ...x, ...Object.fromEntries(clear.map((f) => [f, undefined])) }));
  };
  const setField = <F extends keyof V & string>(field: F, value: V[F]) => {
    const patch: Partial<V> = {};
    patch[field] = value;
    change(patch, [field]);
  };
  const text = (field: TextFieldOf<V>) => (values[field] as string | undefined) ?? '';
  const setText = (field: TextFieldOf<V>, value: string) => setField(field, value as V[TextFieldOf<V>]);
  const form: RecordForm<V> = {
    values,
    errors,
    bind: (field) => ({ value: text(field), onChange: (e) => setText(field, e.target.value) }),
    setField,
    change,
    category: (field) => {
      if (!categories || !onAddCategory) throw new Error(`${kind} has no categories`);
      return {
        group: kind as CategoryGroup,
        categories,
        value: text(field),
        onChange: (v) => setText(field, v),
        onAdd: onAddCategory,
        error: errors[field],
      };
    },
  };
  return (
    <FormModal
      open={open}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={async () => {
        const { parseRecord } = await loadSchemas();
        const parsed = parseRecord(kind, values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return false;
        }
        // Never "Saving..." for ever: past the deadline the form says so and keeps the input.
        // The member it is assigned to (owner-field.tsx) is not one of the record's own fields.
        const owner = typeof values.ownerId === 'string' && values.ownerId !== '' ? { ownerId: values.ownerId } : {};
        await withDeadline(onSave({ ...parsed.value, ...owner }));
        if (blank) setValues(blank());
        setErrors({});
        return true;
      }}
    >
      {children(form)}
    </FormModal>
  );
}
