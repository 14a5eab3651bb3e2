// The data layer for the owner's public settings (theme, global, security, the
// status block), as screens see it (see contract.ts).
import type { GlobalSettings } from '../domain/system-settings/global';
import type { PublicSettings } from '../domain/system-settings/public';
import type { SecuritySettings } from '../domain/system-settings/security';
import type { ThemeAssets, ThemeSettings } from '../domain/system-settings/theme';
import type { DataError, Unsubscribe } from './contract-common';

export type ThemeForm = Pick<ThemeSettings, 'primaryColor' | 'uiStyle' | 'themeMode'> & {
  /** A new file as a data URL, null to remove it; absent keeps the stored one. */
  logo?: string | null;
  favicon?: string | null;
};

export type SystemApi = {
  /** systemSettings/public, live (what every page needs: theme, maintenance, policy, contacts). */
  watchPublicSettings(cb: (settings: PublicSettings) => void, onError?: (e: DataError) => void): Unsubscribe;
  getThemeAssets(): Promise<ThemeAssets>;
  /** The stored theme, or null when the owner never saved one. */
  getTheme(): Promise<ThemeSettings | null>;
  getGlobal(): Promise<GlobalSettings>;
  getSecurity(): Promise<SecuritySettings>;
  saveTheme(form: ThemeForm): Promise<void>;
  saveGlobal(settings: GlobalSettings): Promise<void>;
  saveSecurity(settings: SecuritySettings): Promise<void>;
  /** Milliseconds of a tiny read from the Firestore server (not the cache). */
  pingFirestore(): Promise<number>;
  /** Milliseconds of a round trip to a cheap callable. */
  pingFunctions(): Promise<number>;
  /** systemSettings/database.lastBackupTime, null when there has been no backup. */
  lastBackupTime(): Promise<Date | null>;
};
