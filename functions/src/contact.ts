// Contact Sales messages from visitors: validated with the domain schema, limited per client IP
// address and per e-mail, with a honeypot field. The rules refuse direct writes to contactSales.
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { CONTACT_HONEYPOT, CONTACT_MESSAGES, CONTACT_RATE, parseContactMessage } from '../../src/domain/contact';
import { db } from './admin';
import { clientIp } from './client-ip';
import { appCheckParam } from './params';

const limitDoc = (firestore: Firestore, key: string) => firestore.doc(`contactLimits/${createHash('sha256').update(key).digest('hex')}`);

/**
 * Stores the message unless this IP address or e-mail already sent CONTACT_RATE.max messages in
 * the last hour (one transaction, so parallel sends cannot slip past the limit). The limit
 * documents keep only hashes of the IP and e-mail, and expire with the window.
 */
export async function storeContactMessage(
  firestore: Firestore,
  message: { fullName: string; email: string; company: string; message: string },
  ip: string,
  now: Date,
): Promise<void> {
  const windowStart = now.getTime() - CONTACT_RATE.windowMs;
  const refs = [limitDoc(firestore, `ip:${ip}`), limitDoc(firestore, `email:${message.email}`)];
  await firestore.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const recent = snaps.map((s) => ((s.get('sent') as Timestamp[] | undefined) ?? []).filter((t) => t.toMillis() > windowStart));
    if (recent.some((r) => r.length >= CONTACT_RATE.max)) {
      throw new HttpsError('resource-exhausted', CONTACT_MESSAGES.tooMany);
    }
    const stamp = Timestamp.fromDate(now);
    const expiresAt = Timestamp.fromMillis(now.getTime() + CONTACT_RATE.windowMs);
    refs.forEach((ref, i) => tx.set(ref, { sent: [...recent[i]!, stamp], expiresAt }));
    tx.create(firestore.collection('contactSales').doc(), { ...message, createdAt: FieldValue.serverTimestamp() });
  });
}

export const submitContact = onCall(async (request) => {
  // With App Check on (a deployed project that registered reCAPTCHA Enterprise), a call without a
  // valid App Check token is refused; the SDK verifies a token when one is sent.
  if (appCheckParam.value() && !request.app) {
    throw new HttpsError('failed-precondition', CONTACT_MESSAGES.appCheck);
  }
  const data = (request.data ?? {}) as Record<string, unknown>;
  const parsed = parseContactMessage({
    fullName: data.fullName,
    email: data.email,
    company: data.company,
    message: data.message,
  });
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? CONTACT_MESSAGES.failed;
    throw new HttpsError('invalid-argument', first);
  }
  // A filled honeypot (a field people never see) is a bot: answer as if sent, store nothing.
  const trap = data[CONTACT_HONEYPOT];
  if (typeof trap === 'string' && trap.trim() !== '') {
    logger.info('contact message dropped: honeypot filled');
    return { sent: true };
  }
  await storeContactMessage(db, parsed.value, clientIp(request.rawRequest), new Date());
  return { sent: true };
});
