// Revenue (docs/product/screens.md#revenue): filtered total, this month over all records, rounded average;
// search, type and month filters; 'Revenue by Type' doughnut; a sortable table; add/edit modals.
// The screen itself is the shared financial records page.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { FinancialRecordsPage, RecordsAccess } from '../../components/records/financial-records-page';
import type { FinancialRecordsConfig } from '../../components/records/financial-records-page';
import { ClientSelect, TitleCell, useClients } from '../../components/records/record-parts';
import { CategorySelect } from '../../components/ui/category-select';
import { labelOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import type { CsvColumn } from '../../domain/csv-export';
import type { WithId } from '../../data/contract';
import { todayIso } from '../../domain/dates';
import { roundedAverage, sumInMonth, sumOf } from '../../domain/figures';
import { useFormat } from '../../lib/use-format';
import { categoryOptions } from '../../domain/record-rules';

type FormValues = { source: string; amount: string; description: string; date: string; type: string; clientId: string };

/** Built at render time, so its texts follow the active language. */
function revenueConfig(): FinancialRecordsConfig<'revenues', FormValues> {
  return {
    kind: 'revenues',
    title: t`Revenue`,
    subtitle: t`Track the money coming in.`,
    texts: {
      add: t`Add Revenue`,
      update: t`Update Revenue`,
      addTitle: t`Add Revenue Record`,
      editTitle: t`Edit Revenue Record`,
      loadError: t`revenue`,
      empty: t`No revenue records yet`,
      noMatch: t`No revenue matches your filters`,
      caption: t`Revenue records`,
      deleteTitle: t`Delete revenue record`,
      deleteMessage: t`Are you sure you want to delete this revenue record?`,
      deleteAction: t`delete the revenue record`,
    },
    search: { label: t`Search revenue`, placeholder: t`Search by source or description...`, in: (r) => [r.source, r.description] },
    filter: { label: t`Type`, all: t`All types`, options: (categories) => categoryOptions(categories, 'revenues'), value: (r) => r.type },
    date: (r) => r.date,
    sortKeys: { source: (r) => r.source, amount: (r) => r.amount, type: (r) => r.type, date: (r) => r.date },
    defaultSort: { key: 'date', direction: 'desc' },
    cards: (filtered, all, format) => [
      { label: t`Total Revenue`, value: format.money(sumOf(filtered, (r) => r.amount)) },
      {
        label: t`This Month`,
        value: format.money(
          sumInMonth(
            all,
            (r) => r.date,
            (r) => r.amount,
            format.currentMonth(),
          ),
        ),
      },
      {
        label: t`Average Revenue`,
        value: format.money(
          roundedAverage(filtered, (r) => r.amount),
          { cents: false },
        ),
      },
    ],
    chart: { title: t`Revenue by Type`, emptyText: t`No revenue data to display for these filters.`, label: (r) => labelOf(r.type) },
    csvName: 'revenue',
    rowName: (r) => r.source,
    blankForm: () => ({ source: '', amount: '', description: '', date: todayIso(), type: 'service', clientId: '' }),
  };
}

export function RevenuePage() {
  const { t } = useLingui();
  return (
    <RecordsAccess gate={{ blockedArea: t`revenue tracking` }}>
      <RevenueScreen />
    </RecordsAccess>
  );
}

function RevenueScreen() {
  const clients = useClients();
  const format = useFormat();
  const { t } = useLingui();
  const currency = format.currencySymbol;
  // CSV headers are a data format, not screen text: they stay English, like the stored values
  // under them, so an export imports back through the import's English header names.
  /* eslint-disable lingui/no-unlocalized-strings */
  const csvColumns: CsvColumn<WithId<'revenues'>>[] = [
    { header: 'Source', value: (r) => r.source },
    { header: 'Description', value: (r) => r.description },
    { header: 'Amount', value: (r) => r.amount },
    { header: 'Type', value: (r) => r.type },
    { header: 'Date', value: (r) => r.date },
    { header: 'Client', value: (r) => clients.nameOf(r.clientId) ?? '' },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <FinancialRecordsPage
      config={revenueConfig()}
      columns={[
        {
          key: 'source',
          header: t`Source`,
          sortable: true,
          cell: (r) => (
            <>
              <TitleCell title={r.source} detail={r.description} client={clients.nameOf(r.clientId)} />
              {/* Made when a deal was won (docs/product/deals.md): a link to the deals. */}
              {r.dealId && (
                <Link to={`${paths.deals}?view=list`} className="text-xs font-medium text-primary-700 underline dark:text-primary-300">
                  <Trans>From a won deal</Trans>
                </Link>
              )}
            </>
          ),
        },
        { key: 'amount', header: t`Amount`, sortable: true, cell: (r) => format.money(r.amount) },
        { key: 'type', header: t`Type`, sortable: true, cell: (r) => labelOf(r.type) },
        { key: 'date', header: t`Date`, sortable: true, cell: (r) => format.date(r.date) },
      ]}
      csvColumns={csvColumns}
      fields={(form) => (
        <>
          <TextField label={t`Source`} required {...form.bind('source')} error={form.errors.source} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`Amount (${currency})`} type="number" min={0} step={0.01} required {...form.bind('amount')} error={form.errors.amount} />
            <TextField label={t`Date`} type="date" {...form.bind('date')} error={form.errors.date} />
            <CategorySelect label={t`Type`} {...form.category('type')} />
            <ClientSelect clients={clients.list} {...form.bind('clientId')} />
          </div>
          <TextareaField label={t`Description`} {...form.bind('description')} />
        </>
      )}
    />
  );
}
