// The custom fields settings screen (docs/product/custom-fields.md#settings): per record kind
// (Clients / Deals), the account's fields in order. Owners and managers add one, rename it, move
// it up or down, set its kind, whether it is required and its choices, archive it and bring it
// back, while the account may write; members and viewers read the list, as the security rules let
// every member read it. A kind change first counts what converts and asks; it then converts the
// records' values in batches with a progress bar (FieldsApi.changeFieldKind). The fields api is a
// prop, so the route passes `backend.fields`.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldsApi, KindChangeCount } from '../../data/contract-fields';
import { canManageAccount } from '../../domain/accounts';
import { CUSTOM_FIELD_LIMITS, isChoiceKind, moveField, parseDefinitions } from '../../domain/custom-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind } from '../../domain/custom-fields';
import { KIND_LABELS } from '../../components/fields/custom-field-parts';
import { FieldForm, choicesOf, draftOf, newFieldOf, saveDefinitions } from '../../components/fields/field-form';
import type { FieldDraft as Draft } from '../../components/fields/field-form';
import { useDefinitionsRead } from '../../components/fields/use-field-definitions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { saveErrorText } from '../../components/ui/field-error';
import { PageHeader } from '../../components/ui/page-header';
import { ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';

export function FieldSettings({ api }: { api: FieldsApi }) {
  const { t } = useLingui();
  const { accountId: openAccount, accountRole, accountName, entitlements } = useSession();
  const accountId = openAccount ?? '';
  const manages = canManageAccount(accountRole);
  const editable = manages && (entitlements?.canWrite ?? false);
  const [kind, setKind] = useState<CustomFieldRecordKind>('clients');
  const key = `${accountId}/${kind}`;
  const read = useDefinitionsRead(api, accountId, kind);
  // A failed read shows its error above an empty list (LoadError), and nothing can be saved over it.
  const definitions = read ? (read.definitions ?? []) : null;
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ id: string; draft: Draft; count: KindChangeCount } | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const save = async (next: CustomFieldDefinition[]): Promise<boolean> => {
    setBusy(true);
    const failed = await saveDefinitions(api, accountId, kind, next);
    setBusy(false);
    setProblem(failed);
    return failed === null;
  };

  /** Saves a field's form: a new field, or an edit (a kind or choice change asks first, then converts). */
  const submit = async (id: string | null, draft: Draft): Promise<boolean> => {
    if (!definitions) return false;
    const changes = { label: draft.label, required: draft.required };
    if (id === null) return save([...definitions, newFieldOf(definitions, draft)]);
    const before = definitions.find((d) => d.id === id);
    if (!before) return false;
    const to = { kind: draft.kind, choices: choicesOf(draft) };
    if (before.kind === to.kind && JSON.stringify(before.choices) === JSON.stringify(to.choices)) {
      return save(definitions.map((d) => (d.id === id ? { ...d, ...changes } : d)));
    }
    // The new kind and choices must be valid before anything is counted or converted.
    const check = parseDefinitions(definitions.map((d) => (d.id === id ? { ...d, ...changes, ...to } : d)));
    if (!check.ok) {
      setProblem(translateText(check.message));
      return false;
    }
    setBusy(true);
    try {
      const count = await api.countKindChange(accountId, kind, id, to);
      setAsking({ id, draft, count });
      setProblem(null);
    } catch (e) {
      setProblem(saveErrorText(e));
    } finally {
      setBusy(false);
    }
    return false;
  };

  const convert = async () => {
    if (!asking || !definitions) return;
    const { id, draft } = asking;
    // The name and required flag first (with the old kind), then the kind change converts and saves the kind.
    if (!(await save(definitions.map((d) => (d.id === id ? { ...d, label: draft.label, required: draft.required } : d))))) throw new Error(problem ?? '');
    setProgress({ done: 0, total: asking.count.converted });
    try {
      await api.changeFieldKind(accountId, kind, id, { kind: draft.kind, choices: choicesOf(draft) }, (done, total) => setProgress({ done, total }));
      setEditing(null);
    } finally {
      setProgress(null);
    }
  };

  const kindChangeText = ({ converted, kept }: KindChangeCount) =>
    kept === 0
      ? t`${converted} values will be converted to the new kind.`
      : t`${converted} values will be converted. ${kept} values cannot be converted and will be kept as they are, shown as not valid until someone edits them.`;
  const active = definitions?.filter((d) => !d.archived) ?? [];
  const archived = definitions?.filter((d) => d.archived) ?? [];
  const max = CUSTOM_FIELD_LIMITS.fields;
  const account = accountName;
  const tabs: { value: CustomFieldRecordKind; label: string }[] = [
    { value: 'clients', label: t`Clients` },
    { value: 'deals', label: t`Deals` },
  ];

  const row = (d: CustomFieldDefinition, index: number, list: CustomFieldDefinition[]) => {
    const name = d.label;
    const kindName = t(KIND_LABELS[d.kind]);
    if (editing === d.id) {
      return (
        <li key={d.id}>
          <FieldForm initial={draftOf(d)} submitLabel={t`Save field`} busy={busy} onSubmit={(draft) => submit(d.id, draft)} onCancel={() => setEditing(null)} />
        </li>
      );
    }
    return (
      <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 rounded-ui border border-line px-3 py-2">
        <div>
          <span className="font-medium text-fg">{name}</span>{' '}
          <span className="text-sm text-fg-muted">
            {kindName}
            {d.required && (
              <>
                {' · '}
                <Trans>required</Trans>
              </>
            )}
            {isChoiceKind(d.kind) && <> · {d.choices.join(', ')}</>}
          </span>
        </div>
        {editable && (
          <div className="flex flex-wrap gap-2">
            {!d.archived && (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || index === 0}
                  aria-label={t`Move ${name} up`}
                  onClick={() => void save(moveInList(definitions ?? [], list, d.id, -1))}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || index === list.length - 1}
                  aria-label={t`Move ${name} down`}
                  onClick={() => void save(moveInList(definitions ?? [], list, d.id, 1))}
                >
                  ↓
                </Button>
              </>
            )}
            <Button variant="secondary" size="sm" disabled={busy} aria-label={t`Edit ${name}`} onClick={() => setEditing(d.id)}>
              <Trans>Edit</Trans>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={d.archived ? t`Bring back ${name}` : t`Archive ${name}`}
              onClick={() => void save((definitions ?? []).map((x) => (x.id === d.id ? { ...x, archived: !d.archived } : x)))}
            >
              {d.archived ? <Trans>Bring back</Trans> : <Trans>Archive</Trans>}
            </Button>
          </div>
        )}
      </li>
    );
  };

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t`Custom fields`} subtitle={t`The fields of your own that your clients and deals carry, besides the built-in ones.`} />
      {manages && !editable && <ReadOnlyNotice />}
      {!manages && (
        <p role="status" className="rounded-ui border border-line bg-surface-muted px-4 py-3 text-sm text-fg-body">
          <Trans>Only the owners and managers of {account} change the custom fields; you see them as they are.</Trans>
        </p>
      )}
      <div role="tablist" aria-label={t`Record kind`} className="flex gap-2">
        {tabs.map((tab) => (
          <Button
            key={tab.value}
            role="tab"
            aria-selected={kind === tab.value}
            variant={kind === tab.value ? 'primary' : 'secondary'}
            onClick={() => {
              setKind(tab.value);
              setEditing(null);
              setProblem(null);
            }}
          >
            {tab.label}
          </Button>
        ))}
      </div>
      {read?.error && (
        <Alert tone="error">
          <LoadError error={read.error} />
        </Alert>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      {progress && (
        <div>
          <p className="text-sm text-fg-body">
            <ProgressText done={progress.done} total={progress.total} />
          </p>
          <progress className="mt-1 block h-2 w-full" max={Math.max(1, progress.total)} value={progress.done} aria-label={t`Converting values`} />
        </div>
      )}
      {definitions === null ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : (
        <Card as="section" aria-label={t`Fields`} className="space-y-4">
          {active.length === 0 ? (
            <p className="text-fg-muted">
              <Trans>No custom fields yet.</Trans>
            </p>
          ) : (
            <ol className="space-y-2" aria-label={t`Active fields`}>
              {active.map((d, i) => row(d, i, active))}
            </ol>
          )}
          {archived.length > 0 && (
            <>
              <h2 className="text-base font-semibold text-fg">
                <Trans>Archived fields (hidden, their values kept)</Trans>
              </h2>
              <ul className="space-y-2" aria-label={t`Archived fields`}>
                {archived.map((d, i) => row(d, i, archived))}
              </ul>
            </>
          )}
          {editable && editing === null && definitions.length < max && (
            <div>
              <h2 className="mb-2 text-base font-semibold text-fg">
                <Trans>Add a field</Trans>
              </h2>
              <FieldForm
                key={`${key}-${definitions.length}`}
                initial={draftOf(null)}
                submitLabel={t`Add field`}
                busy={busy}
                onSubmit={(draft) => submit(null, draft)}
              />
            </div>
          )}
          {editable && definitions.length >= max && (
            <p className="text-sm text-fg-muted">
              <Trans>An account has at most {max} custom fields here; archive one you no longer need, or change it.</Trans>
            </p>
          )}
        </Card>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t`Change the kind of this field?`}
        message={asking ? kindChangeText(asking.count) : ''}
        confirmLabel={t`Change kind`}
        busyLabel={t`Converting...`}
        onConfirm={convert}
        onClose={() => setAsking(null)}
        errorText={(e) => saveErrorText(e)}
      />
    </section>
  );
}

/** Moves a field among the shown ones (active or archived), keeping the others' places. */
function moveInList(all: CustomFieldDefinition[], shown: CustomFieldDefinition[], id: string, by: -1 | 1): CustomFieldDefinition[] {
  const i = shown.findIndex((d) => d.id === id);
  const other = shown[i + by];
  if (!other) return all;
  // Swap with the neighbour shown next to it, stepping over the hidden ones between them.
  let next = all;
  const steps = Math.abs(all.findIndex((d) => d.id === other.id) - all.findIndex((d) => d.id === id));
  for (let s = 0; s < steps; s++) next = moveField(next, id, by);
  return next;
}

function ProgressText({ done, total }: { done: number; total: number }) {
  return (
    <Trans>
      Converting values: {done} of {total}
    </Trans>
  );
}

function LoadError({ error }: { error: string }) {
  const reason = translateText(error);
  return <Trans>Could not load the custom fields: {reason}</Trans>;
}
