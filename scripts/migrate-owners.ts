// The second step of `npm run migrate`: gives every record of every account that has no owner
// yet the account's founder as its owner and creator (docs/product/accounts.md#who-wrote-a-record).
// Records written before `ownerId` existed lack it, and a member narrowed to their own records
// sees only what has their id there. `updatedBy` is left alone: nobody knows who last wrote them.
//
// Idempotent (only records without `ownerId` are written, so a second run writes nothing),
// resumable (an interrupted run leaves the rest without an owner, which the next run finds),
// checked by counts (after the run, every account's records are counted again and a record still
// without an owner fails the run).
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { sdkOf } from '../functions/src/shared/firestore-sdk';
import { RECORD_KINDS } from '../src/domain/types';
import { pages } from './migrate-pages';
import { BATCH_WRITES } from './migrate-accounts-plan';

/** What the step reads of each record. */
const FIELDS = ['ownerId', 'createdBy'];

export type OwnersOptions = {
  dryRun?: boolean;
  /** Stops after this many accounts (an interrupted run, in the tests; with idPrefix). */
  stopAfter?: number;
  /** Only the accounts whose id starts with this (the tests' own); every account by default. */
  idPrefix?: string;
  log?: (line: string) => void;
};

export type OwnersResult = {
  status: 'done' | 'stopped' | 'dry-run' | 'mismatch';
  accounts: number;
  /** Records read. */
  records: number;
  /** Records without an owner found (a dry run: would be given one). */
  withoutOwner: number;
  /** Records given an owner in this run. */
  stamped: number;
  /** Records still without an owner after the run (0 unless it stopped early or failed). */
  left: number;
};

const hasOwner = (data: DocumentData) => typeof data.ownerId === 'string' && data.ownerId !== '';

/** The accounts, by id, in pages. */
async function* accounts(db: Firestore, prefix: string): AsyncGenerator<QueryDocumentSnapshot> {
  const { FieldPath } = sdkOf(db);
  let q = db.collection('accounts').orderBy(FieldPath.documentId());
  if (prefix) q = q.startAt(prefix).endAt(`${prefix}\uf8ff`);
  let last: string | null = null;
  for (;;) {
    const snap = await (last === null ? q : q.startAfter(last)).limit(200).get();
    for (const doc of snap.docs) yield doc;
    if (snap.size < 200) return;
    last = snap.docs[snap.docs.length - 1]!.id;
  }
}

/** Records of an account still without an owner. */
async function withoutOwnerIn(db: Firestore, accountId: string): Promise<{ records: number; withoutOwner: number }> {
  let records = 0;
  let withoutOwner = 0;
  for (const kind of RECORD_KINDS) {
    for await (const page of pages(db, `accounts/${accountId}/${kind}`, FIELDS)) {
      records += page.length;
      withoutOwner += page.filter((d) => !hasOwner(d.data())).length;
    }
  }
  return { records, withoutOwner };
}

/** The founder of each account (who made it; a migrated account's id is its founder's uid), read once. */
function foundersOf(db: Firestore) {
  const known = new Map<string, Promise<string>>();
  return (accountId: string) => {
    let founder = known.get(accountId);
    if (!founder) {
      founder = db
        .doc(`accounts/${accountId}`)
        .get()
        .then((a) => {
          const createdBy: unknown = a.get('createdBy');
          return typeof createdBy === 'string' && createdBy !== '' ? createdBy : accountId;
        });
      known.set(accountId, founder);
    }
    return founder;
  };
}

/** Stamps the records of one page that have no owner (writes nothing in a dry run); how many lacked one. */
async function stampPage(db: Firestore, page: QueryDocumentSnapshot[], founderOf: (accountId: string) => Promise<string>, dryRun: boolean): Promise<number> {
  const missing = page.filter((d) => !hasOwner(d.data()));
  if (dryRun || missing.length === 0) return missing.length;
  const batch = db.batch();
  for (const d of missing) {
    const founder = await founderOf(d.ref.parent.parent!.id);
    const creator: unknown = d.get('createdBy');
    batch.update(d.ref, { ownerId: founder, ...(typeof creator === 'string' && creator !== '' ? {} : { createdBy: founder }) });
  }
  await batch.commit();
  return missing.length;
}

/**
 * Every record of every account, kind by kind across accounts (collection-group queries, in pages
 * by path): one pass over the records, however many accounts there are. Records still under
 * users/{uid} (not migrated yet) are skipped: the accounts step moves them first.
 */
async function* everyRecordPage(db: Firestore): AsyncGenerator<QueryDocumentSnapshot[]> {
  const { FieldPath } = sdkOf(db);
  for (const kind of RECORD_KINDS) {
    let last: QueryDocumentSnapshot | null = null;
    for (;;) {
      let query = db
        .collectionGroup(kind)
        .select(...FIELDS)
        .orderBy(FieldPath.documentId())
        .limit(BATCH_WRITES);
      if (last) query = query.startAfter(last);
      const snap = await query.get();
      if (snap.empty) break;
      yield snap.docs.filter((d) => d.ref.parent.parent?.parent.id === 'accounts');
      if (snap.size < BATCH_WRITES) break;
      last = snap.docs[snap.docs.length - 1]!;
    }
  }
}

export async function migrateOwners(db: Firestore, options: OwnersOptions = {}): Promise<OwnersResult> {
  const log = options.log ?? (() => {});
  const dryRun = options.dryRun ?? false;
  const founderOf = foundersOf(db);
  const result: OwnersResult = { status: 'done', accounts: 0, records: 0, withoutOwner: 0, stamped: 0, left: 0 };
  const seen = new Set<string>();
  const take = async (page: QueryDocumentSnapshot[]) => {
    for (const d of page) seen.add(d.ref.parent.parent!.id);
    result.records += page.length;
    const missing = await stampPage(db, page, founderOf, dryRun);
    result.withoutOwner += missing;
    if (!dryRun) result.stamped += missing;
  };
  if (options.idPrefix) {
    // Some accounts only (the tests'): account by account.
    for await (const account of accounts(db, options.idPrefix)) {
      if (options.stopAfter !== undefined && result.accounts >= options.stopAfter) {
        result.status = 'stopped';
        break;
      }
      result.accounts += 1;
      seen.add(account.id);
      for (const kind of RECORD_KINDS) for await (const page of pages(db, `accounts/${account.id}/${kind}`, FIELDS)) await take(page);
    }
  } else {
    for await (const page of everyRecordPage(db)) await take(page);
    result.accounts = seen.size;
  }
  if (dryRun) {
    log(`Dry run: ${result.withoutOwner} of ${result.records} records in ${result.accounts} accounts have no owner yet. Nothing was written.`);
    return { ...result, status: 'dry-run', left: result.withoutOwner };
  }
  // The check: count again what this run went over.
  if (options.idPrefix) for (const id of seen) result.left += (await withoutOwnerIn(db, id)).withoutOwner;
  else for await (const page of everyRecordPage(db)) result.left += page.filter((d) => !hasOwner(d.data())).length;
  if (result.left > 0) result.status = 'mismatch';
  log(
    result.status === 'mismatch'
      ? `${result.left} records still have no owner after the run: run it again; if the number stays, look at those accounts.`
      : `${result.accounts} accounts, ${result.records} records: ${result.stamped} given their founder as owner, the rest already had one.`,
  );
  return result;
}
