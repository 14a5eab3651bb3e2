// In-memory fake of the notifications part of the data layer (settings, reminders, time zone and
// remote changes), for component tests. It validates like the real one.
import { DataError } from '../../data/contract';
import type { NotificationsApi, RemoteChange, RemoteWatch } from '../../data/contract';
import { EMAIL_NOTIFICATION_DEFAULTS, parseEmailNotificationSettings } from '../../domain/notifications/email-settings';
import type { EmailNotificationSettings } from '../../domain/notifications/email-settings';
import { parsePushNotificationSettings, PUSH_NOTIFICATION_DEFAULTS } from '../../domain/notifications/push-settings';
import type { PushNotificationSettings } from '../../domain/notifications/push-settings';
import { parseReminderInput } from '../../domain/notifications/reminders';
import type { Reminder } from '../../domain/notifications/reminders';
import { isTimeZone } from '../../domain/notifications/zoned-time';
import { NOTICE_LIST_SIZE } from '../../domain/mentions';
import type { MentionNotice } from '../../domain/mentions';

type Listeners<T> = Map<string, Set<(v: T) => void>>;

export type FakeNotificationsApi = NotificationsApi & {
  readonly email: Map<string, EmailNotificationSettings>;
  readonly push: Map<string, PushNotificationSettings>;
  reminders(uid: string): Reminder[];
  setTimeZone(uid: string, zone: string): void;
  /** Reports a change as if made on another device (to the watchers that watch its kind). */
  emitRemoteChange(uid: string, change: RemoteChange): void;
  /** What each open remote-changes watch of a user asked for. */
  remoteWatches(uid: string): RemoteWatch[];
  /** Makes the next save or reminder write fail with this error. */
  failNext(error: DataError): void;
  /** Gives a user a notice, as the mention function would, and tells their watchers. */
  addNotice(uid: string, notice: MentionNotice): void;
  notices(uid: string): MentionNotice[];
};

function listen<T>(map: Listeners<T>, uid: string, cb: (v: T) => void) {
  const set = map.get(uid) ?? new Set();
  map.set(uid, set);
  set.add(cb);
  return () => set.delete(cb);
}

/** The display settings' time zone of a user, live (the fake settings' watchDisplay). */
export type WatchDisplayZone = (uid: string, cb: (zone: unknown) => void) => () => void;

/**
 * `watchDisplayZone`: where the user's own zone comes from, as the real layer reads it from the
 * display settings; a zone given with setTimeZone (the tests' shortcut) comes first.
 */
export function fakeNotificationsApi(watchDisplayZone?: WatchDisplayZone): FakeNotificationsApi {
  const email = new Map<string, EmailNotificationSettings>();
  const push = new Map<string, PushNotificationSettings>();
  const reminders = new Map<string, Reminder[]>();
  const zones = new Map<string, string>();
  const emailL: Listeners<EmailNotificationSettings> = new Map();
  const pushL: Listeners<PushNotificationSettings> = new Map();
  const remL: Listeners<Reminder[]> = new Map();
  const zoneL: Listeners<string> = new Map();
  const changeL: Listeners<RemoteChange> = new Map();
  const noticesOf = new Map<string, MentionNotice[]>();
  const noticeL: Listeners<MentionNotice[]> = new Map();
  // Newest first, the newest NOTICE_LIST_SIZE, as the real query.
  const shownNotices = (uid: string) =>
    [...(noticesOf.get(uid) ?? [])]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, NOTICE_LIST_SIZE)
      .map((n) => ({ ...n }));
  const emitNotices = (uid: string) => noticeL.get(uid)?.forEach((cb) => cb(shownNotices(uid)));
  const watches = new Map<string, Set<RemoteWatch>>();
  const watchedKind: Record<RemoteChange['kind'], keyof RemoteWatch> = {
    'client-added': 'clients',
    'client-changed': 'clients',
    'salary-overdue': 'salaries',
    'new-sign-in': 'security',
    'password-changed': 'security',
  };
  let failure: DataError | null = null;
  let nextId = 1;

  const write = async <T>(work: () => T): Promise<T> => {
    await Promise.resolve();
    const f = failure;
    failure = null;
    if (f) throw f;
    return work();
  };
  const parsed = <T>(p: { ok: true; value: T } | { ok: false; error: string }) => {
    if (!p.ok) throw new DataError('invalid-argument', p.error);
    return p.value;
  };
  const listOf = (uid: string) => reminders.get(uid) ?? [];
  const emitReminders = (uid: string) => remL.get(uid)?.forEach((cb) => cb(listOf(uid).map((r) => ({ ...r }))));

  return {
    email,
    push,
    reminders: (uid) => listOf(uid).map((r) => ({ ...r })),
    setTimeZone(uid, zone) {
      zones.set(uid, zone);
      zoneL.get(uid)?.forEach((cb) => cb(zone));
    },
    emitRemoteChange: (uid, change) => changeL.get(uid)?.forEach((cb) => cb(change)),
    remoteWatches: (uid) => [...(watches.get(uid) ?? [])],
    failNext(error) {
      failure = error;
    },
    addNotice(uid, notice) {
      noticesOf.set(uid, [...(noticesOf.get(uid) ?? []).filter((n) => n.id !== notice.id), { ...notice }]);
      emitNotices(uid);
    },
    notices: (uid) => shownNotices(uid),
    watchNotices(uid, cb) {
      queueMicrotask(() => cb(shownNotices(uid)));
      return listen(noticeL, uid, cb);
    },
    markNoticeRead: (uid, id) =>
      write(() => {
        const list = noticesOf.get(uid) ?? [];
        const found = list.find((n) => n.id === id);
        if (!found) throw new DataError('not-found');
        // Read already: the rules refuse a second readAt; the fake leaves it as it is.
        if (found.readAt) return;
        noticesOf.set(
          uid,
          list.map((n) => (n.id === id ? { ...n, readAt: new Date() } : n)),
        );
        emitNotices(uid);
      }),
    watchEmailSettings(uid, cb) {
      queueMicrotask(() => cb(email.get(uid) ?? { ...EMAIL_NOTIFICATION_DEFAULTS }));
      return listen(emailL, uid, cb);
    },
    saveEmailSettings: (uid, s) =>
      write(() => {
        email.set(uid, parsed(parseEmailNotificationSettings(s)));
        emailL.get(uid)?.forEach((cb) => cb({ ...s }));
      }),
    watchPushSettings(uid, cb) {
      queueMicrotask(() => cb(push.get(uid) ?? { ...PUSH_NOTIFICATION_DEFAULTS }));
      return listen(pushL, uid, cb);
    },
    savePushSettings: (uid, s) =>
      write(() => {
        push.set(uid, parsed(parsePushNotificationSettings(s)));
        pushL.get(uid)?.forEach((cb) => cb({ ...s }));
      }),
    watchReminders(uid, cb) {
      queueMicrotask(() => cb(listOf(uid).map((r) => ({ ...r }))));
      return listen(remL, uid, cb);
    },
    addReminder: (uid, input) =>
      write(() => {
        const id = `r${nextId++}`;
        reminders.set(uid, [...listOf(uid), { ...parsed(parseReminderInput(input)), id }]);
        emitReminders(uid);
        return id;
      }),
    setReminderEnabled: (uid, id, enabled) =>
      write(() => {
        if (!listOf(uid).some((r) => r.id === id)) throw new DataError('not-found');
        reminders.set(
          uid,
          listOf(uid).map((r) => (r.id === id ? { ...r, enabled } : r)),
        );
        emitReminders(uid);
      }),
    deleteReminder: (uid, id) =>
      write(() => {
        reminders.set(
          uid,
          listOf(uid).filter((r) => r.id !== id),
        );
        emitReminders(uid);
      }),
    watchTimeZone(uid, cb) {
      let own: unknown;
      const emit = () => cb(zones.get(uid) ?? (isTimeZone(own) ? own : 'America/New_York'));
      const stopDisplay = watchDisplayZone?.(uid, (zone) => {
        own = zone;
        emit();
      });
      queueMicrotask(emit);
      const stop = listen(zoneL, uid, emit);
      return () => {
        stopDisplay?.();
        stop();
      };
    },
    watchRemoteChanges(uid, _accountId, _since, watch, cb) {
      const set = watches.get(uid) ?? new Set();
      watches.set(uid, set);
      set.add(watch);
      const stop = listen(changeL, uid, (change) => {
        if (watch[watchedKind[change.kind]]) cb(change);
      });
      return () => {
        set.delete(watch);
        stop();
      };
    },
  };
}
