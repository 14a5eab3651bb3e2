// What a restore writes of a backup's deals, pipelines and lost reasons (docs/product/import.md#restore),
// as one pure plan the data layer and its fake both apply: each pipeline and deal checked with its
// schema and kept under its id (so a deal's client, revenue and stage ids still name what the
// backup restores with it), at most 10 pipelines, and no deal left on a stage that does not exist.
// A backup made before deals existed holds none of the three: the plan then leaves the account's
// deals alone, in a replace too (docs/decisions/0202).
import { parseDeal, parsePipeline } from '../deal-schemas';
import { DEAL_LIMITS, DEAL_MESSAGES, DEFAULT_LOST_REASONS, DEFAULT_PIPELINE, cleanLostReasons, stageOf } from '../deals';
import type { Deal, Pipeline } from '../deals';
import type { BackupData } from './export';

/** The ids a restore keeps (those the data layer writes records under). */
export const RESTORE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export type DealsRestorePlan = {
  /** Whether the backup holds deals at all (one from before deals does not: nothing is touched). */
  holdsDeals: boolean;
  pipelines: Pipeline[];
  deals: Deal[];
  /** The lost reasons to write; undefined: leave them as they are. */
  lostReasons: string[] | undefined;
  /** `pipelines <id>: message` and `deals <id>: message` for each refused. */
  errors: string[];
  /** How many of `errors` are deals (counted with the records; pipelines are not). */
  refusedDeals: number;
};

/** What the account has now (for a merge; a replace starts from nothing). */
export type DealsNow = { pipelines: readonly Pipeline[]; lostReasons: readonly string[] | null };

export const holdsDeals = (data: Pick<BackupData, 'deals' | 'pipelines' | 'lostReasons'>): boolean =>
  data.deals !== undefined || data.pipelines !== undefined || data.lostReasons !== undefined;

export function planDealsRestore(data: Pick<BackupData, 'deals' | 'pipelines' | 'lostReasons'>, now: DealsNow, mode: 'merge' | 'replace'): DealsRestorePlan {
  const plan: DealsRestorePlan = { holdsDeals: holdsDeals(data), pipelines: [], deals: [], lostReasons: undefined, errors: [], refusedDeals: 0 };
  if (!plan.holdsDeals) return plan;
  const current = mode === 'merge' ? now.pipelines : [];
  const ids = new Set(current.map((p) => p.id));
  for (const item of (Array.isArray(data.pipelines) ? data.pipelines : []) as unknown[]) {
    const rawId = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const id = typeof rawId === 'string' && RESTORE_ID.test(rawId) ? rawId : null;
    const parsed = parsePipeline(item);
    if (!id || !parsed.ok) {
      plan.errors.push(`pipelines ${String(rawId ?? '?')}: ${parsed.ok ? 'Invalid record id' : parsed.message}`);
      continue;
    }
    if (!ids.has(id) && ids.size >= DEAL_LIMITS.pipelinesPerAccount) {
      plan.errors.push(`pipelines ${id}: ${DEAL_MESSAGES.tooManyPipelines}`);
      continue;
    }
    ids.add(id);
    plan.pipelines.push({ ...parsed.value, id });
  }
  // The pipelines once restored: the backup's over the account's; the default while there are none.
  const after = new Map<string, Pipeline>(current.map((p) => [p.id, p]));
  for (const p of plan.pipelines) after.set(p.id, p);
  if (after.size === 0) after.set(DEFAULT_PIPELINE.id, DEFAULT_PIPELINE);
  for (const item of (Array.isArray(data.deals) ? data.deals : []) as unknown[]) {
    const rawId = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const id = typeof rawId === 'string' && RESTORE_ID.test(rawId) ? rawId : null;
    const parsed = parseDeal(item);
    if (!id || !parsed.ok) {
      plan.errors.push(`deals ${String(rawId ?? '?')}: ${parsed.ok ? 'Invalid record id' : parsed.message}`);
      plan.refusedDeals++;
      continue;
    }
    const pipeline = after.get(parsed.value.pipelineId);
    if (!pipeline) {
      plan.errors.push(`deals ${id}: ${DEAL_MESSAGES.pipelineNotFound}`);
      plan.refusedDeals++;
      continue;
    }
    if (!stageOf(pipeline, parsed.value.stageId)) {
      plan.errors.push(`deals ${id}: ${DEAL_MESSAGES.stageNotFound}`);
      plan.refusedDeals++;
      continue;
    }
    plan.deals.push({ ...parsed.value, id });
  }
  if (Array.isArray(data.lostReasons)) {
    // A merge adds the backup's reasons to the ones offered now (the defaults when never edited).
    const base = mode === 'merge' ? (now.lostReasons ?? DEFAULT_LOST_REASONS) : [];
    let reasons: string[] = [];
    for (const reason of [...base, ...data.lostReasons]) {
      const next = cleanLostReasons([...reasons, reason]);
      if (!next.ok) break; // at most MAX_LOST_REASONS: the first ones are kept
      reasons = next.reasons;
    }
    plan.lostReasons = reasons;
  }
  return plan;
}
