// npm run migrate: moves every person's business data from users/{uid}/... to their own account,
// accounts/{uid}/... (docs/product/accounts.md, docs/migration.md). Against the emulators by
// default; `--project <id>` with GOOGLE_APPLICATION_CREDENTIALS for a deployed project.
//
//   npm run migrate -- --dry-run        what would move, per person and in total; writes nothing
//   npm run migrate                     the migration (resumes an interrupted run)
//   npm run migrate -- --stop-after 50  stops after 50 people (the next run goes on)
//   npm run migrate -- --again          goes over everyone again, though the run had finished
//
// For each person, in the order of their uid: their account, its owner's member document and
// users/{uid}.accounts; a copy of every record, meta and import document (same ids, same data:
// running it again writes nothing new); the account's dashboard summary rebuilt from the copies;
// a check that every source document is in the account; only then the sources (and the old
// summary) deleted. Progress is kept in migrations/accounts-v1.
import { pathToFileURL } from 'node:url';
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { rebuildSummary } from '../functions/src/dashboard/summary';
import { migrateAdminAccounts } from './migrate-admin-accounts';
import { migrateOwners } from './migrate-owners';
import { pages } from './migrate-pages';
import { sdkOf } from '../functions/src/shared/firestore-sdk';
import { defaultAccountName, founderMember, isAccountRole } from '../src/domain/accounts';
import {
  BATCH_WRITES,
  MOVED_SUBCOLLECTIONS,
  PEOPLE_PAGE,
  PROGRESS_DOC,
  addCounts,
  checkCopy,
  chunks,
  countsFrom,
  describeCounts,
  describeMismatch,
  emptyCounts,
  finalProblems,
  parseMigrateArgs,
  resumePoint,
  toCopy,
  totalOf,
} from './migrate-accounts-plan';
import type { Counts, Mismatch, MovedSubcollection } from './migrate-accounts-plan';

export type MigrateOptions = {
  /** Counts what would move and writes nothing. */
  dryRun?: boolean;
  /** Goes over everyone again even when the run is recorded as finished. */
  again?: boolean;
  /** Stops after this many people have been migrated (an interrupted run, in the tests). */
  stopAfter?: number;
  /** Only the people whose uid starts with this (the tests' own people); the whole database by default. */
  uidPrefix?: string;
  /** The progress document; migrations/accounts-v1 by default. */
  progressDoc?: string;
  log?: (line: string) => void;
  now?: () => Date;
};

export type MigrateResult = {
  /** done: every person migrated now; already-migrated: nothing to do; stopped: stopAfter reached; mismatch: a check failed. */
  status: 'done' | 'already-migrated' | 'stopped' | 'mismatch' | 'dry-run';
  /** People gone over in this run. */
  people: number;
  /** Documents found under users/{uid} (this run), per collection. */
  source: Counts;
  /** Documents now in the accounts (this run), per collection. */
  moved: Counts;
  /** Documents actually written (the rest were already in place with the same data). */
  written: number;
  mismatch: Mismatch | null;
  /** The final verification's findings (done only); empty when all is well. */
  problems: string[];
};

type PersonResult = { source: Counts; moved: Counts; written: number; mismatch: Mismatch | null };

async function countOf(db: Firestore, path: string): Promise<number> {
  return (await db.collection(path).count().get()).data().count;
}

async function commitDeletes(db: Firestore, refs: DocumentReference[]) {
  for (const part of chunks(refs, BATCH_WRITES)) {
    const batch = db.batch();
    for (const ref of part) batch.delete(ref);
    await batch.commit();
  }
}

/** accounts/{uid}, its owner's member document and users/{uid}.accounts, where missing. */
async function ensureAccount(db: Firestore, uid: string, user: DocumentData, now: Date) {
  const accountRef = db.doc(`accounts/${uid}`);
  const memberRef = db.doc(`accounts/${uid}/members/${uid}`);
  const [account, member] = await db.getAll(accountRef, memberRef);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const batch = db.batch();
  if (!account?.exists) {
    const createdAt: unknown = user.createdAt;
    batch.set(
      accountRef,
      {
        name: defaultAccountName({ company: str(user.company), displayName: str(user.displayName), email: str(user.email) }),
        createdBy: uid,
        createdAt: createdAt ?? now,
        updatedAt: now,
      },
      { merge: true },
    );
  }
  // An existing member document is never overwritten; users.accounts mirrors its role.
  const existingRole: unknown = member?.exists ? member.get('role') : undefined;
  if (!member?.exists) batch.set(memberRef, founderMember({ email: str(user.email), displayName: str(user.displayName) }, now));
  const role = isAccountRole(existingRole) ? existingRole : 'owner';
  const accounts: unknown = user.accounts;
  const has = typeof accounts === 'object' && accounts !== null && (accounts as Record<string, unknown>)[uid] === role;
  if (!has) batch.set(db.doc(`users/${uid}`), { accounts: { [uid]: role } }, { merge: true });
  if (!account?.exists || !member?.exists || !has) await batch.commit();
}

/** Copies one collection of a person, page by page; returns the source ids and the writes made. */
async function copyCollection(db: Firestore, uid: string, name: MovedSubcollection): Promise<{ ids: string[]; written: number }> {
  const ids: string[] = [];
  let written = 0;
  for await (const docs of pages(db, `users/${uid}/${name}`)) {
    const sources = docs.map((d) => ({ id: d.id, data: d.data() }));
    ids.push(...sources.map((s) => s.id));
    const targets = await db.getAll(...sources.map((s) => db.doc(`accounts/${uid}/${name}/${s.id}`)));
    const existing = new Map<string, DocumentData>();
    for (const t of targets) if (t.exists) existing.set(t.id, t.data() ?? {});
    const copies = toCopy(sources, existing);
    if (copies.length === 0) continue;
    const batch = db.batch();
    for (const s of copies) batch.set(db.doc(`accounts/${uid}/${name}/${s.id}`), s.data);
    await batch.commit();
    written += copies.length;
  }
  return { ids, written };
}

/** Every source id in the account and at least as many documents there; the first shortfall otherwise. */
async function verifyCollection(db: Firestore, uid: string, name: MovedSubcollection, ids: string[]): Promise<Mismatch | null> {
  const present = new Set<string>();
  for (const part of chunks(ids, BATCH_WRITES)) {
    if (part.length === 0) continue;
    const snaps: DocumentSnapshot[] = await db.getAll(...part.map((id) => db.doc(`accounts/${uid}/${name}/${id}`)), { fieldMask: [] });
    for (const s of snaps) if (s.exists) present.add(s.id);
  }
  const targetCount = ids.length ? await countOf(db, `accounts/${uid}/${name}`) : 0;
  return checkCopy(uid, name, ids, targetCount, (id) => present.has(id));
}

async function sourceCounts(db: Firestore, uid: string): Promise<Counts> {
  const counts = emptyCounts();
  await Promise.all(
    MOVED_SUBCOLLECTIONS.map(async (name) => {
      counts[name] = await countOf(db, `users/${uid}/${name}`);
    }),
  );
  return counts;
}

async function migratePerson(db: Firestore, uid: string, user: DocumentData, now: Date): Promise<PersonResult> {
  await ensureAccount(db, uid, user, now);
  const source = emptyCounts();
  const idsOf = new Map<MovedSubcollection, string[]>();
  let written = 0;
  for (const name of MOVED_SUBCOLLECTIONS) {
    const { ids, written: w } = await copyCollection(db, uid, name);
    idsOf.set(name, ids);
    source[name] = ids.length;
    written += w;
  }
  // The summary is rebuilt from the account's records, never copied: a trigger of a copy made
  // before the rebuild finds no summary, one after it finds the copy already counted.
  await rebuildSummary(db, uid);
  const moved = emptyCounts();
  for (const name of MOVED_SUBCOLLECTIONS) {
    const ids = idsOf.get(name) ?? [];
    const mismatch = await verifyCollection(db, uid, name, ids);
    if (mismatch) return { source, moved, written, mismatch };
    moved[name] = ids.length;
  }
  // Checked: the sources go, and the summary that counted them.
  for (const name of MOVED_SUBCOLLECTIONS) {
    await commitDeletes(
      db,
      (idsOf.get(name) ?? []).map((id) => db.doc(`users/${uid}/${name}/${id}`)),
    );
  }
  const oldSummary = await db.collection(`users/${uid}/summary`).select().get();
  await commitDeletes(
    db,
    oldSummary.docs.map((d) => d.ref),
  );
  return { source, moved, written, mismatch: null };
}

/** Moves every person's data to their account (see the top of this file). */
export async function migrate(db: Firestore, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.now ?? (() => new Date());
  const { FieldPath } = sdkOf(db);
  const progressRef = db.doc(options.progressDoc ?? PROGRESS_DOC);
  const dryRun = options.dryRun === true;
  const result: MigrateResult = { status: 'done', people: 0, source: emptyCounts(), moved: emptyCounts(), written: 0, mismatch: null, problems: [] };

  const progress = (await progressRef.get()).data();
  const { finished, startAfter } = resumePoint(progress, options.again === true);
  if (finished) {
    const at: unknown = progress?.updatedAt;
    const when = typeof at === 'object' && at !== null && 'toDate' in at ? ` (finished ${(at as { toDate: () => Date }).toDate().toISOString()})` : '';
    log(`Already migrated${when}: nothing to do. (--again goes over everyone once more.)`);
    result.status = dryRun ? 'dry-run' : 'already-migrated';
    return result;
  }
  if (startAfter) log(`Resuming after ${startAfter}.`);
  if (!dryRun) {
    const started = clock();
    await progressRef.set(
      { done: false, updatedAt: started, ...(progress?.startedAt && options.again !== true ? {} : { startedAt: started, lastUid: '' }) },
      { merge: true },
    );
  }

  const prefix = options.uidPrefix ?? '';
  let last = startAfter;
  for (;;) {
    let query = db.collection('users').orderBy(FieldPath.documentId()).limit(PEOPLE_PAGE);
    if (prefix) query = query.where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`);
    if (last !== null) query = query.startAfter(last);
    const page = await query.get();
    for (const userDoc of page.docs) {
      const uid = userDoc.id;
      if (options.stopAfter !== undefined && result.people >= options.stopAfter) {
        log(`Stopped after ${result.people} people; the next run goes on after ${last ?? 'the start'}.`);
        result.status = 'stopped';
        printTotals(log, result, dryRun);
        return result;
      }
      result.people += 1;
      if (dryRun) {
        const counts = await sourceCounts(db, uid);
        result.source = addCounts(result.source, counts);
        log(`  ${uid}: would move ${describeCounts(counts)}`);
        last = uid;
        continue;
      }
      const person = await migratePerson(db, uid, userDoc.data(), clock());
      result.source = addCounts(result.source, person.source);
      result.moved = addCounts(result.moved, person.moved);
      result.written += person.written;
      const peopleRef = progressRef.collection('people').doc(uid);
      if (person.mismatch) {
        await peopleRef.set({ status: 'mismatch', counts: person.source, moved: person.moved, updatedAt: clock() });
        log(`MISMATCH ${describeMismatch(person.mismatch)}. Nothing of this person was deleted; the run stops here.`);
        result.status = 'mismatch';
        result.mismatch = person.mismatch;
        printTotals(log, result, dryRun);
        return result;
      }
      // A person gone over again adds to what the earlier runs moved.
      const earlier = (await peopleRef.get()).data();
      const before =
        earlier?.status === 'done' ? { counts: countsFrom(earlier.counts), moved: countsFrom(earlier.moved), written: Number(earlier.written) || 0 } : null;
      await peopleRef.set({
        status: 'done',
        counts: before ? addCounts(before.counts, person.source) : person.source,
        moved: before ? addCounts(before.moved, person.moved) : person.moved,
        written: (before?.written ?? 0) + person.written,
        updatedAt: clock(),
      });
      await progressRef.set({ lastUid: uid, updatedAt: clock() }, { merge: true });
      log(
        `  ${uid}: moved ${describeCounts(person.source)}${person.written < totalOf(person.source) ? ` (${totalOf(person.source) - person.written} already in place)` : ''}`,
      );
      last = uid;
    }
    if (page.size < PEOPLE_PAGE) break;
    last = page.docs[page.docs.length - 1]!.id;
  }

  if (dryRun) {
    result.status = 'dry-run';
    printTotals(log, result, dryRun);
    return result;
  }
  result.problems = await finalVerification(db, progressRef, prefix);
  printTotals(log, result, dryRun);
  if (result.problems.length) {
    result.status = 'mismatch';
    for (const line of result.problems) log(`MISMATCH ${line}`);
    return result;
  }
  await progressRef.set({ done: true, updatedAt: clock() }, { merge: true });
  log('Final verification: every moved count equals its source count, and no record is left under users/{uid}.');
  return result;
}

/**
 * Over every person of the migration (this run and earlier ones): the moved counts add up to the
 * source counts, and no document of the moved collections is left under any users/{uid}.
 */
async function finalVerification(db: Firestore, progressRef: DocumentReference, prefix: string): Promise<string[]> {
  const { FieldPath } = sdkOf(db);
  let source = emptyCounts();
  let moved = emptyCounts();
  for await (const docs of pages(db, progressRef.collection('people').path)) {
    for (const d of docs) {
      source = addCounts(source, countsFrom(d.get('counts')));
      moved = addCounts(moved, countsFrom(d.get('moved')));
    }
  }
  const remaining = new Map<string, Counts>();
  let last: string | null = null;
  for (;;) {
    let query = db.collection('users').orderBy(FieldPath.documentId()).select().limit(PEOPLE_PAGE);
    if (prefix) query = query.where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`);
    if (last !== null) query = query.startAfter(last);
    const page = await query.get();
    for (const d of page.docs) {
      const counts = await sourceCounts(db, d.id);
      if (totalOf(counts) > 0) remaining.set(d.id, counts);
    }
    if (page.size < PEOPLE_PAGE) break;
    last = page.docs[page.docs.length - 1]!.id;
  }
  return finalProblems({ source, moved }, remaining);
}

function printTotals(log: (line: string) => void, r: MigrateResult, dryRun: boolean) {
  if (dryRun) {
    log(`Dry run: ${r.people} people, ${totalOf(r.source)} documents would move (${describeCounts(r.source)}). Nothing was written.`);
    return;
  }
  log(
    `${r.people} people, ${totalOf(r.moved)} of ${totalOf(r.source)} documents moved (${describeCounts(r.moved)}); ${r.written} written, the rest already in place.`,
  );
}

async function main() {
  const { connect } = await import('./admin-connect');
  const { app, db, emulators, args } = connect(process.argv.slice(2));
  const parsed = parseMigrateArgs(args);
  if (!parsed.ok) {
    console.error(`${parsed.message}\nUsage: npm run migrate -- [--dry-run] [--stop-after N] [--again] [--project <id>]`);
    process.exit(2);
  }
  console.log(
    `Migrating users/{uid} to accounts/{uid} on ${emulators ? 'the emulators' : `project ${app.options.projectId}`}${parsed.args.dryRun ? ' (dry run)' : ''}.`,
  );
  try {
    const result = await migrate(db, { dryRun: parsed.args.dryRun, again: parsed.args.again, stopAfter: parsed.args.stopAfter });
    if (result.status === 'mismatch' || result.status === 'stopped') process.exit(result.status === 'mismatch' ? 1 : 0);
    // Then every record without an owner gets its account's founder (scripts/migrate-owners.ts).
    console.log('Giving records without an owner their account founder.');
    const owners = await migrateOwners(db, { dryRun: parsed.args.dryRun, log: (line) => console.log(line) });
    if (owners.status === 'mismatch') process.exit(1);
    // Then every account gets its admin summary (scripts/migrate-admin-accounts.ts).
    console.log("Building the admin area's summary of every account.");
    const summaries = await migrateAdminAccounts(db, { dryRun: parsed.args.dryRun, log: (line) => console.log(line) });
    process.exit(summaries.status === 'mismatch' ? 1 : 0);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (emulators && /ECONNREFUSED|fetch failed|UNAVAILABLE/.test(text)) console.error('The emulators are not running: start them with `npm start` first.');
    else console.error(text);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
