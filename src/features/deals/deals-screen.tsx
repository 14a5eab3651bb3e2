// The Deals screen (docs/product/deals.md): the header with Add Deal, the figures (open value,
// weighted forecast of this month, win rate of the last 90 days), a Board / List toggle kept in
// the address (?view=list), the pipeline picker (the last pick remembered per person on this
// device, pipeline-choice.ts), the link to the pipelines settings, and the board or the list. It
// takes the deals part of the data layer as a prop, so the route passes `backend.deals`.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DealsApi, DealView } from '../../data/contract-deals';
import { forecast, winRate } from '../../domain/deal-figures';
import type { Pipeline } from '../../domain/deals';
import { todayIso } from '../../domain/dates';
import { canManageAccount } from '../../domain/accounts';
import { canReassign } from '../../domain/record-access';
import { AccessNotice } from '../../components/ui/access-notice';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FigureCard as StatCard } from '../../components/ui/figure-card';
import { PageHeader } from '../../components/ui/page-header';
import { ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { useMembers } from '../../components/ui/use-members';
import { useRecords } from '../../components/ui/use-records';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DealForm } from './deal-form';
import { DealsBoard } from './deals-board';
import { DealsList } from './deals-list';
import { initialsOf } from './deal-view';
import { useChosenPipeline } from './pipeline-choice';
import { useListView } from '../../components/views/use-list-view';
import { ViewBar } from '../../components/views/view-bar';
import type { ListFieldDefinition } from '../../domain/list-view';

/** `fields`: the account's custom field definitions for deals (the list's columns, filters and search). */
export type DealsScreenProps = { api: DealsApi; fields?: ListFieldDefinition[] };

const NO_FIELDS: ListFieldDefinition[] = [];

type Loaded<T> = { key: string; value: T; error: string | null } | null;

export function DealsScreen({ api, fields = NO_FIELDS }: DealsScreenProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { accountId, accountRole, user, entitlements, recordAccess } = useSession();
  const manages = canManageAccount(accountRole);
  const me = user?.uid ?? '';
  const canWrite = entitlements?.canWrite ?? false;
  const ownOnly = recordAccess.ownRecordsOnly;
  const key = `${accountId ?? ''}/${ownOnly ? me : ''}`;

  const [pipelinesState, setPipelines] = useState<Loaded<Pipeline[]>>(null);
  const [dealsState, setDeals] = useState<Loaded<DealView[]>>(null);
  useEffect(() => {
    if (!accountId) return;
    const k = key;
    return api.watchPipelines(
      accountId,
      (value) => setPipelines({ key: k, value: [...value].sort((a, b) => a.order - b.order), error: null }),
      (e) => setPipelines({ key: k, value: [], error: e.message }),
    );
  }, [api, accountId, key]);
  useEffect(() => {
    if (!accountId) return;
    const k = key;
    return api.watchDeals(
      accountId,
      (value) => setDeals({ key: k, value, error: null }),
      (e) => setDeals({ key: k, value: [], error: e.message }),
      ownOnly ? { hidden: false, ownerId: me, withoutPayroll: false } : undefined,
    );
  }, [api, accountId, key, ownOnly, me]);
  const pipelines = pipelinesState?.key === key ? pipelinesState.value : null;
  const deals = dealsState?.key === key ? dealsState.value : null;
  const loadError = (pipelinesState?.key === key ? pipelinesState.error : null) ?? (dealsState?.key === key ? dealsState.error : null);

  const clients = useRecords('clients');
  const { members } = useMembers();
  const clientNames = useMemo(() => new Map(clients.records.map((c) => [c.id, c.name])), [clients.records]);
  const clientName = useCallback((id: string) => clientNames.get(id) ?? '', [clientNames]);
  const memberNames = useMemo(() => new Map((members ?? []).map((m) => [m.uid, m.displayName || m.email])), [members]);
  const owner = useCallback(
    (uid: string) => {
      const name = memberNames.get(uid) ?? (uid === me ? (user?.displayName ?? '') : '');
      return { initials: initialsOf(name), name: name || '—' };
    },
    [memberNames, me, user?.displayName],
  );

  // Board or list is part of the list's view, in the address (?view=list) with its filters
  // (docs/product/saved-views.md).
  const lv = useListView('deals');
  const view = lv.view.layout;
  const setView = (next: 'board' | 'list') => lv.setView({ ...lv.view, layout: next });

  const { pipeline, choose: setChosen } = useChosenPipeline(me, accountId ?? '', pipelines);
  const [formTarget, setFormTarget] = useState<'add' | DealView | null>(null);
  const [deleting, setDeleting] = useState<DealView | null>(null);
  const deletingTitle = deleting?.title ?? '';

  const today = todayIso();
  const figures = useMemo(() => (pipelines && deals ? forecast(pipelines, deals, today) : null), [pipelines, deals, today]);
  const rate = useMemo(() => (deals ? winRate(deals, today) : null), [deals, today]);
  const percent = rate?.rate === null || rate === null ? '—' : `${Math.round(rate.rate * 100)}%`;

  const clientOptions = useMemo(
    () => clients.records.map((c) => ({ value: c.id, label: c.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [clients.records],
  );
  const ownerOptions = useMemo(() => {
    if (!canReassign(recordAccess) || !members) return null;
    return members
      .map((m) => ({ value: m.uid, label: m.uid === me ? t`Me` : m.displayName || m.email }))
      .sort((a, b) => (a.value === me ? -1 : b.value === me ? 1 : a.label.localeCompare(b.label)));
  }, [recordAccess, members, me, t]);

  const onEdit = canWrite ? setFormTarget : undefined;
  const closed = rate ? rate.won + rate.lost : 0;
  const won = rate?.won ?? 0;
  const openWeighted = figures ? format.money(figures.openWeighted) : null;

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        title={t`Deals`}
        subtitle={t`Follow your sales from the first contact to the signed deal.`}
        actions={
          <>
            <Link to={paths.settingsPipelines} className={buttonClasses('secondary')}>
              {manages ? <Trans>Edit pipelines</Trans> : <Trans>View pipelines</Trans>}
            </Link>
            <Button onClick={() => setFormTarget('add')} disabled={!canWrite || !pipeline}>
              <Trans>Add Deal</Trans>
            </Button>
          </>
        }
      />
      {!canWrite && <ReadOnlyNotice />}
      <AccessNotice screen="deals" />
      {loadError && (
        <p role="alert" className="mb-4 text-red-700 dark:text-red-300">
          <LoadError error={loadError} />
        </p>
      )}

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t`Open value`}
          value={format.money(figures?.openValue ?? 0)}
          detail={openWeighted === null ? undefined : t`Weighted: ${openWeighted}`}
        />
        <StatCard label={t`Forecast this month`} value={format.money(figures?.months[0]?.weighted ?? 0)} />
        <StatCard label={t`Win rate (90 days)`} value={percent} detail={rate ? t`${won} won of ${closed} closed` : undefined} />
      </div>

      <ViewBar state={lv} allLabel={t`All deals`} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label={t`View`} className="inline-flex rounded-ui border border-line p-0.5">
          <Button variant={view === 'board' ? 'primary' : 'ghost'} size="sm" aria-pressed={view === 'board'} onClick={() => setView('board')}>
            <Trans>Board</Trans>
          </Button>
          <Button variant={view === 'list' ? 'primary' : 'ghost'} size="sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <Trans>List</Trans>
          </Button>
        </div>
        {pipelines && pipelines.length > 1 && pipeline && (
          <SelectField
            label={t`Pipeline`}
            value={pipeline.id}
            onChange={(e) => setChosen(e.target.value)}
            options={pipelines.map((p) => ({ value: p.id, label: translateText(p.name) }))}
          />
        )}
      </div>

      {pipelines === null || deals === null ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : !pipeline ? (
        <EmptyState>
          <Trans>No pipeline yet.</Trans>
        </EmptyState>
      ) : view === 'list' ? (
        <DealsList pipeline={pipeline} deals={deals} clientName={clientName} owner={owner} today={today} onEdit={onEdit} views={lv} fields={fields} />
      ) : (
        <>
          {deals.length === 0 && (
            <p className="mb-4 text-sm text-fg-muted">
              <Trans>No deals yet. Add your first deal to get started.</Trans>
            </p>
          )}
          <DealsBoard
            api={api}
            accountId={accountId ?? ''}
            pipeline={pipeline}
            deals={deals}
            clientName={clientName}
            owner={owner}
            canDrag={canWrite}
            today={today}
            onEdit={onEdit}
            fields={fields}
          />
        </>
      )}

      {pipelines && deals && pipeline && (
        <DealForm
          api={api}
          accountId={accountId ?? ''}
          target={formTarget}
          pipelines={pipelines}
          pipelineId={pipeline.id}
          deals={deals}
          clients={clientOptions}
          owners={ownerOptions}
          me={me}
          today={today}
          onClose={() => setFormTarget(null)}
          onDelete={(d) => {
            setFormTarget(null);
            setDeleting(d);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete deal`}
        message={deleting ? t`Delete the deal "${deletingTitle}"? A revenue it made stays, without the link.` : ''}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (deleting) await api.removeDeal(accountId ?? '', deleting.id);
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

function LoadError({ error }: { error: string }) {
  const reason = translateText(error);
  return <Trans>Could not load your deals: {reason}</Trans>;
}
