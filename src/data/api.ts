import { collection, doc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { maskApiKey, parseApiSettings } from '../domain/system-settings/api';
import type { ApiKeyMode, ApiSettings } from '../domain/system-settings/api';
import type { ApiApi, ApiKeyView, CreatedApiKey } from './contract-api';
import { dateOrNull } from './convert';
import { guard, toDataError } from './errors';
import { db, functions, usingEmulators } from './firebase';

const env = import.meta.env;

function keyView(d: QueryDocumentSnapshot): ApiKeyView {
  const v = d.data();
  return {
    id: d.id,
    accountId: typeof v.accountId === 'string' ? v.accountId : '',
    uid: String(v.uid ?? ''),
    ownerEmail: String(v.ownerEmail ?? ''),
    name: String(v.name ?? ''),
    mode: (v.mode === 'live' ? 'live' : 'test') as ApiKeyMode,
    masked: maskApiKey(String(v.start ?? ''), String(v.last4 ?? '')),
    enabled: v.enabled === true,
    createdAt: dateOrNull(v.createdAt),
    lastUsedAt: dateOrNull(v.lastUsedAt),
  };
}

function call<I, O>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) => guard(async () => (await fn(input)).data);
}

export const apiApi: ApiApi = {
  baseUrl() {
    const project = env.VITE_FIREBASE_PROJECT_ID || 'demo-crm';
    const region = env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1';
    if (usingEmulators) {
      const host = env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);
      return `http://${host}:${env.VITE_FUNCTIONS_EMULATOR_PORT || 5001}/${project}/${region}/api`;
    }
    return `https://${region}-${project}.cloudfunctions.net/api`;
  },

  watchAccountKeys(accountId, cb, onError) {
    return onSnapshot(
      query(collection(db, 'apiKeys'), where('accountId', '==', accountId)),
      (snap) => cb(snap.docs.map(keyView).sort((a, b) => (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity))),
      (e) => onError?.(toDataError(e)),
    );
  },

  watchAllKeys(cb, onError) {
    return onSnapshot(
      query(collection(db, 'apiKeys'), orderBy('createdAt', 'desc')),
      (snap) => cb(snap.docs.map(keyView)),
      (e) => onError?.(toDataError(e)),
    );
  },

  createKey: (name, accountId) => call<{ name: string; accountId: string }, CreatedApiKey>('createApiKey')({ name, accountId }),
  setKeyEnabled: async (id, enabled) => {
    await call<{ id: string; enabled: boolean }, unknown>('setApiKeyEnabled')({ id, enabled });
  },
  deleteKey: async (id) => {
    await call<{ id: string }, unknown>('deleteApiKey')({ id });
  },

  watchApiSettings(cb, onError) {
    return onSnapshot(
      doc(db, 'systemSettings', 'api'),
      (snap) => cb(parseApiSettings(snap.data())),
      (e) => onError?.(toDataError(e)),
    );
  },

  saveApiSettings: async (settings: ApiSettings) => {
    await call<{ name: 'api'; value: ApiSettings }, unknown>('saveServiceSettings')({ name: 'api', value: settings });
  },
};
