// The history of clients and deals (docs/product/history.md): one entry per changed document,
// computed here from the document before and after the write. The Firestore trigger
// (functions/src/history) and the fake data layer (src/testing/fakes/history.ts) both call
// `historyEntryOf`, so what the app shows in tests is what the server writes.
import type { AccountRole } from './accounts';
import type { RecordAccess } from './record-access';

export const HISTORY_KINDS = ['clients', 'deals'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_OPS = ['create', 'update', 'delete'] as const;
export type HistoryOp = (typeof HISTORY_OPS)[number];

/** Who made the change: a person in the app, the REST API, an import (or its undo), the service itself. */
export const HISTORY_SOURCES = ['app', 'api', 'import', 'system'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/**
 * Who reads an entry: `all` (every member who may see the record), `managers` (owners and
 * managers only: a deleted client's last entry, which holds the whole client for a restore).
 */
export type HistoryAudience = 'all' | 'managers';

/** Entries on one page of a timeline (the first page is live, "Show more" reads the next). */
export const HISTORY_PAGE = 25;

/** The most deleted clients the "Deleted clients" screen lists (newest first). */
export const DELETED_CLIENTS_LIMIT = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A field's value before and after a write (null: absent). */
export type FieldChange = { before: unknown; after: unknown };

/** What a write did to one document: the stored entry, without its id and times. */
export type HistoryEntryData = {
  recordKind: HistoryKind;
  recordId: string;
  /** The client whose timeline shows it: the client itself, or a deal's client ('' if none). */
  clientId: string;
  op: HistoryOp;
  /** The client's name or the deal's title, as it was (after; before on a delete). */
  title: string;
  /** Changed fields, before and after (an update); the fields set (a create); none on a delete. */
  changes: Record<string, FieldChange>;
  /** The whole record as it was (a delete only), so the client can be restored from it. */
  before: Record<string, unknown> | null;
  /** The member who wrote it, or null when nobody can say (a delete from before deletion markers). */
  actor: string | null;
  source: HistorySource;
  /** The record's owner (after; before on a delete): a member narrowed to their own records reads only theirs. */
  ownerId: string;
  audience: HistoryAudience;
};

/** A stored entry as screens see it. */
export type HistoryEntry = HistoryEntryData & {
  id: string;
  at: Date;
  expiresAt: Date;
  /** Set on a client's delete entry once the client was restored from it. */
  restoredAt: Date | null;
};

/** A deleted client that can still be restored: its delete entry. */
export type DeletedClient = { entryId: string; clientId: string; name: string; deletedAt: Date; expiresAt: Date; actor: string | null; source: HistorySource };

/**
 * Fields no person reads as a change: the stamps (who, when), a deal's position on the board (a
 * reorder within a stage), the write mark that names the source.
 */
export const UNSEEN_FIELDS: readonly string[] = ['createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'writeMark', 'position'];

/**
 * The mark a server-side writer (the REST API, an import, its undo, a restore) puts on each record
 * it creates or changes: `<source>:<unique id>`. The browser may not set or change it (the rules),
 * so a write whose mark differs from the one before is the server's; any other is the app's.
 */
export function writeMark(source: Exclude<HistorySource, 'app'>, unique: string): string {
  return `${source}:${unique}`;
}

/** The source a mark names (null: not a mark). */
export function sourceOfMark(mark: unknown): HistorySource | null {
  if (typeof mark !== 'string') return null;
  const source = mark.slice(0, mark.indexOf(':'));
  return (HISTORY_SOURCES as readonly string[]).includes(source) ? (source as HistorySource) : null;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The fields a person would see change between two versions of a record. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, FieldChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, FieldChange> = {};
  for (const k of [...keys].sort()) {
    if (UNSEEN_FIELDS.includes(k)) continue;
    const b = before?.[k] ?? null;
    const a = after?.[k] ?? null;
    if (k === CUSTOM_FIELDS) Object.assign(changes, customFieldChanges(b, a));
    else if (!same(b, a)) changes[k] = { before: b, after: a };
  }
  return changes;
}

const CUSTOM_FIELDS = 'customFields';
/** The prefix of a custom field's change: `customFields.<definition id>` (src/domain/custom-fields.ts). */
export const CUSTOM_FIELD_CHANGE_PREFIX = `${CUSTOM_FIELDS}.`;

const mapOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Each custom field that changed, as a change of its own, named by its definition id (a rename keeps the entry's field). */
function customFieldChanges(before: unknown, after: unknown): Record<string, FieldChange> {
  const b = mapOf(before);
  const a = mapOf(after);
  const out: Record<string, FieldChange> = {};
  for (const id of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
    const x = b[id] ?? null;
    const y = a[id] ?? null;
    if (!same(x, y)) out[`${CUSTOM_FIELD_CHANGE_PREFIX}${id}`] = { before: x, after: y };
  }
  return out;
}

/** Where the write came from, and who made it. */
export type WriteContext = {
  /**
   * Who deleted it, as far as known: the server-side writer that deletes says so; a browser's
   * delete names its member in its deletion marker (`deleterOf`). Absent: nobody can say.
   */
  deletedBy?: { actor: string | null; source: HistorySource };
};

/**
 * The history entry of one write to a client or deal, or null when it changed nothing a person
 * would see (only the position, only the stamps). The writer is the record's `updatedBy` (the
 * rules check that a browser write naming it names the caller; server-side writers set it to the
 * member they act for); the source is the write mark's when the write changed it, else the app.
 */
export function historyEntryOf(
  kind: HistoryKind,
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  context: WriteContext = {},
): HistoryEntryData | null {
  if (!before && !after) return null;
  const op: HistoryOp = !before ? 'create' : !after ? 'delete' : 'update';
  const current = (after ?? before)!;
  const changes = op === 'delete' ? {} : changedFields(before, after);
  if (op === 'update' && Object.keys(changes).length === 0) return null;
  const marked = after && after.writeMark !== (before?.writeMark ?? undefined) ? sourceOfMark(after.writeMark) : null;
  const who =
    op === 'delete'
      ? (context.deletedBy ?? { actor: null, source: 'app' as const })
      : { actor: text(after!.updatedBy) || text(after!.createdBy) || null, source: marked ?? ('app' as const) };
  return {
    recordKind: kind,
    recordId: id,
    clientId: kind === 'clients' ? id : text(current.clientId),
    op,
    title: kind === 'clients' ? text(current.name) : text(current.title),
    changes,
    before: op === 'delete' ? withoutUnseen(before!) : null,
    actor: who.actor,
    source: who.source,
    ownerId: text(current.ownerId),
    audience: op === 'delete' && kind === 'clients' ? 'managers' : 'all',
  };
}

/** Stamps a restore writes anew. */
const RESTAMPED = ['createdAt', 'updatedAt', 'updatedBy', 'writeMark'];

/** A record's own fields, its owner and its creator (a restore writes new stamps). */
function withoutUnseen(r: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(r).filter(([k]) => !RESTAMPED.includes(k)));
}

/** When an entry written at `at` expires: Global dataRetentionDays later. */
export function historyExpiry(at: Date, retentionDays: number): Date {
  return new Date(at.getTime() + retentionDays * DAY_MS);
}

/**
 * How one member reads history: owners and managers read all of it (deleted clients included);
 * others only entries for `all`, and with own records only, those of records assigned to them.
 */
export type HistoryScope = { managers: boolean; ownerId: string | null };

export function historyScopeOf(role: AccountRole, access: RecordAccess, uid: string): HistoryScope {
  const managers = role === 'owner' || role === 'manager';
  return { managers, ownerId: !managers && access.ownRecordsOnly ? uid : null };
}

/** Whether a member with this scope reads this entry (what the rules' read condition says). */
export function canReadEntry(scope: HistoryScope, entry: Pick<HistoryEntryData, 'audience' | 'ownerId'>): boolean {
  if (scope.managers) return true;
  return entry.audience === 'all' && (scope.ownerId === null || entry.ownerId === scope.ownerId);
}

/** Newest first; entries of one batch (the same time) by id, as the query orders them. */
export function compareEntries(a: Pick<HistoryEntry, 'at' | 'id'>, b: Pick<HistoryEntry, 'at' | 'id'>): number {
  return b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Whether a deleted client's entry still allows a restore at `now`. */
export function restorable(entry: Pick<HistoryEntry, 'op' | 'recordKind' | 'expiresAt' | 'restoredAt'>, now: Date): boolean {
  return entry.op === 'delete' && entry.recordKind === 'clients' && entry.restoredAt === null && entry.expiresAt.getTime() > now.getTime();
}

/** The id of a delete's entry: both the server-side writer that deletes and the trigger name it so, so it is written once. */
export function deleteEntryId(kind: HistoryKind, id: string, beforeUpdate: { seconds: number; nanoseconds: number }): string {
  return `${kind}-${id}-d${beforeUpdate.seconds}${String(beforeUpdate.nanoseconds).padStart(9, '0')}`;
}

/** The id of a create's or update's entry: one per version of the document (a repeated trigger writes it once). */
export function writeEntryId(kind: HistoryKind, id: string, afterUpdate: { seconds: number; nanoseconds: number }): string {
  return `${kind}-${id}-w${afterUpdate.seconds}${String(afterUpdate.nanoseconds).padStart(9, '0')}`;
}

/**
 * The mark a browser's delete of a client or deal leaves beside it (docs/decisions/0248), so the
 * history can name who deleted: `accounts/{a}/deletions/{deletionMarkerId}`, written in the batch
 * that deletes the record. The rules require it for every browser delete of a client or deal and
 * check that it names the caller (`by`), the record (`kind`, `recordId`) and the request's time
 * (`at`); the record trigger reads it for the delete's entry and then removes it.
 */
export type DeletionMarker = { kind: HistoryKind; recordId: string; by: string; at: Date };

export const DELETIONS = 'deletions';

/** The marker's document id: one per record (a later delete of the same id writes it anew). */
export function deletionMarkerId(kind: HistoryKind, id: string): string {
  return `${kind}-${id}`;
}

/**
 * The deletes of clients or deals one browser batch may hold: the rules read two documents for
 * each (its marker, and the record after the batch) and at most 20 in a batch, three of which
 * are the caller's member document, the subscription and the global settings (decision 0248).
 */
export const DELETES_PER_BATCH = 8;

/**
 * Who deleted a record, from the marker found beside its delete: the member the marker names,
 * when it was written with this delete (at or after the version deleted: an older marker is a
 * previous delete's of the same id). Undefined when there is none to trust.
 */
export function deleterOf(marker: Partial<DeletionMarker> | null, kind: HistoryKind, deletedVersion: Date | null): WriteContext['deletedBy'] {
  if (!marker || marker.kind !== kind || typeof marker.by !== 'string' || marker.by === '' || !(marker.at instanceof Date)) return undefined;
  if (deletedVersion && marker.at.getTime() < deletedVersion.getTime()) return undefined;
  return { actor: marker.by, source: 'app' };
}

/** What a restore refuses, worded for the person. */
export const HISTORY_MESSAGES = {
  notManager: 'Only owners and managers can restore deleted clients.',
  notFound: 'This deleted client is no longer in the history.',
  expired: 'This client was deleted longer ago than the history is kept, so it cannot be restored.',
  alreadyRestored: 'This client has been restored already.',
  exists: 'A client with this id exists already, so it cannot be restored over it.',
  badRequest: 'Choose a deleted client to restore.',
  readOnly: 'This account is read-only, so nothing can be restored now.',
  clientCap: "Your plan's client limit is reached. Upgrade your plan to restore this client.",
} as const;
