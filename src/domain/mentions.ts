// @mentions in a note (docs/product/history.md#mentions, docs/decisions/0225): the text keeps a
// readable `@Name` where the member was picked, and the activity's `mentions` holds their uids
// (at most ACTIVITY_LIMITS.mentions). The uid is what counts: it decides who is told, and it
// survives a rename; the name in the text is what a reader sees, also in an export. One set of
// rules for the editor, the timeline, the fake and the notice function. Pure: no React, no Firebase.
import { ACTIVITY_LIMITS } from './activities';
import type { NoteSegment } from './activities';
import { noteSegments } from './activities';

/** A member as the picker and the timeline name them. */
export type MentionMember = { uid: string; name: string };

/** Members shown at once in the picker. */
export const MENTION_PICKER_SIZE = 8;
/** The longest "@query" the picker still follows (a name with a space or two). */
export const MENTION_QUERY_MAX = 40;
/** The characters of a note a notice quotes. */
export const NOTICE_EXCERPT = 140;
/** Notices a member's list shows (newest first). */
export const NOTICE_LIST_SIZE = 30;

/** The name a member goes by in a note: their display name, else their e-mail. */
export const mentionName = (m: { displayName?: string; email?: string }): string => (m.displayName?.trim() || m.email?.trim() || '').replace(/\s+/g, ' ');

/**
 * The "@query" being typed just before the caret, when there is one: an `@` at the start of the
 * text or after a space or line break, then up to MENTION_QUERY_MAX characters without a line
 * break or another `@`, not starting or ending with a space. `start` is the index of the `@`.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  // A space right after the @, or at the end (a name picked or typed out), ends it.
  if (query.length > MENTION_QUERY_MAX || /[\n@]/.test(query) || /^\s|\s$/.test(query)) return null;
  return { start: at, query };
}

/**
 * The members a query offers, best first: names that start with it, then names with a word that
 * starts with it, then names that contain it; case and accents ignored. At most `limit`.
 */
export function matchMembers(members: readonly MentionMember[], query: string, limit = MENTION_PICKER_SIZE): MentionMember[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  const rank = (m: MentionMember): number => {
    const name = fold(m.name);
    if (q === '' || name.startsWith(q)) return 0;
    if (name.split(/\s+/).some((w) => w.startsWith(q))) return 1;
    return name.includes(q) ? 2 : -1;
  };
  return members
    .filter((m) => m.name !== '')
    .map((m) => ({ m, r: rank(m) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.m.name.localeCompare(b.m.name))
    .slice(0, limit)
    .map((x) => x.m);
}

/** The text with `@Name ` in place of the "@query" from `start` to `caret`, and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + mention + after, caret: start + mention.length };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `@name` stands in the text as a whole mention (not the start of a longer word). */
export function mentionsName(text: string, name: string): boolean {
  if (name === '') return false;
  return new RegExp(`(^|\\s)@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'u').test(text);
}

/**
 * The uids a note mentions: of the candidates (the members picked while writing, and on an edit
 * those mentioned before, by their current names), those whose `@Name` is still in the text, in
 * the order picked, each once, at most ACTIVITY_LIMITS.mentions. Deleting the `@Name` from the
 * text drops the mention; so an edit keeps `mentions` and the text in step.
 */
export function mentionsInText(text: string, candidates: readonly MentionMember[]): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    if (out.includes(c.uid) || !mentionsName(text, c.name)) continue;
    out.push(c.uid);
  }
  return out.slice(0, ACTIVITY_LIMITS.mentions);
}

/** A piece of a note as shown: the note's own pieces, or a mention of a member. */
export type MentionSegment = NoteSegment | { type: 'mention'; uid: string; text: string };

/**
 * A note's text cut into text, links, line breaks and mentions: each `@Name` of a mentioned member
 * (by the names given, longest first, so "@Ana Lopez" wins over "@Ana") becomes a mention.
 * Links render as before; a mention inside a link stays part of the link.
 */
export function mentionSegments(text: string, mentioned: readonly MentionMember[]): MentionSegment[] {
  const named = mentioned.filter((m) => m.name !== '').sort((a, b) => b.name.length - a.name.length);
  if (named.length === 0) return noteSegments(text);
  const pattern = new RegExp(`(^|\\s)@(${named.map((m) => escapeRegExp(m.name)).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const out: MentionSegment[] = [];
  for (const seg of noteSegments(text)) {
    if (seg.type !== 'text') {
      out.push(seg);
      continue;
    }
    let last = 0;
    for (const m of seg.text.matchAll(pattern)) {
      const start = m.index + m[1]!.length;
      const member = named.find((n) => n.name === m[2]);
      if (!member) continue;
      if (start > last) out.push({ type: 'text', text: seg.text.slice(last, start) });
      out.push({ type: 'mention', uid: member.uid, text: `@${member.name}` });
      last = start + 1 + member.name.length;
    }
    if (last < seg.text.length) out.push({ type: 'text', text: seg.text.slice(last) });
  }
  return out;
}

/**
 * Who is told of a write: the uids in `after` that were not in `before`, never the author (no
 * one is told they mentioned themselves). A create has no `before`.
 */
export function newlyMentioned(before: readonly string[] | undefined, after: readonly string[], authorId: string): string[] {
  const had = new Set(before ?? []);
  return [...new Set(after)].filter((uid) => uid !== authorId && !had.has(uid));
}

/** The uids stored on an activity document (anything else dropped). */
export const storedMentions = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);

/** The start of a note for a notice: one line, at most NOTICE_EXCERPT characters. */
export function noticeExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > NOTICE_EXCERPT ? `${line.slice(0, NOTICE_EXCERPT - 1).trimEnd()}…` : line;
}

/**
 * An in-app notice, users/{uid}/notices/{id}: written only by functions, read by its member, who
 * may set `readAt` and nothing else (firestore.rules). The id is `<accountId>_<activityId>`, so a
 * note tells each member once, however often it is edited or its event delivered.
 */
export type MentionNotice = {
  id: string;
  kind: 'mention';
  accountId: string;
  clientId: string;
  clientName: string;
  activityId: string;
  authorId: string;
  authorName: string;
  excerpt: string;
  createdAt: Date;
  readAt: Date | null;
};

export const noticeId = (accountId: string, activityId: string): string => `${accountId}_${activityId}`;

/** Unread notices among these. */
export const unreadCount = (notices: readonly Pick<MentionNotice, 'readAt'>[]): number => notices.filter((n) => n.readAt === null).length;
