import { useEffect, useState } from 'react';
import type { MemberView } from '../../data/contract-members';
import { useSession } from '../../lib/session';

export type MembersState = { members: MemberView[] | null; error: string | null };

/** The open account's members, live (any member may read them); null until they arrive. */
export function useMembers(enabled = true): MembersState {
  const { backend, accountId } = useSession();
  const [state, setState] = useState<{ key: string } & MembersState>({ key: '', members: null, error: null });
  const key = accountId ?? '';
  useEffect(() => {
    if (!backend || !accountId || !enabled) return;
    return backend.members.watchMembers(
      accountId,
      (members) => setState({ key: accountId, members, error: null }),
      (e) => setState({ key: accountId, members: [], error: e.message }),
    );
  }, [backend, accountId, enabled]);
  return state.key === key ? { members: state.members, error: state.error } : { members: null, error: null };
}
