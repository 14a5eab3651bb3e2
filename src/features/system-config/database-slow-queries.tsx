// The slow-query log (slowQueries, written by the recordSlowQuery function), newest first.
import { useCallback, useEffect, useState } from 'react';
import type { SlowQuery } from '../../data/contract-system-ops';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useAdminDates, useAdminFormat } from '../../lib/admin-dates';
import { messageOf } from './use-flash';

export function DatabaseSlowQueries() {
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
      (e: unknown) => setError(messageOf(e, 'Failed to load the slow-query log.')),
    );
  }, [backend]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="slow-queries" className="rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center justify-between">
        <h2 id="slow-queries" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Slow queries
        </h2>
        <Button size="sm" variant="secondary" onClick={load}>
          Refresh
        </Button>
      </div>
      {error && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{error}</p>}
      {list && list.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No slow reads recorded.</p>}
      {list && list.length > 0 && (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase text-slate-500 dark:text-slate-400">
              <th className="py-1">When</th>
              <th className="py-1">Screen</th>
              <th className="py-1">Read</th>
              <th className="py-1 text-right">Time</th>
            </tr>
          </thead>
          <tbody>
            {list.map((q) => (
              <tr key={q.id} className="text-slate-800 dark:text-slate-100">
                <td className="py-1">{dates.dateTime(q.createdAt, '—')}</td>
                <td className="py-1">{q.screen}</td>
                <td className="py-1">{q.what}</td>
                <td className="py-1 text-right">{format.number(q.ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
