// /clients/deleted (docs/product/history.md#deleted-clients): the account's deleted clients that
// history still holds (Global dataRetentionDays), newest first, each with Restore. Owners and
// managers only; the rules refuse the list to anyone else, and so does the screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DeletedClient, HistoryApi } from '../../data/contract-history';
import { canManageAccount } from '../../domain/accounts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useMembers } from '../../components/ui/use-members';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';

export function DeletedClientsPage() {
  const { backend, accountRole } = useSession();
  const { t } = useLingui();
  if (!backend || !accountRole) return <Spinner className="mx-auto h-8 w-8" />;
  if (!canManageAccount(accountRole)) {
    return (
      <div>
        <PageHeader title={t`Deleted clients`} />
        <Alert tone="info">
          <Trans>Only owners and managers see deleted clients and restore them.</Trans>
        </Alert>
      </div>
    );
  }
  return <DeletedClientsScreen api={backend.history} />;
}

type Listed = { key: string; clients: DeletedClient[] | null; error: string | null };

export function DeletedClientsScreen({ api }: { api: HistoryApi }) {
  const { t } = useLingui();
  const format = useFormat();
  const { accountId, entitlements, user } = useSession();
  const canWrite = entitlements?.canWrite ?? false;
  const key = accountId ?? '';
  const [listed, setListed] = useState<Listed>({ key: '', clients: null, error: null });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { members } = useMembers();
  const names = useMemo(() => new Map((members ?? []).map((m) => [m.uid, m.displayName || m.email])), [members]);

  useEffect(() => {
    if (!accountId) return;
    return api.watchDeletedClients(
      accountId,
      (clients) => setListed({ key: accountId, clients, error: null }),
      (e) => setListed({ key: accountId, clients: [], error: e.message }),
    );
  }, [api, accountId]);
  const clients = listed.key === key ? listed.clients : null;
  const error = listed.key === key ? listed.error : null;

  const who = (c: DeletedClient) => {
    if (c.source === 'api') return t`API`;
    if (c.source === 'import') return t`Import`;
    if (c.source === 'system') return t`System`;
    if (!c.actor) return t`Someone in the app`;
    return names.get(c.actor) || (c.actor === user?.uid ? user.displayName : '') || t`A former member`;
  };

  const restore = async (c: DeletedClient) => {
    if (!accountId) return;
    setBusy(c.entryId);
    setOutcome(null);
    try {
      await api.restoreClient(accountId, c.entryId);
      const name = c.name;
      setOutcome({ tone: 'success', text: t`“${name}” is back in your clients.` });
    } catch (e) {
      setOutcome({ tone: 'error', text: translateText(e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <PageHeader
        title={t`Deleted clients`}
        subtitle={t`Clients deleted within the time your history is kept. Restoring one brings it back with its deals and revenue.`}
      />
      <p className="mb-4 text-sm">
        <Link className="text-brand underline" to={paths.clients}>
          <Trans>Back to clients</Trans>
        </Link>
      </p>
      {outcome && (
        <Alert tone={outcome.tone} className="mb-4">
          {outcome.text}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {translateText(error)}
        </Alert>
      )}
      {!clients && !error && <Spinner className="mx-auto h-8 w-8" />}
      {clients && clients.length === 0 && !error && (
        <EmptyState>
          <Trans>No deleted clients.</Trans>
        </EmptyState>
      )}
      {clients && clients.length > 0 && (
        <ul className="space-y-3" aria-label={t`Deleted clients`}>
          {clients.map((c) => {
            const name = c.name || t`Unnamed client`;
            const by = who(c);
            const when = format.dateTime(c.deletedAt);
            const until = format.day(c.expiresAt);
            return (
              <Card as="li" key={c.entryId} className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-medium text-fg">{name}</p>
                  <p className="text-sm text-fg-muted">
                    <Trans>
                      Deleted {when} by {by}. Can be restored until {until}.
                    </Trans>
                  </p>
                </div>
                <Button size="sm" disabled={!canWrite || busy !== null} onClick={() => void restore(c)} aria-label={t`Restore ${name}`}>
                  {busy === c.entryId ? t`Restoring...` : t`Restore`}
                </Button>
              </Card>
            );
          })}
        </ul>
      )}
    </div>
  );
}
