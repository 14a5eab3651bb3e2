// The client's fields on their page, each edited in place: the same data API and record schema as
// the client form (records.updateRecord -> parsePatch of src/domain/schemas.ts), one field per
// save, so an edit in another tab of another field is kept.
import { useState } from 'react';
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

function InlineField({ client, canWrite, spec, heading }: { client: Client; canWrite: boolean; spec: FieldSpec; heading?: boolean }) {
  const { t } = useLingui();
  const { backend, accountId } = useSession();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = spec.label;
  const stored = String(client[spec.name]);

  const start = () => {
    setDraft(stored);
    setError(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null || !backend || !accountId) return;
    if (draft === stored) return cancel();
    setSaving(true);
    setError(null);
    try {
      await backend.records.updateRecord(accountId, 'clients', client.id, { [spec.name]: draft });
      setDraft(null);
    } catch (e) {
      // A refused value says what is wrong with it; the draft stays for another try.
      setError(e instanceof DataError && e.code === 'invalid-argument' ? translateText(e.message) : saveErrorText(e));
    } finally {
      setSaving(false);
    }
  };

  const editButton = canWrite && draft === null && (
    <Button variant="ghost" size="sm" onClick={start} aria-label={t`Edit ${label}`}>
      <Trans>Edit</Trans>
    </Button>
  );

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
      <div className="min-w-0">
        <dt className="text-sm text-fg-subtle">{label}</dt>
        <dd className="flex items-start justify-between gap-2 text-fg">
          <span className={`min-w-0 break-words ${spec.kind === 'textarea' ? 'whitespace-pre-line' : ''}`}>{spec.shown || '—'}</span>
          {editButton}
        </dd>
      </div>
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
    <form
      noValidate
      className={heading ? '' : 'min-w-0'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
      }}
    >
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
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="secondary" size="sm" onClick={cancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
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
  const { t } = useLingui();
  const { backend, accountId } = useSession();
  const [draft, setDraft] = useState<CustomFieldInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = definition.label;
  const inputs = customFieldInputsOf(definitions, client.customFields);
  const value = client.customFields?.[definition.id];

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null || !backend || !accountId) return;
    setSaving(true);
    setError(null);
    try {
      // The whole map goes: the one schema keeps the values that did not change as they are.
      await backend.records.updateRecord(accountId, 'clients', client.id, { customFields: { ...inputs, [definition.id]: draft } });
      setDraft(null);
    } catch (e) {
      setError(e instanceof DataError && e.code === 'invalid-argument' ? translateText(e.message) : saveErrorText(e));
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <div className="min-w-0">
        <dt className="text-sm text-fg-subtle">{label}</dt>
        <dd className="flex items-start justify-between gap-2 text-fg">
          <span className={`min-w-0 break-words ${definition.kind === 'longText' ? 'whitespace-pre-line' : ''}`}>
            {value === undefined || value === null ? '—' : <CustomFieldValueText definition={definition} value={value} />}
          </span>
          {canWrite && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(inputs[definition.id] ?? (definition.kind === 'yesNo' ? false : definition.kind === 'choices' ? [] : ''));
                setError(null);
              }}
              aria-label={t`Edit ${label}`}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
        </dd>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="min-w-0"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
      }}
    >
      <CustomFieldInputControl definition={definition} value={draft} error={error} onChange={setDraft} />
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="secondary" size="sm" onClick={cancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
