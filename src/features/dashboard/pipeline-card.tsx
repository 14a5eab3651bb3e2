// The dashboard's pipeline card (docs/product/deals.md#figures): open value and its weighted
// value, the weighted forecast of this month and the next two by expected close, and the win rate
// of the last 90 days, live. Figures from src/domain/deal-figures.ts pipelineFigures: the account's
// deal summary, or a member narrowed to their own records' own deals (docs/decisions/0196).
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PipelineFigures } from '../../data/contract';
import { Panel } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';

type State = { key: string; figures: PipelineFigures | null; error: string | null };

/** Live pipeline figures of the open account, as far as the person may see deals; null until they arrive. */
export function usePipelineFigures(): { figures: PipelineFigures | null; error: string | null } {
  const { backend, accountId, user, recordAccess } = useSession();
  const id = accountId ?? '';
  const ownerId = recordAccess.ownRecordsOnly ? (user?.uid ?? null) : null;
  const format = useFormat();
  const timeZone = format.settings.timeZone;
  const key = `${id}/${ownerId ?? ''}/${timeZone ?? ''}`;
  const [state, setState] = useState<State>({ key, figures: null, error: null });

  useEffect(() => {
    if (!backend || !id) return;
    return backend.dashboard.watchPipelineFigures(
      id,
      (figures) => setState({ key, figures, error: null }),
      () => setState((s) => ({ ...s, key, error: t`Could not load the pipeline figures. Check your connection; they update again once it is back.` })),
      { timeZone, ...(ownerId ? { ownerId } : {}) },
    );
  }, [backend, id, key, ownerId, timeZone]);

  return state.key === key ? { figures: state.figures, error: state.error } : { figures: null, error: null };
}

export function PipelineCard() {
  const { t } = useLingui();
  const format = useFormat();
  const { figures, error } = usePipelineFigures();
  const rate = figures?.winRate;
  const closed = rate ? rate.won + rate.lost : 0;
  const won = rate?.won ?? 0;
  const percent = !rate || rate.rate === null ? '—' : format.number(Math.round(rate.rate * 100)) + '%';
  const openWeighted = figures ? format.money(figures.openWeighted) : '';
  return (
    <Panel title={t`Pipeline`} titleId="pipeline-card" titleClassName="mb-4 text-lg" padding="md" shadow>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {!figures ? (
        !error && <Spinner className="mx-auto h-6 w-6" />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-fg-muted">
              <Trans>Open value</Trans>
            </dt>
            <dd className="text-2xl font-semibold text-fg">{format.money(figures.openValue)}</dd>
            <dd className="text-sm text-fg-muted">{t`Weighted: ${openWeighted}`}</dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">
              <Trans>Weighted forecast</Trans>
            </dt>
            <dd>
              <ul className="text-sm">
                {figures.months.map((m) => (
                  <li key={m.month} className="flex justify-between gap-2">
                    <span className="text-fg-muted">{format.month(m.month)}</span>
                    <span className="font-medium text-fg">{format.money(m.weighted)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">
              <Trans>Win rate (90 days)</Trans>
            </dt>
            <dd className="text-2xl font-semibold text-fg">{percent}</dd>
            <dd className="text-sm text-fg-muted">{t`${won} won of ${closed} closed`}</dd>
          </div>
        </dl>
      )}
      <p className="mt-4 text-sm">
        <Link to={paths.deals} className="font-medium text-primary-700 underline dark:text-primary-300">
          <Trans>Open the deals</Trans>
        </Link>
      </p>
    </Panel>
  );
}
