// API keys: made here, stored only as a SHA-256 hash (apiKeys/{id}.hash), found by that hash.
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'express';
import { API_KEY_PREFIXES } from '../../../src/domain/system-settings/api';
import type { ApiKeyMode } from '../../../src/domain/system-settings/api';
import { ApiError, API_MESSAGES } from './errors';

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: the readable prefix and 32 random bytes (base64url). */
export function newApiKey(mode: ApiKeyMode): string {
  return `${API_KEY_PREFIXES[mode]}${randomBytes(32).toString('base64url')}`;
}

/** The key sent with a request ("Authorization: Bearer <key>" or "X-API-Key: <key>"). */
export function keyOf(req: Request): string | null {
  const auth = req.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth.trim());
  if (bearer) return bearer[1] ?? null;
  const header = (req.get('x-api-key') ?? '').trim();
  return header || null;
}

/**
 * An enabled key: its id, the account whose records it reads and writes (apiKeys/{id}.accountId;
 * a key made before accounts existed has none and is its creator's own account, whose id is their
 * uid), and the member who made it.
 */
export type KeyOwner = { keyId: string; accountId: string; uid: string; ownerEmail: string };

/** The enabled key's id and account, or 401. */
export async function authenticate(db: Firestore, req: Request): Promise<KeyOwner> {
  const key = keyOf(req);
  if (!key) throw new ApiError(401, 'unauthenticated', API_MESSAGES.noKey);
  if (!/^crm_(live|test)_[A-Za-z0-9_-]{43}$/.test(key)) throw new ApiError(401, 'unauthenticated', API_MESSAGES.badKey);
  const found = await db.collection('apiKeys').where('hash', '==', hashApiKey(key)).limit(1).get();
  const doc = found.docs[0];
  if (!doc) throw new ApiError(401, 'unauthenticated', API_MESSAGES.badKey);
  if (doc.get('enabled') !== true) throw new ApiError(401, 'unauthenticated', API_MESSAGES.disabledKey);
  const uid = String(doc.get('uid'));
  const accountId: unknown = doc.get('accountId');
  return {
    keyId: doc.id,
    accountId: typeof accountId === 'string' && accountId !== '' ? accountId : uid,
    uid,
    ownerEmail: String(doc.get('ownerEmail') ?? ''),
  };
}
