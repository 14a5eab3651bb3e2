// Activities in the export (docs/product/import.md#export): in the JSON backup from version 2.3.0
// (each with its id, client, author and time, `at` as an ISO string), in their own CSV, and what
// a restore writes of them: each checked with the app's activity schema (src/domain/activities.ts
// parseActivity), kept under its id and by its author, on a client the account holds once the
// backup's records are back, stamped with that client's owner as every activity is
// (docs/decisions/0208). A backup from before activities holds none: a restore leaves the
// account's activities alone (docs/decisions/0221). Pure.
import { ACTIVITY_SOURCE_API, parseActivity } from '../activities';
import type { ActivityKind } from '../activities';
import { csvText } from '../csv-export';
import { RESTORE_ID } from './restore-deals';

/** An activity as a backup holds it. `source` only on one the REST API wrote. */
export type BackupActivity = {
  id: string;
  subject: string;
  kind: ActivityKind;
  /** ISO date and time. */
  at: string;
  text: string;
  duration: number;
  outcome: string;
  authorId: string;
  mentions: string[];
  source?: typeof ACTIVITY_SOURCE_API;
};

/** An activity as the layers read it (ActivityView), to what a backup holds. */
export function backupActivityOf(a: {
  id: string;
  subject: string;
  kind: ActivityKind;
  at: Date;
  text: string;
  duration: number;
  outcome: string;
  authorId: string;
  mentions: readonly string[];
  source?: unknown;
}): BackupActivity {
  return {
    id: a.id,
    subject: a.subject,
    kind: a.kind,
    at: Number.isFinite(a.at.getTime()) ? a.at.toISOString() : new Date(0).toISOString(),
    text: a.text,
    duration: a.duration,
    outcome: a.outcome,
    authorId: a.authorId,
    mentions: [...a.mentions],
    ...(a.source === ACTIVITY_SOURCE_API ? { source: ACTIVITY_SOURCE_API } : {}),
  };
}

export const ACTIVITY_RESTORE_MESSAGES = {
  badId: 'Invalid record id',
  badAuthor: 'Its author is not a valid member id.',
  noClient: 'Its client is neither in the backup nor in the account.',
} as const;

/** At most this many activities a restore sends in one call (Firestore writes 500 a batch). */
export const ACTIVITY_RESTORE_CHUNK = 400;

const isUid = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128 && !v.includes('/');

/** One backup entry checked: the activity, or why it is refused. */
export function checkBackupActivity(item: unknown): { ok: true; value: BackupActivity } | { ok: false; id: string; message: string } {
  const o = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
  const rawId = o.id;
  const label = typeof rawId === 'string' ? rawId : '?';
  if (typeof rawId !== 'string' || !RESTORE_ID.test(rawId)) return { ok: false, id: label, message: ACTIVITY_RESTORE_MESSAGES.badId };
  const parsed = parseActivity(o);
  if (!parsed.ok) return { ok: false, id: rawId, message: parsed.message };
  if (!isUid(o.authorId)) return { ok: false, id: rawId, message: ACTIVITY_RESTORE_MESSAGES.badAuthor };
  const v = parsed.value;
  return {
    ok: true,
    value: backupActivityOf({ ...v, id: rawId, authorId: o.authorId, source: o.source }),
  };
}

/** The activities of a backup's JSON (readBackup), each checked; undefined in a backup from before activities. */
export function readBackupActivities(raw: Record<string, unknown>, invalid: string[]): BackupActivity[] | undefined {
  if (!('activities' in raw)) return undefined;
  const out: BackupActivity[] = [];
  (Array.isArray(raw.activities) ? (raw.activities as unknown[]) : []).forEach((item, i) => {
    const checked = checkBackupActivity(item);
    if (checked.ok) out.push(checked.value);
    else invalid.push(`${ACTIVITIES_TITLE} ${i + 1}: ${checked.message}`);
  });
  return out;
}

export const ACTIVITIES_TITLE = 'Activities';

/** What a restore writes: each activity with its client's owner, and `activities <id>: message` for each refused. */
export type ActivitiesRestorePlan = { activities: (BackupActivity & { ownerId: string })[]; errors: string[] };

/** `clientOwners`: every client the account holds once the records are restored, by id, with its ownerId. */
export function planActivitiesRestore(list: readonly unknown[], clientOwners: ReadonlyMap<string, string>): ActivitiesRestorePlan {
  const plan: ActivitiesRestorePlan = { activities: [], errors: [] };
  for (const item of list) {
    const checked = checkBackupActivity(item);
    if (!checked.ok) {
      plan.errors.push(`activities ${checked.id}: ${checked.message}`);
      continue;
    }
    const owner = clientOwners.get(checked.value.subject);
    if (owner === undefined) {
      plan.errors.push(`activities ${checked.value.id}: ${ACTIVITY_RESTORE_MESSAGES.noClient}`);
      continue;
    }
    plan.activities.push({ ...checked.value, ownerId: owner });
  }
  return plan;
}

export const ACTIVITIES_CSV_COLUMNS = ['at', 'client', 'kind', 'duration', 'outcome', 'text', 'author', 'mentions', 'source'] as const;
export type ActivitiesCsvColumn = (typeof ACTIVITIES_CSV_COLUMNS)[number];

/** The header row and the kind names in the person's language (the screen passes them, as for the deals CSV). */
export type ActivitiesCsvLabels = { headers: Record<ActivitiesCsvColumn, string>; kinds: Record<ActivityKind, string>; sources: { app: string; api: string } };

/** A member as the author column names them: their name, else their e-mail, else their id (a member who left). */
export type ActivityPerson = { displayName?: string; email?: string };

const personLabel = (uid: string, people: Readonly<Record<string, ActivityPerson>>) => people[uid]?.displayName?.trim() || people[uid]?.email?.trim() || uid;

/**
 * The activities CSV: a header row, then one row per activity, newest first, with the client's
 * name and the author's rather than ids; `at` stays ISO (as every export's dates), cells
 * neutralised and quoted as every export's (csvText, as csvCell in export.ts).
 */
export function toActivitiesCsv(
  data: { records: { clients: readonly { id: string; name: string }[] }; activities?: readonly BackupActivity[] },
  people: Readonly<Record<string, ActivityPerson>>,
  labels: ActivitiesCsvLabels,
): string {
  const clientNames = new Map(data.records.clients.map((c) => [c.id, c.name]));
  const list = [...(data.activities ?? [])].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id < b.id ? 1 : -1));
  const rows = list.map((a) => {
    const cells: Record<ActivitiesCsvColumn, string | number> = {
      at: a.at,
      client: clientNames.get(a.subject) ?? a.subject,
      kind: labels.kinds[a.kind],
      duration: a.kind === 'note' ? '' : a.duration,
      outcome: a.outcome,
      text: a.text,
      author: personLabel(a.authorId, people),
      mentions: a.mentions.map((m) => personLabel(m, people)).join(', '),
      source: a.source === ACTIVITY_SOURCE_API ? labels.sources.api : labels.sources.app,
    };
    return ACTIVITIES_CSV_COLUMNS.map((c) => cells[c]);
  });
  const lines = [ACTIVITIES_CSV_COLUMNS.map((c) => labels.headers[c]), ...rows].map((r) => r.map((cell) => csvText(String(cell))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
