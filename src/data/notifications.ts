import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { NOTICE_LIST_SIZE } from '../domain/mentions';
import type { MentionNotice } from '../domain/mentions';
import { emailSettingsOrDefaults, parseEmailNotificationSettings } from '../domain/notifications/email-settings';
import { parsePushNotificationSettings, pushSettingsOrDefaults } from '../domain/notifications/push-settings';
import { parseReminderInput } from '../domain/notifications/reminders';
import type { Reminder } from '../domain/notifications/reminders';
import { isTimeZone } from '../domain/notifications/zoned-time';
import { DataError } from './contract-common';
import type { NotificationsApi, RemoteChange } from './contract-notifications';
import { guard, toDataError } from './errors';
import { db } from './firebase';

const FALLBACK_ZONE = 'America/New_York';
const settingsDoc = (uid: string, area: string) => doc(db, 'users', uid, 'settings', area);
const remindersOf = (uid: string) => collection(db, 'users', uid, 'reminders');

function check<T>(parsed: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!parsed.ok) throw new DataError('invalid-argument', parsed.error);
  return parsed.value;
}

/** Reports changes to a query's documents that did not start in this tab. */
function watchRemote(q: ReturnType<typeof query>, cb: (id: string, data: Record<string, unknown>, added: boolean) => void) {
  const ownWrites = new Set<string>();
  return onSnapshot(q, (snap) => {
    for (const change of snap.docChanges()) {
      const id = change.doc.id;
      if (change.doc.metadata.hasPendingWrites) {
        ownWrites.add(id);
        continue;
      }
      if (ownWrites.delete(id) || change.type === 'removed') continue;
      cb(id, change.doc.data() as Record<string, unknown>, change.type === 'added');
    }
  });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const dateOf = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

/** A stored notice as screens see it (a field missing or wrong reads as empty). */
function noticeFrom(id: string, d: DocumentData): MentionNotice {
  return {
    id,
    kind: 'mention',
    accountId: str(d.accountId),
    clientId: str(d.clientId),
    clientName: str(d.clientName),
    activityId: str(d.activityId),
    authorId: str(d.authorId),
    authorName: str(d.authorName),
    excerpt: str(d.excerpt),
    createdAt: dateOf(d.createdAt) ?? new Date(0),
    readAt: dateOf(d.readAt),
  };
}

export const notificationsApi: NotificationsApi = {
  watchEmailSettings: (uid, cb, onError) =>
    onSnapshot(
      settingsDoc(uid, 'emailNotifications'),
      (s) => cb(emailSettingsOrDefaults(s.data())),
      (e) => onError?.(toDataError(e)),
    ),
  saveEmailSettings: (uid, settings) =>
    guard(() => setDoc(settingsDoc(uid, 'emailNotifications'), { ...check(parseEmailNotificationSettings(settings)), updatedAt: serverTimestamp() })),
  watchPushSettings: (uid, cb, onError) =>
    onSnapshot(
      settingsDoc(uid, 'pushNotifications'),
      (s) => cb(pushSettingsOrDefaults(s.data())),
      (e) => onError?.(toDataError(e)),
    ),
  savePushSettings: (uid, settings) =>
    guard(() => setDoc(settingsDoc(uid, 'pushNotifications'), { ...check(parsePushNotificationSettings(settings)), updatedAt: serverTimestamp() })),
  watchReminders: (uid, cb, onError) =>
    onSnapshot(
      query(remindersOf(uid), orderBy('createdAt')),
      (snap) =>
        cb(
          snap.docs.map((d) => {
            const { createdAt: _c, ...r } = d.data({ serverTimestamps: 'estimate' });
            return { ...r, id: d.id } as Reminder;
          }),
        ),
      (e) => onError?.(toDataError(e)),
    ),
  addReminder: (uid, input) => guard(async () => (await addDoc(remindersOf(uid), { ...check(parseReminderInput(input)), createdAt: serverTimestamp() })).id),
  setReminderEnabled: (uid, id, enabled) => guard(() => updateDoc(doc(remindersOf(uid), id), { enabled })),
  deleteReminder: (uid, id) => guard(() => deleteDoc(doc(remindersOf(uid), id))),
  watchTimeZone(uid, cb) {
    let own: unknown;
    let global: unknown;
    const emit = () => cb([own, global].find(isTimeZone) ?? FALLBACK_ZONE);
    const a = onSnapshot(
      settingsDoc(uid, 'display'),
      (s) => {
        own = s.get('timeZone');
        emit();
      },
      () => emit(),
    );
    // The owner's default, from the public summary (systemSettings/global is for staff only).
    const b = onSnapshot(
      doc(db, 'systemSettings', 'public'),
      (s) => {
        global = s.get('defaultTimezone');
        emit();
      },
      () => emit(),
    );
    return () => {
      a();
      b();
    };
  },
  watchRemoteChanges(uid, accountId, since, watch, cb) {
    const after = Timestamp.fromDate(since);
    const send = (c: RemoteChange) => cb(c);
    const off = () => {};
    const clients = !watch.clients
      ? off
      : watchRemote(query(collection(db, 'accounts', accountId, 'clients'), where('updatedAt', '>', after)), (id, d, added) =>
          send({
            kind:
              added && (d.createdAt as Timestamp | undefined)?.toMillis?.() === (d.updatedAt as Timestamp | undefined)?.toMillis?.()
                ? 'client-added'
                : 'client-changed',
            id,
            label: String(d.name ?? ''),
          }),
        );
    const salaries = !watch.salaries
      ? off
      : watchRemote(query(collection(db, 'accounts', accountId, 'salaries'), where('status', '==', 'overdue'), where('updatedAt', '>', after)), (id, d) =>
          send({ kind: 'salary-overdue', id, label: String(d.employeeName ?? '') }),
        );
    // Needs the rule that lets a user read their own security events; until then it stays quiet.
    const security = !watch.security
      ? off
      : onSnapshot(
          query(
            collection(db, 'systemActivity'),
            where('targetUid', '==', uid),
            where('type', 'in', ['LOGIN', 'PASSWORD_CHANGED']),
            where('createdAt', '>', after),
          ),
          (snap) => {
            for (const change of snap.docChanges()) {
              const d = change.doc.data();
              if (change.type !== 'added') continue;
              if (d.type === 'LOGIN' && d.userAgent === navigator.userAgent) continue; // this browser
              send({ kind: d.type === 'LOGIN' ? 'new-sign-in' : 'password-changed', id: change.doc.id, label: String(d.userAgent ?? '') });
            }
          },
          () => {},
        );
    return () => {
      clients();
      salaries();
      security();
    };
  },
  watchNotices: (uid, cb, onError) =>
    onSnapshot(
      query(collection(db, 'users', uid, 'notices'), orderBy('createdAt', 'desc'), limit(NOTICE_LIST_SIZE)),
      (snap) => cb(snap.docs.map((d) => noticeFrom(d.id, d.data({ serverTimestamps: 'estimate' })))),
      (e) => onError?.(toDataError(e)),
    ),
  markNoticeRead: (uid, id) => guard(() => updateDoc(doc(db, 'users', uid, 'notices', id), { readAt: serverTimestamp() })),
};
