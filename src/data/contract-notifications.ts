// The data layer for notification settings and reminders (Settings > Notifications), as screens
// see it (see contract.ts).
import type { MentionNotice } from '../domain/mentions';
import type { EmailNotificationSettings } from '../domain/notifications/email-settings';
import type { PushNotificationSettings } from '../domain/notifications/push-settings';
import type { Reminder, ReminderInput } from '../domain/notifications/reminders';
import type { DataError, Unsubscribe } from './contract-common';

/** A client added or changed elsewhere (another device or tab), seen while the app is open. */
export type RemoteChange = { kind: 'client-added' | 'client-changed' | 'salary-overdue' | 'new-sign-in' | 'password-changed'; id: string; label: string };

/**
 * Which remote changes to watch, from the push settings: each is a live query that downloads every
 * matching write, this tab's own included, so a part nobody will be told about is not opened.
 */
export type RemoteWatch = { clients: boolean; salaries: boolean; security: boolean };

export type NotificationsApi = {
  /** The stored settings, or the defaults while none are saved. */
  watchEmailSettings(uid: string, cb: (s: EmailNotificationSettings) => void, onError?: (e: DataError) => void): Unsubscribe;
  saveEmailSettings(uid: string, settings: EmailNotificationSettings): Promise<void>;
  watchPushSettings(uid: string, cb: (s: PushNotificationSettings) => void, onError?: (e: DataError) => void): Unsubscribe;
  savePushSettings(uid: string, settings: PushNotificationSettings): Promise<void>;
  /** Reminders, oldest first. */
  watchReminders(uid: string, cb: (list: Reminder[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  addReminder(uid: string, input: ReminderInput): Promise<string>;
  setReminderEnabled(uid: string, id: string, enabled: boolean): Promise<void>;
  deleteReminder(uid: string, id: string): Promise<void>;
  /** The user's time zone: Display setting, else the global default, else America/New_York. */
  watchTimeZone(uid: string, cb: (zone: string) => void): Unsubscribe;
  /**
   * Clients and overdue salaries written after `since` by another device or tab, and security
   * events about the user logged after `since` (sign-ins from another browser, password changes);
   * only the parts `watch` asks for.
   */
  watchRemoteChanges(uid: string, accountId: string, since: Date, watch: RemoteWatch, cb: (change: RemoteChange) => void): Unsubscribe;
  /**
   * The user's in-app notices (users/{uid}/notices: a member mentioned them in a note, in any of
   * their accounts), newest first, the newest NOTICE_LIST_SIZE, live. Written only by functions.
   */
  watchNotices(uid: string, cb: (notices: MentionNotice[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** Marks one notice read (the rules let its user set readAt once, and nothing else). */
  markNoticeRead(uid: string, id: string): Promise<void>;
};
