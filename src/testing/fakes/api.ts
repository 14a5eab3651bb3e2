// In-memory fake of the API-keys part of the data layer, for component tests.
import { DataError } from '../../data/contract';
import type { ApiApi, ApiKeyView, CreatedApiKey } from '../../data/contract';
import { API_DEFAULTS, apiSettingsProblem, cleanApiKeyName, maskApiKey } from '../../domain/system-settings/api';
import type { ApiSettings } from '../../domain/system-settings/api';

export type FakeApiApi = ApiApi & {
  keys: ApiKeyView[];
  settings: ApiSettings;
  /**
   * Who calls createKey (the signed-in user of the test): `accounts` are the accounts they own or
   * manage (default: their own, whose id is their uid); createKey refuses any other, as the
   * function does.
   */
  actAs(uid: string, email: string, options?: { pro?: boolean; manages?: string[] }): void;
};

export function fakeApiApi(): FakeApiApi {
  const keyWatchers = new Set<() => void>();
  const settingsWatchers = new Set<(s: ApiSettings) => void>();
  let me = { uid: '', email: '', pro: true, manages: [] as string[] };
  let n = 0;
  const emitKeys = () => keyWatchers.forEach((w) => w());
  const fake: FakeApiApi = {
    keys: [],
    settings: { ...API_DEFAULTS, endpoints: { ...API_DEFAULTS.endpoints } },
    actAs(uid, email, options) {
      me = { uid, email, pro: options?.pro ?? true, manages: options?.manages ?? [uid] };
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
      if (!me.manages.includes(accountId)) throw new DataError('functions/permission-denied', 'Your role in this account may not do this.');
      if (!me.pro) throw new DataError('functions/permission-denied', 'API access is a Pro feature. Upgrade to Pro to create API keys.');
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
      fake.keys = fake.keys.map((k) => (k.id === id ? { ...k, enabled } : k));
      emitKeys();
    },
    async deleteKey(id) {
      fake.keys = fake.keys.filter((k) => k.id !== id);
      emitKeys();
    },
    watchApiSettings(cb) {
      settingsWatchers.add(cb);
      cb(fake.settings);
      return () => settingsWatchers.delete(cb);
    },
    async saveApiSettings(settings) {
      const problem = apiSettingsProblem(settings);
      if (problem) throw new DataError('functions/invalid-argument', problem);
      fake.settings = settings;
      settingsWatchers.forEach((w) => w(settings));
    },
  };
  return fake;
}
