// Expenses (seed 000 section 2, Pro): filtered total, this month, rounded average; search,
// category and month filters; 'Expenses by Category' doughnut; a sortable table; add/edit modals
// with built-in and custom categories ('+ Add Option'). The screen itself is the shared
// financial records page.
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

type FormValues = { description: string; amount: string; category: string; notes: string; date: string; clientId: string; salaryId: string };

const expenses: FinancialRecordsConfig<'expenses', FormValues> = {
  kind: 'expenses',
  title: 'Expenses',
  subtitle: 'Track where the money goes.',
  texts: {
    add: 'Add Expense',
    update: 'Update Expense',
    addTitle: 'Add New Expense',
    editTitle: 'Edit Expense',
    loadError: 'expenses',
    empty: 'No expenses recorded yet',
    noMatch: 'No expenses match your filters',
    caption: 'Expenses',
    deleteTitle: 'Delete expense',
    deleteMessage: 'Are you sure you want to delete this expense?',
    deleteAction: 'delete the expense',
  },
  search: { label: 'Search expenses', placeholder: 'Search by description or notes...', in: (e) => [e.description, e.notes] },
  filter: { label: 'Category', all: 'All categories', options: (categories) => categoryOptions(categories, 'expenses'), value: (e) => e.category },
  date: (e) => e.date,
  sortKeys: { description: (e) => e.description, amount: (e) => e.amount, category: (e) => e.category, date: (e) => e.date },
  defaultSort: { key: 'date', direction: 'desc' },
  cards: (filtered, all, format) => [
    { label: 'Total Expenses', value: format.money(sumOf(filtered, (e) => e.amount)) },
    { label: 'This Month', value: format.money(sumInMonth(all, (e) => e.date, (e) => e.amount, format.currentMonth())) },
    { label: 'Average Expense', value: format.money(roundedAverage(filtered, (e) => e.amount), { cents: false }) },
  ],
  chart: { title: 'Expenses by Category', emptyText: 'No expense data to display for these filters.', label: (e) => labelOf(e.category) },
  csvName: 'expenses',
  rowName: (e) => e.description,
  blankForm: () => ({ description: '', amount: '', category: '', notes: '', date: todayIso(), clientId: '', salaryId: '' }),
};

export function ExpensesPage() {
  return (
    <RecordsAccess
      gate={{
        feature: 'expenses',
        title: 'Expense Management - Pro Feature',
        text: 'Upgrade to Pro to unlock expense tracking and advanced financial management features.',
      }}
    >
      <ExpensesScreen />
    </RecordsAccess>
  );
}

function ExpensesScreen() {
  const clients = useClients();
  const format = useFormat();
  return (
    <FinancialRecordsPage
      config={expenses}
      columns={[
        { key: 'description', header: 'Description', sortable: true, cell: (e) => <TitleCell title={e.description} detail={e.notes} client={clients.nameOf(e.clientId)} /> },
        { key: 'amount', header: 'Amount', sortable: true, cell: (e) => format.money(e.amount) },
        { key: 'category', header: 'Category', sortable: true, cell: (e) => labelOf(e.category) },
        { key: 'date', header: 'Date', sortable: true, cell: (e) => format.date(e.date) },
      ]}
      csvColumns={[
        { header: 'Description', value: (e) => e.description },
        { header: 'Notes', value: (e) => e.notes },
        { header: 'Amount', value: (e) => e.amount },
        { header: 'Category', value: (e) => e.category },
        { header: 'Date', value: (e) => e.date },
        { header: 'Client', value: (e) => clients.nameOf(e.clientId) ?? '' },
      ]}
      fields={(form) => (
        <>
          <TextField label="Description" required {...form.bind('description')} error={form.errors.description} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={`Amount (${format.currencySymbol})`} type="number" min={0} step={0.01} required {...form.bind('amount')} error={form.errors.amount} />
            <TextField label="Date" type="date" {...form.bind('date')} error={form.errors.date} />
            <CategorySelect label="Category" {...form.category('category')} placeholder="Select a category" />
            <ClientSelect clients={clients.list} {...form.bind('clientId')} />
          </div>
          <TextareaField label="Notes" {...form.bind('notes')} />
        </>
      )}
      deleteNote={(e) =>
        e.salaryId && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">This expense was generated from a salary payment; the salary record stays.</p>
      }
    />
  );
}
