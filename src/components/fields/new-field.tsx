// "New field" in a list's Columns menu (docs/product/custom-fields.md#from-a-lists-columns-menu): an
// owner or manager of the account defines a custom field of the list's record kind without
// leaving the list, with the settings screen's form, checks and save (field-form.tsx). Members
// and viewers see nothing of it; in a read-only account owners and managers get the read-only
// notice instead. The whole list of definitions is saved, so it is read here with its error: a
// list that could not be read is never saved over (docs/decisions/0252).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { canManageAccount } from '../../domain/accounts';
import type { CustomFieldDefinition, CustomFieldRecordKind } from '../../domain/custom-fields';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { ReadOnlyNotice } from '../ui/pro-prompt';
import { FieldForm, draftOf, newFieldOf, saveDefinitions } from './field-form';
import { useDefinitionsRead } from './use-field-definitions';

export type NewFieldProps = {
  kind: CustomFieldRecordKind;
  /** Called once the field is saved, with it. */
  onAdded: (field: CustomFieldDefinition) => void;
};

export function NewField({ kind, onAdded }: NewFieldProps) {
  const { accountRole, entitlements } = useSession();
  if (!canManageAccount(accountRole)) return null;
  if (!(entitlements?.canWrite ?? false)) return <ReadOnlyNotice />;
  return <NewFieldForm kind={kind} onAdded={onAdded} />;
}

function NewFieldForm({ kind, onAdded }: NewFieldProps) {
  const { t } = useLingui();
  const { backend, accountId } = useSession();
  const api = backend?.fields ?? null;
  const account = accountId ?? '';
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useDefinitionsRead(api, account, kind, open);
  const reason = current?.error ? translateText(current.error) : '';
  const loadProblem = reason ? t`Could not load the custom fields: ${reason}` : null;
  const [added, setAdded] = useState<string | null>(null);

  if (!open) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setOpen(true);
            setAdded(null);
          }}
        >
          <Trans>New field</Trans>
        </Button>
        {added !== null && (
          <p role="status" className="text-sm text-fg-body">
            <Trans>{added} is now a column of this list.</Trans>
          </p>
        )}
      </div>
    );
  }
  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  return (
    <section className="mt-4" aria-label={t`New field`}>
      <h3 className="mb-2 text-base font-semibold text-fg">
        <Trans>New field</Trans>
      </h3>
      <FieldForm
        label={t`New field`}
        initial={draftOf(null)}
        submitLabel={t`Add field`}
        busy={busy || !current?.definitions}
        problem={problem ?? loadProblem}
        autoFocus
        onCancel={close}
        onSubmit={async (draft) => {
          const definitions = current?.definitions;
          if (!api || !definitions) return false;
          const field = newFieldOf(definitions, draft);
          setBusy(true);
          const failed = await saveDefinitions(api, account, kind, [...definitions, field]);
          setBusy(false);
          setProblem(failed);
          if (failed !== null) return false;
          setAdded(field.label.trim());
          onAdded(field);
          return true;
        }}
      />
    </section>
  );
}
