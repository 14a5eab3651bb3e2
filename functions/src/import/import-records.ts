// Import writes, server-side (docs/decisions/0147-imports-written-by-a-function.md). The browser
// parses and maps the file, then sends its rows here in chunks; this function checks the caller's
// plan itself, validates every row with the app's schemas (parseRecord), writes the records with
// the Admin SDK in several batches at once, and records each chunk under
// accounts/{accountId}/imports so the import can be undone for 30 days. The caller names the
// account (request data `accountId`, absent: their own) and must be one of its owners or
// managers; the plan is the account's (subscriptions/{accountId}). The client cap (docs/decisions/0004) is kept in one
// transaction with the counter, as src/data/records.ts and the REST API do.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { accountPaths, canManageAccount, canWriteRecords } from '../../../src/domain/accounts';
import type { AccountRole } from '../../../src/domain/accounts';
import { parseDealImportOptions } from '../../../src/domain/import/deal-import';
import type { Entitlements } from '../../../src/domain/entitlements';
import { IMPORT_KINDS } from '../../../src/domain/entitlements';
import { eachInFlight } from '../../../src/domain/in-flight';
import type { ImportKind } from '../../../src/domain/entitlements';
import { CLIENT_CAP_REACHED } from '../../../src/domain/import/messages';
import { IMPORT_CALL, IMPORT_MESSAGES, UNDO_DAYS } from '../../../src/domain/import/server-import';
import type { ImportCallReply, ImportCallRequest, ImportCallRow } from '../../../src/domain/import/server-import';
import { createWrites, linkedRef, updateWrites } from '../../../src/domain/record-writes';
import { parseRecord, pickFields } from '../../../src/domain/schemas';
import type { RecordInput, RecordKind } from '../../../src/domain/types';
import { accountEntitlements } from '../api/account';
import { markOf, putWrite } from '../api/records';
import { requestData, requireSignedIn } from '../shared/guards';
import { refuseInMaintenance } from '../shared/maintenance';
import { accountIdOf, memberOf, requireAccountRole } from '../shared/membership';
import type { Member } from '../shared/membership';
import { importDealsChunk } from './import-deals';
import { importedCustomFields, importSchemaOf } from './import-custom-fields';
import { withCustomFields } from '../../../src/domain/custom-fields';

/** Writes per batch, and batches in flight at once. */
const BATCH_WRITES = 100;
const BATCHES_IN_FLIGHT = 6;
/** Entries per import-record document (well under Firestore's 1 MiB per document). */
const CREATED_PER_DOC = 500;
const UPDATED_PER_DOC = 100;
/** Import-record documents one call may write: ids are `{batchId}-{part * PARTS_PER_CALL + n}`. */
export const PARTS_PER_CALL = 10;

/** A record id, and an import's batch id, as a request may name them. */
export const ID = /^[A-Za-z0-9_-]{1,128}$/;
export const BATCH_ID = /^[a-z0-9]{6,40}$/;

type Input = ImportCallRequest;

/** The request's shape, or `invalid-argument` with a sentence a user can act on. */
export function parseImportCall(data: Record<string, unknown>): Input {
  const { kind, batchId, part, rows } = data;
  if (typeof kind !== 'string' || !(IMPORT_KINDS as readonly string[]).includes(kind)) {
    throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  }
  if (typeof batchId !== 'string' || !BATCH_ID.test(batchId)) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  if (typeof part !== 'number' || !Number.isInteger(part) || part < 0 || part >= IMPORT_CALL.maxParts) {
    throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  }
  if (!Array.isArray(rows) || rows.length === 0) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  if (rows.length > IMPORT_CALL.rows) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  const clean: ImportCallRow[] = rows.map((row: unknown) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
    const r = row as Record<string, unknown>;
    if (typeof r.label !== 'string' || r.label.length === 0 || r.label.length > 120) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
    if (r.updateId !== undefined && (typeof r.updateId !== 'string' || !ID.test(r.updateId))) {
      throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
    }
    return { label: r.label, input: r.input, ...(r.updateId ? { updateId: r.updateId as string } : {}) };
  });
  if (kind !== 'deals') return { kind: kind as ImportKind, batchId, part, rows: clean };
  // A deals import carries its pipeline, stage choices and missing-client choice; it never updates.
  const deals = parseDealImportOptions(data.deals);
  if (!deals || clean.some((r) => r.updateId)) throw new HttpsError('invalid-argument', IMPORT_MESSAGES.badRequest);
  return { kind, batchId, part, rows: clean, deals };
}

type Updated = { path: string; fields: Record<string, unknown> };
type Write = { rows: number[]; apply(batch: WriteBatch): void; created: string[]; updated?: Updated[] };

/**
 * Commits the writes in batches of BATCH_WRITES, `inFlight` at a time (1: in row order); a failed
 * batch fails its rows.
 */
async function commitAll(db: Firestore, writes: Write[], perRow: number, inFlight: number, fail: (row: number, error: unknown) => void) {
  const perBatch = Math.max(1, Math.floor(BATCH_WRITES / perRow));
  const groups: Write[][] = [];
  for (let i = 0; i < writes.length; i += perBatch) groups.push(writes.slice(i, i + perBatch));
  const committed: Write[][] = groups.map(() => []);
  await eachInFlight(groups, inFlight, async (group, g) => {
    const batch = db.batch();
    for (const w of group) w.apply(batch);
    try {
      await batch.commit();
      committed[g] = group;
    } catch (error) {
      for (const w of group) for (const row of w.rows) fail(row, error);
    }
  });
  // In row order, whichever batch finished first.
  return committed.flat();
}

/**
 * Validates and writes one chunk of an import into account `accountId`, whose entitlements are `e`. Rows that
 * fail are reported by their labels, in order; the others are written and recorded for undo.
 */
export async function importChunk(db: Firestore, accountId: string, e: Entitlements, input: Input, by: string, now = new Date()): Promise<ImportCallReply> {
  const { kind, batchId, part, rows } = input;
  if (!e.canWrite) throw new HttpsError('failed-precondition', IMPORT_MESSAGES.readOnly);
  if (!e.importKinds.includes(kind)) throw new HttpsError('permission-denied', IMPORT_MESSAGES.proKind);

  if (kind === 'deals') {
    // The importer as a member: whether they are narrowed to their own records.
    const member: Member = (await memberOf(db, accountId, by)) ?? { uid: by, role: 'owner', ownRecordsOnly: false, payroll: true, email: '', displayName: '' };
    const result = await importDealsChunk(db, accountId, e, rows, input.deals!, member, now);
    await recordImport(db, accountId, kind, batchId, part, result.written, [], by, now);
    return { created: result.created, updated: 0, errors: result.errors };
  }
  const col = db.collection(accountPaths.records(accountId, kind));
  const countersRef = db.doc(accountPaths.counters(accountId));
  const errors = new Map<number, string>();
  const fail = (row: number, error: unknown) => {
    const text = error instanceof HttpsError ? error.message : IMPORT_MESSAGES.writeFailed;
    errors.set(row, `${rows[row]!.label}: ${text}`);
  };

  // The custom fields' schema of the account: one read per call, not per row.
  const customSchema = kind === 'clients' ? await importSchemaOf(db, accountId, 'clients') : null;

  // Parse every row with the app's schema (a new client's custom fields with the account's).
  const values = rows.map((row, i) => {
    const parsed = parseRecord(kind, row.input, now);
    if (!parsed.ok) {
      errors.set(i, `${row.label}: ${parsed.message}`);
      return null;
    }
    if (customSchema && !row.updateId) {
      const custom = importedCustomFields(customSchema, row.input, null);
      if (!custom.ok) {
        errors.set(i, `${row.label}: ${custom.message}`);
        return null;
      }
      withCustomFields(parsed.value, custom.value);
    }
    return parsed.value as RecordInput<RecordKind>;
  });

  // Updates: the fields they overwrite are kept for undo, those of the records they reach too
  // (a salary's generated expense, a generated expense's salary).
  const updateRows = rows.map((_, i) => i).filter((i) => rows[i]!.updateId && values[i]);
  const ids = [...new Set(updateRows.map((i) => rows[i]!.updateId!))];
  const olds = new Map((ids.length > 0 ? await db.getAll(...ids.map((id) => col.doc(id))) : []).map((d) => [d.id, d]));
  const linkedRefs = [...olds.values()].flatMap((d) => {
    const ref = d.exists ? linkedRef(kind, d.data()) : null;
    return ref ? [db.doc(accountPaths.record(accountId, ref.collection, ref.id))] : [];
  });
  const linkeds = new Map((linkedRefs.length > 0 ? await db.getAll(...linkedRefs) : []).filter((d) => d.exists).map((d) => [d.ref.path, d]));
  const updates: Write[] = [];
  updateRows.forEach((i) => {
    const old = olds.get(rows[i]!.updateId!);
    if (!old?.exists) {
      errors.set(i, `${rows[i]!.label}: ${IMPORT_MESSAGES.gone}`);
      return;
    }
    if (customSchema) {
      // The file's custom values over the client's own: the fields without a column keep theirs.
      const custom = importedCustomFields(customSchema, rows[i]!.input, { previous: old.get('customFields') });
      if (!custom.ok) {
        errors.set(i, `${rows[i]!.label}: ${custom.message}`);
        return;
      }
      withCustomFields(values[i]!, custom.value);
    }
    const ref = linkedRef(kind, old.data());
    const linked = ref ? linkeds.get(accountPaths.record(accountId, ref.collection, ref.id)) : undefined;
    const writes = updateWrites(kind, old.id, values[i] as Record<string, unknown>, linked ? { ...linked.data(), id: linked.id } : null);
    updates.push({
      rows: [i],
      created: [],
      updated: writes.map((w) => {
        const before = w.collection === kind ? old : linked!;
        const fields = pickFields(w.collection, before.data() ?? {});
        // The undo gives a client its custom values back when the import wrote them.
        if (w.collection === 'clients' && w.op !== 'delete' && 'customFields' in w.data) fields.customFields = before.get('customFields') ?? {};
        return { path: `${w.collection}/${w.id}`, fields };
      }),
      apply: (batch) => writes.forEach((w) => putWrite(db, accountId, batch, w, { uid: by, via: 'import' })),
    });
  });
  // In row order: a file may update one record twice, and the later row wins.
  const doneUpdates = await commitAll(db, updates, kind === 'salaries' || kind === 'expenses' ? 2 : 1, 1, fail);
  const updated = doneUpdates.flatMap((w) => w.updated!);

  // New records.
  const stamp = () => ({
    ownerId: by,
    createdBy: by,
    updatedBy: by,
    ...markOf(kind, 'import'),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const createRows = rows.map((_, i) => i).filter((i) => !rows[i]!.updateId && values[i]);
  const created: string[] = [];

  if (kind === 'clients' && e.clientCap !== null) {
    // Capped: the counter and the new clients in one transaction, so the cap holds even with
    // another device adding clients at the same moment.
    const cap = e.clientCap;
    const refs = createRows.map(() => col.doc());
    try {
      const kept = await db.runTransaction(async (tx) => {
        const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
        const room = Math.max(0, cap - count);
        const writeNow = createRows.slice(0, room);
        writeNow.forEach((i, n) => tx.set(refs[n]!, { ...values[i], ...stamp() }));
        if (writeNow.length > 0) {
          tx.set(countersRef, { clients: count + writeNow.length, lastClientId: refs[writeNow.length - 1]!.id }, { merge: true });
        }
        return writeNow.length;
      });
      created.push(...refs.slice(0, kept).map((r) => `clients/${r.id}`));
      for (const i of createRows.slice(kept)) errors.set(i, `${rows[i]!.label}: ${CLIENT_CAP_REACHED(cap)}`);
    } catch (error) {
      for (const i of createRows) fail(i, error);
    }
  } else {
    const writes: Write[] = createRows.map((i) => {
      // A salary comes with its generated expense (src/domain/record-writes.ts).
      const { writes: put } = createWrites(kind, values[i]!, (k) => db.collection(accountPaths.records(accountId, k)).doc().id);
      return {
        rows: [i],
        created: put.map((w) => `${w.collection}/${w.id}`),
        apply: (batch) => put.forEach((w) => putWrite(db, accountId, batch, w, { uid: by, via: 'import' })),
      };
    });
    const done = await commitAll(db, writes, kind === 'salaries' ? 2 : 1, BATCHES_IN_FLIGHT, fail);
    for (const w of done) created.push(...w.created);
    const newClients = kind === 'clients' ? done.length : 0;
    if (newClients > 0) {
      // One counter step per chunk: batches in flight at once must not all lock the counter.
      const last = created[created.length - 1]!.split('/')[1]!;
      await countersRef.set({ clients: FieldValue.increment(newClients), lastClientId: last }, { merge: true });
    }
  }

  await recordImport(db, accountId, kind, batchId, part, created, updated, by, now);

  const createdRows = kind === 'salaries' ? created.length / 2 : created.length;
  return {
    created: createdRows,
    updated: doneUpdates.length,
    errors: [...errors.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text),
  };
}

/**
 * The import record of one call: what it created and the fields it overwrote, in documents of at
 * most 500 created records and 100 updates (`{batchId}-{part * PARTS_PER_CALL + n}`), with who imported.
 */
async function recordImport(
  db: Firestore,
  accountId: string,
  kind: ImportKind,
  batchId: string,
  part: number,
  created: string[],
  updated: Updated[],
  by: string,
  now: Date,
): Promise<void> {
  if (created.length === 0 && updated.length === 0) return;
  const batch = db.batch();
  const expiresAt = Timestamp.fromMillis(now.getTime() + UNDO_DAYS * 86_400_000);
  for (let n = 0, c = 0, u = 0; c < created.length || u < updated.length; n++, c += CREATED_PER_DOC, u += UPDATED_PER_DOC) {
    const partNo = part * PARTS_PER_CALL + n;
    batch.set(db.doc(`${accountPaths.imports(accountId)}/${batchId}-${partNo}`), {
      batchId,
      kind,
      part: partNo,
      by,
      createdAt: FieldValue.serverTimestamp(),
      // Firestore's TTL policy on this field deletes the record once the undo window is over.
      expiresAt,
      created: created.slice(c, c + CREATED_PER_DOC),
      updated: updated.slice(u, u + UPDATED_PER_DOC),
    });
  }
  await batch.commit();
}

/**
 * An import or undo request, checked in the same order for both: signed in, the request parsed, an
 * owner or manager of the account it names, outside maintenance; with the account's entitlements.
 */
export async function managedImportRequest<T>(
  db: Firestore,
  request: CallableRequest,
  parse: (data: Record<string, unknown>) => T,
  allowed: (input: T) => (role: AccountRole) => boolean = () => canManageAccount,
): Promise<{ accountId: string; e: Entitlements; input: T; uid: string; member: Member }> {
  const caller = requireSignedIn(request);
  const data = requestData(request);
  const accountId = accountIdOf(data, caller.uid);
  const input = parse(data);
  const member = await requireAccountRole(db, accountId, caller.uid, allowed(input));
  const e = await accountEntitlements(db, accountId);
  await refuseInMaintenance(db, { uid: caller.uid, isStaff: accountId === caller.uid ? e.isStaff : undefined });
  return { accountId, e, input, uid: caller.uid, member };
}

export async function importRecordsCall(db: Firestore, request: CallableRequest): Promise<ImportCallReply> {
  // Deals are written by every member who writes records (narrowed ones as theirs); the other kinds by owners and managers.
  const { accountId, e, input, uid } = await managedImportRequest(db, request, parseImportCall, (i) =>
    i.kind === 'deals' ? canWriteRecords : canManageAccount,
  );
  return importChunk(db, accountId, e, input, uid);
}
