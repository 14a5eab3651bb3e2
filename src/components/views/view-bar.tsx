// The saved views of a list (docs/product/saved-views.md): the picker (shared views and the
// person's own, the default marked), Save view, Save as new, Rename, Delete, Share with the
// account (owners and managers) and Make default.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DataError } from '../../data/contract';
import { blankView } from '../../domain/list-view';
import type { SavedView } from '../../domain/list-view';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { saveErrorText } from '../ui/field-error';
import { FormModal } from '../ui/form-modal';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { ListViewState } from './use-list-view';

/** A refusal the person can act on (a name too long, a view not theirs) in its own words; anything else as a failed save. */
export function viewErrorText(error: unknown, what: string): string {
  if (error instanceof DataError && ['invalid-argument', 'permission-denied', 'not-found'].includes(error.code)) return translateText(error.message);
  return saveErrorText(error, what);
}

type Naming = { mode: 'new' | 'rename'; name: string; shared: boolean; error: string | null };

export function ViewBar({ state, allLabel }: { state: ListViewState; allLabel: string }) {
  const { t } = useLingui();
  const { api, accountId, view, saved, changed, views, defaultId, canShare, kind } = state;
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = saved ? state.canEdit(saved) : false;

  const run = async (work: () => Promise<unknown>, what: string) => {
    if (!api || busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(viewErrorText(e, what));
    } finally {
      setBusy(false);
    }
  };
  const label = (v: SavedView) => {
    const name = v.name;
    if (v.id === defaultId) return v.shared ? t`${name} (shared, default)` : t`${name} (default)`;
    return v.shared ? t`${name} (shared)` : name;
  };
  const savedName = saved?.name ?? '';

  return (
    <div className="mb-4 flex flex-wrap items-end gap-2" role="group" aria-label={t`Saved views`}>
      <SelectField
        label={t`Saved view`}
        value={saved?.id ?? ''}
        onChange={(e) => {
          const next = views.find((v) => v.id === e.target.value);
          if (next) state.setView(next, next.id);
          else state.setView(blankView(kind), null);
        }}
        options={[{ value: '', label: allLabel }, ...views.map((v) => ({ value: v.id, label: label(v) }))]}
      />
      {saved && mine && changed && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void run(() => api!.saveView(accountId, { ...view, id: saved.id, name: saved.name, kind, shared: saved.shared }), t`save the view`)}
        >
          <Trans>Save view</Trans>
        </Button>
      )}
      <Button variant="secondary" size="sm" disabled={!api} onClick={() => setNaming({ mode: 'new', name: '', shared: false, error: null })}>
        <Trans>Save as new</Trans>
      </Button>
      {saved && mine && (
        <>
          <Button variant="ghost" size="sm" onClick={() => setNaming({ mode: 'rename', name: saved.name, shared: saved.shared, error: null })}>
            <Trans>Rename</Trans>
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-300" onClick={() => setDeleting(saved)}>
            <Trans>Delete</Trans>
          </Button>
        </>
      )}
      {saved && canShare && (saved.shared || mine) && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => void run(() => api!.saveView(accountId, { ...saved, shared: !saved.shared }), t`share the view`)}
        >
          {saved.shared ? <Trans>Stop sharing</Trans> : <Trans>Share with the account</Trans>}
        </Button>
      )}
      {saved && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-pressed={saved.id === defaultId}
          onClick={() => void run(() => api!.setDefaultView(accountId, kind, saved.id === defaultId ? null : saved.id), t`change your default view`)}
        >
          {saved.id === defaultId ? <Trans>Default view (clear)</Trans> : <Trans>Make default</Trans>}
        </Button>
      )}
      {(error ?? state.error) && (
        <div className="basis-full">
          <Alert tone="error">{error ?? state.error}</Alert>
        </div>
      )}

      <FormModal
        open={naming !== null}
        title={naming?.mode === 'rename' ? t`Rename view` : t`Save as a new view`}
        submitLabel={naming?.mode === 'rename' ? t`Rename` : t`Save view`}
        onClose={() => setNaming(null)}
        onSubmit={async () => {
          if (!api || !naming) return false;
          try {
            if (naming.mode === 'rename' && saved) await api.renameView(accountId, saved.id, naming.name);
            else {
              const id = await api.saveView(accountId, { ...view, name: naming.name, kind, shared: canShare && naming.shared });
              state.setView(view, id);
            }
            return true;
          } catch (e) {
            // A refusal the person can mend shows at the field; the input stays.
            if (e instanceof DataError && e.code === 'invalid-argument') {
              setNaming({ ...naming, error: translateText(e.message) });
              return false;
            }
            throw e;
          }
        }}
      >
        <TextField
          label={t`View name`}
          value={naming?.name ?? ''}
          maxLength={60}
          error={naming?.error}
          onChange={(e) => naming && setNaming({ ...naming, name: e.target.value, error: null })}
        />
        {naming?.mode === 'new' && canShare && (
          <label className="flex items-center gap-2 text-sm text-fg-body">
            <input type="checkbox" checked={naming.shared} onChange={(e) => setNaming({ ...naming, shared: e.target.checked })} />
            <Trans>Share with the account</Trans>
          </label>
        )}
      </FormModal>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete view`}
        message={t`Delete the view "${savedName}"? The records stay as they are.`}
        confirmLabel={t`Delete`}
        errorText={(e) => viewErrorText(e, t`delete the view`)}
        onConfirm={async () => {
          if (!api || !deleting) return;
          await api.deleteView(accountId, deleting.id);
          state.setView(view, null);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
