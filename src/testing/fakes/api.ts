// In-memory fake of the API-keys part of the data layer, for component tests.
import { DataError } from '../../data/contract';
import type { ApiApi, ApiKeyView, CreatedApiKey } from '../../data/contract';
import {
  API_DEFAULTS,
  API_KEY_PRO_ONLY,
  MAX_API_KEYS_PER_USER,
  apiSettingsProblem,
  cleanApiKeyName,
  maskApiKey,
  parseApiSettings,
} from '../../domain/system-settings/api';
import type { ApiSettings } from '../../domain/system-settings/api';
import { OWNER, refuseUnlessAsParsed, requireCallerRole, requireStaffRead } from './staff-guard';
import type { CallerRole } from './staff-guard';

export type FakeApiApi = ApiApi & {
  keys: ApiKeyView[];
  settings: ApiSettings;
  /**
   * Who calls createKey (the signed-in user of the test): `manages` are the accounts they own or
   * manage (default: their own, whose id is their uid), `memberOf` the others they belong to
   * with a lesser role; createKey refuses any other account, with the function's messages.
   */
  actAs(uid: string, email: string, options?: { pro?: boolean; manages?: string[]; memberOf?: string[] }): void;
};

/** `callerRole`: the signed-in user's role, for the API settings' checks (absent: none). */
export function fakeApiApi(callerRole?: CallerRole): FakeApiApi {
  const keyWatchers = new Set<() => void>();
  const settingsWatchers = new Set<(s: ApiSettings) => void>();
  let me = { uid: '', email: '', pro: true, manages: [] as string[], memberOf: [] as string[] };
  let n = 0;
  const emitKeys = () => keyWatchers.forEach((w) => w());
  const existing = (id: string) => {
    if (!fake.keys.some((k) => k.id === id)) throw new DataError('functions/not-found', 'This API key no longer exists.');
  };
  const fake: FakeApiApi = {
    keys: [],
    settings: { ...API_DEFAULTS, endpoints: { ...API_DEFAULTS.endpoints } },
    actAs(uid, email, options) {
      me = { uid, email: email.toLowerCase(), pro: options?.pro ?? true, manages: options?.manages ?? [uid], memberOf: options?.memberOf ?? [] };
    },
    baseUrl: () => 'http://127.0.0.1:5001/demo-crm/us-central1/api',
    watchAccountKeys(accountId, cb) {
      const w = () => cb(fake.keys.filter((k) => k.accountId === accountId));
      keyWatchers.add(w);
      w();
      return () => keyWatchers.delete(w);
    },
    watchAllKeys(cb) {
      const w = () => cb([...fake.keys]);
      keyWatchers.add(w);
      w();
      return () => keyWatchers.delete(w);
    },
    async createKey(name, accountId): Promise<CreatedApiKey> {
      // The function's checks, in its order.
      if (!me.manages.includes(accountId)) {
        const member = me.memberOf.includes(accountId);
        throw new DataError('functions/permission-denied', member ? 'Your role in this account may not do this.' : 'You are not a member of this account.');
      }
      if (!me.pro) throw new DataError('functions/permission-denied', API_KEY_PRO_ONLY);
      if (fake.keys.filter((k) => k.uid === me.uid).length >= MAX_API_KEYS_PER_USER) {
        throw new DataError('functions/failed-precondition', `You can have at most ${MAX_API_KEYS_PER_USER} API keys. Delete one you no longer use.`);
      }
      n += 1;
      const key = `crm_test_${String(n).padStart(43, 'k')}`;
      const view: ApiKeyView = {
        id: `key-${n}`,
        accountId,
        uid: me.uid,
        ownerEmail: me.email,
        name: cleanApiKeyName(name),
        mode: 'test',
        masked: maskApiKey(key.slice(0, 6), key.slice(-4)),
        enabled: true,
        createdAt: new Date(),
        lastUsedAt: null,
      };
      fake.keys = [view, ...fake.keys];
      emitKeys();
      return { id: view.id, key, masked: view.masked, name: view.name };
    },
    async setKeyEnabled(id, enabled) {
      existing(id);
      fake.keys = fake.keys.map((k) => (k.id === id ? { ...k, enabled } : k));
      emitKeys();
    },
    async deleteKey(id) {
      existing(id);
      fake.keys = fake.keys.filter((k) => k.id !== id);
      emitKeys();
    },
    watchApiSettings(cb, onError) {
      try {
        requireStaffRead(callerRole);
      } catch (e) {
        queueMicrotask(() => onError?.(e as DataError));
        return () => {};
      }
      settingsWatchers.add(cb);
      cb(fake.settings);
      return () => settingsWatchers.delete(cb);
    },
    async saveApiSettings(settings) {
      requireCallerRole(callerRole, OWNER);
      const problem = apiSettingsProblem(settings);
      if (problem) throw new DataError('functions/invalid-argument', problem);
      refuseUnlessAsParsed(settings, parseApiSettings(settings));
      fake.settings = settings;
      settingsWatchers.forEach((w) => w(settings));
    },
  };
  return fake;
}
