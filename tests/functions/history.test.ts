// The history triggers and the restore of a deleted client through the emulators
// (functions/src/history, docs/product/history.md): one entry per changed document with each
// field's before and after, who and from where (the app, the REST API, an import and its undo),
// a 1,000-row import's history, the retention purge, and who may restore what.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeHistory } from '../../functions/src/history/purge';
import { HISTORY_MESSAGES } from '../../src/domain/history';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { clientInput } from '../support/records';
import { accountOn, createKey, request } from './api-helpers';
import { addMember, person } from './member-helpers';

const SLOW = { timeout: 300_000 };

type Entry = { id: string } & Record<string, unknown>;

const historyOf = async (accountId: string, field?: string, value?: unknown): Promise<Entry[]> => {
  const col = adminDb().collection(`accounts/${accountId}/history`);
  const snap = await (field ? col.where(field, '==', value) : col).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
};

/** Polls until `accept` takes what `read` gives (the triggers run a moment after the write). */
async function until<T>(read: () => Promise<T>, accept: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (accept(v)) return v;
    if (Date.now() > end) throw new Error(`not reached within ${ms / 1000} s: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const settled = () => new Promise((r) => setTimeout(r, 2_000));

describe('history of clients and deals', SLOW, () => {
  afterAll(closeAdmin);

  it('a field change writes one entry with its before and after and its writer; a change of only the stamps writes none', async () => {
    const { uid } = await accountOn('pro', 'history-field');
    const ref = adminDb().doc(`accounts/${uid}/clients/c1`);
    const stamps = { ownerId: uid, createdBy: uid, updatedBy: uid, createdAt: Timestamp.now(), updatedAt: Timestamp.now() };
    await ref.set({ ...clientInput(1), ...stamps });
    await until(
      () => historyOf(uid, 'recordId', 'c1'),
      (l) => l.length === 1,
    );
    await ref.update({ value: 777, updatedAt: Timestamp.now() });
    const entries = await until(
      () => historyOf(uid, 'recordId', 'c1'),
      (l) => l.length === 2,
    );
    const update = entries.find((e) => e.op === 'update')!;
    expect(update).toMatchObject({ recordKind: 'clients', clientId: 'c1', actor: uid, source: 'app', audience: 'all', ownerId: uid });
    expect(update.changes).toEqual({ value: { before: clientInput(1).value, after: 777 } });
    expect((update.expiresAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 2000 * 86_400_000);

    await ref.update({ updatedAt: Timestamp.now() });
    await settled();
    expect(await historyOf(uid, 'recordId', 'c1')).toHaveLength(2);
  });

  it('a deal names its client; its stage move is in the history, its reorder is not', async () => {
    const { uid } = await accountOn('pro', 'history-deal');
    const ref = adminDb().doc(`accounts/${uid}/deals/d1`);
    await ref.set({ title: 'Roof', clientId: 'c9', stageId: 'lead', status: 'open', position: 'a0', ownerId: uid, updatedBy: uid });
    await ref.update({ position: 'a5' });
    await ref.update({ stageId: 'won', status: 'won', wonAt: '2026-12-01' });
    const entries = await until(
      () => historyOf(uid, 'clientId', 'c9'),
      (l) => l.length === 2,
    );
    await settled();
    expect(await historyOf(uid, 'clientId', 'c9')).toHaveLength(2);
    const move = entries.find((e) => e.op === 'update')!;
    expect(move).toMatchObject({ recordKind: 'deals', recordId: 'd1', title: 'Roof' });
    expect(Object.keys(move.changes as object).sort()).toEqual(['stageId', 'status', 'wonAt']);
  });

  it('writes through the REST API are named "api", its delete included, once each', async () => {
    const pro = await accountOn('pro', 'history-api');
    const { key } = await createKey(pro);
    const made = await request('POST', '/v1/clients', key, { name: 'Via API', email: 'api@example.com' });
    const id = String((made.body?.data as { id: string }).id);
    await request('PATCH', `/v1/clients/${id}`, key, { value: 50 });
    await request('DELETE', `/v1/clients/${id}`, key);
    const entries = await until(
      () => historyOf(pro.uid, 'recordId', id),
      (l) => l.length === 3,
    );
    await settled();
    expect(await historyOf(pro.uid, 'recordId', id)).toHaveLength(3);
    for (const e of entries) expect(e).toMatchObject({ source: 'api', actor: pro.uid });
    const gone = entries.find((e) => e.op === 'delete')!;
    expect(gone).toMatchObject({ audience: 'managers', title: 'Via API' });
    expect(gone.before).toMatchObject({ name: 'Via API', email: 'api@example.com', value: 50 });
  });

  it('a delete made in the app names its member from the deletion marker, which then goes; a stale marker names nobody', async () => {
    const { uid } = await accountOn('pro', 'history-marked-delete');
    const db = adminDb();
    const stamps = { ownerId: uid, createdBy: uid, updatedBy: uid, createdAt: Timestamp.now(), updatedAt: Timestamp.now() };
    await db.doc(`accounts/${uid}/clients/c1`).set({ ...clientInput(1), ...stamps });
    await db.doc(`accounts/${uid}/deals/d1`).set({ title: 'Roof', clientId: 'c1', stageId: 'lead', status: 'open', position: 'a0', ...stamps });
    await db.doc(`accounts/${uid}/clients/c2`).set({ ...clientInput(2), ...stamps });
    await until(
      () => historyOf(uid, 'op', 'create'),
      (l) => l.length === 3,
    );
    // What the app's delete writes (src/data/writer.ts markDeletion): the delete and its marker, naming Ana.
    const batch = db.batch();
    for (const [kind, id] of [
      ['clients', 'c1'],
      ['deals', 'd1'],
    ] as const) {
      batch.delete(db.doc(`accounts/${uid}/${kind}/${id}`));
      batch.set(db.doc(`accounts/${uid}/deletions/${kind}-${id}`), { kind, recordId: id, by: 'ana', at: FieldValue.serverTimestamp() });
    }
    await batch.commit();
    // A marker from before the version deleted (an earlier delete of the same id) is not this delete's.
    await db.doc(`accounts/${uid}/deletions/clients-c2`).set({ kind: 'clients', recordId: 'c2', by: 'ana', at: Timestamp.fromMillis(Date.now() - 60_000) });
    await db.doc(`accounts/${uid}/clients/c2`).delete();
    const deletes = await until(
      () => historyOf(uid, 'op', 'delete'),
      (l) => l.length === 3,
    );
    expect(deletes.find((e) => e.recordId === 'c1')).toMatchObject({ recordKind: 'clients', actor: 'ana', source: 'app', audience: 'managers' });
    expect(deletes.find((e) => e.recordId === 'd1')).toMatchObject({ recordKind: 'deals', actor: 'ana', source: 'app', clientId: 'c1', title: 'Roof' });
    expect(deletes.find((e) => e.recordId === 'c2')).toMatchObject({ actor: null, source: 'app' });
    const markers = await until(
      async () => (await db.collection(`accounts/${uid}/deletions`).get()).docs.map((d) => d.id),
      (ids) => ids.length === 1,
    );
    expect(markers).toEqual(['clients-c2']);
  });

  it('a deal deleted through the REST API is named "api"', async () => {
    const pro = await accountOn('pro', 'history-api-deal');
    const { key } = await createKey(pro);
    const client = await request('POST', '/v1/clients', key, { name: 'Deal owner', email: 'deal@example.com' });
    const clientId = String((client.body?.data as { id: string }).id);
    const made = await request('POST', '/v1/deals', key, { title: 'Via API', clientId, value: 10, pipelineId: 'default', stageId: 'lead' });
    const id = String((made.body?.data as { id: string }).id);
    expect((await request('DELETE', `/v1/deals/${id}`, key)).status).toBeLessThan(300);
    const entries = await until(
      () => historyOf(pro.uid, 'recordId', id),
      (l) => l.length === 2,
    );
    await settled();
    expect(await historyOf(pro.uid, 'recordId', id)).toHaveLength(2);
    expect(entries.find((e) => e.op === 'delete')).toMatchObject({ source: 'api', actor: pro.uid, title: 'Via API' });
  });

  it('entries past their expiry are purged; newer ones stay', async () => {
    const { uid } = await accountOn('pro', 'history-purge');
    const col = adminDb().collection(`accounts/${uid}/history`);
    await col.doc('old').set({ recordKind: 'clients', expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    await col.doc('new').set({ recordKind: 'clients', expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000) });
    const report = await purgeHistory(adminDb(), new Date());
    expect(report.deleted).toBeGreaterThanOrEqual(1);
    expect((await col.doc('old').get()).exists).toBe(false);
    expect((await col.doc('new').get()).exists).toBe(true);
  });
});

describe('restoreClient', SLOW, () => {
  afterAll(closeAdmin);

  it('an owner restores a deleted client under its id with its fields; a member may not; a second restore or a client in the way is refused', async () => {
    const owner = await accountOn('pro', 'history-restore');
    const ref = adminDb().doc(`accounts/${owner.uid}/clients/keep`);
    await ref.set({
      ...clientInput(3),
      name: 'Keep Me',
      ownerId: owner.uid,
      createdBy: owner.uid,
      updatedBy: owner.uid,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await until(
      () => historyOf(owner.uid, 'recordId', 'keep'),
      (l) => l.length === 1,
    );
    await ref.delete();
    const [gone] = await until(
      () => historyOf(owner.uid, 'op', 'delete'),
      (l) => l.length === 1,
    );

    const member = await person('history-member');
    await addMember(owner.uid, member, 'member');
    const refused = await callFn('restoreClient', { accountId: owner.uid, entryId: gone!.id }, member.idToken);
    expect(refused).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: HISTORY_MESSAGES.notManager });
    const unknown = await callFn('restoreClient', { entryId: 'nope' }, owner.idToken);
    expect(unknown).toMatchObject({ ok: false, status: 'NOT_FOUND', message: HISTORY_MESSAGES.notFound });

    await ref.set({ name: 'In the way' });
    const blocked = await callFn('restoreClient', { entryId: gone!.id }, owner.idToken);
    expect(blocked).toMatchObject({ ok: false, status: 'ALREADY_EXISTS', message: HISTORY_MESSAGES.exists });
    await ref.delete();

    expect(await callOk('restoreClient', { entryId: gone!.id }, owner.idToken)).toEqual({ clientId: 'keep' });
    expect((await ref.get()).data()).toMatchObject({ name: 'Keep Me', email: clientInput(3).email, ownerId: owner.uid, updatedBy: owner.uid });
    const again = await callFn('restoreClient', { entryId: gone!.id }, owner.idToken);
    expect(again).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: HISTORY_MESSAGES.alreadyRestored });
  });

  it('a client deleted longer ago than history is kept cannot be restored', async () => {
    const owner = await accountOn('pro', 'history-expired');
    await adminDb()
      .doc(`accounts/${owner.uid}/history/old-delete`)
      .set({
        recordKind: 'clients',
        recordId: 'x',
        op: 'delete',
        before: { name: 'Old' },
        expiresAt: Timestamp.fromMillis(Date.now() - 1000),
        restoredAt: null,
      });
    const expired = await callFn('restoreClient', { entryId: 'old-delete' }, owner.idToken);
    expect(expired).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: HISTORY_MESSAGES.expired });
  });
});

// Last: the 1,000 writes' other triggers (the dashboard summary) keep the emulator busy for a while after.
describe('history of an import', SLOW, () => {
  afterAll(closeAdmin);

  it('an import of 1,000 client rows writes 1,000 history entries named "import", one per client, and its undo one per deleted client', async () => {
    const { uid, idToken } = await accountOn('pro', 'history-import');
    const batchId = `h${Date.now().toString(36)}`;
    for (const part of [0, 1]) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ label: `Row ${part * 500 + i + 2}`, input: clientInput(part * 500 + i) }));
      const reply = await callOk<{ created: number }>('importRecords', { kind: 'clients', batchId, part, rows }, idToken);
      expect(reply.created).toBe(500);
    }
    const count = async () => (await adminDb().collection(`accounts/${uid}/history`).where('source', '==', 'import').count().get()).data().count;
    await until(count, (n) => n >= 1000, 240_000);
    await settled();
    expect(await count()).toBe(1000);
    const sample = (await historyOf(uid, 'source', 'import'))[0]!;
    expect(sample).toMatchObject({ op: 'create', actor: uid, recordKind: 'clients' });

    for (const part of [0, 10]) await callOk('undoImport', { batchId, part }, idToken);
    const deletes = async () => (await adminDb().collection(`accounts/${uid}/history`).where('op', '==', 'delete').count().get()).data().count;
    await until(deletes, (n) => n >= 1000, 240_000);
    await settled();
    expect(await deletes()).toBe(1000);
    const undone = (await historyOf(uid, 'op', 'delete'))[0]!;
    expect(undone).toMatchObject({ source: 'import', actor: uid });
  });
});
