import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import type { WithId } from '../../data/contract';
import { isNarrowed, scopeOf } from '../../domain/record-access';
import { EMPTY_CATEGORIES } from '../../domain/record-rules';
import type { CustomCategories, RecordKind } from '../../domain/types';

/**
 * `loading` until the first records (or a confirmed empty list) arrive; `partial` while a big
 * collection is still arriving page by page.
 */
export type RecordList<K extends RecordKind> = { records: WithId<K>[]; loading: boolean; partial: boolean; error: string | null };

/**
 * The open account's records of a kind, live, as far as the person's switches let them see
 * (src/domain/record-access.ts). `enabled: false` watches nothing.
 */
export function useRecords<K extends RecordKind>(kind: K, enabled = true): RecordList<K> {
  const { backend, accountId, user, recordAccess } = useSession();
  const uid = accountId;
  const me = user?.uid ?? '';
  const [state, setState] = useState<{ key: string; list: RecordList<K> } | null>(null);
  const { hidden, ownerId, withoutPayroll } = scopeOf(recordAccess, me, kind);
  const key = `${uid ?? ''}/${kind}/${String(enabled)}/${String(hidden)}/${ownerId ?? ''}/${String(withoutPayroll)}`;
  useEffect(() => {
    if (!backend || !uid || !enabled) return;
    const scope = { hidden, ownerId, withoutPayroll };
    return backend.records.watchRecords(
      uid,
      kind,
      (records, { complete }) => setState({ key, list: { records, loading: false, partial: !complete, error: null } }),
      (e) => setState({ key, list: { records: [], loading: false, partial: false, error: e.message } }),
      isNarrowed(scope) ? scope : undefined,
    );
  }, [backend, uid, kind, enabled, key, hidden, ownerId, withoutPayroll]);
  if (!enabled) return { records: [], loading: false, partial: false, error: null };
  return state?.key === key ? state.list : { records: [], loading: true, partial: false, error: null };
}

/** The open account's custom categories, live. */
export function useCategories(): CustomCategories {
  const { backend, accountId } = useSession();
  const uid = accountId;
  const [state, setState] = useState<{ uid: string; value: CustomCategories } | null>(null);
  useEffect(() => {
    if (!backend || !uid) return;
    return backend.records.watchCategories(uid, (value) => setState({ uid, value }));
  }, [backend, uid]);
  return state && state.uid === uid ? state.value : EMPTY_CATEGORIES;
}
