// The data layer for system operations, as screens see it (see contract.ts): notification
// settings and the mail outbox (staff), the database page (owner), the slow-query log.
import type { DatabaseSettings } from '../domain/system-settings/database';
import type { NotificationSettings } from '../domain/system-settings/notifications';
import type { DataError, Unsubscribe } from './contract-common';

export type MailItem = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  category: string;
  createdAt: Date | null;
  /** Set by the Trigger Email extension on a deployed project (PENDING, SUCCESS, ERROR). */
  deliveryState: string | null;
};

export type MailCursor = { createdAtMs: number; id: string };
export type MailPage = { items: MailItem[]; next: MailCursor | null };

export type NotificationJob = 'weekly-report' | 'digest';
export type NotificationJobResult = { sent: boolean | number; reason?: string };

export type DatabaseInfo = {
  projectId: string;
  databaseId: string;
  emulator: boolean;
  /** Documents per collection (aggregation queries); subcollections are summed over all users. */
  counts: { name: string; count: number }[];
  backupTarget: string | null;
};

export type ConnectionResult = { ok: boolean; ms: number };
export type BackupResult = { ok: boolean; path: string | null; at: Date | null; message: string };

export type SlowQuery = { id: string; screen: string; what: string; ms: number; uid: string; createdAt: Date | null };

export type DatabaseStatus = DatabaseSettings & { lastBackupTime: Date | null; lastBackupStatus: string | null; lastBackupPath: string | null };

export type SystemOpsApi = {
  watchNotificationSettings(cb: (s: NotificationSettings) => void, onError?: (e: DataError) => void): Unsubscribe;
  saveNotificationSettings(s: NotificationSettings): Promise<void>;
  runNotificationJob(job: NotificationJob): Promise<NotificationJobResult>;
  /** The outbox, newest first, a page at a time. */
  listMail(after: MailCursor | null, pageSize: number): Promise<MailPage>;

  watchDatabaseSettings(cb: (s: DatabaseStatus) => void, onError?: (e: DataError) => void): Unsubscribe;
  saveDatabaseSettings(s: DatabaseSettings): Promise<void>;
  databaseInfo(): Promise<DatabaseInfo>;
  /** A write and read back through the server (round trip). */
  testConnection(): Promise<ConnectionResult>;
  backupNow(): Promise<BackupResult>;
  listSlowQueries(pageSize: number): Promise<SlowQuery[]>;
};
