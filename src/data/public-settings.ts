import { doc, getDoc, getDocFromServer, onSnapshot } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { parseGlobalSettings } from '../domain/system-settings/global';
import { parsePublicSettings } from '../domain/system-settings/public';
import { parseSecuritySettings } from '../domain/system-settings/security';
import { parseThemeSettings } from '../domain/system-settings/theme';
import type { SystemApi } from './contract-public-settings';
import { dateOrNull } from './convert';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';

const setting = (name: string) => doc(db, 'systemSettings', name);

function call(name: string) {
  const fn = httpsCallable(functions, name);
  return (input: unknown) => guard(async () => (await fn(input)).data);
}

const saveThemeFn = call('saveThemeSettings');
const saveGlobalFn = call('saveGlobalSettings');
const saveSecurityFn = call('saveSecuritySettings');
const pingFn = call('systemPing');

const fileOrNull = (v: unknown) => (typeof v === 'string' && v.startsWith('data:') ? v : null);

export const systemApi: SystemApi = {
  watchPublicSettings(cb, onError) {
    return onSnapshot(
      setting('public'),
      (snap) => cb(parsePublicSettings(snap.data())),
      (error) => onError?.(toDataError(error)),
    );
  },
  getThemeAssets: () =>
    guard(async () => {
      const data = (await getDoc(setting('themeAssets'))).data() ?? {};
      return { logo: fileOrNull(data.logo), favicon: fileOrNull(data.favicon) };
    }),
  getTheme: () =>
    guard(async () => {
      const snap = await getDoc(setting('theme'));
      return snap.exists() ? parseThemeSettings(snap.data()) : null;
    }),
  getGlobal: () => guard(async () => parseGlobalSettings((await getDoc(setting('global'))).data())),
  getSecurity: () => guard(async () => parseSecuritySettings((await getDoc(setting('security'))).data())),
  saveTheme: async (form) => {
    await saveThemeFn(form);
  },
  saveGlobal: async (settings) => {
    await saveGlobalFn(settings);
  },
  saveSecurity: async (settings) => {
    await saveSecurityFn(settings);
  },
  pingFirestore: () =>
    guard(async () => {
      const started = performance.now();
      await getDocFromServer(setting('public'));
      return performance.now() - started;
    }),
  pingFunctions: async () => {
    const started = performance.now();
    await pingFn({});
    return performance.now() - started;
  },
  lastBackupTime: () =>
    guard(async () => {
      const data = (await getDoc(setting('database'))).data() ?? {};
      // systemSettings/database keeps it at the top level; the original shape nests it under backup.
      const nested = data.backup && typeof data.backup === 'object' ? (data.backup as Record<string, unknown>).lastBackupTime : undefined;
      const v: unknown = data.lastBackupTime ?? nested;
      if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return new Date(v);
      return dateOrNull(v);
    }),
};
