// The demo seed's one batched writer (scripts/demo-seed.ts, scripts/demo-users.ts): sets, updates
// and deletes queue into a batch that is committed when it holds `size` writes, one commit after
// the other, so writes land in the order they were made. `flush` commits what is left and waits.
// A commit holds at most 500 writes (Firestore's limit); a demo account's records (about 200)
// fit in one, so each record's create and the changes the seed makes to it (a client's last
// contact after its activities) are one write, as the history trigger expects.
import type { DocumentReference, Firestore, SetOptions, UpdateData, WriteBatch } from 'firebase-admin/firestore';

export const DEMO_BATCH = 450;

export class DemoWriter {
  private batch: WriteBatch;
  private ops = 0;
  private committed: Promise<void> = Promise.resolve();
  /** Writes committed so far (after `flush`, all of them). */
  written = 0;

  constructor(
    private readonly db: Firestore,
    private readonly size = DEMO_BATCH,
  ) {
    this.batch = db.batch();
  }

  private ref(target: string | DocumentReference): DocumentReference {
    return typeof target === 'string' ? this.db.doc(target) : target;
  }

  private added() {
    this.ops += 1;
    if (this.ops >= this.size) this.commit();
  }

  private commit() {
    if (this.ops === 0) return;
    const batch = this.batch;
    const ops = this.ops;
    this.batch = this.db.batch();
    this.ops = 0;
    this.committed = this.committed.then(async () => {
      await batch.commit();
      this.written += ops;
    });
    // A failed commit is thrown by `flush`; until then it is not an unhandled rejection.
    this.committed.catch(() => {});
  }

  set(target: string | DocumentReference, data: object, options?: SetOptions) {
    if (options) this.batch.set(this.ref(target), data, options);
    else this.batch.set(this.ref(target), data);
    this.added();
  }

  update(target: string | DocumentReference, data: UpdateData<object>) {
    this.batch.update(this.ref(target), data);
    this.added();
  }

  delete(target: string | DocumentReference) {
    this.batch.delete(this.ref(target));
    this.added();
  }

  /** Commits what is queued and waits for every commit; returns how many writes were committed in all. */
  async flush(): Promise<number> {
    this.commit();
    await this.committed;
    return this.written;
  }
}
