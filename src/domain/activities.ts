// Activities on a client (docs/product/records.md#activities): notes and logged calls, meetings and
// e-mails, stored in accounts/{a}/activities/{id}. One parser for the form, the data layer, the
// fake and any function; the security rules hold the same bounds (firestore.rules isValidActivity).
// Pure: no React, no Firebase.
import { isIsoDate, todayIso } from './dates';
import { cleanText } from './sanitize';
import type { IsoDate } from './types';

export const ACTIVITY_KINDS = ['note', 'call', 'meeting', 'email'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds that are a contact with the client: logging one moves the client's last contact. */
export const CONTACT_KINDS = ['call', 'meeting', 'email'] as const satisfies readonly ActivityKind[];

export const ACTIVITY_LIMITS = {
  /**
   * A note's (or a log's) text. Longer than the 500 characters of a record's short fields: a note
   * holds minutes of a meeting or a pasted e-mail; 5,000 characters is about two pages, and keeps
   * a page of 25 entries under 130 KB.
   */
  text: 5000,
  /** The outcome of a call, meeting or e-mail: a short field, cut as every other (500). */
  outcome: 500,
  /** Duration in minutes: at most a day. */
  durationMax: 24 * 60,
  /** Members one note may mention. */
  mentions: 20,
  /** Entries in one page of the timeline. */
  page: 25,
} as const;

// The limits are written out, so each message is one text to translate (activities.test.ts keeps them in step).
export const ACTIVITY_MESSAGES = {
  textRequired: 'Write the note before saving it.',
  textTooLong: 'The text can be at most 5,000 characters.',
  kindInvalid: 'Choose note, call, meeting or e-mail.',
  atInvalid: 'Enter a valid date and time.',
  durationInvalid: 'Enter a duration in minutes, from 0 to 1,440 (a day).',
  tooManyMentions: 'A note can mention at most 20 members.',
  clientRequired: 'Choose the client this activity is about.',
  notFound: 'This activity no longer exists.',
  notAuthor: 'Only its author can edit this activity.',
} as const;

/** What is stored of an activity besides its id and the server's timestamps. */
export type Activity = {
  id: string;
  /** The client it is about (DESIGN: the subject, a client or deal id; clients for now). */
  subject: string;
  kind: ActivityKind;
  /** When it happened (a call's or meeting's time; a note's writing time). */
  at: Date;
  text: string;
  /** Minutes; 0 for a note. */
  duration: number;
  /** What came of it; '' for a note. */
  outcome: string;
  authorId: string;
  /** Members mentioned with @ (uids). */
  mentions: string[];
  /** The client's owner, copied so own-records-only members are narrowed without reading the client. */
  ownerId: string;
  /** 'api' on one the REST API wrote (ACTIVITY_SOURCE_API); absent on the app's. */
  source?: 'api';
};

/**
 * An activity written by the REST API carries `source: 'api'` (functions/src/api/activities.ts);
 * the app writes none, and the rules let no browser set or change it.
 */
export const ACTIVITY_SOURCE_API = 'api';

/** What the form sends. */
export type ActivityInput = Pick<Activity, 'subject' | 'kind' | 'at' | 'text' | 'duration' | 'outcome' | 'mentions'>;
/** What an edit may change (never its client, kind or author). */
export type ActivityPatch = Partial<Pick<Activity, 'at' | 'text' | 'duration' | 'outcome' | 'mentions'>>;

export type ActivityParse<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Trimmed text; line breaks and tabs kept, other control characters dropped. */
export function cleanLongText(v: unknown): string {
  if (typeof v !== 'string') return '';
  const s = v.replace(/\r\n?/g, '\n');
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    // Line breaks and tabs kept; other control characters dropped.
    if (code >= 32 || ch === '\n' || ch === '\t') out += code === 127 ? '' : ch;
  }
  return out.trim();
}

function field<T>(input: Record<string, unknown>, name: string, parse: (v: unknown) => ActivityParse<T>): ActivityParse<T> | null {
  return name in input && input[name] !== undefined ? parse(input[name]) : null;
}

const parseAt = (v: unknown): ActivityParse<Date> => {
  const d = v instanceof Date ? v : typeof v === 'string' || typeof v === 'number' ? new Date(v) : null;
  return d && Number.isFinite(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 9999
    ? { ok: true, value: d }
    : { ok: false, field: 'at', message: ACTIVITY_MESSAGES.atInvalid };
};

const parseDuration = (v: unknown): ActivityParse<number> => {
  const n = typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= ACTIVITY_LIMITS.durationMax
    ? { ok: true, value: n }
    : { ok: false, field: 'duration', message: ACTIVITY_MESSAGES.durationInvalid };
};

const parseText = (v: unknown): ActivityParse<string> => {
  const s = cleanLongText(v);
  return s.length > ACTIVITY_LIMITS.text ? { ok: false, field: 'text', message: ACTIVITY_MESSAGES.textTooLong } : { ok: true, value: s };
};

const parseMentions = (v: unknown): ActivityParse<string[]> => {
  const ids = Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 128 && !x.includes('/')))] : [];
  return ids.length > ACTIVITY_LIMITS.mentions ? { ok: false, field: 'mentions', message: ACTIVITY_MESSAGES.tooManyMentions } : { ok: true, value: ids };
};

const parseOutcome = (v: unknown): ActivityParse<string> => ({ ok: true, value: cleanText(v) });

/** A whole new activity from untrusted input; a note needs its text, a log may go without. */
export function parseActivity(input: unknown): ActivityParse<ActivityInput> {
  if (!isObject(input)) return { ok: false, field: '', message: ACTIVITY_MESSAGES.kindInvalid };
  const kind = input.kind;
  if (!(ACTIVITY_KINDS as readonly unknown[]).includes(kind)) return { ok: false, field: 'kind', message: ACTIVITY_MESSAGES.kindInvalid };
  const subject = typeof input.subject === 'string' ? input.subject.trim() : '';
  if (subject === '' || subject.length > 128 || subject.includes('/')) return { ok: false, field: 'subject', message: ACTIVITY_MESSAGES.clientRequired };
  const at = parseAt(input.at ?? new Date());
  if (!at.ok) return at;
  const text = parseText(input.text);
  if (!text.ok) return text;
  if (kind === 'note' && text.value === '') return { ok: false, field: 'text', message: ACTIVITY_MESSAGES.textRequired };
  const duration = kind === 'note' ? ({ ok: true, value: 0 } as const) : parseDuration(input.duration ?? 0);
  if (!duration.ok) return duration;
  const outcome = kind === 'note' ? '' : cleanText(input.outcome);
  const mentions = parseMentions(input.mentions);
  if (!mentions.ok) return mentions;
  return {
    ok: true,
    value: { subject, kind: kind as ActivityKind, at: at.value, text: text.value, duration: duration.value, outcome, mentions: mentions.value },
  };
}

/** Only the fields present, with the same checks; `kind` is the stored activity's (a note keeps its text). */
export function parseActivityPatch(kind: ActivityKind, changes: unknown): ActivityParse<ActivityPatch> {
  if (!isObject(changes)) return { ok: false, field: '', message: ACTIVITY_MESSAGES.kindInvalid };
  const out: ActivityPatch = {};
  const at = field(changes, 'at', parseAt);
  if (at && !at.ok) return at;
  if (at) out.at = at.value;
  const text = field(changes, 'text', parseText);
  if (text && !text.ok) return text;
  if (text) {
    if (kind === 'note' && text.value === '') return { ok: false, field: 'text', message: ACTIVITY_MESSAGES.textRequired };
    out.text = text.value;
  }
  if (kind !== 'note') {
    const duration = field(changes, 'duration', parseDuration);
    if (duration && !duration.ok) return duration;
    if (duration) out.duration = duration.value;
    const outcome = field(changes, 'outcome', parseOutcome);
    if (outcome?.ok) out.outcome = outcome.value;
  }
  const mentions = field(changes, 'mentions', parseMentions);
  if (mentions && !mentions.ok) return mentions;
  if (mentions) out.mentions = mentions.value;
  return { ok: true, value: out };
}

/** Whether logging this activity is a contact with the client (its last contact moves). */
export const isContact = (kind: ActivityKind): boolean => (CONTACT_KINDS as readonly string[]).includes(kind);

/**
 * What an activity on `day` (its local calendar date) writes to its client: the last activity
 * always moves forward to it, the last contact too for a call, meeting or e-mail. Never backward:
 * logging last month's call leaves a later contact as it is. Null: nothing to write.
 */
export function clientTouch(
  client: { lastContact?: unknown; lastActivity?: unknown },
  kind: ActivityKind,
  day: IsoDate,
): { lastContact?: IsoDate; lastActivity?: IsoDate } | null {
  const later = (stored: unknown) => !(typeof stored === 'string' && isIsoDate(stored) && stored >= day);
  const out: { lastContact?: IsoDate; lastActivity?: IsoDate } = {};
  if (later(client.lastActivity)) out.lastActivity = day;
  if (isContact(kind) && later(client.lastContact)) out.lastContact = day;
  return Object.keys(out).length > 0 ? out : null;
}

/** The latest of a client's last contact and last activity ('' when neither is set). */
export function lastTouch(client: { lastContact?: unknown; lastActivity?: unknown }): IsoDate {
  const dates = [client.lastContact, client.lastActivity].filter((d): d is string => typeof d === 'string' && isIsoDate(d));
  return dates.sort().at(-1) ?? '';
}

/** How many days without a contact or activity make a client stale on the clients list. */
export const STALE_DAYS = 30;

/** The date STALE_DAYS before `today` ('yyyy-mm-dd', calendar days). */
export function staleBefore(today: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return todayIso(new Date(y, m - 1, d - STALE_DAYS));
}

/** No contact or activity for STALE_DAYS (or never). */
export const isStale = (client: { lastContact?: unknown; lastActivity?: unknown }, today: IsoDate): boolean => lastTouch(client) < staleBefore(today);

/** Who may edit an activity: its author. Who may delete it: its author, owners and managers. */
export const canEditActivity = (activity: Pick<Activity, 'authorId'>, me: string): boolean => activity.authorId === me;
export const canDeleteActivity = (activity: Pick<Activity, 'authorId'>, me: string, managesAccount: boolean): boolean =>
  activity.authorId === me || managesAccount;

/** A piece of a note as shown: text, a link (http or https only) or a line break. */
export type NoteSegment = { type: 'text'; text: string } | { type: 'link'; href: string; text: string } | { type: 'break' };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;

/** A note's text cut into text, links and line breaks; drawn as elements, never as HTML. */
export function noteSegments(text: string): NoteSegment[] {
  const out: NoteSegment[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ type: 'break' });
    let last = 0;
    for (const m of line.matchAll(LINK)) {
      // A sentence's closing punctuation is not part of the link.
      const href = m[0].replace(/[.,;:!?)\]]+$/, '');
      const start = m.index;
      if (start > last) out.push({ type: 'text', text: line.slice(last, start) });
      out.push({ type: 'link', href, text: href });
      last = start + href.length;
    }
    if (last < line.length) out.push({ type: 'text', text: line.slice(last) });
  });
  return out;
}

/** Newest first; the same moment ordered by id (as the query's cursor). */
export function byNewest(a: Pick<Activity, 'at' | 'id'>, b: Pick<Activity, 'at' | 'id'>): number {
  return b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
