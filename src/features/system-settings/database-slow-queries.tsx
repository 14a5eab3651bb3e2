// The slow-query log (slowQueries, written by the recordSlowQuery function), newest first.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { SlowQuery } from '../../data/contract-system-ops';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { i18n } from '../../lib/i18n';
import { messageOf } from './use-flash';

export function DatabaseSlowQueries() {
  const { t } = useLingui();
  const dates = useAdminDates();
  const format = useAdminFormat();
  const { backend } = useSession();
  const [list, setList] = useState<SlowQuery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!backend) return;
    backend.systemOps.listSlowQueries(50).then(
      (l) => {
        setList(l);
        setError(null);
      },
      (e: unknown) => setError(messageOf(e, i18n._(msg`Failed to load the slow-query log.`))),
    );
  }, [backend]);
  useEffect(load, [load]);
  const seconds = (ms: number) => format.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="slow-queries" className="rounded-ui-lg border border-line bg-surface p-6">
      <div className="flex items-center justify-between">
        <h2 id="slow-queries" className="text-lg font-semibold text-fg">
          <Trans>Slow queries</Trans>
        </h2>
        <Button size="sm" variant="secondary" onClick={load}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {error && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{error}</p>}
      {list && list.length === 0 && (
        <p className="mt-2 text-sm text-fg-muted">
          <Trans>No slow reads recorded.</Trans>
        </p>
      )}
      {list && list.length > 0 && (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase text-fg-subtle">
              <th className="py-1">
                <Trans context="slow query column">When</Trans>
              </th>
              <th className="py-1">
                <Trans context="slow query column">Screen</Trans>
              </th>
              <th className="py-1">
                <Trans context="slow query column">Read</Trans>
              </th>
              <th className="py-1 text-right">
                <Trans context="slow query column">Time</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((q) => {
              const took = seconds(q.ms);
              return (
                <tr key={q.id} className="text-fg-soft">
                  <td className="py-1">{dates.dateTime(q.createdAt, '—')}</td>
                  <td className="py-1">{q.screen}</td>
                  <td className="py-1">{q.what}</td>
                  <td className="py-1 text-right">{t`${took} s`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
