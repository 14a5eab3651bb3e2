// Expenses (seed 000 section 2, Pro): filtered total, this month, rounded average; search,
// category and month filters; 'Expenses by Category' doughnut; a sortable table; add/edit modals
// with built-in and custom categories ('+ Add Option').
import { useMemo, useState } from 'react';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import type { WithId } from '../../data/contract';
import { DoughnutChart } from '../../components/charts/doughnut-chart';
import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, nextSort } from '../../components/ui/data-table';
import type { Column, SortState } from '../../components/ui/data-table';
import { downloadText } from '../../components/ui/download';
import { EmptyState } from '../../components/ui/empty-state';
import { saveErrorText } from '../../components/ui/field-error';
import { FormModal } from '../../components/ui/form-modal';
import { MonthField } from '../../components/ui/month-field';
import { PageHeader } from '../../components/ui/page-header';
import { ProPrompt, ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, labelOf, optionsOf } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useCategories, useRecords } from '../../components/ui/use-records';
import { csvFileName, toCsv } from '../../domain/csv-export';
import { currentMonth, formatIsoDate, todayIso } from '../../domain/dates';
import { inMonth, matchesOption, roundedAverage, sortBy, sumInMonth, sumOf, totalsBy } from '../../domain/figures';
import { formatMoney } from '../../domain/money';
import { changedFields } from '../../domain/record-diff';
import { categoryOptions, parseRecord } from '../../domain/schemas';
import type { FieldErrors } from '../../domain/schemas';
import type { CustomCategories, RecordInput } from '../../domain/types';

type Expense = WithId<'expenses'>;

type FormValues = { description: string; amount: string; category: string; notes: string; date: string; clientId: string; salaryId: string };

function blankForm(): FormValues {
  return { description: '', amount: '', category: '', notes: '', date: todayIso(), clientId: '', salaryId: '' };
}

const sortKeys: Record<string, (r: Expense) => string | number> = {
  description: (r) => r.description,
  amount: (r) => r.amount,
  category: (r) => r.category,
  date: (r) => r.date,
};

export function ExpensesPage() {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.features.expenses || !entitlements.canUseApp) {
    return (
      <ProPrompt
        title="Expense Management - Pro Feature"
        text="Upgrade to Pro to unlock expense tracking and advanced financial management features."
        pricingPath={paths.pricing}
      />
    );
  }
  return <ExpensesScreen />;
}

function ExpensesScreen() {
  const { backend, user, entitlements } = useSession();
  const uid = user?.uid ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const expenses = useRecords('expenses');
  const clients = useRecords('clients');
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [month, setMonth] = useState('');
  const [sort, setSort] = useState<SortState | null>({ key: 'date', direction: 'desc' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const clientNames = useMemo(() => new Map(clients.records.map((c) => [c.id, c.name])), [clients.records]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = expenses.records.filter(
      (r) =>
        (q === '' || r.description.toLowerCase().includes(q) || r.notes.toLowerCase().includes(q)) &&
        matchesOption(r.category, category) &&
        inMonth(r.date, month),
    );
    const key = sort ? sortKeys[sort.key] : undefined;
    return sort && key ? sortBy(list, key, sort.direction) : list;
  }, [expenses.records, search, category, month, sort]);

  const byCategory = useMemo(() => totalsBy(filtered, (r) => labelOf(r.category), (r) => r.amount), [filtered]);
  const categoryList = categoryOptions(categories, 'expenses');

  const columns: Column<Expense>[] = [
    {
      key: 'description',
      header: 'Description',
      sortable: true,
      cell: (r) => (
        <div>
          <p className="font-medium">{r.description}</p>
          {r.notes && <p className="text-slate-500 dark:text-slate-400">{r.notes}</p>}
          {r.clientId && clientNames.get(r.clientId) && <p className="text-xs text-slate-500 dark:text-slate-400">Client: {clientNames.get(r.clientId)}</p>}
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', sortable: true, cell: (r) => formatMoney(r.amount) },
    { key: 'category', header: 'Category', sortable: true, cell: (r) => labelOf(r.category) },
    { key: 'date', header: 'Date', sortable: true, cell: (r) => formatIsoDate(r.date) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setEditing(r)} aria-label={`Edit ${r.description}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={!canWrite} onClick={() => setDeleting(r)} aria-label={`Delete ${r.description}`} className="text-red-700 dark:text-red-300">
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const exportCsv = () =>
    downloadText(
      csvFileName('expenses', todayIso()),
      toCsv(filtered, [
        { header: 'Description', value: (r) => r.description },
        { header: 'Notes', value: (r) => r.notes },
        { header: 'Amount', value: (r) => r.amount },
        { header: 'Category', value: (r) => r.category },
        { header: 'Date', value: (r) => r.date },
        { header: 'Client', value: (r) => clientNames.get(r.clientId) ?? '' },
      ]),
    );

  const save = (id: string | null, original: RecordInput<'expenses'> | null) => async (value: RecordInput<'expenses'>) => {
    if (!backend) throw new Error('Not connected');
    if (id && original) {
      const changes = changedFields(original, value);
      if (Object.keys(changes).length > 0) await backend.records.updateRecord(uid, 'expenses', id, changes);
    } else await backend.records.addRecord(uid, 'expenses', value);
  };
  const addType = async (name: string) => {
    if (!backend) throw new Error('Not connected');
    await backend.records.addCategory(uid, 'expenses', name);
  };

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title="Expenses"
        subtitle="Track where the money goes."
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </Button>
            <Button onClick={() => setAdding(true)} disabled={!canWrite}>
              Add Expense
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Expenses" value={formatMoney(sumOf(filtered, (r) => r.amount))} />
        <StatCard label="This Month" value={formatMoney(sumInMonth(expenses.records, (r) => r.date, (r) => r.amount, currentMonth()))} />
        <StatCard label="Average Expense" value={formatMoney(roundedAverage(filtered, (r) => r.amount), { cents: false })} />
      </div>
      <div className="mb-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField label="Search expenses" placeholder="Search by description or notes..." value={search} onChange={setSearch} />
        <SelectField label="Category" hideLabel value={category} onChange={(e) => setCategory(e.target.value)} options={optionsOf(categoryList, 'All categories')} />
        <MonthField value={month} onChange={setMonth} />
      </div>
      {expenses.error && <p role="alert" className="mb-4 text-red-700 dark:text-red-300">Could not load your expenses: {expenses.error}</p>}
      {expenses.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : expenses.records.length === 0 ? (
        <EmptyState>No expenses recorded yet</EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
          <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <DoughnutChart title="Expenses by Category" data={byCategory} emptyText="No expense data to display for these filters." />
          </div>
          {filtered.length === 0 ? (
            <EmptyState>No expenses match your filters</EmptyState>
          ) : (
            <DataTable caption="Expenses" rows={filtered} rowKey={(r) => r.id} columns={columns} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} />
          )}
        </div>
      )}

      <ExpenseFormModal
        key={adding ? 'add-open' : 'add-closed'}
        open={adding}
        title="Add New Expense"
        submitLabel="Add Expense"
        initial={blankForm()}
        categories={categories}
        clients={clients.records}
        onAddType={addType}
        onClose={() => setAdding(false)}
        onSave={save(null, null)}
      />
      {editing && (
        <ExpenseFormModal
          key={editing.id}
          open
          title="Edit Expense"
          submitLabel="Update Expense"
          initial={{ ...editing, amount: String(editing.amount) }}
          categories={categories}
          clients={clients.records}
          onAddType={addType}
          onClose={() => setEditing(null)}
          onSave={save(editing.id, (({ id: _id, ...rest }) => rest)(editing))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete expense"
        message="Are you sure you want to delete this expense?"
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, 'delete the expense')}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeRecord(uid, 'expenses', deleting.id);
        }}
      >
        {deleting?.salaryId && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            This expense was generated from a salary payment; the salary record stays.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function ExpenseFormModal({
  open,
  title,
  submitLabel,
  initial,
  categories,
  clients,
  onAddType,
  onClose,
  onSave,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: FormValues;
  categories: CustomCategories;
  clients: WithId<'clients'>[];
  onAddType: (name: string) => Promise<void>;
  onClose: () => void;
  onSave: (value: RecordInput<'expenses'>) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = (field: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const set = (field: keyof FormValues) => (e: { target: { value: string } }) => setField(field, e.target.value);
  const clientOptions = useMemo(
    () => [{ value: '', label: 'No client' }, ...clients.map((c) => ({ value: c.id, label: c.company ? `${c.name} (${c.company})` : c.name }))],
    [clients],
  );
  return (
    <FormModal
      open={open}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = parseRecord('expenses', values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return false;
        }
        await onSave(parsed.value);
        setValues(blankForm());
        return true;
      }}
    >
      <TextField label="Description" required value={values.description} onChange={set('description')} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Amount ($)" type="number" min={0} step={0.01} required value={values.amount} onChange={set('amount')} error={errors.amount} />
        <TextField label="Date" type="date" value={values.date} onChange={set('date')} error={errors.date} />
        <CategorySelect
          label="Category"
          group="expenses"
          categories={categories}
          value={values.category}
          onChange={(v) => setField('category', v)}
          onAdd={onAddType}
          error={errors.category}
          placeholder="Select a category"
        />
        <SelectField label="Client" value={values.clientId} onChange={set('clientId')} options={clientOptions} />
      </div>
      <TextareaField label="Notes" value={values.notes} onChange={set('notes')} />
    </FormModal>
  );
}
