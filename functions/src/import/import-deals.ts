// A chunk of a deals import, server-side (docs/product/import.md#deals, docs/decisions/0199). The
// browser maps the file's columns and sends each row's title, value, stage name, dates, client
// (e-mail, name, contact) and owner as text; this function reads the pipeline, the account's
// clients and its members, and resolves each row with the rules of src/domain/import/deal-import.ts:
// its stage (by name, or the person's choice for the file's unknown names), its client (e-mail
// first, then name; created when missing if the person chose so, within the Basic plan's client
// cap), its owner (a member by e-mail or name, else the importer; always the importer when
// narrowed to their own records). Each deal is checked with parseDeal; a deal in a won stage
// makes its revenue with markWon (src/domain/deal-writes.ts), in the batch that writes it, once.
// Everything written is recorded under accounts/{a}/imports for the undo.
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { accountPaths } from '../../../src/domain/accounts';
import { todayIso } from '../../../src/domain/dates';
import { parseDeal, parsePipeline } from '../../../src/domain/deal-schemas';
import { DEFAULT_PIPELINE } from '../../../src/domain/deals';
import type { Deal, Pipeline, Stage } from '../../../src/domain/deals';
import { markWon } from '../../../src/domain/deal-writes';
import type { DealWrite } from '../../../src/domain/deal-writes';
import type { Entitlements } from '../../../src/domain/entitlements';
import { eachInFlight } from '../../../src/domain/in-flight';
import {
  DEAL_IMPORT_MESSAGES,
  clientOfRow,
  dealInputOf,
  dealRowOf,
  indexClients,
  matchClient,
  newClientKey,
  newClientOf,
  ownerOfRow,
  stageForRow,
} from '../../../src/domain/import/deal-import';
import type { ClientRef, DealImportOptions } from '../../../src/domain/import/deal-import';
import { CLIENT_CAP_REACHED } from '../../../src/domain/import/messages';
import { IMPORT_MESSAGES } from '../../../src/domain/import/server-import';
import type { ImportCallReply, ImportCallRow } from '../../../src/domain/import/server-import';
import { recordAccessOf } from '../../../src/domain/record-access';
import { parseRecord } from '../../../src/domain/schemas';
import type { Member } from '../shared/membership';
import { membersOf } from '../shared/membership';
import { importedCustomFields, importSchemaOf } from './import-custom-fields';
import type { CustomFieldValues } from '../../../src/domain/custom-fields';

/** Deals (with their revenue: two writes) per batch, and batches in flight at once. */
const DEALS_PER_BATCH = 200;
const BATCHES_IN_FLIGHT = 4;

/** The pipeline a deals import goes to: stored, or the default one an account has before it stores it. */
async function pipelineOf(db: Firestore, accountId: string, pipelineId: string): Promise<Pipeline> {
  const snap = await db.doc(`${accountPaths.account(accountId)}/pipelines/${pipelineId}`).get();
  if (!snap.exists) {
    if (pipelineId === DEFAULT_PIPELINE.id) return DEFAULT_PIPELINE;
    throw new HttpsError('failed-precondition', DEAL_IMPORT_MESSAGES.pipelineGone);
  }
  const parsed = parsePipeline(snap.data());
  if (!parsed.ok) throw new HttpsError('failed-precondition', DEAL_IMPORT_MESSAGES.pipelineGone);
  return { ...parsed.value, id: snap.id };
}

/** The clients the importer may link: all of the account's, or their own when narrowed. */
async function clientsOf(db: Firestore, accountId: string, narrowedTo: string | null): Promise<ClientRef[]> {
  const col = db.collection(accountPaths.records(accountId, 'clients'));
  const q = (narrowedTo ? col.where('ownerId', '==', narrowedTo) : col).select('name', 'email', 'company');
  const snap = await q.get();
  return snap.docs.map((d) => ({
    id: d.id,
    name: String(d.get('name') ?? ''),
    email: String(d.get('email') ?? ''),
    company: String(d.get('company') ?? ''),
  }));
}

export type DealChunkResult = ImportCallReply & { written: string[] };

type Planned = { row: number; stage: Stage; owner: string; clientId: string | null; newKey: string | null; custom: CustomFieldValues | undefined };

/**
 * Resolves, checks and writes one chunk of a deals import into `accountId` for `member` (the
 * importer). Rows that fail are reported by their labels, in order; `written` lists what was
 * written (clients/…, deals/…, revenues/…), for the import record.
 */
export async function importDealsChunk(
  db: Firestore,
  accountId: string,
  e: Entitlements,
  rows: ImportCallRow[],
  options: DealImportOptions,
  member: Member,
  now = new Date(),
): Promise<DealChunkResult> {
  const by = member.uid;
  const narrowed = recordAccessOf(member).ownRecordsOnly;
  const pipeline = await pipelineOf(db, accountId, options.pipelineId);
  const [clients, members, customSchema] = await Promise.all([
    clientsOf(db, accountId, narrowed ? by : null),
    membersOf(db, accountId),
    // The deals' custom fields: one read per call, each row checked by their schema.
    importSchemaOf(db, accountId, 'deals'),
  ]);
  const index = indexClients(clients);
  const clientNames = new Map(clients.map((c) => [c.id, c.name]));
  const errors = new Map<number, string>();
  const fail = (i: number, message: string) => errors.set(i, `${rows[i]!.label}: ${message}`);

  // Each row's stage, client and owner.
  const planned: Planned[] = [];
  const newClients = new Map<string, { name: string; email: string; company: string }>();
  rows.forEach((r, i) => {
    const row = dealRowOf(r.input);
    const stage = stageForRow(pipeline, row, options.stages);
    if (!stage) return fail(i, DEAL_IMPORT_MESSAGES.stageUnmapped);
    const client = clientOfRow(row);
    if (client.email === '' && client.name === '' && client.contactName === '') return fail(i, DEAL_IMPORT_MESSAGES.clientUnnamed);
    const owner = ownerOfRow(members, row.owner, by, narrowed);
    const clientId = matchClient(index, client);
    // The deal's own fields checked before any client is made for it.
    const checked = parseDeal(dealInputOf(row, pipeline.id, stage, clientId ?? 'new', owner), now);
    if (!checked.ok) return fail(i, checked.message);
    const custom = importedCustomFields(customSchema, r.input, null);
    if (!custom.ok) return fail(i, custom.message);
    if (clientId) return void planned.push({ row: i, stage, owner, clientId, newKey: null, custom: custom.value });
    if (options.missingClients === 'skip') return fail(i, DEAL_IMPORT_MESSAGES.clientMissing);
    const fresh = newClientOf(client);
    if (!fresh) return fail(i, DEAL_IMPORT_MESSAGES.newClientEmail);
    const key = newClientKey(client);
    if (!newClients.has(key)) newClients.set(key, fresh);
    planned.push({ row: i, stage, owner, clientId: null, newKey: key, custom: custom.value });
  });

  // The missing clients, once each, checked as any client is and within the client cap.
  const written: string[] = [];
  const createdClient = new Map<string, string>();
  const clientFailure = new Map<string, string>();
  const clientsCol = db.collection(accountPaths.records(accountId, 'clients'));
  const stamp = () => ({ ownerId: by, createdBy: by, updatedBy: by, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  const toCreate: { key: string; value: Record<string, unknown> }[] = [];
  for (const [key, fresh] of newClients) {
    const parsed = parseRecord('clients', { ...fresh, dateAdded: todayIso(now) }, now);
    if (parsed.ok) toCreate.push({ key, value: parsed.value as Record<string, unknown> });
    else clientFailure.set(key, parsed.message);
  }
  const refs = toCreate.map(() => clientsCol.doc());
  const countersRef = db.doc(accountPaths.counters(accountId));
  const cap = e.clientCap;
  const made = (n: number) => {
    const c = toCreate[n]!;
    createdClient.set(c.key, refs[n]!.id);
    clientNames.set(refs[n]!.id, String(c.value.name ?? ''));
    written.push(`clients/${refs[n]!.id}`);
  };
  if (toCreate.length > 0 && cap !== null) {
    // Capped (Basic, at most 100 clients: well within a transaction's 500 writes): the counter
    // and the new clients in one transaction, as the clients import does.
    try {
      const kept = await db.runTransaction(async (tx) => {
        const count = Number((await tx.get(countersRef)).get('clients') ?? 0);
        const room = Math.min(toCreate.length, Math.max(0, cap - count));
        for (let n = 0; n < room; n++) tx.set(refs[n]!, { ...toCreate[n]!.value, ...stamp() });
        if (room > 0) tx.set(countersRef, { clients: count + room, lastClientId: refs[room - 1]!.id }, { merge: true });
        return room;
      });
      toCreate.forEach((c, n) => (n < kept ? made(n) : clientFailure.set(c.key, CLIENT_CAP_REACHED(cap))));
    } catch {
      for (const c of toCreate) clientFailure.set(c.key, IMPORT_MESSAGES.writeFailed);
    }
  } else if (toCreate.length > 0) {
    // Unlimited: batches of clients (a chunk may name 500 new ones), then one counter step.
    let count = 0;
    for (let start = 0; start < toCreate.length; start += DEALS_PER_BATCH) {
      const batch = db.batch();
      const end = Math.min(toCreate.length, start + DEALS_PER_BATCH);
      for (let n = start; n < end; n++) batch.set(refs[n]!, { ...toCreate[n]!.value, ...stamp() });
      try {
        await batch.commit();
        for (let n = start; n < end; n++) made(n);
        count += end - start;
      } catch {
        for (let n = start; n < end; n++) clientFailure.set(toCreate[n]!.key, IMPORT_MESSAGES.writeFailed);
      }
    }
    if (count > 0) await countersRef.set({ clients: FieldValue.increment(count), lastClientId: written[written.length - 1]!.split('/')[1] }, { merge: true });
  }

  // The deals, with the revenue of each won one (markWon, as a win on the board).
  const dealsCol = db.collection(`${accountPaths.account(accountId)}/deals`);
  const revenuesCol = db.collection(accountPaths.records(accountId, 'revenues'));
  type Put = { row: number; owner: string; writes: DealWrite[] };
  const puts: Put[] = [];
  for (const p of planned) {
    const clientId = p.clientId ?? createdClient.get(p.newKey!) ?? null;
    if (!clientId) {
      fail(p.row, clientFailure.get(p.newKey!) ?? IMPORT_MESSAGES.writeFailed);
      continue;
    }
    const row = dealRowOf(rows[p.row]!.input);
    const parsed = parseDeal({ ...dealInputOf(row, pipeline.id, p.stage, clientId, p.owner), ...(p.custom ? { customFields: p.custom } : {}) }, now);
    if (!parsed.ok) {
      fail(p.row, parsed.message);
      continue;
    }
    const id = dealsCol.doc().id;
    const deal: Deal = { ...parsed.value, revenueId: '', id };
    let data: Record<string, unknown> = { ...parsed.value, revenueId: '' };
    const writes: DealWrite[] = [];
    if (deal.status === 'won') {
      const name = clientNames.get(clientId);
      const won = markWon(deal, pipeline, name ? { name } : null, deal.wonAt || todayIso(now), () => revenuesCol.doc().id, {
        stageId: p.stage.id,
        position: deal.position,
      });
      if (!won.ok) {
        fail(p.row, won.message);
        continue;
      }
      for (const w of won.writes) {
        if (w.collection === 'deals' && w.op === 'update') data = { ...data, ...w.data };
        else writes.push(w);
      }
    }
    puts.push({ row: p.row, owner: p.owner, writes: [{ op: 'set', collection: 'deals', id, data }, ...writes] });
  }

  const groups: Put[][] = [];
  for (let i = 0; i < puts.length; i += DEALS_PER_BATCH) groups.push(puts.slice(i, i + DEALS_PER_BATCH));
  const done: Put[][] = groups.map(() => []);
  await eachInFlight(groups, BATCHES_IN_FLIGHT, async (group, g) => {
    const batch = db.batch();
    for (const put of group) {
      for (const w of put.writes) {
        if (w.op !== 'set') continue;
        // The deal and its revenue are the deal owner's; the importer wrote them.
        batch.set(db.doc(`${accountPaths.account(accountId)}/${w.collection}/${w.id}`), {
          ...w.data,
          ownerId: put.owner,
          createdBy: by,
          updatedBy: by,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
    }
    try {
      await batch.commit();
      done[g] = group;
    } catch {
      for (const put of group) fail(put.row, IMPORT_MESSAGES.writeFailed);
    }
  });
  const dealsWritten = done.flat();
  for (const put of dealsWritten) for (const w of put.writes) written.push(`${w.collection}/${w.id}`);

  return {
    created: dealsWritten.length,
    updated: 0,
    errors: [...errors.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text),
    written,
  };
}
