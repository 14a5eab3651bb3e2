// One client's page (docs/product/screens.md#client-page): the client's fields with inline edit,
// their deals, revenues and tasks, and the timeline of activities. Reached from each card of the
// clients list (and its search); the client is read from the same live list as the list screen,
// so a change made in another tab shows here at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccessNotice } from '../../components/ui/access-notice';
import { Card } from '../../components/ui/card';
import { BlockedAccess, ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { useRecords } from '../../components/ui/use-records';
import { translateText } from '../../lib/known-texts';
import { ClientDetails } from './client-details';
import { ClientRecords } from './client-records';
import { ClientTimeline } from './client-timeline';

export function ClientPage() {
  const { entitlements } = useSession();
  const { t } = useLingui();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`client management`} pricingPath={paths.pricing} />;
  return <ClientScreen />;
}

function ClientScreen() {
  const { id = '' } = useParams();
  const { entitlements, recordAccess, accountId, accounts, switchAccount } = useSession();
  // A link from a mention's e-mail names the account the client is in (?account=): open it.
  const [params] = useSearchParams();
  const wanted = params.get('account');
  useEffect(() => {
    if (wanted && wanted !== accountId && accounts.some((a) => a.id === wanted)) switchAccount(wanted);
  }, [wanted, accountId, accounts, switchAccount]);
  const clients = useRecords('clients');
  const client = clients.records.find((c) => c.id === id);
  const canWrite = entitlements?.canWrite ?? false;

  if (clients.error) {
    const reason = translateText(clients.error);
    return (
      <ClientShell>
        <p role="alert" className="text-red-700 dark:text-red-300">
          <Trans>Could not load this client: {reason}</Trans>
        </p>
      </ClientShell>
    );
  }
  // A big list still arriving page by page may not hold this client yet.
  if (clients.loading || (!client && clients.partial)) return <Spinner className="mx-auto h-8 w-8" />;
  if (!client) {
    return (
      <ClientShell>
        <Card as="section" className="text-center">
          <h1 className="text-xl font-semibold text-fg">
            <Trans>Client not found</Trans>
          </h1>
          <p className="mt-3 text-fg-body">
            {recordAccess.ownRecordsOnly ? (
              <Trans>This client does not exist, was deleted, or is not assigned to you.</Trans>
            ) : (
              <Trans>This client does not exist or was deleted.</Trans>
            )}
          </p>
        </Card>
        <AccessNotice screen="clients" />
      </ClientShell>
    );
  }
  return (
    <ClientShell>
      {!canWrite && <ReadOnlyNotice />}
      <ClientDetails client={client} canWrite={canWrite} />
      <ClientRecords client={client} />
      <ClientTimeline client={client} canWrite={canWrite} />
    </ClientShell>
  );
}

function ClientShell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.clients} className="text-sm font-medium text-primary-700 underline dark:text-primary-300">
        <Trans>← All clients</Trans>
      </Link>
      {children}
    </section>
  );
}
