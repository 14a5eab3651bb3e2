// In-memory fake of the system configuration part of the data layer, for component tests.
import { DataError } from '../../data/contract-common';
import type { SystemApi, ThemeForm } from '../../data/contract-public-settings';
import { GLOBAL_DEFAULTS } from '../../domain/system-settings/global';
import type { GlobalSettings } from '../../domain/system-settings/global';
import { PUBLIC_DEFAULTS, buildPublicSettings } from '../../domain/system-settings/public';
import type { PublicSettings } from '../../domain/system-settings/public';
import { SECURITY_DEFAULTS } from '../../domain/system-settings/security';
import type { SecuritySettings } from '../../domain/system-settings/security';
import type { ThemeAssets, ThemeSettings } from '../../domain/system-settings/theme';
import { OWNER, requireCallerRole, requireStaffRead } from './staff-guard';
import type { CallerRole } from './staff-guard';
import { globalSettingsProblem, securitySettingsProblem, themeSettingsProblem } from '../../domain/system-settings/validate';

type Method = keyof SystemApi;

export type FakeSystemApi = SystemApi & {
  state: { theme: ThemeSettings | null; assets: ThemeAssets; global: GlobalSettings; security: SecuritySettings; lastBackup: Date | null };
  /** Makes the next call of `method` fail with this error. */
  failNext(method: Method, error: DataError): void;
  /** Sets the public summary as functions would after an owner's save elsewhere. */
  publish(changes: Partial<PublicSettings>): void;
};

/** `callerRole`: the signed-in user's role, for the functions' and the rules' checks (absent: none). */
export function fakeSystemApi(callerRole?: CallerRole): FakeSystemApi {
  const listeners = new Set<(s: PublicSettings) => void>();
  const failures = new Map<Method, DataError>();
  let published: PublicSettings = PUBLIC_DEFAULTS;
  const state: FakeSystemApi['state'] = {
    theme: null,
    assets: { logo: null, favicon: null },
    global: GLOBAL_DEFAULTS,
    security: SECURITY_DEFAULTS,
    lastBackup: null,
  };
  let version = 0;

  const take = (method: Method) => {
    const f = failures.get(method);
    failures.delete(method);
    if (f) throw f;
  };
  const emit = () => {
    published = buildPublicSettings(state.theme, state.global, state.security);
    listeners.forEach((l) => l(published));
  };
  const refuse = (problem: string | null) => {
    if (problem) throw new DataError('functions/invalid-argument', problem);
  };

  return {
    state,
    failNext: (method, error) => failures.set(method, error),
    publish(changes) {
      published = { ...published, ...changes };
      listeners.forEach((l) => l(published));
    },
    watchPublicSettings(cb) {
      listeners.add(cb);
      cb(published);
      return () => listeners.delete(cb);
    },
    getThemeAssets: async () => (take('getThemeAssets'), { ...state.assets }),
    getTheme: async () => (take('getTheme'), state.theme && { ...state.theme }),
    getGlobal: async () => (take('getGlobal'), requireStaffRead(callerRole), { ...state.global }),
    getSecurity: async () => (take('getSecurity'), requireStaffRead(callerRole), { ...state.security }),
    async saveTheme(form: ThemeForm) {
      take('saveTheme');
      requireCallerRole(callerRole, OWNER);
      const { logo, favicon, ...rest } = form;
      // As the function: a key beyond colour, style and mode is named.
      const extra = Object.keys(rest).find((k) => !['primaryColor', 'uiStyle', 'themeMode'].includes(k));
      refuse(extra ? `Unknown setting: ${extra}` : themeSettingsProblem(rest));
      if (logo !== undefined) state.assets.logo = logo;
      if (favicon !== undefined) state.assets.favicon = favicon;
      const assetsVersion = logo !== undefined || favicon !== undefined ? String(++version) : (state.theme?.assetsVersion ?? '');
      state.theme = { ...rest, assetsVersion };
      emit();
    },
    async saveGlobal(settings) {
      take('saveGlobal');
      requireCallerRole(callerRole, OWNER);
      refuse(globalSettingsProblem(settings));
      state.global = { ...settings };
      emit();
    },
    async saveSecurity(settings) {
      take('saveSecurity');
      requireCallerRole(callerRole, OWNER);
      refuse(securitySettingsProblem(settings));
      state.security = { ...settings };
      emit();
    },
    pingFirestore: async () => (take('pingFirestore'), 12),
    pingFunctions: async () => (take('pingFunctions'), 34),
    lastBackupTime: async () => (take('lastBackupTime'), requireStaffRead(callerRole), state.lastBackup),
  };
}
