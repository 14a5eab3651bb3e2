// The deals as a table (docs/product/deals.md#the-board): the same deals as the board, with a
// search (title, client name), filters (owner, stage, status, close month) and a sort (value,
// close date, title).
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { DealView } from '../../data/contract-deals';
import { DEAL_STATUSES, isOverdue, isStale, stageOf } from '../../domain/deals';
import type { Pipeline } from '../../domain/deals';
import { monthOf } from '../../domain/dates';
import type { IsoDate } from '../../domain/types';
import { Button } from '../../components/ui/button';
import { DataTable, nextSort } from '../../components/ui/data-table';
import type { Column, SortState } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { MonthField } from '../../components/ui/month-field';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, labelOf } from '../../components/ui/select-field';
import type { SelectOption } from '../../components/ui/select-field';
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
};

export type DealFilters = { search: string; owner: string; stage: string; status: string; month: string };

/** The deals of `pipeline` that pass the filters ('all' or '' lets everything through), sorted. */
export function filterDeals(
  deals: readonly DealView[],
  pipeline: Pipeline,
  filters: DealFilters,
  sort: SortState | null,
  clientName: (clientId: string) => string,
): DealView[] {
  const q = filters.search.trim().toLowerCase();
  const out = deals.filter(
    (d) =>
      d.pipelineId === pipeline.id &&
      (q === '' || d.title.toLowerCase().includes(q) || clientName(d.clientId).toLowerCase().includes(q)) &&
      (filters.owner === 'all' || d.ownerId === filters.owner) &&
      (filters.stage === 'all' || d.stageId === filters.stage) &&
      (filters.status === 'all' || d.status === filters.status) &&
      (filters.month === '' || monthOf(d.expectedClose) === filters.month),
  );
  if (!sort) return out;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare: Record<string, (a: DealView, b: DealView) => number> = {
    value: (a, b) => a.value - b.value,
    // Deals without a close date go last either way.
    expectedClose: (a, b) =>
      a.expectedClose === b.expectedClose ? 0 : a.expectedClose === '' ? sign : b.expectedClose === '' ? -sign : a.expectedClose < b.expectedClose ? -1 : 1,
    title: (a, b) => a.title.localeCompare(b.title),
  };
  const by = compare[sort.key];
  return by ? [...out].sort((a, b) => sign * by(a, b) || a.id.localeCompare(b.id)) : out;
}

export function DealsList({ pipeline, deals, clientName, owner, today, onEdit }: DealsListProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [ownerId, setOwnerId] = useState('all');
  const [stage, setStage] = useState('all');
  const [status, setStatus] = useState('all');
  const [month, setMonth] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const shownSearch = useDeferredValue(search);

  const rows = useMemo(
    () => filterDeals(deals, pipeline, { search: shownSearch, owner: ownerId, stage, status, month }, sort, clientName),
    [deals, pipeline, shownSearch, ownerId, stage, status, month, sort, clientName],
  );

  const ownerOptions: SelectOption[] = useMemo(() => {
    const ids = [...new Set(deals.map((d) => d.ownerId))];
    return ids.map((id) => ({ value: id, label: owner(id).name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [deals, owner]);
  const stages = [...pipeline.stages].sort((a, b) => a.order - b.order);

  const columns: Column<DealView>[] = [
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
        <SearchField label={t`Search deals`} placeholder={t`Search by title or client...`} value={search} onChange={setSearch} />
        <SelectField
          label={t`Owner`}
          hideLabel
          value={ownerId}
          onChange={(e) => setOwnerId(e.target.value)}
          options={[{ value: 'all', label: t`All owners` }, ...ownerOptions]}
        />
        <SelectField
          label={t`Stage`}
          hideLabel
          value={stage}
          onChange={(e) => setStage(e.target.value)}
          options={[{ value: 'all', label: t`All stages` }, ...stages.map((s) => ({ value: s.id, label: translateText(s.name) }))]}
        />
        <SelectField
          label={t`Status`}
          hideLabel
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[{ value: 'all', label: t`All statuses` }, ...DEAL_STATUSES.map((s) => ({ value: s, label: labelOf(s) }))]}
        />
        <MonthField label={t`Close month`} value={month} onChange={setMonth} />
      </div>
      {rows.length === 0 ? (
        <EmptyState>
          <Trans>No deals match your filters</Trans>
        </EmptyState>
      ) : (
        <DataTable caption={t`Deals`} rows={rows} rowKey={(d) => d.id} columns={columns} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
      )}
    </div>
  );
}
