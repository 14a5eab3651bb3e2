// Salaries & Payroll (Pro; docs/product/screens.md#salaries): sums of the filtered records, search, status and
// month filters, a sortable table, add (choosing an existing employee) and edit modals. A salary
// is written with its generated expense in one batch; deleting asks about that expense too.
// The screen itself is the shared financial records page.
import { useId, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { WithId } from '../../data/contract';
import { FinancialRecordsPage, RecordsAccess } from '../../components/records/financial-records-page';
import type { FinancialRecordsConfig } from '../../components/records/financial-records-page';
import type { RecordForm } from '../../components/records/record-form';
import { TitleCell } from '../../components/records/record-parts';
import { CategorySelect } from '../../components/ui/category-select';
import { SelectField, labelOf, optionsOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useRecords } from '../../components/ui/use-records';
import { PayrollHidden } from '../../components/ui/access-notice';
import { useSession } from '../../lib/session';
import type { CsvColumn } from '../../domain/csv-export';
import { todayIso } from '../../domain/dates';
import { sumOf } from '../../domain/figures';
import { useFormat } from '../../lib/use-format';
import { SALARY_STATUSES } from '../../domain/types';

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

const statusTone: Record<string, string> = {
  paid: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
};

/** Built at render time, so its texts follow the active language. */
function salariesConfig(): FinancialRecordsConfig<'salaries', FormValues> {
  return {
    kind: 'salaries',
    title: t`Salaries & Payroll`,
    subtitle: t`Pay your team; each payment is also recorded as a salary expense.`,
    texts: {
      add: t`Add Salary`,
      update: t`Update Salary`,
      addTitle: t`Add Salary Record`,
      editTitle: t`Edit Salary Record`,
      loadError: t`salaries`,
      empty: t`No salary records yet`,
      noMatch: t`No salaries match your filters`,
      caption: t`Salary records`,
      deleteTitle: t`Delete salary record`,
      deleteMessage: t`Are you sure you want to delete this salary record?`,
      deleteAction: t`delete the salary record`,
    },
    search: { label: t`Search salaries`, placeholder: t`Search by employee or position...`, in: (s) => [s.employeeName, s.position] },
    filter: { label: t`Status`, all: t`All statuses`, options: () => SALARY_STATUSES, value: (s) => s.status },
    date: (s) => s.payDate,
    sortKeys: { employee: (s) => s.employeeName, amount: (s) => s.amount, payDate: (s) => s.payDate, status: (s) => s.status, type: (s) => s.type },
    defaultSort: { key: 'payDate', direction: 'desc' },
    cards: (filtered, _all, format) => [
      { label: t`Total Salaries`, value: format.money(sumOf(filtered, (s) => s.amount)) },
      {
        label: t`Paid`,
        value: format.money(
          sumOf(
            filtered.filter((s) => s.status === 'paid'),
            (s) => s.amount,
          ),
        ),
      },
      {
        label: t`Pending`,
        value: format.money(
          sumOf(
            filtered.filter((s) => s.status === 'pending'),
            (s) => s.amount,
          ),
        ),
      },
    ],
    csvName: 'salaries',
    rowName: (s) => {
      const name = s.employeeName;
      return t`salary of ${name}`;
    },
    blankForm: () => ({ employeeId: '', employeeName: '', position: '', amount: '', payDate: todayIso(), status: 'pending', type: 'monthly', expenseId: '' }),
  };
}

export function SalariesPage() {
  const { t } = useLingui();
  return (
    <RecordsAccess
      gate={{
        feature: 'salaries',
        title: t`Salary Management - Pro Feature`,
        text: t`Upgrade to Pro to unlock salary tracking and payroll management features.`,
      }}
    >
      <PayrollGate />
    </RecordsAccess>
  );
}

/** Salaries only for members with payroll access (src/domain/record-access.ts). */
function PayrollGate() {
  const { recordAccess } = useSession();
  return recordAccess.payroll ? <SalariesScreen /> : <PayrollHidden />;
}

function SalariesScreen() {
  const employees = useRecords('employees');
  const format = useFormat();
  const [withExpense, setWithExpense] = useState(true);
  const checkboxId = useId();
  const { t } = useLingui();
  // CSV headers are a data format, not screen text: they stay English, like the stored values
  // under them, so an export imports back through the import's English header names.
  /* eslint-disable lingui/no-unlocalized-strings */
  const csvColumns: CsvColumn<WithId<'salaries'>>[] = [
    { header: 'Employee', value: (s) => s.employeeName },
    { header: 'Position', value: (s) => s.position },
    { header: 'Amount', value: (s) => s.amount },
    { header: 'Pay Date', value: (s) => s.payDate },
    { header: 'Status', value: (s) => s.status },
    { header: 'Type', value: (s) => s.type },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <FinancialRecordsPage
      config={salariesConfig()}
      columns={[
        { key: 'employee', header: t`Employee`, sortable: true, cell: (s) => <TitleCell title={s.employeeName} detail={s.position} /> },
        { key: 'amount', header: t`Amount`, sortable: true, cell: (s) => format.money(s.amount) },
        { key: 'payDate', header: t`Pay Date`, sortable: true, cell: (s) => format.date(s.payDate) },
        {
          key: 'status',
          header: t`Status`,
          sortable: true,
          cell: (s) => <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[s.status] ?? ''}`}>{labelOf(s.status)}</span>,
        },
        { key: 'type', header: t`Type`, sortable: true, cell: (s) => labelOf(s.type) },
      ]}
      csvColumns={csvColumns}
      fields={(form, mode) => <SalaryFields form={form} mode={mode} employees={employees.records} />}
      add={(records, uid, value) => records.addSalaryWithExpense(uid, value)}
      onAskDelete={() => setWithExpense(true)}
      remove={(records, uid, s) => records.removeSalary(uid, s.id, { withExpense: s.expenseId !== '' && withExpense })}
      deleteNote={(s) =>
        s.expenseId && (
          <div className="mt-4 flex items-start gap-2">
            <input id={checkboxId} type="checkbox" checked={withExpense} onChange={(e) => setWithExpense(e.target.checked)} className="mt-1 h-4 w-4" />
            <label htmlFor={checkboxId} className="text-sm text-fg-body">
              <Trans>Also delete the expense generated from this salary payment</Trans>
            </label>
          </div>
        )
      }
    />
  );
}

function SalaryFields({ form, mode, employees }: { form: RecordForm<FormValues>; mode: 'add' | 'edit'; employees: Employee[] }) {
  const format = useFormat();
  const { t } = useLingui();
  const currency = format.currencySymbol;
  const { values, errors } = form;
  const chooseEmployee = (id: string) => {
    const employee = employees.find((e) => e.id === id);
    form.change({ employeeId: id, employeeName: employee?.name ?? '', position: employee?.role ?? '' }, ['employeeName']);
  };
  // An edited salary whose employee was typed in or has since left still shows its name.
  const employeeOptions = [
    { value: '', label: t`Select an employee` },
    ...employees.map((e) => ({ value: e.id, label: employeeLabel(e) })),
    ...(values.employeeId === '' && values.employeeName ? [{ value: '', label: values.employeeName }] : []),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  return (
    <>
      {mode === 'add' && employees.length === 0 && (
        <p className="rounded-ui bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100">
          <Trans>
            You have no team members yet.{' '}
            <Link to={paths.team} className="font-medium underline">
              Add an employee on the Team page
            </Link>{' '}
            first.
          </Trans>
        </p>
      )}
      {mode === 'edit' && values.employeeId === '' ? (
        <TextField label={t`Employee`} required {...form.bind('employeeName')} error={errors.employeeName} />
      ) : (
        <SelectField
          label={t`Employee`}
          value={values.employeeId}
          onChange={(e) => chooseEmployee(e.target.value)}
          options={employeeOptions}
          error={errors.employeeName}
        />
      )}
      <TextField label={t`Position`} {...form.bind('position')} error={errors.position} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Amount (${currency})`} type="number" min={0} step={0.01} required {...form.bind('amount')} error={errors.amount} />
        <TextField label={t`Pay Date`} type="date" {...form.bind('payDate')} error={errors.payDate} />
        {mode === 'edit' && <SelectField label={t`Status`} {...form.bind('status')} options={optionsOf(SALARY_STATUSES)} />}
        <CategorySelect label={t`Type`} {...form.category('type')} />
      </div>
    </>
  );
}

/** 'Ana Lopez (Designer)': an employee in the employee select. */
function employeeLabel(e: Employee): string {
  const name = e.name;
  const role = e.role;
  return role ? t`${name} (${role})` : name;
}
