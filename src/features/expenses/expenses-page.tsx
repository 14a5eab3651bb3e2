// Expenses (Pro; docs/product/screens.md#expenses): filtered total, this month, rounded average; search,
// category and month filters; 'Expenses by Category' doughnut; a sortable table; add/edit modals
// with built-in and custom categories ('+ Add Option'). The screen itself is the shared
// financial records page.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

type FormValues = { description: string; amount: string; category: string; notes: string; date: string; clientId: string; salaryId: string };

/** Built at render time, so its texts follow the active language. */
function expensesConfig(): FinancialRecordsConfig<'expenses', FormValues> {
  return {
    kind: 'expenses',
    title: t`Expenses`,
    subtitle: t`Track where the money goes.`,
    texts: {
      add: t`Add Expense`,
      update: t`Update Expense`,
      addTitle: t`Add New Expense`,
      editTitle: t`Edit Expense`,
      loadError: t`expenses`,
      empty: t`No expenses recorded yet`,
      noMatch: t`No expenses match your filters`,
      caption: t`Expenses`,
      deleteTitle: t`Delete expense`,
      deleteMessage: t`Are you sure you want to delete this expense?`,
      deleteAction: t`delete the expense`,
    },
    search: { label: t`Search expenses`, placeholder: t`Search by description or notes...`, in: (e) => [e.description, e.notes] },
    filter: { label: t`Category`, all: t`All categories`, options: (categories) => categoryOptions(categories, 'expenses'), value: (e) => e.category },
    date: (e) => e.date,
    sortKeys: { description: (e) => e.description, amount: (e) => e.amount, category: (e) => e.category, date: (e) => e.date },
    defaultSort: { key: 'date', direction: 'desc' },
    cards: (filtered, all, format) => [
      { label: t`Total Expenses`, value: format.money(sumOf(filtered, (e) => e.amount)) },
      {
        label: t`This Month`,
        value: format.money(
          sumInMonth(
            all,
            (e) => e.date,
            (e) => e.amount,
            format.currentMonth(),
          ),
        ),
      },
      {
        label: t`Average Expense`,
        value: format.money(
          roundedAverage(filtered, (e) => e.amount),
          { cents: false },
        ),
      },
    ],
    chart: { title: t`Expenses by Category`, emptyText: t`No expense data to display for these filters.`, label: (e) => labelOf(e.category) },
    csvName: 'expenses',
    rowName: (e) => e.description,
    blankForm: () => ({ description: '', amount: '', category: '', notes: '', date: todayIso(), clientId: '', salaryId: '' }),
  };
}

export function ExpensesPage() {
  const { t } = useLingui();
  return (
    <RecordsAccess
      gate={{
        feature: 'expenses',
        title: t`Expense Management - Pro Feature`,
        text: t`Upgrade to Pro to unlock expense tracking and advanced financial management features.`,
      }}
    >
      <ExpensesScreen />
    </RecordsAccess>
  );
}

function ExpensesScreen() {
  const clients = useClients();
  const format = useFormat();
  const { t } = useLingui();
  const currency = format.currencySymbol;
  // CSV headers are a data format, not screen text: they stay English, like the stored values
  // under them, so an export imports back through the import's English header names.
  /* eslint-disable lingui/no-unlocalized-strings */
  const csvColumns: CsvColumn<WithId<'expenses'>>[] = [
    { header: 'Description', value: (e) => e.description },
    { header: 'Notes', value: (e) => e.notes },
    { header: 'Amount', value: (e) => e.amount },
    { header: 'Category', value: (e) => e.category },
    { header: 'Date', value: (e) => e.date },
    { header: 'Client', value: (e) => clients.nameOf(e.clientId) ?? '' },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <FinancialRecordsPage
      config={expensesConfig()}
      columns={[
        {
          key: 'description',
          header: t`Description`,
          sortable: true,
          cell: (e) => <TitleCell title={e.description} detail={e.notes} client={clients.nameOf(e.clientId)} />,
        },
        { key: 'amount', header: t`Amount`, sortable: true, cell: (e) => format.money(e.amount) },
        { key: 'category', header: t`Category`, sortable: true, cell: (e) => labelOf(e.category) },
        { key: 'date', header: t`Date`, sortable: true, cell: (e) => format.date(e.date) },
      ]}
      csvColumns={csvColumns}
      fields={(form) => (
        <>
          <TextField label={t`Description`} required {...form.bind('description')} error={form.errors.description} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`Amount (${currency})`} type="number" min={0} step={0.01} required {...form.bind('amount')} error={form.errors.amount} />
            <TextField label={t`Date`} type="date" {...form.bind('date')} error={form.errors.date} />
            <CategorySelect label={t`Category`} {...form.category('category')} placeholder={t`Select a category`} />
            <ClientSelect clients={clients.list} {...form.bind('clientId')} />
          </div>
          <TextareaField label={t`Notes`} {...form.bind('notes')} />
        </>
      )}
      deleteNote={(e) =>
        e.salaryId && (
          <p className="mt-2 text-sm text-fg-muted">
            <Trans>This expense was generated from a salary payment; the salary record stays.</Trans>
          </p>
        )
      }
    />
  );
}
