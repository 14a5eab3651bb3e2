// The activity endpoints (docs/api.md#activities): GET /v1/activities?clientId= (a client's
// timeline, newest first, paged by cursor) and POST /v1/activities (a note, or a logged call,
// meeting or e-mail), with the Admin SDK. The one activity schema (src/domain/activities.ts
// parseActivity) checks the input; the activity is stamped as the API's (`source: 'api'`, its
// author the key's member) and, as in the app (src/data/activities.ts), copies its client's owner
// and moves the client's last activity and last contact (clientTouch) in the same transaction, the
// client's write marked as the API's for its history. The member switches apply as to the
// records: a member narrowed to their own records sees and logs only on their own clients.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { ACTIVITY_KINDS, ACTIVITY_SOURCE_API, clientTouch, parseActivity } from '../../../src/domain/activities';
import { accountPaths } from '../../../src/domain/accounts';
import { canSee, scopeOf } from '../../../src/domain/record-access';
import type { Entitlements } from '../../../src/domain/entitlements';
import { ApiError, API_MESSAGES } from './errors';
import { isDocumentId } from './record-id';
import { markOf } from './records';
import type { RecordCaller } from './records';

export const ACTIVITY_API_MESSAGES = {
  clientRequired: 'Name the client: GET /v1/activities?clientId=<client id>.',
  clientNotFound: (id: string) => `No client with id "${id}".`,
  badKind: `kind must be one of ${ACTIVITY_KINDS.join(', ')}.`,
  notMember: (uid: string) => `"${uid}" is not a member of this account: a note mentions members only.`,
} as const;

const activitiesCol = (db: Firestore, a: string) => db.collection(`${accountPaths.account(a)}/activities`);
const clientRef = (db: Firestore, a: string, id: string) => db.doc(`${accountPaths.records(a, 'clients')}/${id}`);

const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

/** A stored activity as the API answers it: `clientId` (stored as `subject`), `at` and the timestamps as ISO strings. */
export function activityJson(snap: DocumentSnapshot): Record<string, unknown> {
  const { subject, at, createdAt, updatedAt, source, ...fields } = snap.data() ?? {};
  return { id: snap.id, clientId: subject, ...fields, at: iso(at), source: source ?? 'app', createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

/** The client, when it exists and the caller may see it; else 404 (a read) or 400 naming clientId (a write). */
async function visibleClient(db: Firestore, caller: RecordCaller, clientId: string, status: 400 | 404): Promise<DocumentSnapshot> {
  const snap = await clientRef(db, caller.accountId, clientId).get();
  if (snap.exists && canSee(caller.access, caller.uid, 'clients', snap.data() ?? {})) return snap;
  const message = ACTIVITY_API_MESSAGES.clientNotFound(clientId);
  throw status === 404 ? new ApiError(404, 'not-found', message) : new ApiError(400, 'invalid-argument', message, { fields: { clientId: message } });
}

/** GET /v1/activities?clientId=&kind=&limit=&cursor=: the client's activities, newest first. */
export async function listActivities(db: Firestore, caller: RecordCaller, query: Record<string, unknown>, page: { limit: number; cursor: string | null }) {
  const clientId = query.clientId;
  if (typeof clientId !== 'string' || clientId === '')
    throw new ApiError(400, 'invalid-argument', ACTIVITY_API_MESSAGES.clientRequired, { fields: { clientId: ACTIVITY_API_MESSAGES.clientRequired } });
  if (!isDocumentId(clientId)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badId, { fields: { clientId: API_MESSAGES.badId } });
  const kind = query.kind;
  if (kind !== undefined && kind !== '' && !(ACTIVITY_KINDS as readonly unknown[]).includes(kind)) {
    throw new ApiError(400, 'invalid-argument', ACTIVITY_API_MESSAGES.badKind, { fields: { kind: ACTIVITY_API_MESSAGES.badKind } });
  }
  // A member who may not see the client sees none of its timeline (404, as for a client that is not there).
  await visibleClient(db, caller, clientId, 404);
  const scope = scopeOf(caller.access, caller.uid, 'clients');
  let q: Query = activitiesCol(db, caller.accountId);
  if (scope.ownerId !== null) q = q.where('ownerId', '==', scope.ownerId);
  q = q.where('subject', '==', clientId);
  if (typeof kind === 'string' && kind !== '') q = q.where('kind', '==', kind);
  q = q.orderBy('at', 'desc').limit(page.limit + 1);
  if (page.cursor) {
    const after = await activitiesCol(db, caller.accountId).doc(page.cursor).get();
    if (!after.exists || after.get('subject') !== clientId) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badCursor);
    q = q.startAfter(after);
  }
  const snap = await q.get();
  const docs = snap.docs.slice(0, page.limit);
  const more = snap.docs.length > page.limit;
  return { data: docs.map(activityJson), nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}

/** POST /v1/activities: { clientId, kind, at?, text, duration?, outcome?, mentions? }. */
export async function createActivity(db: Firestore, caller: RecordCaller, body: Record<string, unknown>, e: Entitlements) {
  if (!e.canWrite) throw new ApiError(403, 'permission-denied', API_MESSAGES.readOnly);
  const { clientId, ...rest } = body;
  const parsed = parseActivity({ ...rest, subject: clientId ?? body.subject });
  if (!parsed.ok) {
    const field = parsed.field === 'subject' ? 'clientId' : parsed.field;
    throw new ApiError(400, 'invalid-argument', parsed.message, field ? { fields: { [field]: parsed.message } } : {});
  }
  const v = parsed.value;
  if (!isDocumentId(v.subject)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badId, { fields: { clientId: API_MESSAGES.badId } });
  // Mentions name members of this account (the app's picker offers only them).
  if (v.mentions.length > 0) {
    const seats = await db.getAll(...v.mentions.map((uid) => db.doc(accountPaths.member(caller.accountId, uid))));
    const stranger = seats.find((s) => !s.exists);
    if (stranger) {
      const message = ACTIVITY_API_MESSAGES.notMember(stranger.id);
      throw new ApiError(400, 'invalid-argument', message, { fields: { mentions: message } });
    }
  }
  const ref = activitiesCol(db, caller.accountId).doc();
  await db.runTransaction(async (tx) => {
    const client = await tx.get(clientRef(db, caller.accountId, v.subject));
    if (!client.exists || !canSee(caller.access, caller.uid, 'clients', client.data() ?? {})) {
      const message = ACTIVITY_API_MESSAGES.clientNotFound(v.subject);
      throw new ApiError(400, 'invalid-argument', message, { fields: { clientId: message } });
    }
    const owner: unknown = client.get('ownerId');
    const now = FieldValue.serverTimestamp();
    tx.set(ref, {
      ...v,
      at: Timestamp.fromDate(v.at),
      authorId: caller.uid,
      ownerId: typeof owner === 'string' ? owner : '',
      source: ACTIVITY_SOURCE_API,
      createdAt: now,
      updatedAt: now,
    });
    // The client's last activity and contact move forward as the app moves them (the day in UTC).
    const moved = clientTouch({ lastContact: client.get('lastContact'), lastActivity: client.get('lastActivity') }, v.kind, v.at.toISOString().slice(0, 10));
    if (moved) tx.update(client.ref, { ...moved, updatedBy: caller.uid, ...markOf('clients', 'api'), updatedAt: now });
  });
  return activityJson(await ref.get());
}
