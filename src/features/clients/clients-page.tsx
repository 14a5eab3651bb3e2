// Client Management (docs/product/screens.md#clients): stats over the filtered list, search and filters, a
// card grid with edit, delete and profit, add/edit modals, the basic plan's client cap.
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { clientPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { WithId } from '../../data/contract';
import { LOADING_NOUNS } from '../../components/records/loading-nouns';
import { RecordEditor } from '../../components/records/record-editor';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadingMore } from '../../components/ui/loading-more';
import { downloadText } from '../../components/ui/download';
import { EmptyState } from '../../components/ui/empty-state';
import { saveErrorText } from '../../components/ui/field-error';
import { Modal } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { BlockedAccess, ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { AccessNotice } from '../../components/ui/access-notice';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, labelOf, optionsOf } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { useRecords } from '../../components/ui/use-records';
import { VirtualGrid } from '../../components/ui/virtual-grid';
import { NO_PROFIT, clientProfits } from '../../domain/client-profit';
import type { ClientProfit } from '../../domain/client-profit';
import { csvFileName, toCsv } from '../../domain/csv-export';
import type { CsvColumn } from '../../domain/csv-export';
import { todayIso } from '../../domain/dates';
import { canAddClient } from '../../domain/entitlements';
import { matchesOption, roundedAverage, sumOf } from '../../domain/figures';
import { useFormat } from '../../lib/use-format';
import { translateText } from '../../lib/known-texts';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../domain/types';
import { isStale } from '../../domain/activities';
import { useNextUp } from './next-up';
import { ClientFields, blankClientForm, clientFormOf } from './client-form';
import type { NextUp } from './next-up';

type Client = WithId<'clients'>;

const statusTone: Record<string, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  inactive: 'bg-line text-fg-soft',
  former: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

export function ClientsPage() {
  const { entitlements } = useSession();
  const { t } = useLingui();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`client management`} pricingPath={paths.pricing} />;
  return <ClientsScreen />;
}

function ClientsScreen() {
  const format = useFormat();
  const { t } = useLingui();
  const { backend, accountId, entitlements } = useSession();
  const uid = accountId ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const clients = useRecords('clients');
  const revenues = useRecords('revenues');
  const expenses = useRecords('expenses', entitlements?.features.expenses ?? false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const [activity, setActivity] = useState<'all' | 'stale'>('all');
  const [formTarget, setFormTarget] = useState<'add' | Client | null>(null);
  const [capOpen, setCapOpen] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [profitOf, setProfitOf] = useState<Client | null>(null);

  // One lower-cased haystack per client, so a keystroke filters 10,000 clients with one pass.
  const indexed = useMemo(() => clients.records.map((c) => ({ c, hay: `${c.name}\n${c.email}\n${c.company}`.toLowerCase() })), [clients.records]);
  // The field shows each keystroke at once; the list follows when React has time for it (a
  // deferred value: a keystroke is never held up by filtering and drawing 10,000 records).
  const shownSearch = useDeferredValue(search);
  const shownStatus = useDeferredValue(status);
  const shownType = useDeferredValue(type);
  const shownActivity = useDeferredValue(activity);
  const filtered = useMemo(() => {
    const q = shownSearch.trim().toLowerCase();
    const today = todayIso();
    const out: Client[] = [];
    for (const { c, hay } of indexed) {
      if (
        (q === '' || hay.includes(q)) &&
        matchesOption(c.status, shownStatus) &&
        matchesOption(c.type, shownType) &&
        (shownActivity === 'all' || isStale(c, today))
      )
        out.push(c);
    }
    return out;
  }, [indexed, shownSearch, shownStatus, shownType, shownActivity]);
  const nextUp = useNextUp();
  const profits = useMemo(() => clientProfits(revenues.records, expenses.records), [revenues.records, expenses.records]);

  // The cards are drawn again only when their own client, profit or rights change: a list that
  // arrives again unchanged (the server confirming the cache, a list of revenue that moves no
  // card's profit) redraws the figures and filters, not the grid (docs/decisions/0171).
  const renderCard = useCallback(
    (c: Client) => (
      <ClientCard
        client={c}
        canWrite={canWrite}
        profit={profits.get(c.id) ?? NO_PROFIT}
        next={nextUp.get(c.id) ?? null}
        onEdit={setFormTarget}
        onDelete={setDeleting}
        onProfit={setProfitOf}
      />
    ),
    [canWrite, profits, nextUp],
  );

  const activeCount = filtered.filter((c) => c.status === 'active').length;
  const capReached = entitlements ? !canAddClient(entitlements, clients.records.length) && canWrite : false;

  // CSV headers are a data format, not screen text: they stay English, like the stored values
  // under them, so an export imports back through the import's English header names.
  /* eslint-disable lingui/no-unlocalized-strings */
  const csvColumns: CsvColumn<Client>[] = [
    { header: 'Name', value: (c) => c.name },
    { header: 'Email', value: (c) => c.email },
    { header: 'Phone', value: (c) => c.phone },
    { header: 'Company', value: (c) => c.company },
    { header: 'Value', value: (c) => c.value },
    { header: 'Progress', value: (c) => c.progress },
    { header: 'Status', value: (c) => c.status },
    { header: 'Type', value: (c) => c.type },
    { header: 'Date Added', value: (c) => c.dateAdded },
    { header: 'Last Contact', value: (c) => c.lastContact },
    { header: 'Notes', value: (c) => c.notes },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  const exportCsv = () => downloadText(csvFileName('clients', todayIso()), toCsv(filtered, csvColumns));

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Client Management`}
        subtitle={t`Keep track of your customers, their value and progress.`}
        actions={
          <>
            {entitlements?.canManage && (
              <Link to={paths.deletedClients} className={buttonClasses('ghost')}>
                <Trans>Deleted clients</Trans>
              </Link>
            )}
            <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
              <Trans>Export CSV</Trans>
            </Button>
            <Button onClick={() => (capReached ? setCapOpen(true) : setFormTarget('add'))} disabled={!canWrite}>
              <Trans>Add Client</Trans>
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <AccessNotice screen="clients" />
      {capReached && entitlements?.clientCap !== null && (
        <p
          role="status"
          className="mb-4 rounded-ui border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <CapText cap={entitlements?.clientCap ?? 0} />{' '}
          <Link to={paths.pricing} className="font-medium underline">
            <Trans>Upgrade to Pro</Trans>
          </Link>
        </p>
      )}

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label={t`Total Clients`} value={format.number(filtered.length)} detail={t`${plural(activeCount, { one: '# active', other: '# active' })}`} />
        <StatCard label={t`Total Value`} value={format.money(sumOf(filtered, (c) => c.value))} />
        <StatCard label={t`Avg Progress`} value={`${roundedAverage(filtered, (c) => c.progress)}%`} />
      </div>

      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField label={t`Search clients`} placeholder={t`Search by name, email or company...`} value={search} onChange={setSearch} />
        <SelectField
          label={t`Status`}
          hideLabel
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={optionsOf(CLIENT_STATUSES, t`All statuses`)}
        />
        <SelectField label={t`Type`} hideLabel value={type} onChange={(e) => setType(e.target.value)} options={optionsOf(CLIENT_TYPES, t`All types`)} />
        <SelectField
          label={t`Activity`}
          hideLabel
          value={activity}
          onChange={(e) => setActivity(e.target.value === 'stale' ? 'stale' : 'all')}
          options={[
            { value: 'all', label: t`Any activity` },
            { value: 'stale', label: t`No activity for 30 days` },
          ]}
        />
      </div>

      {/* The line of the filters' bottom margin. Each card's profit adds up revenue and expenses,
          whose big lists load after the clients (docs/decisions/0161). */}
      <LoadingMore
        lists={[
          { list: clients, noun: t`clients` },
          { list: revenues, noun: t(LOADING_NOUNS.revenues) },
          { list: expenses, noun: t(LOADING_NOUNS.expenses) },
        ]}
      />
      {clients.error && <LoadError error={clients.error} />}
      {clients.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : clients.records.length === 0 ? (
        <EmptyState>
          <Trans>No clients yet. Add your first client to get started.</Trans>
        </EmptyState>
      ) : filtered.length === 0 ? (
        <EmptyState>
          <Trans>No clients match your filters</Trans>
        </EmptyState>
      ) : (
        <VirtualGrid label={t`Clients`} items={filtered} itemKey={(c) => c.id} renderItem={renderCard} />
      )}

      <RecordEditor
        kind="clients"
        target={formTarget}
        texts={{ addTitle: t`Add New Client`, editTitle: t`Edit Client`, add: t`Add Client`, update: t`Update Client` }}
        blank={blankClientForm}
        formOf={clientFormOf}
        onClose={() => setFormTarget(null)}
      >
        {(form, client) => <ClientFields form={form} adding={client === null} />}
      </RecordEditor>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete client`}
        message={t`Are you sure you want to delete this client?`}
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, t`delete the client`)}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeRecord(uid, 'clients', deleting.id);
        }}
      >
        {deleting && <p className="mt-2 font-medium text-fg">{deleting.name}</p>}
      </ConfirmDialog>
      <Modal open={capOpen} onClose={() => setCapOpen(false)} title={t`Client limit reached`}>
        <p className="text-fg-body">
          <CapText cap={entitlements?.clientCap ?? 0} />
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCapOpen(false)}>
            <Trans>Close</Trans>
          </Button>
          <Link to={paths.pricing} className={buttonClasses('primary')}>
            <Trans>Upgrade to Pro</Trans>
          </Link>
        </div>
      </Modal>
      {profitOf && (
        <ProfitModal
          client={profitOf}
          profit={profits.get(profitOf.id) ?? NO_PROFIT}
          showExpenses={entitlements?.features.expenses ?? false}
          onClose={() => setProfitOf(null)}
        />
      )}
    </section>
  );
}

function CapText({ cap }: { cap: number }) {
  return (
    <Plural
      value={cap}
      one="You have reached the Basic plan's limit of # client, so you cannot add another one. Delete a client you no longer need, or upgrade to Pro for unlimited clients."
      other="You have reached the Basic plan's limit of # clients, so you cannot add another one. Delete a client you no longer need, or upgrade to Pro for unlimited clients."
    />
  );
}

function LoadError({ error }: { error: string }) {
  const reason = translateText(error);
  return (
    <p role="alert" className="mb-4 text-red-700 dark:text-red-300">
      <Trans>Could not load your clients: {reason}</Trans>
    </p>
  );
}

type CardProps = {
  client: Client;
  canWrite: boolean;
  profit: ClientProfit;
  /** The client's next task or meeting, if any. */
  next: NextUp | null;
  onEdit: (c: Client) => void;
  onDelete: (c: Client) => void;
  onProfit: (c: Client) => void;
};

const sameProfit = (a: ClientProfit, b: ClientProfit) =>
  a === b ||
  (a.revenue === b.revenue && a.expenses === b.expenses && a.profit === b.profit && a.revenueCount === b.revenueCount && a.expenseCount === b.expenseCount);

// Profits are computed anew for every list of revenue or expenses: compared by value.
const ClientCard = memo(
  ClientCardView,
  (a: CardProps, b: CardProps) =>
    a.client === b.client &&
    a.canWrite === b.canWrite &&
    sameProfit(a.profit, b.profit) &&
    a.next?.key === b.next?.key &&
    a.onEdit === b.onEdit &&
    a.onDelete === b.onDelete &&
    a.onProfit === b.onProfit,
);

function ClientCardView({ client: c, canWrite, profit, next, onEdit, onDelete, onProfit }: CardProps) {
  const format = useFormat();
  const { t } = useLingui();
  const name = c.name;
  return (
    <Card as="article" aria-label={c.name} padding="sm" shadow className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-fg">
            <Link to={clientPath(c.id)} className="hover:underline">
              {c.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-fg-muted">{c.company || '—'}</p>
        </div>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[c.status] ?? ''}`}>{labelOf(c.status)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-subtle">
          <Trans>Email</Trans>
        </dt>
        <dd className="truncate text-fg-soft">{c.email}</dd>
        <dt className="text-fg-subtle">
          <Trans>Value</Trans>
        </dt>
        <dd className="text-fg-soft">{format.money(c.value)}</dd>
        <dt className="text-fg-subtle">
          <Trans>Type</Trans>
        </dt>
        <dd className="text-fg-soft">{labelOf(c.type)}</dd>
        <dt className="text-fg-subtle">
          <Trans>Profit</Trans>
        </dt>
        <dd className={profit.profit < 0 ? 'text-red-700 dark:text-red-300' : 'text-fg-soft'}>{format.money(profit.profit)}</dd>
      </dl>
      {next && <NextLine next={next} />}
      <div className="mt-3">
        <div className="flex justify-between text-xs text-fg-muted">
          <span>
            <Trans>Progress</Trans>
          </span>
          <span>{c.progress}%</span>
        </div>
        <div
          className="mt-1 h-2 rounded-full bg-line"
          role="progressbar"
          aria-label={t`${name} progress`}
          aria-valuenow={c.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${c.progress}%` }} />
        </div>
      </div>
      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="ghost" size="sm" onClick={() => onProfit(c)} aria-label={t`Profit of ${name}`}>
          <Trans>Profit</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onEdit(c)} disabled={!canWrite} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(c)}
          disabled={!canWrite}
          aria-label={t`Delete ${name}`}
          className="text-red-700 dark:text-red-300"
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

function NextLine({ next }: { next: NextUp }) {
  const format = useFormat();
  const title = next.title;
  const when = next.kind === 'task' ? format.date(next.day) : format.dateTime(next.at);
  return (
    <p className="mt-2 truncate text-sm text-fg-soft">
      {next.kind === 'task' ? (
        <Trans>
          Next task: {title}, due {when}
        </Trans>
      ) : (
        <Trans>Next meeting: {when}</Trans>
      )}
    </p>
  );
}

function ProfitModal({ client, profit, showExpenses, onClose }: { client: Client; profit: ClientProfit; showExpenses: boolean; onClose: () => void }) {
  const format = useFormat();
  const { t } = useLingui();
  const name = client.name;
  const added = format.date(client.dateAdded);
  return (
    <Modal open onClose={onClose} title={t`Profit from ${name}`}>
      <dl className="grid grid-cols-2 gap-2 text-fg-soft">
        <dt>
          <Plural value={profit.revenueCount} one="Revenue (# record)" other="Revenue (# records)" />
        </dt>
        <dd className="text-right">{format.money(profit.revenue)}</dd>
        <dt>
          <Plural value={profit.expenseCount} one="Linked expenses (# record)" other="Linked expenses (# records)" />
        </dt>
        <dd className="text-right">{format.money(profit.expenses)}</dd>
        <dt className="font-semibold">
          <Trans>Profit</Trans>
        </dt>
        <dd className="text-right font-semibold">{format.money(profit.profit)}</dd>
      </dl>
      <p className="mt-4 text-sm text-fg-muted">
        <Trans>Revenue records whose client is {name}, minus the expenses (and salary payments) linked to this client.</Trans>{' '}
        {!showExpenses && (
          <>
            <Trans>Expenses are a Pro feature, so none are counted on your plan.</Trans>{' '}
          </>
        )}
        <Trans>Added {added}.</Trans>
      </p>
    </Modal>
  );
}
