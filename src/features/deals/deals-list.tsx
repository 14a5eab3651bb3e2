// The deals as a table (docs/product/deals.md#the-board): the same deals as the board, with a
// search (title, client name), quick filters (owner, stage, status, close month), the filter
// builder, a sort and the visible columns: all of them the list's view, kept in the address
// (docs/product/saved-views.md, src/components/views/).
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import type { DealView } from '../../data/contract-deals';
import { DEAL_STATUSES, isOverdue, isStale, stageOf } from '../../domain/deals';
import type { Pipeline } from '../../domain/deals';
import type { IsoDate } from '../../domain/types';
import {
  DEFAULT_DEAL_COLUMNS,
  applyView,
  dealColumns,
  indexRecords,
  monthFilters,
  monthOfFilters,
  quickChoiceOf,
  visibleColumns,
  withColumnFilter,
} from '../../domain/list-view';
import type { ListFieldDefinition } from '../../domain/list-view';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { Column, SortState } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { MonthField } from '../../components/ui/month-field';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, labelOf } from '../../components/ui/select-field';
import type { SelectOption } from '../../components/ui/select-field';
import { FilterBar } from '../../components/views/filter-bar';
import type { ColumnOption } from '../../components/views/filter-bar';
import type { ListViewState } from '../../components/views/use-list-view';
import { useCellText } from '../../components/views/cell-text';
import { useDealColumnLabels } from '../../components/views/view-labels';
import { translateText } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { lastTouchedOf } from './deal-view';

export type DealsListProps = {
  pipeline: Pipeline;
  deals: readonly DealView[];
  clientName: (clientId: string) => string;
  owner: (uid: string) => { initials: string; name: string };
  today: IsoDate;
  onEdit?: (deal: DealView) => void;
  /** The list's view (filters, search, sort, columns), kept in the address. */
  views: ListViewState;
  /** The account's custom fields of deals. */
  fields?: ListFieldDefinition[];
};

const NO_FIELDS: ListFieldDefinition[] = [];

export function DealsList({ pipeline, deals, clientName, owner, today, onEdit, views, fields = NO_FIELDS }: DealsListProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { view, setView } = views;
  const shownView = useDeferredValue(view);
  const columnsOf = useMemo(() => dealColumns<DealView>({ clientName, stages: pipeline.stages }, fields), [clientName, pipeline.stages, fields]);
  const indexed = useMemo(
    () =>
      indexRecords(
        deals.filter((d) => d.pipelineId === pipeline.id),
        columnsOf,
      ),
    [deals, pipeline.id, columnsOf],
  );
  const rows = useMemo(() => applyView(indexed, shownView, today), [indexed, shownView, today]);
  const sort: SortState | null = view.sort ? { key: view.sort.column, direction: view.sort.dir } : null;
  const quick = (column: string, value: string) =>
    setView({ ...view, filters: withColumnFilter(view.filters, column, value === 'all' ? null : { column, op: 'anyOf', value: [value] }) });
  const month = monthOfFilters(view.filters, 'expectedClose');
  const setMonth = (next: string) =>
    setView({ ...view, filters: [...withColumnFilter(view.filters, 'expectedClose', null), ...(next ? monthFilters('expectedClose', next) : [])] });
  const labels = useDealColumnLabels();
  const cellText = useCellText();

  const ownerOptions: SelectOption[] = useMemo(() => {
    const ids = [...new Set(deals.map((d) => d.ownerId))];
    return ids.map((id) => ({ value: id, label: owner(id).name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [deals, owner]);
  const stages = [...pipeline.stages].sort((a, b) => a.order - b.order);
  const columnOptions: ColumnOption[] = columnsOf.map((c) => ({
    id: c.id,
    label: c.label ?? labels[c.id] ?? c.id,
    kind: c.kind,
    choices:
      c.id === 'stage'
        ? stages.map((st) => ({ value: st.id, label: translateText(st.name) }))
        : c.id === 'owner'
          ? ownerOptions
          : c.choices.map((v) => ({ value: v, label: c.label === undefined ? labelOf(v) : v })),
  }));
  const visible = { options: columnOptions.filter((o) => o.id !== 'title').map((o) => ({ id: o.id, label: o.label })), defaults: DEFAULT_DEAL_COLUMNS };
  const builtIn: Column<DealView>[] = [
    {
      key: 'title',
      header: t`Title`,
      sortable: true,
      cell: (d) => (
        <span>
          <span className="font-medium text-fg">{d.title}</span>
          {isStale(d, lastTouchedOf(d), today) && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              <Trans>No activity for 30 days</Trans>
            </span>
          )}
        </span>
      ),
    },
    { key: 'client', header: t`Client`, cell: (d) => clientName(d.clientId) || '—' },
    { key: 'value', header: t`Value`, sortable: true, cell: (d) => format.money(d.value) },
    { key: 'stage', header: t`Stage`, cell: (d) => translateText(stageOf(pipeline, d.stageId)?.name ?? '') || '—' },
    { key: 'status', header: t`Status`, cell: (d) => labelOf(d.status) },
    {
      key: 'expectedClose',
      header: t`Close date`,
      sortable: true,
      cell: (d) =>
        d.expectedClose ? (
          <span>
            {format.date(d.expectedClose)}
            {isOverdue(d, today) && (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-900 dark:text-red-100">
                <Trans>Overdue</Trans>
              </span>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'owner', header: t`Owner`, cell: (d) => owner(d.ownerId).name },
  ];
  // The title always, then the view's columns (built-in ones as the table always drew them).
  const byKey = new Map(builtIn.map((c) => [c.key, c]));
  const columns: Column<DealView>[] = [
    { ...byKey.get('title')!, sortable: true },
    ...visibleColumns(
      view,
      visible.options.map((o) => o.id),
      DEFAULT_DEAL_COLUMNS,
    )
      .filter((id) => id !== 'title')
      .map((id): Column<DealView> => {
        const known = byKey.get(id);
        if (known) return { ...known, sortable: true };
        const column = columnsOf.find((c) => c.id === id)!;
        return { key: id, header: column.label ?? labels[id] ?? id, sortable: true, cell: (d) => cellText(column, d) };
      }),
    ...(onEdit
      ? [
          {
            key: 'actions',
            header: t`Actions`,
            cell: (d: DealView) => {
              const title = d.title;
              return (
                <Button variant="secondary" size="sm" onClick={() => onEdit(d)} aria-label={t`Edit ${title}`}>
                  <Trans>Edit</Trans>
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <SearchField
          label={t`Search deals`}
          placeholder={t`Search by title or client...`}
          value={view.search}
          onChange={(search) => setView({ ...view, search })}
        />
        <SelectField
          label={t`Owner`}
          hideLabel
          value={quickChoiceOf(view.filters, 'owner')}
          onChange={(e) => quick('owner', e.target.value)}
          options={[{ value: 'all', label: t`All owners` }, ...ownerOptions]}
        />
        <SelectField
          label={t`Stage`}
          hideLabel
          value={quickChoiceOf(view.filters, 'stage')}
          onChange={(e) => quick('stage', e.target.value)}
          options={[{ value: 'all', label: t`All stages` }, ...stages.map((s) => ({ value: s.id, label: translateText(s.name) }))]}
        />
        <SelectField
          label={t`Status`}
          hideLabel
          value={quickChoiceOf(view.filters, 'status')}
          onChange={(e) => quick('status', e.target.value)}
          options={[{ value: 'all', label: t`All statuses` }, ...DEAL_STATUSES.map((s) => ({ value: s, label: labelOf(s) }))]}
        />
        <MonthField label={t`Close month`} value={month} onChange={setMonth} />
      </div>
      <FilterBar state={views} columns={columnOptions} visible={visible} fieldKind="deals" />
      {rows.length === 0 ? (
        <EmptyState>
          <Trans>No deals match your filters</Trans>
        </EmptyState>
      ) : (
        <DataTable
          caption={t`Deals`}
          rows={rows}
          rowKey={(d) => d.id}
          columns={columns}
          sort={sort}
          onSort={(key) => setView({ ...view, sort: { column: key, dir: view.sort?.column === key && view.sort.dir === 'asc' ? 'desc' : 'asc' } })}
        />
      )}
    </div>
  );
}
