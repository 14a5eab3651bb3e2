import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import type { DashboardFigures } from '../../data/contract';

type State = { key: string; figures: DashboardFigures | null; error: string | null };

/**
 * Live dashboard figures of the open account, as far as the person's switches let them see
 * (without payroll: salaries and their expenses left out; own records only: their own clients);
 * null until the first figures arrive.
 */
export function useDashboardFigures(): { figures: DashboardFigures | null; error: string | null } {
  const { backend, accountId, user, recordAccess } = useSession();
  const uid = accountId ?? '';
  const payroll = recordAccess.payroll;
  const ownerId = recordAccess.ownRecordsOnly ? (user?.uid ?? null) : null;
  const key = `${uid}/${String(payroll)}/${ownerId ?? ''}`;
  const [state, setState] = useState<State>({ key, figures: null, error: null });
  // "This month" is the user's month (their time zone); a new zone asks again.
  const format = useFormat();

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.dashboard.watchFigures(
      uid,
      (figures) => setState({ key, figures, error: null }),
      () => setState((s) => ({ ...s, key, error: t`Could not load the latest figures. Check your connection; they update again once it is back.` })),
      { timeZone: format.settings.timeZone, ...(payroll ? {} : { payroll: false }), ...(ownerId ? { ownerId } : {}) },
    );
  }, [backend, uid, format, key, payroll, ownerId]);

  return state.key === key ? { figures: state.figures, error: state.error } : { figures: null, error: null };
}
