// Keeps each account's deal summary (accounts/{accountId}/dealSummary/current, docs/decisions/0196)
// in step with its deals, for the dashboard's pipeline card: every write of a deal moves the one
// document by what it changed in the card's tally (src/domain/deal-figures.ts), so an owner's
// visit reads one document however many deals there are. Applied at most once per event (the
// same markers as the dashboard summary) and only for writes the summary does not already count:
// a summary built by `rebuildDealSummary` counts every deal written up to its `since`.
import type { FieldPath as AdminFieldPath, FieldValue, Firestore } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { DEAL_SUMMARY_VERSION, dealSummaryFields, dealTallyDelta, isZeroDealTally, parseDealSummary, tallyDeals } from '../../../src/domain/deal-figures';
import type { DealTally } from '../../../src/domain/deal-figures';
import { sdkOf } from '../shared/firestore-sdk';
import type { FirestoreSdk } from '../shared/firestore-sdk';
import { commitWithMarker, isTime, writeCountedBy } from './summary';
import type { Applied, Time } from './summary';

/** The fields of a deal the tally reads (what a rebuild reads). */
const DEAL_FIELDS = ['status', 'value', 'expectedClose', 'probability', 'pipelineId', 'stageId', 'wonAt', 'lostAt'];

export type DealEvent = {
  accountId: string;
  id: string;
  eventId: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
  updatedAt?: Time;
  createdAt?: Time;
  eventTime: Date;
};

/** The delta as (field path, increment) pairs: map keys hold any character, so each is a FieldPath. */
function increments(delta: DealTally, sdk: Pick<FirestoreSdk, 'FieldValue' | 'FieldPath'>): [AdminFieldPath, FieldValue][] {
  const out: [AdminFieldPath, FieldValue][] = [];
  for (const [key, value] of Object.entries(delta)) {
    if (typeof value === 'number') {
      if (value !== 0) out.push([new sdk.FieldPath(key), sdk.FieldValue.increment(value)]);
    } else {
      for (const [k, v] of Object.entries(value as Record<string, number>)) out.push([new sdk.FieldPath(key, k), sdk.FieldValue.increment(v)]);
    }
  }
  return out;
}

/**
 * Moves the account's deal summary by what the write changed: one read (does a current summary
 * exist, since when does it count), then the event's marker and the increments in one batch,
 * which fails as a whole when the marker exists (an event delivered twice).
 */
export async function applyDealEvent(db: Firestore, e: DealEvent, sdk: FirestoreSdk = sdkOf(db)): Promise<Applied> {
  const delta = dealTallyDelta(e.before, e.after);
  if (isZeroDealTally(delta)) return 'no-change';
  const ref = db.doc(accountPaths.dealSummary(e.accountId));
  const snap = await ref.get();
  // No summary yet (an account from before the card): the rebuild the dashboard asks for counts it.
  if (!snap.exists || !parseDealSummary(snap.data())) return 'no-summary';
  const since: unknown = snap.get('since');
  if (isTime(since) && (await writeCountedBy(db, `${accountPaths.deals(e.accountId)}/${e.id}`, e, since, sdk))) return 'counted-by-rebuild';
  const pairs = increments(delta, sdk);
  const [first, ...rest] = pairs;
  return commitWithMarker(db, e.eventId, (batch) => batch.update(ref, first![0], first![1], ...rest.flat()));
}

/**
 * Counts every deal of an account into a fresh summary, unless it is current. One transaction:
 * the deals read are locked until the summary is written, so a deal write commits either before
 * (counted here; its trigger then finds it older than `since`) or after (counted by its trigger).
 */
export async function rebuildDealSummary(db: Firestore, accountId: string): Promise<{ rebuilt: boolean; deals: number }> {
  const { FieldValue } = sdkOf(db);
  const ref = db.doc(accountPaths.dealSummary(accountId));
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists && existing.get('v') === DEAL_SUMMARY_VERSION && parseDealSummary(existing.data())) return { rebuilt: false, deals: 0 };
    const snap = await tx.get(db.collection(accountPaths.deals(accountId)).select(...DEAL_FIELDS));
    const tally = tallyDeals(snap.docs.map((d) => d.data()));
    tx.set(ref, { ...dealSummaryFields(tally), since: FieldValue.serverTimestamp() });
    return { rebuilt: true, deals: snap.size };
  });
}
