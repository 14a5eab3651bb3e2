// systemSettings/database (docs/product/admin.md#database): backups and performance of
// the Firestore database the product has (no SQL host/port/password fields).
import { BACKUP_FREQUENCIES } from './global';

export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

export type DatabaseSettings = {
  autoBackup: boolean;
  backupFrequency: BackupFrequency;
  /** MB of each browser's offline Firestore cache (applies from each user's next start). */
  cacheSizeMb: number;
  /** Record data-layer reads slower than SLOW_QUERY_MS to slowQueries/{id}. */
  slowQueryLogging: boolean;
};

export const DATABASE_DEFAULTS: DatabaseSettings = {
  autoBackup: true,
  backupFrequency: 'daily',
  cacheSizeMb: 128,
  slowQueryLogging: false,
};

export const CACHE_SIZE_RANGE = { min: 0, max: 512, step: 16 } as const;
/** A read slower than this is logged when slow-query logging is on. */
export const SLOW_QUERY_MS = 1000;
/** Firestore's smallest cache size: 0 MB in the setting means this. */
export const MIN_CACHE_BYTES = 1024 * 1024;

export const DATABASE_MESSAGES = {
  connectionOk: 'Database connection successful!',
  connectionFailed: 'Connection failed. Please check your settings.',
  backupOk: 'Manual backup completed successfully!',
  backupFailed: 'Backup failed. Please try again.',
  saved: 'Database settings saved successfully!',
} as const;

const validCache = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= CACHE_SIZE_RANGE.min && v <= CACHE_SIZE_RANGE.max && v % CACHE_SIZE_RANGE.step === 0;

/** Reads a stored or submitted document: unknown keys dropped, bad values fall back. */
export function parseDatabaseSettings(input: unknown): DatabaseSettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const D = DATABASE_DEFAULTS;
  return {
    autoBackup: typeof d.autoBackup === 'boolean' ? d.autoBackup : D.autoBackup,
    backupFrequency:
      typeof d.backupFrequency === 'string' && (BACKUP_FREQUENCIES as readonly string[]).includes(d.backupFrequency)
        ? (d.backupFrequency as BackupFrequency)
        : D.backupFrequency,
    cacheSizeMb: validCache(d.cacheSizeMb) ? (d.cacheSizeMb as number) : D.cacheSizeMb,
    slowQueryLogging: typeof d.slowQueryLogging === 'boolean' ? d.slowQueryLogging : D.slowQueryLogging,
  };
}

export function databaseSettingsProblem(s: DatabaseSettings): string | null {
  if (!validCache(s.cacheSizeMb))
    return `Cache size must be between ${CACHE_SIZE_RANGE.min} and ${CACHE_SIZE_RANGE.max} MB, in steps of ${CACHE_SIZE_RANGE.step}.`;
  return null;
}

/** Bytes for Firestore's persistentLocalCache from the setting (at least Firestore's 1 MB). */
export const cacheSizeBytes = (mb: number) => Math.max(MIN_CACHE_BYTES, mb * 1024 * 1024);

/** Whether an automatic backup is due, given the last one (UTC days). */
export function backupDue(s: DatabaseSettings, last: Date | null, now: Date): boolean {
  if (!s.autoBackup) return false;
  if (!last) return true;
  const days = { daily: 1, weekly: 7, monthly: 30 }[s.backupFrequency];
  // An hour of slack so a daily job running at the same time each day is not skipped.
  return now.getTime() - last.getTime() >= days * 24 * 3600 * 1000 - 3600 * 1000;
}
