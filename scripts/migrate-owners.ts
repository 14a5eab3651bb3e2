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
import { pages } from './migrate-accounts';

/** What the step reads of each record. */
const FIELDS = ['ownerId', 'createdBy'];

export type OwnersOptions = {
  dryRun?: boolean;
  /** Stops after this many accounts (an interrupted run, in the tests). */
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

export async function migrateOwners(db: Firestore, options: OwnersOptions = {}): Promise<OwnersResult> {
  const log = options.log ?? (() => {});
  const result: OwnersResult = { status: 'done', accounts: 0, records: 0, withoutOwner: 0, stamped: 0, left: 0 };
  const seen: string[] = [];
  for await (const account of accounts(db, options.idPrefix ?? '')) {
    if (options.stopAfter !== undefined && result.accounts >= options.stopAfter) {
      result.status = 'stopped';
      break;
    }
    result.accounts += 1;
    seen.push(account.id);
    // The founder: who made the account (a migrated account's id is its founder's uid).
    const createdBy: unknown = account.get('createdBy');
    const founder = typeof createdBy === 'string' && createdBy !== '' ? createdBy : account.id;
    for (const kind of RECORD_KINDS) {
      for await (const page of pages(db, `accounts/${account.id}/${kind}`, FIELDS)) {
        result.records += page.length;
        const missing = page.filter((d) => !hasOwner(d.data()));
        result.withoutOwner += missing.length;
        if (options.dryRun || missing.length === 0) continue;
        const batch = db.batch();
        for (const d of missing) {
          const creator: unknown = d.get('createdBy');
          batch.update(d.ref, { ownerId: founder, ...(typeof creator === 'string' && creator !== '' ? {} : { createdBy: founder }) });
        }
        await batch.commit();
        result.stamped += missing.length;
      }
    }
  }
  if (options.dryRun) {
    log(`Dry run: ${result.withoutOwner} of ${result.records} records in ${result.accounts} accounts have no owner yet. Nothing was written.`);
    return { ...result, status: 'dry-run', left: result.withoutOwner };
  }
  // The check: count again what this run went over.
  for (const id of seen) result.left += (await withoutOwnerIn(db, id)).withoutOwner;
  if (result.left > 0) result.status = 'mismatch';
  log(
    result.status === 'mismatch'
      ? `${result.left} records still have no owner after the run: run it again; if the number stays, look at those accounts.`
      : `${result.accounts} accounts, ${result.records} records: ${result.stamped} given their founder as owner, the rest already had one.`,
  );
  return result;
}
