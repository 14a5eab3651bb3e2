// The screen revenue, expenses and salaries share (docs/product/screens.md#record-screens): figure cards, search +
// one filter + month, loading/empty/no-match states, an optional doughnut, a sortable table with
// Edit and Delete, a delete confirmation, add/edit modals and CSV export of the filtered list.
// Each page gives a config (texts, filter, cards, sort keys), its columns and its form fields.
import { translateText } from '../../lib/known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import type { RecordsApi, WithId } from '../../data/contract';
import { csvFileName, toCsv } from '../../domain/csv-export';
import type { CsvColumn } from '../../domain/csv-export';
import type { Formatter } from '../../domain/format';
import type { FeatureName } from '../../domain/entitlements';
import { inMonth, matchesOption, sortBy, totalsBy } from '../../domain/figures';
import { changedFields } from '../../domain/record-diff';
import type { CategoryGroup, CustomCategories, RecordInput } from '../../domain/types';
import { DoughnutChart } from '../charts/doughnut-chart';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, nextSort } from '../ui/data-table';
import type { Column, SortState } from '../ui/data-table';
import { downloadText } from '../ui/download';
import { EmptyState } from '../ui/empty-state';
import { saveErrorText } from '../ui/field-error';
import { FigureCard } from '../ui/figure-card';
import { LoadingMore } from '../ui/loading-more';
import { MonthField } from '../ui/month-field';
import { PageHeader } from '../ui/page-header';
import { BlockedAccess, ProPrompt, ReadOnlyNotice } from '../ui/pro-prompt';
import { AccessNotice } from '../ui/access-notice';
import { SearchField } from '../ui/search-field';
import { SelectField, optionsOf } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { useCategories, useRecords } from '../ui/use-records';
import { LOADING_NOUNS } from './loading-nouns';
import { RecordFormModal } from './record-form';
import type { FormValues, RecordForm } from './record-form';
import { Card } from '../ui/card';

/** The kinds this screen shows: those with categories (revenue types, expense categories, salary types). */
export type FinancialKind = CategoryGroup;

export type FinancialRecordsConfig<K extends FinancialKind, V extends FormValues> = {
  kind: K;
  title: string;
  subtitle: string;
  texts: {
    /** The header's add button and the add form's submit: 'Add Revenue'. */
    add: string;
    /** The edit form's submit: 'Update Revenue'. */
    update: string;
    addTitle: string;
    editTitle: string;
    /** 'Could not load your {loadError}: ...' */
    loadError: string;
    empty: string;
    noMatch: string;
    /** The table's caption (for screen readers). */
    caption: string;
    deleteTitle: string;
    deleteMessage: string;
    /** 'Could not {deleteAction}: ...' when a delete fails. */
    deleteAction: string;
  };
  /** Case-insensitive search in these texts of a record. */
  search: { label: string; placeholder: string; in: (r: WithId<K>) => string[] };
  /** The one select filter ('all' shows everything). */
  filter: { label: string; all: string; options: (categories: CustomCategories) => readonly string[]; value: (r: WithId<K>) => string };
  /** The date the month filter looks at. */
  date: (r: WithId<K>) => string;
  sortKeys: Record<string, (r: WithId<K>) => string | number>;
  defaultSort: SortState;
  /** The figures above the list, from the filtered records (and all of them, for 'this month'). */
  cards: (filtered: WithId<K>[], all: WithId<K>[], format: Formatter) => { label: string; value: string }[];
  /** A doughnut of the filtered amounts by this label, beside the table. */
  chart?: { title: string; emptyText: string; label: (r: WithId<K>) => string };
  /** 'revenue' names the export 'revenue-{today}.csv'. */
  csvName: string;
  /** Names a row in its buttons' accessible names: 'Edit {rowName}', 'Delete {rowName}'. */
  rowName: (r: WithId<K>) => string;
  blankForm: () => V;
};

export type FinancialRecordsPageProps<K extends FinancialKind, V extends FormValues> = {
  config: FinancialRecordsConfig<K, V>;
  /** The data columns; a last column with Edit and Delete is added. */
  columns: Column<WithId<K>>[];
  csvColumns: CsvColumn<WithId<K>>[];
  /** The add and edit forms' fields. */
  fields: (form: RecordForm<V>, mode: 'add' | 'edit') => ReactNode;
  /** Saves a new record (`addRecord` unless given). */
  add?: (records: RecordsApi, uid: string, value: RecordInput<K>) => Promise<unknown>;
  /** Deletes a record (`removeRecord` unless given). */
  remove?: (records: RecordsApi, uid: string, record: WithId<K>) => Promise<void>;
  /** Called when a row's Delete is pressed, before the confirmation opens. */
  onAskDelete?: (record: WithId<K>) => void;
  /** More in the delete confirmation, under its question. */
  deleteNote?: (record: WithId<K>) => ReactNode;
};

/** Who may see a records page: a Pro feature (prompt otherwise) or anyone whose plan allows the app. */
export type RecordsGate = { feature: FeatureName; title: string; text: string } | { blockedArea: string };

/** Renders `children` only when the gate lets the user in (so their hooks run only then). */
export function RecordsAccess({ gate, children }: { gate: RecordsGate; children: ReactNode }) {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  if ('feature' in gate) {
    if (!entitlements.features[gate.feature] || !entitlements.canUseApp) {
      return <ProPrompt title={gate.title} text={gate.text} pricingPath={paths.pricing} />;
    }
  } else if (!entitlements.canUseApp) {
    return <BlockedAccess area={gate.blockedArea} pricingPath={paths.pricing} />;
  }
  return children;
}

export function FinancialRecordsPage<K extends FinancialKind, V extends FormValues>({
  config,
  columns,
  csvColumns,
  fields,
  add,
  remove,
  onAskDelete,
  deleteNote,
}: FinancialRecordsPageProps<K, V>) {
  const { kind, texts, filter } = config;
  const { t } = useLingui();
  const { backend, accountId, entitlements } = useSession();
  const format = useFormat();
  const uid = accountId ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const list = useRecords(kind);
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [option, setOption] = useState('all');
  const [month, setMonth] = useState('');
  const [sort, setSort] = useState<SortState | null>(config.defaultSort);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WithId<K> | null>(null);
  const [deleting, setDeleting] = useState<WithId<K> | null>(null);

  // The field shows each keystroke at once; the list follows when React has time for it (a
  // deferred value: a keystroke is never held up by filtering and drawing 10,000 records).
  const shownSearch = useDeferredValue(search);
  const shownOption = useDeferredValue(option);
  const shownMonth = useDeferredValue(month);
  const filtered = useMemo(() => {
    const q = shownSearch.trim().toLowerCase();
    const found = list.records.filter(
      (r) =>
        (q === '' || config.search.in(r).some((text) => text.toLowerCase().includes(q))) &&
        matchesOption(config.filter.value(r), shownOption) &&
        inMonth(config.date(r), shownMonth),
    );
    const key = sort ? config.sortKeys[sort.key] : undefined;
    return sort && key ? sortBy(found, key, sort.direction) : found;
  }, [config, list.records, shownSearch, shownOption, shownMonth, sort]);

  const chart = config.chart;
  const chartData = useMemo(() => (chart ? totalsBy(filtered, chart.label, (r) => r.amount) : []), [chart, filtered]);

  const rowName = config.rowName;
  const allColumns: Column<WithId<K>>[] = [
    ...columns,
    {
      key: 'actions',
      header: t`Actions`,
      cell: (r) => {
        const name = rowName(r);
        return (
          <div className="flex gap-1">
            <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setEditing(r)} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!canWrite}
              onClick={() => {
                onAskDelete?.(r);
                setDeleting(r);
              }}
              aria-label={t`Delete ${name}`}
              className="text-red-700 dark:text-red-300"
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  const exportCsv = () => downloadText(csvFileName(config.csvName, format.today()), toCsv(filtered, csvColumns));

  const save = (original: WithId<K> | null) => async (value: RecordInput<K>) => {
    if (!backend) throw new Error('Not connected');
    if (original) {
      const { id: _id, ...before } = original;
      const changes = changedFields<RecordInput<K>>(before, value);
      if (Object.keys(changes).length > 0) await backend.records.updateRecord(uid, kind, original.id, changes);
    } else if (add) await add(backend.records, uid, value);
    else await backend.records.addRecord(uid, kind, value);
  };
  const addCategory = async (name: string) => {
    if (!backend) throw new Error('Not connected');
    await backend.records.addCategory(uid, kind, name);
  };

  const loadWhat = texts.loadError;
  const loadDetail = list.error ? translateText(list.error) : '';
  const table =
    filtered.length === 0 ? (
      <EmptyState>{texts.noMatch}</EmptyState>
    ) : (
      <DataTable caption={texts.caption} rows={filtered} rowKey={(r) => r.id} columns={allColumns} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} />
    );

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={config.title}
        subtitle={config.subtitle}
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
              <Trans>Export CSV</Trans>
            </Button>
            <Button onClick={() => setAdding(true)} disabled={!canWrite}>
              {texts.add}
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      {kind === 'expenses' && <AccessNotice screen="expenses" />}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        {config.cards(filtered, list.records, format).map((card) => (
          <FigureCard key={card.label} label={card.label} value={card.value} />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField label={config.search.label} placeholder={config.search.placeholder} value={search} onChange={setSearch} />
        <SelectField
          label={filter.label}
          hideLabel
          value={option}
          onChange={(e) => setOption(e.target.value)}
          options={optionsOf(filter.options(categories), filter.all)}
        />
        <MonthField value={month} onChange={setMonth} />
      </div>
      {/* The line of the filters' bottom margin: it says so while the list is still arriving. */}
      <LoadingMore lists={[{ list, noun: t(LOADING_NOUNS[kind]) }]} />
      {list.error && (
        <p role="alert" className="mb-4 text-red-700 dark:text-red-300">
          {t`Could not load your ${loadWhat}: ${loadDetail}`}
        </p>
      )}
      {list.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : list.records.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : chart ? (
        <div className="grid gap-6 xl:grid-cols-[1fr_2fr]">
          <Card padding="sm">
            <DoughnutChart title={chart.title} data={chartData} emptyText={chart.emptyText} />
          </Card>
          {table}
        </div>
      ) : (
        table
      )}

      <RecordFormModal
        key={adding ? 'add-open' : 'add-closed'}
        kind={kind}
        open={adding}
        title={texts.addTitle}
        submitLabel={texts.add}
        initial={config.blankForm()}
        blank={config.blankForm}
        categories={categories}
        onAddCategory={addCategory}
        onClose={() => setAdding(false)}
        onSave={save(null)}
      >
        {(form) => fields(form, 'add')}
      </RecordFormModal>
      {editing && (
        <RecordFormModal
          key={editing.id}
          kind={kind}
          open
          title={texts.editTitle}
          submitLabel={texts.update}
          // Every field of these kinds but the amount is text already.
          initial={{ ...editing, amount: String(editing.amount) } as unknown as V}
          blank={config.blankForm}
          categories={categories}
          onAddCategory={addCategory}
          onClose={() => setEditing(null)}
          onSave={save(editing)}
        >
          {(form) => fields(form, 'edit')}
        </RecordFormModal>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        onClose={() => setDeleting(null)}
        errorText={(e) => saveErrorText(e, texts.deleteAction)}
        onConfirm={async () => {
          if (!backend || !deleting) return;
          if (remove) await remove(backend.records, uid, deleting);
          else await backend.records.removeRecord(uid, kind, deleting.id);
        }}
      >
        {deleting && deleteNote?.(deleting)}
      </ConfirmDialog>
    </section>
  );
}
