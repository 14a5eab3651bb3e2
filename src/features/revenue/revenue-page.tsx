// Revenue (seed 000 section 2): filtered total, this month over all records, rounded average;
// search, type and month filters; 'Revenue by Type' doughnut; a sortable table; add/edit modals.
// The screen itself is the shared financial records page.
import { FinancialRecordsPage, RecordsAccess } from '../../components/records/financial-records-page';
import type { FinancialRecordsConfig } from '../../components/records/financial-records-page';
import { ClientSelect, TitleCell, useClients } from '../../components/records/record-parts';
import { CategorySelect } from '../../components/ui/category-select';
import { labelOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { todayIso } from '../../domain/dates';
import { roundedAverage, sumInMonth, sumOf } from '../../domain/figures';
import { useFormat } from '../../lib/format';
import { categoryOptions } from '../../domain/schemas';

type FormValues = { source: string; amount: string; description: string; date: string; type: string; clientId: string };

const revenue: FinancialRecordsConfig<'revenues', FormValues> = {
  kind: 'revenues',
  title: 'Revenue',
  subtitle: 'Track the money coming in.',
  texts: {
    add: 'Add Revenue',
    update: 'Update Revenue',
    addTitle: 'Add Revenue Record',
    editTitle: 'Edit Revenue Record',
    loadError: 'revenue',
    empty: 'No revenue records yet',
    noMatch: 'No revenue matches your filters',
    caption: 'Revenue records',
    deleteTitle: 'Delete revenue record',
    deleteMessage: 'Are you sure you want to delete this revenue record?',
    deleteAction: 'delete the revenue record',
  },
  search: { label: 'Search revenue', placeholder: 'Search by source or description...', in: (r) => [r.source, r.description] },
  filter: { label: 'Type', all: 'All types', options: (categories) => categoryOptions(categories, 'revenues'), value: (r) => r.type },
  date: (r) => r.date,
  sortKeys: { source: (r) => r.source, amount: (r) => r.amount, type: (r) => r.type, date: (r) => r.date },
  defaultSort: { key: 'date', direction: 'desc' },
  cards: (filtered, all, format) => [
    { label: 'Total Revenue', value: format.money(sumOf(filtered, (r) => r.amount)) },
    { label: 'This Month', value: format.money(sumInMonth(all, (r) => r.date, (r) => r.amount, format.currentMonth())) },
    { label: 'Average Revenue', value: format.money(roundedAverage(filtered, (r) => r.amount), { cents: false }) },
  ],
  chart: { title: 'Revenue by Type', emptyText: 'No revenue data to display for these filters.', label: (r) => labelOf(r.type) },
  csvName: 'revenue',
  rowName: (r) => r.source,
  blankForm: () => ({ source: '', amount: '', description: '', date: todayIso(), type: 'service', clientId: '' }),
};

export function RevenuePage() {
  return (
    <RecordsAccess gate={{ blockedArea: 'revenue tracking' }}>
      <RevenueScreen />
    </RecordsAccess>
  );
}

function RevenueScreen() {
  const clients = useClients();
  const format = useFormat();
  return (
    <FinancialRecordsPage
      config={revenue}
      columns={[
        { key: 'source', header: 'Source', sortable: true, cell: (r) => <TitleCell title={r.source} detail={r.description} client={clients.nameOf(r.clientId)} /> },
        { key: 'amount', header: 'Amount', sortable: true, cell: (r) => format.money(r.amount) },
        { key: 'type', header: 'Type', sortable: true, cell: (r) => labelOf(r.type) },
        { key: 'date', header: 'Date', sortable: true, cell: (r) => format.date(r.date) },
      ]}
      csvColumns={[
        { header: 'Source', value: (r) => r.source },
        { header: 'Description', value: (r) => r.description },
        { header: 'Amount', value: (r) => r.amount },
        { header: 'Type', value: (r) => r.type },
        { header: 'Date', value: (r) => r.date },
        { header: 'Client', value: (r) => clients.nameOf(r.clientId) ?? '' },
      ]}
      fields={(form) => (
        <>
          <TextField label="Source" required {...form.bind('source')} error={form.errors.source} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={`Amount (${format.currencySymbol})`} type="number" min={0} step={0.01} required {...form.bind('amount')} error={form.errors.amount} />
            <TextField label="Date" type="date" {...form.bind('date')} error={form.errors.date} />
            <CategorySelect label="Type" {...form.category('type')} />
            <ClientSelect clients={clients.list} {...form.bind('clientId')} />
          </div>
          <TextareaField label="Description" {...form.bind('description')} />
        </>
      )}
    />
  );
}
