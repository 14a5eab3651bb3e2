// In-memory fake of the system-operations part of the data layer, for component tests.
import { DataError } from '../../data/contract';
import type { SystemOpsApi } from '../../data/contract';
import type { DatabaseStatus, MailItem, SlowQuery } from '../../data/contract-system-ops';
import { DATABASE_DEFAULTS, databaseSettingsProblem, parseDatabaseSettings } from '../../domain/system-settings/database';
import { NOTIFICATION_DEFAULTS, parseNotificationSettings } from '../../domain/system-settings/notifications';
import type { NotificationSettings } from '../../domain/system-settings/notifications';
import { OWNER, STAFF, refuseUnlessAsParsed, requireCallerRole, requireStaffRead } from './staff-guard';
import type { CallerRole } from './staff-guard';

export type FakeSystemOpsApi = SystemOpsApi & {
  notifications: NotificationSettings;
  database: DatabaseStatus;
  mail: MailItem[];
  slowQueries: SlowQuery[];
  jobs: string[];
  connectionOk: boolean;
  backupOk: boolean;
};

/** `callerRole`: the signed-in user's role, for the functions' and the rules' checks (absent: none). */
export function fakeSystemOpsApi(callerRole?: CallerRole): FakeSystemOpsApi {
  const nWatchers = new Set<(s: NotificationSettings) => void>();
  const dWatchers = new Set<(s: DatabaseStatus) => void>();
  /** As the rules: a listener of a staff-only document fails for anyone else. */
  const refusedRead = (onError?: (e: DataError) => void) => {
    try {
      requireStaffRead(callerRole);
      return false;
    } catch (e) {
      queueMicrotask(() => onError?.(e as DataError));
      return true;
    }
  };
  const fake: FakeSystemOpsApi = {
    notifications: parseNotificationSettings(NOTIFICATION_DEFAULTS),
    database: { ...DATABASE_DEFAULTS, lastBackupTime: null, lastBackupStatus: null, lastBackupPath: null },
    mail: [],
    slowQueries: [],
    jobs: [],
    connectionOk: true,
    backupOk: true,
    watchNotificationSettings(cb, onError) {
      if (refusedRead(onError)) return () => {};
      nWatchers.add(cb);
      cb(fake.notifications);
      return () => nWatchers.delete(cb);
    },
    async saveNotificationSettings(s) {
      requireCallerRole(callerRole, STAFF);
      refuseUnlessAsParsed(s, parseNotificationSettings(s));
      fake.notifications = s;
      nWatchers.forEach((w) => w(s));
    },
    async runNotificationJob(job) {
      requireCallerRole(callerRole, STAFF);
      fake.jobs.push(job);
      return { sent: true };
    },
    async listMail(after, pageSize) {
      requireCallerRole(callerRole, STAFF);
      const sorted = [...fake.mail].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
      const start = after ? sorted.findIndex((m) => m.id === after.id) + 1 : 0;
      const items = sorted.slice(start, start + pageSize);
      const last = items[items.length - 1];
      return { items, next: start + pageSize < sorted.length && last?.createdAt ? { createdAtMs: last.createdAt.getTime(), id: last.id } : null };
    },
    watchDatabaseSettings(cb, onError) {
      if (refusedRead(onError)) return () => {};
      dWatchers.add(cb);
      cb(fake.database);
      return () => dWatchers.delete(cb);
    },
    async saveDatabaseSettings(s) {
      requireCallerRole(callerRole, OWNER);
      const problem = databaseSettingsProblem(s);
      if (problem) throw new DataError('functions/invalid-argument', problem);
      refuseUnlessAsParsed(s, parseDatabaseSettings(s));
      fake.database = { ...fake.database, ...s };
      dWatchers.forEach((w) => w(fake.database));
    },
    async databaseInfo() {
      requireCallerRole(callerRole, OWNER);
      return { projectId: 'demo-crm', databaseId: '(default)', emulator: true, counts: [{ name: 'users', count: 3 }], backupTarget: '.emulator-backups' };
    },
    async testConnection() {
      // A read of systemSettings/database: the rules let only staff through.
      const staff = !refusedRead();
      return { ok: fake.connectionOk && staff, ms: 12 };
    },
    async backupNow() {
      requireCallerRole(callerRole, OWNER);
      if (!fake.backupOk) return { ok: false, path: null, at: null, message: 'Backup failed. Please try again.' };
      const at = new Date();
      fake.database = { ...fake.database, lastBackupTime: at, lastBackupStatus: 'completed', lastBackupPath: '.emulator-backups/x' };
      dWatchers.forEach((w) => w(fake.database));
      return { ok: true, path: '.emulator-backups/x', at, message: 'Manual backup completed successfully!' };
    },
    async listSlowQueries(pageSize) {
      requireStaffRead(callerRole);
      return fake.slowQueries.slice(0, pageSize);
    },
  };
  return fake;
}
