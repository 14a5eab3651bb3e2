import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import type { DashboardFigures } from '../../data/contract';

type State = { uid: string; figures: DashboardFigures | null; error: string | null };

/** Live dashboard figures of the signed-in user; null until the first figures arrive. */
export function useDashboardFigures(): { figures: DashboardFigures | null; error: string | null } {
  const { backend, accountId } = useSession();
  const uid = accountId ?? '';
  const [state, setState] = useState<State>({ uid, figures: null, error: null });
  // "This month" is the user's month (their time zone); a new zone asks again.
  const format = useFormat();

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.dashboard.watchFigures(
      uid,
      (figures) => setState({ uid, figures, error: null }),
      () => setState((s) => ({ ...s, uid, error: t`Could not load the latest figures. Check your connection; they update again once it is back.` })),
      { timeZone: format.settings.timeZone },
    );
  }, [backend, uid, format]);

  return state.uid === uid ? { figures: state.figures, error: state.error } : { figures: null, error: null };
}
