import { collection, doc, getDocFromServer, getDocs, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { parseDatabaseSettings } from '../domain/system-settings/database';
import type { DatabaseSettings } from '../domain/system-settings/database';
import { parseNotificationSettings } from '../domain/system-settings/notifications';
import type { NotificationSettings } from '../domain/system-settings/notifications';
import type { BackupResult, DatabaseInfo, MailCursor, MailItem, NotificationJob, NotificationJobResult, SlowQuery, SystemOpsApi } from './contract-system-ops';
import { dateOrNull } from './convert';
import { startTuningWatch } from './db-tuning';
import { guard, toDataError } from './errors';
import { db, functions } from './firebase';

// Loaded with the data layer at start-up: keeps this browser's cache-size and slow-query
// settings in step with systemSettings/database.
startTuningWatch();

function call<I, O>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) => guard(async () => (await fn(input)).data);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** An outbox item as the listMail function sends it (masked; the time in milliseconds). */
type WireMailItem = Omit<MailItem, 'createdAt'> & { createdAtMs: number | null };

export const systemOpsApi: SystemOpsApi = {
  watchNotificationSettings(cb, onError) {
    return onSnapshot(
      doc(db, 'systemSettings', 'notifications'),
      (snap) => cb(parseNotificationSettings(snap.data())),
      (e) => onError?.(toDataError(e)),
    );
  },
  saveNotificationSettings: async (value: NotificationSettings) => {
    await call<{ name: 'notifications'; value: NotificationSettings }, unknown>('saveServiceSettings')({ name: 'notifications', value });
  },
  runNotificationJob: (job: NotificationJob) => call<{ job: NotificationJob }, NotificationJobResult>('runNotificationJob')({ job }),

  // Through a function: the rules keep the raw mail (its recipients' action links) from browsers.
  listMail: async (after, pageSize) => {
    const { items: raw } = await call<{ after: MailCursor | null; pageSize: number }, { items: WireMailItem[] }>('listMail')({ after, pageSize });
    const items: MailItem[] = raw.map(({ createdAtMs, ...m }) => ({ ...m, createdAt: typeof createdAtMs === 'number' ? new Date(createdAtMs) : null }));
    const last = items[items.length - 1];
    return { items, next: items.length === pageSize && last?.createdAt ? { createdAtMs: last.createdAt.getTime(), id: last.id } : null };
  },

  watchDatabaseSettings(cb, onError) {
    return onSnapshot(
      doc(db, 'systemSettings', 'database'),
      (snap) => {
        const v = snap.data() ?? {};
        cb({
          ...parseDatabaseSettings(v),
          lastBackupTime: dateOrNull(v.lastBackupTime),
          lastBackupStatus: str(v.lastBackupStatus) || null,
          lastBackupPath: str(v.lastBackupPath) || null,
        });
      },
      (e) => onError?.(toDataError(e)),
    );
  },
  saveDatabaseSettings: async (value: DatabaseSettings) => {
    await call<{ name: 'database'; value: DatabaseSettings }, unknown>('saveServiceSettings')({ name: 'database', value });
  },
  databaseInfo: () => call<Record<string, never>, DatabaseInfo>('databaseInfo')({}),
  testConnection: async () => {
    const started = performance.now();
    try {
      await getDocFromServer(doc(db, 'systemSettings', 'database'));
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch {
      return { ok: false, ms: Math.round(performance.now() - started) };
    }
  },
  backupNow: async (): Promise<BackupResult> => {
    const r = await call<Record<string, never>, { ok: boolean; path: string | null; message: string; at: string | null }>('backupDatabase')({});
    return { ok: r.ok, path: r.path, message: r.message, at: r.at ? new Date(r.at) : null };
  },
  listSlowQueries: (pageSize) =>
    guard(async () => {
      const snap = await getDocs(query(collection(db, 'slowQueries'), orderBy('createdAt', 'desc'), limit(pageSize)));
      return snap.docs.map((d): SlowQuery => {
        const v = d.data();
        return { id: d.id, screen: str(v.screen), what: str(v.what), ms: Number(v.ms ?? 0), uid: str(v.uid), createdAt: dateOrNull(v.createdAt) };
      });
    }),
};
