// Revenue (seed 000 section 2): filtered total, this month over all records, rounded average;
// search, type and month filters; 'Revenue by Type' doughnut; a sortable table; add/edit modals.
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
import { BlockedAccess, ReadOnlyNotice } from '../../components/ui/pro-prompt';
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

type Revenue = WithId<'revenues'>;

type FormValues = { source: string; amount: string; description: string; date: string; type: string; clientId: string };

function blankForm(): FormValues {
  return { source: '', amount: '', description: '', date: todayIso(), type: 'service', clientId: '' };
}

const sortKeys: Record<string, (r: Revenue) => string | number> = {
  source: (r) => r.source,
  amount: (r) => r.amount,
  type: (r) => r.type,
  date: (r) => r.date,
};

export function RevenuePage() {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area="revenue tracking" pricingPath={paths.pricing} />;
  return <RevenueScreen />;
}

function RevenueScreen() {
  const { backend, user, entitlements } = useSession();
  const uid = user?.uid ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const revenues = useRecords('revenues');
  const clients = useRecords('clients');
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('all');
  const [month, setMonth] = useState('');
  const [sort, setSort] = useState<SortState | null>({ key: 'date', direction: 'desc' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Revenue | null>(null);
  const [deleting, setDeleting] = useState<Revenue | null>(null);

  const clientNames = useMemo(() => new Map(clients.records.map((c) => [c.id, c.name])), [clients.records]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = revenues.records.filter(
      (r) =>
        (q === '' || r.source.toLowerCase().includes(q) || r.description.toLowerCase().includes(q)) &&
        matchesOption(r.type, type) &&
        inMonth(r.date, month),
    );
    const key = sort ? sortKeys[sort.key] : undefined;
    return sort && key ? sortBy(list, key, sort.direction) : list;
  }, [revenues.records, search, type, month, sort]);

  const byType = useMemo(() => totalsBy(filtered, (r) => labelOf(r.type), (r) => r.amount), [filtered]);
  const typeOptions = categoryOptions(categories, 'revenues');

  const columns: Column<Revenue>[] = [
    {
      key: 'source',
      header: 'Source',
      sortable: true,
      cell: (r) => (
        <div>
          <p className="font-medium">{r.source}</p>
          {r.description && <p className="text-slate-500 dark:text-slate-400">{r.description}</p>}
          {r.clientId && clientNames.get(r.clientId) && <p className="text-xs text-slate-500 dark:text-slate-400">Client: {clientNames.get(r.clientId)}</p>}
        </div>
      ),
    },
    { key: 'amount', header: 'Amount', sortable: true, cell: (r) => formatMoney(r.amount) },
    { key: 'type', header: 'Type', sortable: true, cell: (r) => labelOf(r.type) },
    { key: 'date', header: 'Date', sortable: true, cell: (r) => formatIsoDate(r.date) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setEditing(r)} aria-label={`Edit ${r.source}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={!canWrite} onClick={() => setDeleting(r)} aria-label={`Delete ${r.source}`} className="text-red-700 dark:text-red-300">
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const exportCsv = () =>
    downloadText(
      csvFileName('revenue', todayIso()),
      toCsv(filtered, [
        { header: 'Source', value: (r) => r.source },
        { header: 'Description', value: (r) => r.description },
        { header: 'Amount', value: (r) => r.amount },
        { header: 'Type', value: (r) => r.type },
        { header: 'Date', value: (r) => r.date },
        { header: 'Client', value: (r) => clientNames.get(r.clientId) ?? '' },
      ]),
    );

  const save = (id: string | null, original: RecordInput<'revenues'> | null) => async (value: RecordInput<'revenues'>) => {
    if (!backend) throw new Error('Not connected');
    if (id && original) {
      const changes = changedFields(original, value);
      if (Object.keys(changes).length > 0) await backend.records.updateRecord(uid, 'revenues', id, changes);
    } else await backend.records.addRecord(uid, 'revenues', value);
  };
  const addType = async (name: string) => {
    if (!backend) throw new Error('Not connected');
    await backend.records.addCategory(uid, 'revenues', name);
  };

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title="Revenue"
        subtitle="Track the money coming in."
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </Button>
            <Button onClick={() => setAdding(true)} disabled={!canWrite}>
              Add Revenue
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Revenue" value={formatMoney(sumOf(filtered, (r) => r.amount))} />
        <StatCard label="This Month" value={formatMoney(sumInMonth(revenues.records, (r) => r.date, (r) => r.amount, currentMonth()))} />
        <StatCard label="Average Revenue" value={formatMoney(roundedAverage(filtered, (r) => r.amount), { cents: false })} />
      </div>
      <div className="mb-6 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField label="Search revenue" placeholder="Search by source or description..." value={search} onChange={setSearch} />
        <SelectField label="Type" hideLabel value={type} onChange={(e) => setType(e.target.value)} options={optionsOf(typeOptions, 'All types')} />
        <MonthField value={month} onChange={setMonth} />
      </div>
      {revenues.error && <p role="alert" className="mb-4 text-red-700 dark:text-red-300">Could not load your revenue: {revenues.error}</p>}
      {revenues.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : revenues.records.length === 0 ? (
        <EmptyState>No revenue records yet</EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
          <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <DoughnutChart title="Revenue by Type" data={byType} emptyText="No revenue data to display for these filters." />
          </div>
          {filtered.length === 0 ? (
            <EmptyState>No revenue matches your filters</EmptyState>
          ) : (
            <DataTable caption="Revenue records" rows={filtered} rowKey={(r) => r.id} columns={columns} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} />
          )}
        </div>
      )}

      <RevenueFormModal
        key={adding ? 'add-open' : 'add-closed'}
        open={adding}
        title="Add Revenue Record"
        submitLabel="Add Revenue"
        initial={blankForm()}
        categories={categories}
        clients={clients.records}
        onAddType={addType}
        onClose={() => setAdding(false)}
        onSave={save(null, null)}
      />
      {editing && (
        <RevenueFormModal
          key={editing.id}
          open
          title="Edit Revenue Record"
          submitLabel="Update Revenue"
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
        title="Delete revenue record"
        message="Are you sure you want to delete this revenue record?"
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, 'delete the revenue record')}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          await backend.records.removeRecord(uid, 'revenues', deleting.id);
        }}
      />
    </section>
  );
}

function RevenueFormModal({
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
  onSave: (value: RecordInput<'revenues'>) => Promise<void>;
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
        const parsed = parseRecord('revenues', values);
        if (!parsed.ok) {
          setErrors(parsed.errors);
          return false;
        }
        await onSave(parsed.value);
        setValues(blankForm());
        return true;
      }}
    >
      <TextField label="Source" required value={values.source} onChange={set('source')} error={errors.source} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Amount ($)" type="number" min={0} step={0.01} required value={values.amount} onChange={set('amount')} error={errors.amount} />
        <TextField label="Date" type="date" value={values.date} onChange={set('date')} error={errors.date} />
        <CategorySelect label="Type" group="revenues" categories={categories} value={values.type} onChange={(v) => setField('type', v)} onAdd={onAddType} error={errors.type} />
        <SelectField label="Client" value={values.clientId} onChange={set('clientId')} options={clientOptions} />
      </div>
      <TextareaField label="Description" value={values.description} onChange={set('description')} />
    </FormModal>
  );
}
