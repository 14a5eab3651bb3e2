// The form of one custom field (docs/product/custom-fields.md#definitions): its name, kind,
// choices (for the choice kinds) and whether it is required; and the one way a changed list of
// definitions is checked (parseDefinitions, the 50-per-kind limit among its rules) and saved
// (FieldsApi.saveFieldDefinitions). The settings screen (src/features/fields/) and the lists'
// Columns menu (new-field.tsx) both use them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldsApi } from '../../data/contract-fields';
import { CUSTOM_FIELD_KINDS, CUSTOM_FIELD_LIMITS, isChoiceKind, newFieldId, parseDefinitions } from '../../domain/custom-fields';
import type { CustomFieldDefinition, CustomFieldKind, CustomFieldRecordKind } from '../../domain/custom-fields';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { saveErrorText } from '../ui/field-error';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { KIND_LABELS } from './custom-field-parts';

/** What the form holds: the choices as typed, one per line. */
export type FieldDraft = { label: string; kind: CustomFieldKind; required: boolean; choices: string };

export const draftOf = (d: CustomFieldDefinition | null): FieldDraft =>
  d ? { label: d.label, kind: d.kind, required: d.required, choices: d.choices.join('\n') } : { label: '', kind: 'text', required: false, choices: '' };

/** The draft's choices: trimmed, blank lines left out, none for a kind without choices. */
export const choicesOf = (draft: FieldDraft): string[] =>
  isChoiceKind(draft.kind)
    ? draft.choices
        .split('\n')
        .map((c) => c.trim())
        .filter((c) => c !== '')
    : [];

/** A new active field from the form, after the others, with a fresh id. */
export function newFieldOf(definitions: readonly CustomFieldDefinition[], draft: FieldDraft): CustomFieldDefinition {
  return {
    id: newFieldId(definitions),
    label: draft.label,
    required: draft.required,
    kind: draft.kind,
    choices: choicesOf(draft),
    archived: false,
    order: definitions.length,
  };
}

/**
 * Checks and saves a record kind's whole list of definitions: null once saved, or what went wrong
 * in the person's words (the schema's message, or the save's refusal).
 */
export async function saveDefinitions(
  api: FieldsApi,
  accountId: string,
  kind: CustomFieldRecordKind,
  next: readonly CustomFieldDefinition[],
): Promise<string | null> {
  const parsed = parseDefinitions(next);
  if (!parsed.ok) return translateText(parsed.message);
  try {
    await api.saveFieldDefinitions(accountId, kind, parsed.value);
    return null;
  } catch (e) {
    return saveErrorText(e);
  }
}

export type FieldFormProps = {
  initial: FieldDraft;
  submitLabel: string;
  busy: boolean;
  /** Resolves true once saved: the form then closes (onCancel) or starts again empty. */
  onSubmit: (draft: FieldDraft) => Promise<boolean>;
  onCancel?: () => void;
  /** Why the last submit did not save, shown in the form (the input stays as typed). */
  problem?: string | null;
  /** A name for the form (its role form is then announced). */
  label?: string;
  autoFocus?: boolean;
};

export function FieldForm({ initial, submitLabel, busy, onSubmit, onCancel, problem, label, autoFocus }: FieldFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<FieldDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      className="space-y-3 rounded-ui border border-line p-3"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(draft).then((done) => {
          if (!done) return;
          if (onCancel) onCancel();
          else setDraft(initial);
        });
      }}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Field name`}
          value={draft.label}
          maxLength={CUSTOM_FIELD_LIMITS.label}
          autoFocus={autoFocus}
          onChange={(e) => set({ label: e.target.value })}
        />
        <SelectField
          label={t`Kind`}
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as CustomFieldKind })}
          options={CUSTOM_FIELD_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
        />
      </div>
      {isChoiceKind(draft.kind) && (
        <TextareaField label={t`Choices, one per line`} rows={4} value={draft.choices} onChange={(e) => set({ choices: e.target.value })} />
      )}
      <label className="flex items-center gap-2 text-sm text-fg-body">
        <input type="checkbox" checked={draft.required} onChange={(e) => set({ required: e.target.checked })} />
        <Trans>Required</Trans>
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
