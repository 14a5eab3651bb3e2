// The account's activity (accounts/{a}/activity, written by writeActivity in ./access.ts) for its
// owners and managers: newest first, a page at a time, as plain JSON.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { canManageAccount, isAccountRole } from '../../../src/domain/accounts';
import { MEMBER_MESSAGES, parseActivityQuery } from '../../../src/domain/invitations';
import { requestData } from '../shared/guards';
import { memberFrom, refuse, requireMember, signedIn, valueOr } from './access';
import type { MemberDeps } from './invitations';

/** One entry as listAccountActivity answers it. */
export type ActivityReply = {
  id: string;
  type: string;
  /** Who did it: the name stored with the entry (display name, else e-mail). */
  actor: string;
  actorUid: string;
  /** Whom it was about: their display name while they are a member, else the e-mail stored with the entry. */
  target: string;
  targetEmail: string | null;
  targetUid: string | null;
  role: string | null;
  /** ISO time. */
  at: string;
  details: Record<string, string | boolean | null>;
};

const timeOf = (snap: DocumentSnapshot): Date | null => {
  const at: unknown = snap.get('at');
  if (at instanceof Date) return at;
  if (at && typeof (at as { toDate?: unknown }).toDate === 'function') return (at as { toDate: () => Date }).toDate();
  return null;
};

function detailsOf(value: unknown): Record<string, string | boolean | null> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string | boolean | null> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'boolean' || v === null) out[key] = v;
  }
  return out;
}

function replyOf(snap: DocumentSnapshot, names: Map<string, string>): ActivityReply | null {
  const at = timeOf(snap);
  if (!at) return null;
  const str = (field: string) => {
    const v: unknown = snap.get(field);
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const targetUid = str('targetUid');
  const targetEmail = str('targetEmail');
  const role: unknown = snap.get('role');
  return {
    id: snap.id,
    type: str('type') ?? '',
    actor: str('actorName') ?? names.get(str('actorUid') ?? '') ?? 'A member',
    actorUid: str('actorUid') ?? '',
    target: (targetUid ? names.get(targetUid) : undefined) ?? targetEmail ?? '',
    targetEmail,
    targetUid,
    role: isAccountRole(role) ? role : null,
    at: at.toISOString(),
    details: detailsOf(snap.get('details')),
  };
}

/** The names of the account's members (display name, else e-mail), by uid. */
async function memberNames(db: Firestore, accountId: string): Promise<Map<string, string>> {
  const snap = await db.collection(`accounts/${accountId}/members`).get();
  const names = new Map<string, string>();
  for (const d of snap.docs) {
    const m = memberFrom(d.data());
    const name = m?.displayName || m?.email;
    if (name) names.set(d.id, name);
  }
  return names;
}

/**
 * listAccountActivity({ accountId, before?, limit? }) → { entries, next }: the entries older than
 * `before` (all when left out), newest first, at most `limit` (20 when left out, at most 50);
 * `next` is the `before` of the following page, null after the last. Entries that share the time
 * of the page's last one all go on this page, so a page boundary never skips one.
 */
export async function listAccountActivity({ db }: MemberDeps, request: CallableRequest) {
  const caller = signedIn(request);
  const { accountId, before, limit } = valueOr(parseActivityQuery(requestData(request), caller.uid));
  const me = await requireMember(db, accountId, caller.uid);
  if (!canManageAccount(me.role)) throw refuse('permission-denied', MEMBER_MESSAGES.activityManageOnly);

  const activity = db.collection(`accounts/${accountId}/activity`);
  const newest = before ? activity.where('at', '<', before).orderBy('at', 'desc') : activity.orderBy('at', 'desc');
  const [found, names] = await Promise.all([newest.limit(limit + 1).get(), memberNames(db, accountId)]);
  let docs = found.docs.slice(0, limit);
  const more = found.docs.length > limit;
  if (more) {
    const last = timeOf(docs[docs.length - 1]!);
    const first = timeOf(found.docs[limit]!);
    if (last && first && last.getTime() === first.getTime()) {
      // The next entry has the same time as this page's last: take every entry of that time here.
      const tied = await activity.where('at', '==', last).get();
      docs = [...docs.filter((d) => timeOf(d)?.getTime() !== last.getTime()), ...tied.docs.sort((a, b) => (a.id < b.id ? 1 : -1))];
    }
  }
  const entries = docs.map((d) => replyOf(d, names)).filter((e): e is ActivityReply => e !== null);
  const lastAt = entries.length ? entries[entries.length - 1]!.at : null;
  return { entries, next: more ? lastAt : null };
}
