// Live data of the admin overview pages, through the data layer's adminOverview part.
import { useCallback, useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import type { SystemHealth } from '../../data/contract-admin-overview';
import type { AdminEntry } from '../../domain/admin-admins';
import type { Analytics, PlatformSummary } from '../../domain/admin-analytics';
import type { ActivityEntry } from '../../domain/activity';
import { useSession } from '../../lib/session';

export const FIGURES_ERROR = msg`Could not load the latest figures. Check your connection; they update again once it is back.`;
const ACTIVITY_ERROR = msg`Could not load the activity log.`;
const ADMINS_ERROR = msg`Failed to load admin users`;

type Live<T> = { data: T | null; error: string | null };

/** Live data; the error text is read in the viewer's language when shown. */
function useLive<T>(subscribe: ((cb: (v: T) => void, onError: () => void) => () => void) | null, errorText: MessageDescriptor): Live<T> {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(
      (data) => setState({ data, failed: false }),
      () => setState((s) => ({ ...s, failed: true })),
    );
  }, [subscribe]);
  return { data: state.data, error: state.failed ? i18n._(errorText) : null };
}

export function useSummary(): Live<PlatformSummary> {
  const { backend } = useSession();
  const sub = useCallback((cb: (v: PlatformSummary) => void, onError: () => void) => backend!.adminOverview.watchSummary(cb, onError), [backend]);
  return useLive(backend ? sub : null, FIGURES_ERROR);
}

export function useAnalytics(): Live<Analytics> {
  const { backend } = useSession();
  const sub = useCallback((cb: (v: Analytics) => void, onError: () => void) => backend!.adminOverview.watchAnalytics(cb, onError), [backend]);
  return useLive(backend ? sub : null, FIGURES_ERROR);
}

export function useRecentActivity(max = 10): Live<ActivityEntry[]> {
  const { backend } = useSession();
  const sub = useCallback(
    (cb: (v: ActivityEntry[]) => void, onError: () => void) => backend!.adminOverview.watchRecentActivity(max, cb, onError),
    [backend, max],
  );
  return useLive(backend ? sub : null, ACTIVITY_ERROR);
}

export function useAdmins(): Live<AdminEntry[]> {
  const { backend } = useSession();
  const sub = useCallback((cb: (v: AdminEntry[]) => void, onError: () => void) => backend!.adminOverview.watchAdmins(cb, onError), [backend]);
  return useLive(backend ? sub : null, ADMINS_ERROR);
}

const HEALTH_EVERY_MS = 60_000;

export type HealthState = { health: SystemHealth | null; failed: boolean; checkedAt: Date | null };

/** Asks functions for the system's health now and every minute while the page is open. */
export function useHealth(): HealthState {
  const { backend } = useSession();
  const [state, setState] = useState<HealthState>({ health: null, failed: false, checkedAt: null });
  useEffect(() => {
    if (!backend) return;
    let stopped = false;
    const check = async () => {
      try {
        const health = await backend.adminOverview.checkHealth();
        if (!stopped) setState({ health, failed: false, checkedAt: new Date() });
      } catch {
        if (!stopped) setState((s) => ({ ...s, failed: true, checkedAt: new Date() }));
      }
    };
    void check();
    const timer = setInterval(() => void check(), HEALTH_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [backend]);
  return state;
}
