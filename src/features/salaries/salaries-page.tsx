// Salaries & Payroll (seed 000 section 2, Pro): sums of the filtered records, search, status and
// month filters, a sortable table, add (choosing an existing employee) and edit modals. A salary
// is written with its generated expense in one batch; deleting asks about that expense too.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import type { WithId } from '../../data/contract';
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
import { useCategories, useRecords } from '../../components/ui/use-records';
import { csvFileName, toCsv } from '../../domain/csv-export';
import { formatIsoDate, todayIso } from '../../domain/dates';
import { inMonth, matchesOption, sortBy, sumOf } from '../../domain/figures';
import { formatMoney } from '../../domain/money';
import { changedFields } from '../../domain/record-diff';
import { parseRecord } from '../../domain/schemas';
import type { FieldErrors } from '../../domain/schemas';
import { SALARY_STATUSES } from '../../domain/types';
import type { CustomCategories, RecordInput } from '../../domain/types';

type Salary = WithId<'salaries'>;
type Employee = WithId<'employees'>;

type FormValues = {
  employeeId: string;
  employeeName: string;
  position: string;
  amount: string;
  payDate: string;
  status: string;
  type: string;
  expenseId: string;
};

function blankForm(): FormValues {
  return { employeeId: '', employeeName: '', position: '', amount: '', payDate: todayIso(), status: 'pending', type: 'monthly', expenseId: '' };
}

const statusTone: Record<string, string> = {
  paid: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
};

const sortKeys: Record<string, (s: Salary) => string | number> = {
  employee: (s) => s.employeeName,
  amount: (s) => s.amount,
  payDate: (s) => s.payDate,
  status: (s) => s.status,
  type: (s) => s.type,
};

export function SalariesPage() {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.features.salaries || !entitlements.canUseApp) {
    return (
      <ProPrompt
        title="Salary Management - Pro Feature"
        text="Upgrade to Pro to unlock salary tracking and payroll management features."
        pricingPath={paths.pricing}
      />
    );
  }
  return <SalariesScreen />;
}

function SalariesScreen() {
  const { backend, user, entitlements } = useSession();
  const uid = user?.uid ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const salaries = useRecords('salaries');
  const employees = useRecords('employees');
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [month, setMonth] = useState('');
  const [sort, setSort] = useState<SortState | null>({ key: 'payDate', direction: 'desc' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Salary | null>(null);
  const [deleting, setDeleting] = useState<Salary | null>(null);
  const [withExpense, setWithExpense] = useState(true);
  const checkboxId = useId();

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = salaries.records.filter(
      (s) =>
        (q === '' || s.employeeName.toLowerCase().includes(q) || s.position.toLowerCase().includes(q)) &&
        matchesOption(s.status, status) &&
        inMonth(s.payDate, month),
    );
    const key = sort ? sortKeys[sort.key] : undefined;
    return sort && key ? sortBy(list, key, sort.direction) : list;
  }, [salaries.records, search, status, month, sort]);

  const columns: Column<Salary>[] = [
    {
      key: 'employee',
      header: 'Employee',
      sortable: true,
      cell: (s) => (
        <div>
          <p className="font-medium">{s.employeeName}</p>
          {s.position && <p className="text-slate-500 dark:text-slate-400">{s.position}</p>}
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', sortable: true, cell: (s) => formatMoney(s.amount) },
    { key: 'payDate', header: 'Pay Date', sortable: true, cell: (s) => formatIsoDate(s.payDate) },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (s) => <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[s.status] ?? ''}`}>{labelOf(s.status)}</span>,
    },
    { key: 'type', header: 'Type', sortable: true, cell: (s) => labelOf(s.type) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setEditing(s)} aria-label={`Edit salary of ${s.employeeName}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!canWrite}
            onClick={() => {
              setWithExpense(true);
              setDeleting(s);
            }}
            aria-label={`Delete salary of ${s.employeeName}`}
            className="text-red-700 dark:text-red-300"
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const exportCsv = () =>
    downloadText(
      csvFileName('salaries', todayIso()),
      toCsv(filtered, [
        { header: 'Employee', value: (s) => s.employeeName },
        { header: 'Position', value: (s) => s.position },
        { header: 'Amount', value: (s) => s.amount },
        { header: 'Pay Date', value: (s) => s.payDate },
        { header: 'Status', value: (s) => s.status },
        { header: 'Type', value: (s) => s.type },
      ]),
    );

  const addType = async (name: string) => {
    if (!backend) throw new Error('Not connected');
    await backend.records.addCategory(uid, 'salaries', name);
  };

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title="Salaries & Payroll"
        subtitle="Pay your team; each payment is also recorded as a salary expense."
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </Button>
            <Button onClick={() => setAdding(true)} disabled={!canWrite}>
              Add Salary
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Salaries" value={formatMoney(sumOf(filtered, (s) => s.amount))} />
        <StatCard label="Paid" value={formatMoney(sumOf(filtered.filter((s) => s.status === 'paid'), (s) => s.amount))} />
        <StatCard label="Pending" value={formatMoney(sumOf(filtered.filter((s) => s.status === 'pending'), (s) => s.amount))} />
      </div>
      <div className="mb-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField label="Search salaries" placeholder="Search by employee or position..." value={search} onChange={setSearch} />
        <SelectField label="Status" hideLabel value={status} onChange={(e) => setStatus(e.target.value)} options={optionsOf(SALARY_STATUSES, 'All statuses')} />
        <MonthField value={month} onChange={setMonth} />
      </div>
      {salaries.error && <p role="alert" className="mb-4 text-red-700 dark:text-red-300">Could not load your salaries: {salaries.error}</p>}
      {salaries.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : salaries.records.length === 0 ? (
        <EmptyState>No salary records yet</EmptyState>
      ) : filtered.length === 0 ? (
        <EmptyState>No salaries match your filters</EmptyState>
      ) : (
        <DataTable caption="Salary records" rows={filtered} rowKey={(s) => s.id} columns={columns} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} />
      )}

      <SalaryFormModal
        key={adding ? 'add-open' : 'add-closed'}
        mode="add"
        open={adding}
        initial={blankForm()}
        employees={employees.records}
        categories={categories}
        onAddType={addType}
        onClose={() => setAdding(false)}
        onSave={async (value) => {
          if (!backend) throw new Error('Not connected');
          await backend.records.addSalaryWithExpense(uid, value);
        }}
      />
      {editing && (
        <SalaryFormModal
          key={editing.id}
          mode="edit"
          open
          initial={{ ...editing, amount: String(editing.amount) }}
          employees={employees.records}
          categories={categories}
          onAddType={addType}
          onClose={() => setEditing(null)}
          onSave={async (value) => {
            if (!backend) throw new Error('Not connected');
            const { id: _id, ...original } = editing;
            const changes = changedFields(original, value);
            if (Object.keys(changes).length > 0) await backend.records.updateRecord(uid, 'salaries', editing.id, changes);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete salary record"
        message="Are you sure you want to delete this salary record?"
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, 'delete the salary record')}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeSalary(uid, deleting.id, { withExpense: deleting.expenseId !== '' && withExpense });
        }}
      >
        {deleting?.expenseId && (
          <div className="mt-4 flex items-start gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={withExpense}
              onChange={(e) => setWithExpense(e.target.checked)}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-700 dark:text-slate-200">
              Also delete the expense generated from this salary payment
            </label>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

function SalaryFormModal({
  mode,
  open,
  initial,
  employees,
  categories,
  onAddType,
  onClose,
  onSave,
}: {
  mode: 'add' | 'edit';
  open: boolean;
  initial: FormValues;
  employees: Employee[];
  categories: CustomCategories;
  onAddType: (name: string) => Promise<void>;
  onClose: () => void;
  onSave: (value: RecordInput<'salaries'>) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = (field: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const set = (field: keyof FormValues) => (e: { target: { value: string } }) => setField(field, e.target.value);
  const chooseEmployee = (id: string) => {
    const employee = employees.find((e) => e.id === id);
    setValues((v) => ({ ...v, employeeId: id, employeeName: employee?.name ?? '', position: employee?.role ?? '' }));
    setErrors((x) => ({ ...x, employeeName: undefined }));
  };
  // An edited salary whose employee was typed in or has since left still shows its name.
  const employeeOptions = [
    { value: '', label: 'Select an employee' },
    ...employees.map((e) => ({ value: e.id, label: e.role ? `${e.name} (${e.role})` : e.name })),
    ...(values.employeeId === '' && values.employeeName ? [{ value: '', label: values.employeeName }] : []),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  return (
    <FormModal
      open={open}
      title={mode === 'add' ? 'Add Salary Record' : 'Edit Salary Record'}
      submitLabel={mode === 'add' ? 'Add Salary' : 'Update Salary'}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = parseRecord('salaries', values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return false;
        }
        await onSave(parsed.value);
        setValues(blankForm());
        return true;
      }}
    >
      {mode === 'add' && employees.length === 0 && (
        <p className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100">
          You have no team members yet. <Link to={paths.team} className="font-medium underline">Add an employee on the Team page</Link> first.
        </p>
      )}
      {mode === 'edit' && values.employeeId === '' ? (
        <TextField label="Employee" required value={values.employeeName} onChange={set('employeeName')} error={errors.employeeName} />
      ) : (
        <SelectField label="Employee" value={values.employeeId} onChange={(e) => chooseEmployee(e.target.value)} options={employeeOptions} error={errors.employeeName} />
      )}
      <TextField label="Position" value={values.position} onChange={set('position')} error={errors.position} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Amount ($)" type="number" min={0} step={0.01} required value={values.amount} onChange={set('amount')} error={errors.amount} />
        <TextField label="Pay Date" type="date" value={values.payDate} onChange={set('payDate')} error={errors.payDate} />
        {mode === 'edit' && <SelectField label="Status" value={values.status} onChange={set('status')} options={optionsOf(SALARY_STATUSES)} />}
        <CategorySelect label="Type" group="salaries" categories={categories} value={values.type} onChange={(v) => setField('type', v)} onAdd={onAddType} error={errors.type} />
      </div>
    </FormModal>
  );
}
