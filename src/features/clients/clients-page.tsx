// Client Management (docs/product/screens.md#clients): stats over the filtered list, search and filters, a
// card grid with edit, delete and profit, add/edit modals, the basic plan's client cap.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { WithId } from '../../data/contract';
import { LOADING_NOUNS } from '../../components/records/loading-nouns';
import { RecordEditor } from '../../components/records/record-editor';
import { Button, buttonClasses } from '../../components/ui/button';
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
import { SelectField, optionsOf } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { useRecords } from '../../components/ui/use-records';
import { VirtualGrid } from '../../components/ui/virtual-grid';
import { NO_PROFIT, clientProfits } from '../../domain/client-profit';
import { csvFileName, toCsv } from '../../domain/csv-export';
import type { CsvColumn } from '../../domain/csv-export';
import { todayIso } from '../../domain/dates';
import { canAddClient } from '../../domain/entitlements';
import { roundedAverage, sumOf } from '../../domain/figures';
import { useFormat } from '../../lib/use-format';
import { translateText } from '../../lib/known-texts';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../domain/types';
import { STALE_DAYS } from '../../domain/activities';
import { useNextUp } from './next-up';
import { ClientFields, blankClientForm, clientFormOf } from './client-form';
import { ClientCard, ProfitModal } from './client-card';
import type { CardCell } from './client-card';
import { useListView } from '../../components/views/use-list-view';
import { ViewBar } from '../../components/views/view-bar';
import { FilterBar } from '../../components/views/filter-bar';
import type { ColumnOption } from '../../components/views/filter-bar';
import { useClientColumnLabels } from '../../components/views/view-labels';
import { useCellText } from '../../components/views/cell-text';
import {
  CLIENT_CARD_EXTRAS,
  DEFAULT_CLIENT_COLUMNS,
  applyView,
  clientColumns,
  indexRecords,
  quickChoiceOf,
  visibleColumns,
  withColumnFilter,
} from '../../domain/list-view';
import type { ListFieldDefinition, ListView } from '../../domain/list-view';

import { useFieldDefinitions } from '../../components/fields/use-field-definitions';

type Client = WithId<'clients'>;

const NO_FIELDS: ListFieldDefinition[] = [];

/** `fields`: the account's custom field definitions for clients (their columns, filters and search). */
export function ClientsPage({ fields }: { fields?: ListFieldDefinition[] }) {
  const { entitlements } = useSession();
  const { t } = useLingui();
  // The account's own definitions, live, unless a caller gives them.
  const live = useFieldDefinitions('clients');
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`client management`} pricingPath={paths.pricing} />;
  return <ClientsScreen fields={fields ?? live ?? NO_FIELDS} />;
}

function ClientsScreen({ fields }: { fields: ListFieldDefinition[] }) {
  const format = useFormat();
  const { t } = useLingui();
  const { backend, accountId, entitlements } = useSession();
  const uid = accountId ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const clients = useRecords('clients');
  const revenues = useRecords('revenues');
  const expenses = useRecords('expenses', entitlements?.features.expenses ?? false);
  // The search, filters, sort and columns are the list's view, kept in the address (a reload or a
  // sent link shows the same list; docs/product/saved-views.md).
  const lv = useListView('clients');
  const { view, setView } = lv;
  const [formTarget, setFormTarget] = useState<'add' | Client | null>(null);
  const [capOpen, setCapOpen] = useState(false);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [profitOf, setProfitOf] = useState<Client | null>(null);

  // One lower-cased haystack per client, so a keystroke filters 10,000 clients with one pass.
  const columns = useMemo(() => clientColumns<Client>(fields), [fields]);
  const indexed = useMemo(() => indexRecords(clients.records, columns), [clients.records, columns]);
  // The field shows each keystroke at once; the list follows when React has time for it (a
  // deferred value: a keystroke is never held up by filtering and drawing 10,000 records).
  const shownView = useDeferredValue(view);
  const filtered = useMemo(() => applyView(indexed, shownView, todayIso()), [indexed, shownView]);
  const labels = useClientColumnLabels();
  const cellText = useCellText();
  const columnOptions = useMemo<ColumnOption[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        label: c.label ?? labels[c.id] ?? c.id,
        kind: c.kind,
        choices: c.choices.map((v) => ({ value: v, label: c.label === undefined ? optionsOf([v])[0]!.label : v })),
      })),
    [columns, labels],
  );
  const visible = useMemo(() => {
    const options = [...columnOptions, ...CLIENT_CARD_EXTRAS.map((id) => ({ id, label: labels[id] ?? id }))].filter((o) => o.id !== 'name');
    return { options: options.map((o) => ({ id: o.id, label: o.label })), defaults: DEFAULT_CLIENT_COLUMNS };
  }, [columnOptions, labels]);
  // A string, so the cards are drawn again when the columns change, not on every keystroke.
  const columnsKey = view.columns.join(',');
  const { cells, showProgress } = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    const ids = visibleColumns(
      { columns: columnsKey === '' ? [] : columnsKey.split(',') },
      visible.options.map((o) => o.id),
      DEFAULT_CLIENT_COLUMNS,
    );
    const list: CardCell[] = ids
      .filter((id) => id !== 'progress')
      .map((id) => {
        const column = byId.get(id);
        return { id, label: column?.label ?? labels[id] ?? id, text: (c: Client) => (column ? cellText(column, c) : '') };
      });
    return { cells: list, showProgress: ids.includes('progress') };
  }, [columnsKey, visible, columns, labels, cellText]);
  const quick = (column: string, value: string) =>
    setView({ ...view, filters: withColumnFilter(view.filters, column, value === 'all' ? null : { column, op: 'anyOf', value: [value] }) });
  const stale = view.filters.some((f) => f.column === 'lastTouch' && f.op === 'notWithin' && f.value === STALE_DAYS);
  const setStale = (on: boolean) =>
    setView({ ...view, filters: withColumnFilter(view.filters, 'lastTouch', on ? { column: 'lastTouch', op: 'notWithin', value: STALE_DAYS } : null) });
  const setSearch = (search: string) => setView({ ...view, search } satisfies ListView);
  const nextUp = useNextUp();
  const profits = useMemo(() => clientProfits(revenues.records, expenses.records), [revenues.records, expenses.records]);

  // The cards are drawn again only when their own client, profit or rights change: a list that
  // arrives again unchanged (the server confirming the cache, a list of revenue that moves no
  // card's profit) redraws the figures and filters, not the grid (docs/decisions/0171).
  const renderCard = useCallback(
    (c: Client) => (
      <ClientCard
        client={c}
        cells={cells}
        showProgress={showProgress}
        canWrite={canWrite}
        profit={profits.get(c.id) ?? NO_PROFIT}
        next={nextUp.get(c.id) ?? null}
        onEdit={setFormTarget}
        onDelete={setDeleting}
        onProfit={setProfitOf}
      />
    ),
    [canWrite, profits, nextUp, cells, showProgress],
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

      <ViewBar state={lv} allLabel={t`All clients`} />
      <div className="mb-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField label={t`Search clients`} placeholder={t`Search by name, email or company...`} value={view.search} onChange={setSearch} />
        <SelectField
          label={t`Status`}
          hideLabel
          value={quickChoiceOf(view.filters, 'status')}
          onChange={(e) => quick('status', e.target.value)}
          options={optionsOf(CLIENT_STATUSES, t`All statuses`)}
        />
        <SelectField
          label={t`Type`}
          hideLabel
          value={quickChoiceOf(view.filters, 'type')}
          onChange={(e) => quick('type', e.target.value)}
          options={optionsOf(CLIENT_TYPES, t`All types`)}
        />
        <SelectField
          label={t`Activity`}
          hideLabel
          value={stale ? 'stale' : 'all'}
          onChange={(e) => setStale(e.target.value === 'stale')}
          options={[
            { value: 'all', label: t`Any activity` },
            { value: 'stale', label: t`No activity for 30 days` },
          ]}
        />
      </div>
      <FilterBar state={lv} columns={columnOptions} visible={visible} fieldKind="clients" />

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
