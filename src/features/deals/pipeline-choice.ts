// The pipeline /deals shows (docs/product/deals.md#several-pipelines-on-deals): the one the person picked
// last in this account on this device, kept in localStorage per person and account; the first
// pipeline when none was picked or the picked one is gone.
import { useCallback, useState } from 'react';
import type { Pipeline } from '../../domain/deals';

const keyOf = (uid: string, accountId: string) => `deals.pipeline.${uid}.${accountId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the first pipeline
  }
}

/** The remembered pipeline of `pipelines` and the setter that remembers a new pick. */
export function useChosenPipeline(uid: string, accountId: string, pipelines: readonly Pipeline[] | null) {
  const key = keyOf(uid, accountId);
  const [picked, setPicked] = useState<{ key: string; id: string | null }>(() => ({ key, id: read(key) }));
  const id = picked.key === key ? picked.id : read(key);
  const choose = useCallback(
    (next: string) => {
      setPicked({ key, id: next });
      try {
        localStorage.setItem(key, next);
      } catch {
        // storage blocked: remembered for this visit only
      }
    },
    [key],
  );
  const pipeline = pipelines?.find((p) => p.id === id) ?? pipelines?.[0];
  return { pipeline, choose };
}
