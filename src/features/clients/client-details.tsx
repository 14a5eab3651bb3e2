// The client's fields on their page, each edited in place: the same data API and record schema as
// the client form (records.updateRecord -> parsePatch of src/domain/schemas.ts), one field per
// save, so an edit in another tab of another field is kept.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithId } from '../../data/contract';
import { DataError } from '../../data/contract';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { translateText } from '../../lib/known-texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveErrorText } from '../../components/ui/field-error';
import { inputClasses } from '../../components/ui/text-field';
import { labelOf } from '../../components/ui/select-field';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../domain/types';
import { lastTouch } from '../../domain/activities';
import { activeFields } from '../../domain/custom-fields';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { CustomFieldInputControl, CustomFieldValueText, customFieldInputsOf } from '../../components/fields/custom-field-parts';
import type { CustomFieldInput } from '../../components/fields/custom-field-parts';
import { useFieldDefinitions } from '../../components/fields/use-field-definitions';

type Client = WithId<'clients'>;
type FieldName = 'name' | 'email' | 'phone' | 'company' | 'value' | 'progress' | 'status' | 'type' | 'dateAdded' | 'lastContact' | 'notes';
type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'textarea';

type FieldSpec = { name: FieldName; label: string; kind: FieldKind; choices?: readonly string[]; shown: string };

export function ClientDetails({ client, canWrite }: { client: Client; canWrite: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const touched = lastTouch(client);
  const touchedOn = touched ? format.date(touched) : '';
  const definitions = useFieldDefinitions('clients');
  const fields: FieldSpec[] = [
    { name: 'email', label: t`Email`, kind: 'email', shown: client.email },
    { name: 'phone', label: t`Phone`, kind: 'tel', shown: client.phone },
    { name: 'company', label: t`Company`, kind: 'text', shown: client.company },
    { name: 'value', label: t`Value ($)`, kind: 'number', shown: format.money(client.value) },
    { name: 'progress', label: t`Progress (%)`, kind: 'number', shown: `${client.progress}%` },
    { name: 'status', label: t`Status`, kind: 'select', choices: CLIENT_STATUSES, shown: labelOf(client.status) },
    { name: 'type', label: t`Type`, kind: 'select', choices: CLIENT_TYPES, shown: labelOf(client.type) },
    { name: 'dateAdded', label: t`Date Added`, kind: 'date', shown: format.date(client.dateAdded) },
    { name: 'lastContact', label: t`Last Contact`, kind: 'date', shown: client.lastContact ? format.date(client.lastContact) : '' },
    { name: 'notes', label: t`Notes`, kind: 'textarea', shown: client.notes },
  ];
  return (
    <Card as="section" aria-labelledby="client-name">
      <InlineField client={client} canWrite={canWrite} spec={{ name: 'name', label: t`Name`, kind: 'text', shown: client.name }} heading />
      {touched && (
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>Last activity: {touchedOn}</Trans>
        </p>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {fields.map((spec) => (
          <InlineField key={spec.name} client={client} canWrite={canWrite} spec={spec} />
        ))}
        {definitions &&
          activeFields(definitions).map((d) => <InlineCustomField key={d.id} client={client} canWrite={canWrite} definition={d} definitions={definitions} />)}
      </dl>
    </Card>
  );
}

/**
 * One field edited in place: the draft, its save through the data layer (a refused value says
 * what is wrong with it and the draft stays for another try) and its cancel. The built-in and the
 * custom fields share it.
 */
function useInlineEdit<T>(write: (draft: T) => Promise<void>, unchanged: (draft: T) => boolean = () => false) {
  const [draft, setDraft] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const start = (first: T) => {
    setDraft(first);
    setError(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null) return;
    if (unchanged(draft)) return cancel();
    setSaving(true);
    setError(null);
    try {
      await write(draft);
      setDraft(null);
    } catch (e) {
      setError(e instanceof DataError && e.code === 'invalid-argument' ? translateText(e.message) : saveErrorText(e));
    } finally {
      setSaving(false);
    }
  };
  return { draft, setDraft, error, saving, start, cancel, save };
}

/** A field's label and shown value, with its Edit button. */
function ShownField({ label, multiline, editButton, children }: { label: string; multiline: boolean; editButton: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-fg-subtle">{label}</dt>
      <dd className="flex items-start justify-between gap-2 text-fg">
        <span className={`min-w-0 break-words ${multiline ? 'whitespace-pre-line' : ''}`}>{children}</span>
        {editButton}
      </dd>
    </div>
  );
}

/** The in-place form around a field's input: Save, Cancel, Escape. */
function EditForm({
  edit,
  className,
  children,
}: {
  edit: { saving: boolean; cancel: () => void; save: () => Promise<void> };
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void edit.save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') edit.cancel();
      }}
    >
      {children}
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={edit.saving}>
          {edit.saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="secondary" size="sm" onClick={edit.cancel} disabled={edit.saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={t`Edit ${label}`}>
      <Trans>Edit</Trans>
    </Button>
  );
}

function InlineField({ client, canWrite, spec, heading }: { client: Client; canWrite: boolean; spec: FieldSpec; heading?: boolean }) {
  const { backend, accountId } = useSession();
  const label = spec.label;
  const stored = String(client[spec.name]);
  const edit = useInlineEdit<string>(
    async (draft) => {
      if (backend && accountId) await backend.records.updateRecord(accountId, 'clients', client.id, { [spec.name]: draft });
    },
    (draft) => draft === stored,
  );
  const { draft, setDraft, error, saving } = edit;
  const editButton = canWrite && draft === null && <EditButton label={label} onClick={() => edit.start(stored)} />;

  if (draft === null) {
    if (heading) {
      return (
        <div className="flex items-start justify-between gap-2">
          <h1 id="client-name" className="text-2xl font-semibold text-fg">
            {client.name}
          </h1>
          {editButton}
        </div>
      );
    }
    return (
      <ShownField label={label} multiline={spec.kind === 'textarea'} editButton={editButton}>
        {spec.shown || '—'}
      </ShownField>
    );
  }

  const inputId = `client-field-${spec.name}`;
  const errorId = `${inputId}-error`;
  const common = {
    id: inputId,
    value: draft,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClasses,
    disabled: saving,
  };
  return (
    <EditForm edit={edit} className={heading ? '' : 'min-w-0'}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      {spec.kind === 'select' ? (
        <select {...common} onChange={(e) => setDraft(e.target.value)}>
          {(spec.choices ?? []).map((c) => (
            <option key={c} value={c}>
              {labelOf(c)}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => setDraft(e.target.value)} />
      ) : (
        <input
          {...common}
          type={spec.kind}
          autoFocus
          {...(spec.kind === 'number' ? { min: 0, step: spec.name === 'progress' ? 1 : 0.01 } : {})}
          onChange={(e) => setDraft(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </EditForm>
  );
}

/** A custom field of the account (src/domain/custom-fields.ts), shown in the user's formats and edited in place. */
function InlineCustomField({
  client,
  canWrite,
  definition,
  definitions,
}: {
  client: Client;
  canWrite: boolean;
  definition: CustomFieldDefinition;
  definitions: CustomFieldDefinition[];
}) {
  const { backend, accountId } = useSession();
  const label = definition.label;
  const inputs = customFieldInputsOf(definitions, client.customFields);
  const value = client.customFields?.[definition.id];
  // The whole map goes: the one schema keeps the values that did not change as they are.
  const edit = useInlineEdit<CustomFieldInput>(async (draft) => {
    if (backend && accountId) await backend.records.updateRecord(accountId, 'clients', client.id, { customFields: { ...inputs, [definition.id]: draft } });
  });

  if (edit.draft === null) {
    const first = inputs[definition.id] ?? (definition.kind === 'yesNo' ? false : definition.kind === 'choices' ? [] : '');
    return (
      <ShownField
        label={label}
        multiline={definition.kind === 'longText'}
        editButton={canWrite && <EditButton label={label} onClick={() => edit.start(first)} />}
      >
        {value === undefined || value === null ? '—' : <CustomFieldValueText definition={definition} value={value} />}
      </ShownField>
    );
  }
  return (
    <EditForm edit={edit} className="min-w-0">
      <CustomFieldInputControl definition={definition} value={edit.draft} error={edit.error} onChange={edit.setDraft} />
    </EditForm>
  );
}
