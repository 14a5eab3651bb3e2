// Keeps each account's dashboard summary (accounts/{accountId}/summary/{n}, docs/decisions/0148)
// in step with its records: every write of a client, revenue, expense or salary moves the shard its id
// hashes to by what it changed in the figures. What salaries and the expenses generated from them
// add goes to the payroll part instead (accounts/{accountId}/payrollSummary/{n}), which only
// members with payroll read. Applied at most once per event (functions may run a
// trigger twice) and only for writes the summary does not already count: a summary built by
// `rebuildSummary` counts every record written up to its `since`.
import type { FieldValue, Firestore } from 'firebase-admin/firestore';
import {
  SHARDS_OF,
  SUMMARIZED_KINDS,
  SUMMARY_PARTS,
  addTally,
  emptyTally,
  isZeroTally,
  parseShard,
  partOf,
  shardFields,
  shardOf,
  summaryFrom,
  tallyDeltas,
  tallyOf,
} from '../../../src/domain/dashboard-summary';
import type { SummarizedKind, SummaryPart, Tally } from '../../../src/domain/dashboard-summary';
import { accountPaths } from '../../../src/domain/accounts';
import { dealSummaryFields, emptyDealTally } from '../../../src/domain/deal-figures';
import { sdkOf } from '../shared/firestore-sdk';
import type { FirestoreSdk } from '../shared/firestore-sdk';

/** How long an event's "already applied" marker is kept (a TTL policy on expiresAt deletes it, firestore.indexes.json). */
export const MARKER_DAYS = 7;
/** The fields of each kind the figures use (what a rebuild reads). */
const FIELDS: Record<SummarizedKind, string[]> = {
  clients: ['status'],
  revenues: ['amount', 'date'],
  expenses: ['amount', 'date', 'category', 'salaryId'],
  salaries: ['status'],
};

export type RecordEvent = {
  /** The account whose record was written (accounts/{accountId}/{kind}/{id}). */
  accountId: string;
  kind: SummarizedKind;
  id: string;
  eventId: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
  /** A create or update: the new version's update time (when the write was committed). */
  updatedAt?: Time;
  /** A delete: when the deleted document had been created. */
  createdAt?: Time;
  /** When the event says the write happened (for a delete, the only time it carries). */
  eventTime: Date;
};

/** The Admin SDK's value classes, of the same copy of the SDK as `db` (shared/firestore-sdk.ts). */
type Sdk = Pick<FirestoreSdk, 'FieldValue' | 'Timestamp'>;

export type Applied = 'applied' | 'no-change' | 'duplicate' | 'no-summary' | 'counted-by-rebuild';

/** A Firestore timestamp, whichever copy of the SDK made it. */
export type Time = { seconds: number; nanoseconds: number };
export const isTime = (v: unknown): v is Time =>
  typeof v === 'object' && v !== null && typeof (v as Time).seconds === 'number' && typeof (v as Time).nanoseconds === 'number';
const notAfter = (a: Time, b: Time) => a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds <= b.nanoseconds);
const millisOf = (t: Time) => t.seconds * 1000 + t.nanoseconds / 1e6;
/** Past this long after a rebuild, a delete's event is taken to be a delete after it. */
const DELETE_EVENT_LAG_MS = 10 * 60_000;

const partPath = (part: SummaryPart, accountId: string) => (part === 'payroll' ? accountPaths.payrollSummary(accountId) : accountPaths.summary(accountId));
const shardRef = (db: Firestore, accountId: string, n: number, part: SummaryPart = 'summary') => db.doc(`${partPath(part, accountId)}/${n}`);

/**
 * The shards of a new account, both parts: zero, counting every record written after they are.
 * Also written by the demo seed, with the root's copy of the SDK: the sentinel comes from `db`'s copy.
 */
export function newSummaryWrites(db: Firestore, accountId: string): { ref: FirebaseFirestore.DocumentReference; data: Record<string, unknown> }[] {
  const { FieldValue } = sdkOf(db);
  return [
    ...SUMMARY_PARTS.flatMap((part) =>
      Array.from({ length: SHARDS_OF[part] }, (_, n) => ({
        ref: shardRef(db, accountId, n, part),
        data: { ...shardFields(emptyTally()), since: FieldValue.serverTimestamp() },
      })),
    ),
    // The pipeline card's deal summary (deal-summary.ts), empty as the account.
    { ref: db.doc(accountPaths.dealSummary(accountId)), data: { ...dealSummaryFields(emptyDealTally()), since: FieldValue.serverTimestamp() } },
  ];
}

/**
 * Whether a summary built at `since` already reflects this write. A create or update: committed
 * by then. A delete carries no commit time of its own, so: the record had been created by then
 * and no longer existed at that moment (read as of `since`).
 */
async function countedBy(db: Firestore, e: RecordEvent, since: Time, sdk: Sdk): Promise<boolean> {
  return writeCountedBy(db, accountPaths.record(e.accountId, e.kind, e.id), e, since, sdk);
}

/** countedBy for the document at `path` (a record, or a deal: deal-summary.ts). */
export async function writeCountedBy(
  db: Firestore,
  path: string,
  e: Pick<RecordEvent, 'after' | 'updatedAt' | 'createdAt' | 'eventTime'>,
  since: Time,
  sdk: Sdk,
): Promise<boolean> {
  if (e.after) return e.updatedAt ? notAfter(e.updatedAt, since) : false;
  if (!e.createdAt || !notAfter(e.createdAt, since)) return false;
  if (e.eventTime.getTime() - millisOf(since) > DELETE_EVENT_LAG_MS) return false;
  const ref = db.doc(path);
  const then = await db.runTransaction((tx) => tx.get(ref), { readOnly: true, readTime: new sdk.Timestamp(since.seconds, since.nanoseconds) });
  return !then.exists;
}

/** The shard's new values as increments: concurrent events never contend on a read. */
function increments(delta: Tally, sdk: Sdk): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(delta)) {
    if (typeof value === 'number') {
      if (value !== 0) out[key] = sdk.FieldValue.increment(value);
    } else {
      for (const [k, v] of Object.entries(value)) out[`${key}.${k}`] = sdk.FieldValue.increment(v);
    }
  }
  return out;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Commits a summary's increments (`write` puts them in the batch) with the event's marker, which
 * makes the batch fail as a whole when the event was delivered before: 'duplicate'; a summary
 * deleted meanwhile: 'no-summary'. The one commit of both summaries (and deal-summary.ts).
 */
export async function commitWithMarker(db: Firestore, eventId: string, write: (batch: FirebaseFirestore.WriteBatch) => void): Promise<Applied> {
  const batch = db.batch();
  batch.create(db.doc(`summaryEvents/${eventId}`), { expiresAt: new Date(Date.now() + MARKER_DAYS * 86_400_000) });
  write(batch);
  try {
    await batch.commit();
    return 'applied';
  } catch (error) {
    const code = codeOf(error);
    if (code === 6 || code === 'already-exists') return 'duplicate';
    if (code === 5 || code === 'not-found') return 'no-summary';
    throw error;
  }
}

/**
 * Moves the record's shard by what the write changed. No transaction: the shard is read once (does
 * a current summary exist, and since when does it count), then the event's marker is created and
 * the shard incremented in one batch, which fails as a whole when the marker exists (an event
 * delivered twice). A summary is only ever rebuilt while it is missing or outdated, and a trigger
 * that saw it so skips: the rebuild counts that write (see rebuildSummary).
 */
export async function applyRecordEvent(db: Firestore, e: RecordEvent, sdk: Sdk = sdkOf(db)): Promise<Applied> {
  const deltas = tallyDeltas(e.kind, e.before, e.after);
  const moved = SUMMARY_PARTS.filter((part) => !isZeroTally(deltas[part]));
  if (moved.length === 0) return 'no-change';
  const refs = moved.map((part) => ({ part, ref: shardRef(db, e.accountId, shardOf(e.id, SHARDS_OF[part]), part) }));
  const shards = await Promise.all(refs.map(({ ref }) => ref.get()));
  // No summary yet (or one of another version): the rebuild the dashboard asks for counts it.
  if (shards.some((shard) => !shard.exists || !parseShard(shard.data()))) return 'no-summary';
  // Both parts are rebuilt together, at the same `since`.
  const raw: unknown = shards[0]!.get('since');
  if (isTime(raw) && (await countedBy(db, e, raw, sdk))) return 'counted-by-rebuild';
  return commitWithMarker(db, e.eventId, (batch) => {
    for (const { part, ref } of refs) batch.update(ref, increments(deltas[part], sdk));
  });
}

/**
 * Counts every record of an account into fresh shards, unless the summary is complete and current.
 * One transaction: the records read are locked until the shards are written, so a record write
 * commits either before (counted here; its trigger then finds it older than `since`) or after
 * (counted by its trigger).
 */
export async function rebuildSummary(db: Firestore, accountId: string): Promise<{ rebuilt: boolean; records: number }> {
  const { FieldValue } = sdkOf(db);
  return db.runTransaction(async (tx) => {
    const existing = await Promise.all(SUMMARY_PARTS.map((part) => tx.get(db.collection(partPath(part, accountId)))));
    const complete = SUMMARY_PARTS.every((part, i) =>
      summaryFrom(
        existing[i]!.docs.map((d) => ({ id: d.id, data: d.data() })),
        SHARDS_OF[part],
      ),
    );
    if (complete) return { rebuilt: false, records: 0 };
    const shards: Record<SummaryPart, Tally[]> = {
      summary: Array.from({ length: SHARDS_OF.summary }, () => emptyTally()),
      payroll: Array.from({ length: SHARDS_OF.payroll }, () => emptyTally()),
    };
    let records = 0;
    for (const kind of SUMMARIZED_KINDS) {
      const snap = await tx.get(db.collection(accountPaths.records(accountId, kind)).select(...FIELDS[kind]));
      for (const doc of snap.docs) {
        const part = partOf(kind, doc.data());
        const n = shardOf(doc.id, SHARDS_OF[part]);
        shards[part][n] = addTally(shards[part][n]!, tallyOf(kind, doc.data()));
        records += 1;
      }
    }
    SUMMARY_PARTS.forEach((part, i) => {
      // Documents left from an older version with another id are removed.
      for (const doc of existing[i]!.docs) if (!/^\d+$/.test(doc.id) || Number(doc.id) >= SHARDS_OF[part]) tx.delete(doc.ref);
      shards[part].forEach((t, n) => tx.set(shardRef(db, accountId, n, part), { ...shardFields(t), since: FieldValue.serverTimestamp() }));
    });
    return { rebuilt: true, records };
  });
}
