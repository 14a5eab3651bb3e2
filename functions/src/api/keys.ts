// Callables for API keys (apiKeys/{id}, written only here). A Pro (or staff) user makes keys for
// their own account; the key is answered once and only its SHA-256 hash is stored. The key's
// owner may enable, disable or delete it; the owner role may do so to any key.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { API_KEY_PRO_ONLY, MAX_API_KEYS_PER_USER, cleanApiKeyName, maskApiKey } from '../../../src/domain/system-settings/api';
import { logActivity } from '../shared/activity';
import { requestData, requireOwner, requireSignedIn } from '../shared/guards';
import { refuseInMaintenance } from '../shared/maintenance';
import type { Caller } from '../shared/guards';
import { inEmulator } from '../billing/config';
import { accountEntitlements } from './account';
import { hashApiKey, newApiKey } from './key-auth';

export type CreatedKey = { id: string; key: string; masked: string; name: string };

export async function createKey(db: Firestore, request: CallableRequest): Promise<CreatedKey> {
  const caller = requireSignedIn(request);
  const data = requestData(request);
  const e = await accountEntitlements(db, caller.uid);
  const pro = e.isStaff || e.planId === 'pro' || e.planId === 'custom';
  if (!pro) throw new HttpsError('permission-denied', API_KEY_PRO_ONLY);
  if (!e.canWrite) throw new HttpsError('failed-precondition', 'Your account is read-only: renew your subscription to create API keys.');
  // Disabling and deleting keys stay open: they take access away.
  await refuseInMaintenance(db, { uid: caller.uid, isStaff: e.isStaff });
  const existing = await db.collection('apiKeys').where('uid', '==', caller.uid).count().get();
  if (existing.data().count >= MAX_API_KEYS_PER_USER) {
    throw new HttpsError('failed-precondition', `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Delete one you no longer use.`);
  }
  const mode = inEmulator() ? 'test' : 'live';
  const key = newApiKey(mode);
  const name = cleanApiKeyName(data.name);
  const ref = db.collection('apiKeys').doc();
  const start = key.slice(0, 6);
  const last4 = key.slice(-4);
  const batch = db.batch();
  batch.set(ref, {
    uid: caller.uid,
    ownerEmail: caller.email.toLowerCase(),
    name,
    mode,
    start,
    last4,
    hash: hashApiKey(key),
    enabled: true,
    createdAt: FieldValue.serverTimestamp(),
    lastUsedAt: null,
  });
  await logActivity(
    db,
    {
      type: 'API_KEY_CREATED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: caller.uid,
      targetEmail: caller.email,
      details: `API key "${name}" (${maskApiKey(start, last4)}) created`,
      source: 'app',
    },
    { batch },
  );
  await batch.commit();
  return { id: ref.id, key, masked: maskApiKey(start, last4), name };
}

/** The key's document when the caller owns it, or is the owner role (with a recent sign-in). */
async function keyForChange(db: Firestore, request: CallableRequest): Promise<{ caller: Caller; id: string; data: DocumentData }> {
  const caller = requireSignedIn(request);
  const { id } = requestData(request);
  if (typeof id !== 'string' || id === '' || id.includes('/')) throw new HttpsError('invalid-argument', 'Choose an API key.');
  const snap = await db.doc(`apiKeys/${id}`).get();
  if (!snap.exists) throw new HttpsError('not-found', 'This API key no longer exists.');
  const data = snap.data()!;
  if (data.uid !== caller.uid) await requireOwner(request);
  return { caller, id, data };
}

function entry(caller: Caller, data: DocumentData, type: 'API_KEY_UPDATED' | 'API_KEY_DELETED', details: string) {
  return {
    type,
    actorUid: caller.uid,
    actorEmail: caller.email,
    targetUid: String(data.uid),
    targetEmail: String(data.ownerEmail ?? ''),
    details,
    source: 'app' as const,
  };
}

export async function setKeyEnabled(db: Firestore, request: CallableRequest): Promise<{ enabled: boolean }> {
  const { caller, id, data } = await keyForChange(db, request);
  const { enabled } = requestData(request);
  if (typeof enabled !== 'boolean') throw new HttpsError('invalid-argument', 'Say whether the key is enabled.');
  const batch = db.batch();
  batch.update(db.doc(`apiKeys/${id}`), { enabled });
  const label = `API key "${String(data.name)}" (${maskApiKey(String(data.start), String(data.last4))})`;
  await logActivity(
    db,
    {
      ...entry(caller, data, 'API_KEY_UPDATED', `${label} ${enabled ? 'enabled' : 'disabled'}`),
      changes: [{ field: 'enabled', before: data.enabled === true, after: enabled }],
    },
    { batch },
  );
  await batch.commit();
  return { enabled };
}

export async function deleteKey(db: Firestore, request: CallableRequest): Promise<{ deleted: true }> {
  const { caller, id, data } = await keyForChange(db, request);
  const batch = db.batch();
  batch.delete(db.doc(`apiKeys/${id}`));
  batch.delete(db.doc(`apiUsage/${id}`));
  const label = `API key "${String(data.name)}" (${maskApiKey(String(data.start), String(data.last4))})`;
  await logActivity(db, entry(caller, data, 'API_KEY_DELETED', `${label} deleted`), { batch });
  await batch.commit();
  return { deleted: true };
}
