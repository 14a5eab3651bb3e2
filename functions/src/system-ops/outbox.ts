// The mail outbox as staff read it (/admin/mail): the rules keep `mail` from every browser, since
// its documents carry the recipients' action links (an invitation's password-setting code, for
// one); this callable serves a page of them with every link's query and every token-like word
// masked (docs/decisions/0180). Only the recipient's own copy can act.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { requestData, requireStaff } from '../shared/guards';
import type { GuardOptions } from '../shared/guards';
import { maskSecrets } from '../shared/mask-secrets';

export const MAX_OUTBOX_PAGE = 100;

export type OutboxItem = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  category: string;
  createdAtMs: number | null;
  deliveryState: string | null;
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function parsePage(data: Record<string, unknown>): { pageSize: number; after: { createdAtMs: number; id: string } | null } {
  const pageSize = data.pageSize ?? 25;
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_OUTBOX_PAGE) {
    throw new HttpsError('invalid-argument', `Ask for 1 to ${MAX_OUTBOX_PAGE} e-mails at a time.`);
  }
  const after = data.after ?? null;
  if (after === null) return { pageSize, after: null };
  const a = after as Record<string, unknown>;
  if (
    typeof a !== 'object' ||
    typeof a.createdAtMs !== 'number' ||
    !Number.isFinite(a.createdAtMs) ||
    typeof a.id !== 'string' ||
    a.id === '' ||
    a.id.includes('/')
  ) {
    throw new HttpsError('invalid-argument', 'The outbox page to continue from is not valid.');
  }
  return { pageSize, after: { createdAtMs: a.createdAtMs, id: a.id } };
}

export function outboxItem(id: string, v: Record<string, unknown>): OutboxItem {
  const message = (v.message ?? {}) as Record<string, unknown>;
  const delivery = (v.delivery ?? {}) as Record<string, unknown>;
  const created = v.createdAt instanceof Timestamp ? v.createdAt.toMillis() : null;
  return {
    id,
    to: Array.isArray(v.to) ? v.to.map(String) : [str(v.to)],
    subject: maskSecrets(str(message.subject)),
    text: maskSecrets(str(message.text)),
    category: str(v.category),
    createdAtMs: created,
    deliveryState: str(delivery.state) || null,
  };
}

/** A page of the outbox, newest first, masked. Staff only (no step-up: it is read-only). */
export async function listOutbox(db: Firestore, request: CallableRequest, options: GuardOptions = {}): Promise<{ items: OutboxItem[] }> {
  await requireStaff(request, { ...options, stepUp: false });
  const { pageSize, after } = parsePage(requestData(request));
  const base = db.collection('mail').orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const query = after ? base.startAfter(Timestamp.fromMillis(after.createdAtMs), after.id) : base;
  const snap = await query.limit(pageSize).get();
  return { items: snap.docs.map((d) => outboxItem(d.id, d.data())) };
}
