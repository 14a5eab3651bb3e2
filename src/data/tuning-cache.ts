// The database page's performance settings as this browser last saw them (localStorage), read
// before Firestore starts: the offline cache size applies from the next start of the app.
import { DATABASE_DEFAULTS, cacheSizeBytes, parseDatabaseSettings } from '../domain/system-settings/database';
import { pageStorageGet, pageStorageSet } from './page-context';

export const TUNING_KEY = 'crm.dbTuning';

export type Tuning = { cacheSizeMb: number; slowQueryLogging: boolean };

export function readTuning(): Tuning {
  try {
    const raw = pageStorageGet(TUNING_KEY);
    const parsed = parseDatabaseSettings(raw ? JSON.parse(raw) : {});
    return { cacheSizeMb: parsed.cacheSizeMb, slowQueryLogging: parsed.slowQueryLogging };
  } catch {
    return { cacheSizeMb: DATABASE_DEFAULTS.cacheSizeMb, slowQueryLogging: DATABASE_DEFAULTS.slowQueryLogging };
  }
}

export function writeTuning(t: Tuning): void {
  // Private mode or storage full: nothing is kept, and the defaults apply next time.
  pageStorageSet(TUNING_KEY, JSON.stringify(t));
}

/** Firestore's cacheSizeBytes for this start of the app. */
export const startupCacheBytes = () => cacheSizeBytes(readTuning().cacheSizeMb);
