// What belongs to a client, on their page: their deals (deals.clientId), revenues
// (revenues.clientId) and tasks (tasks.clientId), each from the account's live lists as the
// member's switches narrow them (src/domain/record-access.ts).
import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { DealView, WithId } from '../../data/contract';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { Card } from '../../components/ui/card';
import { labelOf } from '../../components/ui/select-field';
import { useRecords } from '../../components/ui/use-records';
import { scopeOf } from '../../domain/record-access';
import { sumOf } from '../../domain/figures';

type Client = WithId<'clients'>;

/** The client's deals, live: the account's deals as the member sees them, those naming this client. */
function useClientDeals(clientId: string): DealView[] | null {
  const { backend, accountId, user, recordAccess } = useSession();
  const me = user?.uid ?? '';
  const { ownerId } = scopeOf(recordAccess, me, 'deals');
  const key = `${accountId ?? ''}/${ownerId ?? ''}`;
  const [state, setState] = useState<{ key: string; deals: DealView[] } | null>(null);
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.deals.watchDeals(
      accountId,
      (deals) => setState({ key, deals }),
      () => setState({ key, deals: [] }),
      ownerId !== null ? { hidden: false, ownerId, withoutPayroll: false } : undefined,
    );
  }, [backend, accountId, key, ownerId]);
  return useMemo(() => (state?.key === key ? state.deals.filter((d) => d.clientId === clientId) : null), [state, key, clientId]);
}

export function ClientRecords({ client }: { client: Client }) {
  const { t } = useLingui();
  const format = useFormat();
  const { entitlements } = useSession();
  const tasksOn = entitlements?.features.team ?? false;
  const deals = useClientDeals(client.id);
  const revenues = useRecords('revenues');
  const tasks = useRecords('tasks', tasksOn);
  const theirRevenues = useMemo(
    () => revenues.records.filter((r) => r.clientId === client.id).sort((a, b) => b.date.localeCompare(a.date)),
    [revenues.records, client.id],
  );
  const theirTasks = useMemo(
    () =>
      tasks.records
        .filter((task) => task.clientId === client.id)
        .sort((a, b) => (a.deadline || '9999').localeCompare(b.deadline || '9999') || a.title.localeCompare(b.title)),
    [tasks.records, client.id],
  );
  const revenueTotal = format.money(sumOf(theirRevenues, (r) => r.amount));

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card as="section" aria-label={t`Deals`} padding="md">
        <SectionHeading title={t`Deals`} to={paths.deals} linkText={t`Open the deals board`} />
        {deals === null ? (
          <Loading />
        ) : deals.length === 0 ? (
          <Empty>
            <Trans>No deals with this client.</Trans>
          </Empty>
        ) : (
          <ul className="divide-y divide-line">
            {deals.map((d) => (
              <li key={d.id} className="flex justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 truncate text-fg">{d.title}</span>
                <span className="shrink-0 text-fg-soft">
                  {format.money(d.value)} · {labelOf(d.status)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card as="section" aria-label={t`Revenue`} padding="md">
        <SectionHeading title={t`Revenue`} to={paths.revenue} linkText={t`Open revenue`} />
        {revenues.loading ? (
          <Loading />
        ) : theirRevenues.length === 0 ? (
          <Empty>
            <Trans>No revenue from this client yet.</Trans>
          </Empty>
        ) : (
          <>
            <p className="mb-2 text-sm text-fg-muted">
              <Trans>Total: {revenueTotal}</Trans>
            </p>
            <ul className="divide-y divide-line">
              {theirRevenues.slice(0, 10).map((r) => (
                <li key={r.id} className="flex justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 truncate text-fg">
                    {format.date(r.date)} · {r.source}
                  </span>
                  <span className="shrink-0 text-fg-soft">{format.money(r.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      <Card as="section" aria-label={t`Tasks`} padding="md">
        <SectionHeading title={t`Tasks`} to={paths.team} linkText={t`Open team and tasks`} />
        {!tasksOn ? (
          <Empty>
            <Trans>Tasks are a Pro feature.</Trans>
          </Empty>
        ) : tasks.loading ? (
          <Loading />
        ) : theirTasks.length === 0 ? (
          <Empty>
            <Trans>No tasks for this client. A task names its client in its form on Team and Tasks.</Trans>
          </Empty>
        ) : (
          <ul className="divide-y divide-line">
            {theirTasks.map((task) => (
              <li key={task.id} className="flex justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 truncate text-fg">{task.title}</span>
                <span className="shrink-0 text-fg-soft">
                  {task.deadline ? format.date(task.deadline) : '—'} · {labelOf(task.status)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function SectionHeading({ title, to, linkText }: { title: string; to: string; linkText: string }) {
  return (
    <div className="mb-2 flex items-baseline justify-between gap-2">
      <h2 className="font-semibold text-fg">{title}</h2>
      <Link to={to} className="text-sm text-primary-700 underline dark:text-primary-300" aria-label={linkText}>
        <Trans>Open</Trans>
      </Link>
    </div>
  );
}

const Loading = () => (
  <p className="text-sm text-fg-muted">
    <Trans>Loading...</Trans>
  </p>
);

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-fg-muted">{children}</p>;
