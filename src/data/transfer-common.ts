// What the import and the backup halves of the transfer layer share: where things live, a batch
// that commits itself before it passes 500 operations, and small converters.
import { Timestamp, collection, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import type { WriteBatch } from 'firebase/firestore';
import { friendlyMessage } from '../domain/import/messages';
export { pickFields } from '../domain/record-rules';
import type { RecordKind } from '../domain/types';
import { toDataError } from './errors';
import { db } from './firebase';
import { signedInUid } from './writer';
import { DELETES_PER_BATCH } from '../domain/history';
import { MAX_BATCH_OPS } from './paged';

export { MAX_BATCH_OPS };

export const recordsOf = (accountId: string, kind: RecordKind) => collection(db, 'accounts', accountId, kind);
export const countersOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'counters');
export const categoriesOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'categories');
export const settingsOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'settings');
export const importsOf = (accountId: string) => collection(db, 'accounts', accountId, 'imports');
export const dealsOf = (accountId: string) => collection(db, 'accounts', accountId, 'deals');
export const pipelinesOf = (accountId: string) => collection(db, 'accounts', accountId, 'pipelines');
export const lostReasonsOf = (accountId: string) => doc(db, 'accounts', accountId, 'meta', 'lostReasons');
export const memberDocOf = (accountId: string, uid: string) => doc(db, 'accounts', accountId, 'members', uid);

/** A batch that commits itself when the next write would pass 500 operations. */
export class Batcher {
  private batch: WriteBatch = writeBatch(db);
  private ops = 0;
  /** Deletes of clients or deals in the batch, each with its marker (src/domain/history.ts DELETES_PER_BATCH). */
  private marked = 0;
  committed = 0;
  constructor(private readonly onCommit?: (ops: number) => void) {}
  async room(ops: number) {
    if (this.ops + ops > MAX_BATCH_OPS) await this.flush();
  }
  /** Room for one delete of a client or deal with its deletion marker (two writes; the rules read two documents for it). */
  async roomForMarkedDelete() {
    if (this.marked >= DELETES_PER_BATCH) await this.flush();
    await this.room(2);
    this.marked += 1;
  }
  get current() {
    return this.batch;
  }
  count(ops: number) {
    this.ops += ops;
  }
  async flush() {
    if (this.ops === 0) return;
    const ops = this.ops;
    const batch = this.batch;
    this.batch = writeBatch(db);
    this.ops = 0;
    this.marked = 0;
    await batch.commit();
    this.committed += ops;
    this.onCommit?.(ops);
  }
}

export async function clientCount(uid: string): Promise<number> {
  const snap = await getDoc(countersOf(uid));
  return Number(snap.get('clients') ?? 0);
}

/** The signed-in person, whom a restored record names as its writer and (new) its owner. */
export const restorer = signedInUid;

/** What a restored record gets beside its fields: its writer (docs/product/accounts.md#who-wrote-a-record) and the server's timestamps. */
export const stamp = () => {
  const by = restorer();
  return { ...(by ? { ownerId: by, createdBy: by, updatedBy: by } : {}), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
};

/** Plain JSON of a settings document (Timestamps as ISO strings). */
export function plain(v: unknown): unknown {
  if (v instanceof Timestamp) return v.toDate().toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = plain(x);
    return out;
  }
  return v;
}

export function rowError(label: string, error: unknown): string {
  const e = toDataError(error);
  const text = e.code === 'permission-denied' ? 'You do not have permission to save this record' : friendlyMessage(e.message).message;
  return `${label}: ${text}`;
}
