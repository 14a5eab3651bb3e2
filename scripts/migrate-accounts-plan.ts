// The pure part of the accounts migration (scripts/migrate-accounts.ts, docs/migration.md): which
// collections move, the command line, whether a copy is already in place, the counts and the
// checks. No database here, so it is tested on its own (migrate-accounts-plan.test.ts).
import type { ACCOUNT_SUBCOLLECTIONS } from '../src/domain/accounts';

/** What the migration never moves: the summaries (rebuilt) and what came after it (deals, pipelines, the deal summary). */
export const NOT_MOVED_SUBCOLLECTIONS = ['summary', 'payrollSummary', 'deals', 'pipelines', 'dealSummary'] as const;
type NOT_MOVED = (typeof NOT_MOVED_SUBCOLLECTIONS)[number];

/**
 * What moves from users/{uid} to accounts/{uid}: everything the account owns except the dashboard
 * summary, which the migration rebuilds from the moved records instead of copying (a copied
 * summary plus the triggers of the copies would count every record twice), and the deals and
 * pipelines, which never existed under users/{uid}.
 */
export const MOVED_SUBCOLLECTIONS = [
  'clients',
  'employees',
  'tasks',
  'salaries',
  'revenues',
  'expenses',
  'meta',
  'imports',
] as const satisfies readonly Exclude<(typeof ACCOUNT_SUBCOLLECTIONS)[number], NOT_MOVED>[];
export type MovedSubcollection = (typeof MOVED_SUBCOLLECTIONS)[number];
export type Counts = Record<MovedSubcollection, number>;

/** The progress document (and its people/{uid} subcollection). */
export const PROGRESS_DOC = 'migrations/accounts-v1';
/** People read per page of users, by document id. */
export const PEOPLE_PAGE = 200;
/** Writes per batch (Firestore allows 500). */
export const BATCH_WRITES = 400;

export type MigrateArgs = {
  dryRun: boolean;
  /** Runs again over every person, even when the migration is recorded as finished. */
  again: boolean;
  /** Stops after this many people (the rest on the next run). */
  stopAfter: number | undefined;
};

/** The flags of `npm run migrate` (after admin-connect took `--project <id>`). */
export function parseMigrateArgs(argv: readonly string[]): { ok: true; args: MigrateArgs } | { ok: false; message: string } {
  const args: MigrateArgs = { dryRun: false, again: false, stopAfter: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--again') args.again = true;
    else if (arg === '--stop-after') {
      const n = Number(argv[i + 1]);
      if (!Number.isInteger(n) || n < 1) return { ok: false, message: '--stop-after takes a whole number of people, at least 1' };
      args.stopAfter = n;
      i += 1;
    } else return { ok: false, message: `unknown option ${arg}` };
  }
  return { ok: true, args };
}

export function emptyCounts(): Counts {
  return Object.fromEntries(MOVED_SUBCOLLECTIONS.map((name) => [name, 0])) as Counts;
}

export function addCounts(a: Counts, b: Partial<Counts>): Counts {
  const out = { ...a };
  for (const name of MOVED_SUBCOLLECTIONS) out[name] += b[name] ?? 0;
  return out;
}

export function totalOf(counts: Partial<Counts>): number {
  return MOVED_SUBCOLLECTIONS.reduce((sum, name) => sum + (counts[name] ?? 0), 0);
}

/** Counts read back from a progress document (missing or odd values count 0). */
export function countsFrom(value: unknown): Counts {
  const out = emptyCounts();
  if (typeof value !== 'object' || value === null) return out;
  for (const name of MOVED_SUBCOLLECTIONS) {
    const n = (value as Record<string, unknown>)[name];
    if (typeof n === 'number' && Number.isFinite(n)) out[name] = n;
  }
  return out;
}

/** "clients 24, revenues 24, meta 2" (the non-zero ones), or "nothing". */
export function describeCounts(counts: Partial<Counts>): string {
  const parts = MOVED_SUBCOLLECTIONS.filter((name) => (counts[name] ?? 0) > 0).map((name) => `${name} ${counts[name]}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

type Equalable = { isEqual: (other: unknown) => boolean };
const hasIsEqual = (v: unknown): v is Equalable => typeof v === 'object' && v !== null && typeof (v as Equalable).isEqual === 'function';

/**
 * Whether two values read from Firestore are the same: Timestamps, GeoPoints and references by
 * their own isEqual, bytes by content, maps by their keys whatever the order, arrays in order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (hasIsEqual(a)) return a.constructor === b.constructor && a.isEqual(b);
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    return a instanceof Uint8Array && b instanceof Uint8Array && a.length === b.length && a.every((byte, i) => byte === b[i]);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Of one page of source documents, those whose target is missing or holds other data. */
export function toCopy<T extends { id: string; data: Record<string, unknown> }>(
  sources: readonly T[],
  targets: ReadonlyMap<string, Record<string, unknown>>,
): T[] {
  return sources.filter((source) => {
    const target = targets.get(source.id);
    return target === undefined || !sameValue(source.data, target);
  });
}

export type Mismatch = { uid: string; collection: MovedSubcollection; sourceCount: number; targetCount: number; missing: string[] };

/**
 * The check before any source document is deleted: the target holds at least as many documents
 * as the source and every source id. Null when it does.
 */
export function checkCopy(
  uid: string,
  collection: MovedSubcollection,
  sourceIds: readonly string[],
  targetCount: number,
  targetHas: (id: string) => boolean,
): Mismatch | null {
  const missing = sourceIds.filter((id) => !targetHas(id));
  if (missing.length === 0 && targetCount >= sourceIds.length) return null;
  return { uid, collection, sourceCount: sourceIds.length, targetCount, missing };
}

export function describeMismatch(m: Mismatch): string {
  const ids = m.missing.slice(0, 5).join(', ');
  const more = m.missing.length > 5 ? ` and ${m.missing.length - 5} more` : '';
  return (
    `person ${m.uid}, ${m.collection}: ${m.sourceCount} under users/${m.uid}/${m.collection}, ${m.targetCount} under accounts/${m.uid}/${m.collection}` +
    (m.missing.length ? `; missing ${ids}${more}` : '')
  );
}

/** Splits a list into runs of at most `size`. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Where a run starts: after the last finished person of an unfinished run, else at the start. */
export function resumePoint(progress: { lastUid?: unknown; done?: unknown } | undefined, again: boolean): { finished: boolean; startAfter: string | null } {
  if (!progress || again) return { finished: false, startAfter: null };
  if (progress.done === true) return { finished: true, startAfter: null };
  return { finished: false, startAfter: typeof progress.lastUid === 'string' && progress.lastUid !== '' ? progress.lastUid : null };
}

/**
 * The final verification: what was moved adds up to what there was, and nothing is left under
 * users/{uid}. Each line names what is wrong; none when all is well.
 */
export function finalProblems(totals: { source: Counts; moved: Counts }, remaining: ReadonlyMap<string, Partial<Counts>>): string[] {
  const problems: string[] = [];
  for (const name of MOVED_SUBCOLLECTIONS) {
    if (totals.moved[name] !== totals.source[name]) problems.push(`${name}: ${totals.moved[name]} moved of ${totals.source[name]}`);
  }
  for (const [uid, counts] of remaining) {
    for (const name of MOVED_SUBCOLLECTIONS) {
      if ((counts[name] ?? 0) > 0) problems.push(`person ${uid}, ${name}: ${counts[name]} left under users/${uid}/${name}`);
    }
  }
  return problems;
}
