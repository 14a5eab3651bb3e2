// Callables for API keys (apiKeys/{id}, written only here). An owner or manager of a Pro (or
// staff) account makes keys for that account (request data `accountId`, absent: their own); the
// key is answered once and only its SHA-256 hash is stored, with the account it belongs to
// (`accountId`) and the member who made it (`uid`). The account's owners and managers may
// enable, disable or delete its keys, the member who made a key may disable or delete it, and
// the owner role may do so to any key.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { API_KEY_PRO_ONLY, MAX_API_KEYS_PER_USER, cleanApiKeyName, maskApiKey } from '../../../src/domain/system-settings/api';
import { canManageAccount } from '../../../src/domain/accounts';
import { logActivity } from '../shared/activity';
import { MEMBERSHIP_MESSAGES, accountIdOf, memberOf, requireAccountRole } from '../shared/membership';
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
  const accountId = accountIdOf(data, caller.uid);
  await requireAccountRole(db, accountId, caller.uid, canManageAccount);
  const e = await accountEntitlements(db, accountId);
  const pro = e.isStaff || e.planId === 'pro' || e.planId === 'custom';
  if (!pro) throw new HttpsError('permission-denied', API_KEY_PRO_ONLY);
  if (!e.canWrite) throw new HttpsError('failed-precondition', 'Your account is read-only: renew your subscription to create API keys.');
  // Disabling and deleting keys stay open: they take access away.
  await refuseInMaintenance(db, { uid: caller.uid, isStaff: accountId === caller.uid ? e.isStaff : undefined });
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
    accountId,
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

/** The account a key belongs to: a key made before accounts existed belongs to its creator's own. */
export const keyAccountOf = (data: DocumentData): string => (typeof data.accountId === 'string' && data.accountId !== '' ? data.accountId : String(data.uid));

/**
 * The key's document when the caller may change it: an owner or manager of the key's account,
 * the member who made it when the change takes access away (`removesAccess`), or the owner role
 * (with a recent sign-in). A request that names an account must name the key's.
 */
async function keyForChange(db: Firestore, request: CallableRequest, removesAccess: boolean): Promise<{ caller: Caller; id: string; data: DocumentData }> {
  const caller = requireSignedIn(request);
  const input = requestData(request);
  const { id } = input;
  if (typeof id !== 'string' || id === '' || id.includes('/')) throw new HttpsError('invalid-argument', 'Choose an API key.');
  const named = input.accountId === undefined || input.accountId === null ? null : accountIdOf(input, caller.uid);
  const snap = await db.doc(`apiKeys/${id}`).get();
  if (!snap.exists) throw new HttpsError('not-found', 'This API key no longer exists.');
  const data = snap.data()!;
  const accountId = keyAccountOf(data);
  if (named !== null && named !== accountId) throw new HttpsError('not-found', 'This API key no longer exists.');
  if (removesAccess && data.uid === caller.uid) return { caller, id, data };
  const member = await memberOf(db, accountId, caller.uid);
  if (member && canManageAccount(member.role)) return { caller, id, data };
  // The service's owner may change any key; anyone else is told what their account role lacks.
  if (caller.role === 'owner') {
    await requireOwner(request);
    return { caller, id, data };
  }
  throw new HttpsError('permission-denied', member ? MEMBERSHIP_MESSAGES.role : MEMBERSHIP_MESSAGES.notMember);
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
  const { enabled } = requestData(request);
  if (typeof enabled !== 'boolean') throw new HttpsError('invalid-argument', 'Say whether the key is enabled.');
  const { caller, id, data } = await keyForChange(db, request, !enabled);
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
  const { caller, id, data } = await keyForChange(db, request, true);
  const batch = db.batch();
  batch.delete(db.doc(`apiKeys/${id}`));
  batch.delete(db.doc(`apiUsage/${id}`));
  const label = `API key "${String(data.name)}" (${maskApiKey(String(data.start), String(data.last4))})`;
  await logActivity(db, entry(caller, data, 'API_KEY_DELETED', `${label} deleted`), { batch });
  await batch.commit();
  return { deleted: true };
}
