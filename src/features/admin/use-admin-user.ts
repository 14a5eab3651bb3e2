import { useEffect, useState } from 'react';
import type { AdminUserDetail } from '../../data/contract-admin-users';
import type { SubscriptionDoc } from '../../domain/types';
import { useSession } from '../../lib/session';

export type AdminUserState =
  { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ready'; user: AdminUserDetail; subscription: SubscriptionDoc | null };

/** One user and their subscription, live (View and Edit user). */
export function useAdminUser(uid: string | undefined): AdminUserState {
  const { backend } = useSession();
  const [state, setState] = useState<{ uid: string; value: AdminUserState } | null>(null);
  useEffect(() => {
    if (!backend || !uid) return;
    return backend.adminUsers.watchUser(
      uid,
      ({ user, subscription }) => setState({ uid, value: user ? { status: 'ready', user, subscription } : { status: 'missing' } }),
      () => setState({ uid, value: { status: 'error' } }),
    );
  }, [backend, uid]);
  return state && state.uid === uid ? state.value : { status: 'loading' };
}
