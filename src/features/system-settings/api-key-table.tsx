// The list of API keys: masked key, created, last used, enabled; enable/disable and delete (with
// the confirmation of docs/product/settings.md#api-keys). The user's page shows their own; the owner's page shows every key.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApiKeyView } from '../../data/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { API_KEY_DELETE_CONFIRM } from '../../domain/system-settings/api';
import { useAdminDates } from '../../lib/admin-dates';
import { translateText } from '../../lib/known-texts';
import { messageOf } from './use-flash';

type Props = {
  keys: ApiKeyView[];
  showOwner?: boolean;
  onToggle(key: ApiKeyView): Promise<void>;
  onDelete(key: ApiKeyView): Promise<void>;
  onError(message: string): void;
};

export function ApiKeyTable({ keys, showOwner = false, onToggle, onDelete, onError }: Props) {
  const { t } = useLingui();
  const dates = useAdminDates();
  const [deleting, setDeleting] = useState<ApiKeyView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (keys.length === 0) return <p className="text-sm text-fg-muted">{t`No API keys yet.`}</p>;
  const toggle = async (k: ApiKeyView) => {
    setBusy(k.id);
    try {
      await onToggle(k);
    } catch (e) {
      onError(messageOf(e, t`Failed to update the API key. Please try again.`));
    } finally {
      setBusy(null);
    }
  };
  const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-fg-subtle';
  const td = 'px-3 py-2 text-sm text-fg-soft';
  return (
    <>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-line">
          <thead>
            <tr>
              <th className={th}>
                <Trans context="API key column">Name</Trans>
              </th>
              {showOwner && (
                <th className={th}>
                  <Trans context="API key column">Owner</Trans>
                </th>
              )}
              <th className={th}>
                <Trans context="API key column">Key</Trans>
              </th>
              <th className={th}>
                <Trans context="API key column">Created</Trans>
              </th>
              <th className={th}>
                <Trans context="API key column">Last used</Trans>
              </th>
              <th className={th}>
                <Trans context="API key column">Status</Trans>
              </th>
              <th className={th}>
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {keys.map((k) => {
              const name = k.name;
              return (
                <tr key={k.id} aria-label={t`API key ${name}`}>
                  <td className={td}>{k.name}</td>
                  {showOwner && <td className={td}>{k.ownerEmail}</td>}
                  <td className={`${td} font-mono`}>{k.masked}</td>
                  <td className={td}>{dates.dateTime(k.createdAt, '—')}</td>
                  <td className={td}>{dates.dateTime(k.lastUsedAt, t`Never`)}</td>
                  <td className={td}>
                    <span className={k.enabled ? 'text-green-700 dark:text-green-400' : 'text-fg-subtle'}>{k.enabled ? t`Enabled` : t`Disabled`}</span>
                  </td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy === k.id}
                      onClick={() => void toggle(k)}
                      aria-label={k.enabled ? t`Disable ${name}` : t`Enable ${name}`}
                    >
                      {k.enabled ? t`Disable` : t`Enable`}
                    </Button>{' '}
                    <Button size="sm" variant="danger" onClick={() => setDeleting(k)} aria-label={t`Delete ${name}`}>
                      <Trans>Delete</Trans>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete API key`}
        message={translateText(API_KEY_DELETE_CONFIRM)}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
        onClose={() => setDeleting(null)}
        errorText={(e) => messageOf(e, t`Failed to delete the API key. Please try again.`)}
      />
    </>
  );
}
