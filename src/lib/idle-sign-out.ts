// Signs an idle user out after the owner's session timeout (the shorter of the global and
// security timeouts, systemSettings/public.sessionTimeout). Activity in any tab of the app counts:
// tabs share the time of the last activity through localStorage and a BroadcastChannel, so a
// user busy in one tab is not signed out of another. Firebase Auth then signs out every tab.
import { i18n } from './i18n';
import { msg, plural } from '@lingui/core/macro';
import { useEffect } from 'react';

export const LAST_ACTIVITY_KEY = 'crm.lastActivity';
/** Set when the app signed a user out for inactivity; the sign-in page says so. */
export const IDLE_NOTICE_KEY = 'crm.idleSignOut';
const CHANNEL = 'crm.activity';
const CHECK_MS = 15_000;
const WRITE_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'mousemove', 'wheel', 'touchstart', 'scroll'] as const;

function storedActivity(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** The notice for the sign-in page after an idle sign-out, or null (stale after a day). */
export function idleSignOutNotice(now = Date.now()): string | null {
  try {
    const raw = JSON.parse(localStorage.getItem(IDLE_NOTICE_KEY) ?? 'null') as { at?: number; minutes?: number } | null;
    if (!raw || typeof raw.at !== 'number' || typeof raw.minutes !== 'number' || now - raw.at > 86_400_000) return null;
    const minutes = raw.minutes;
    return i18n._(
      msg`${plural(minutes, { one: 'You were signed out after # minute without activity. Please sign in again.', other: 'You were signed out after # minutes without activity. Please sign in again.' })}`,
    );
  } catch {
    return null;
  }
}

export function clearIdleSignOutNotice(): void {
  try {
    localStorage.removeItem(IDLE_NOTICE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function useIdleSignOut(active: boolean, timeoutMinutes: number, signOut: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timeoutMs = timeoutMinutes * 60_000;
    let last = Date.now();
    let written = 0;
    let done = false;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

    const record = () => {
      last = Date.now();
      if (last - written < WRITE_EVERY_MS) return;
      written = last;
      try {
        localStorage.setItem(LAST_ACTIVITY_KEY, String(last));
      } catch {
        // This tab still counts its own activity.
      }
      channel?.postMessage(last);
    };
    const heard = (at: unknown) => {
      if (typeof at === 'number' && at > last) last = at;
    };
    const check = () => {
      if (done) return;
      const latest = Math.max(last, storedActivity());
      if (Date.now() - latest < timeoutMs) return;
      done = true;
      try {
        localStorage.setItem(IDLE_NOTICE_KEY, JSON.stringify({ at: Date.now(), minutes: timeoutMinutes }));
      } catch {
        // The sign-out still happens; only the notice is lost.
      }
      signOut();
    };

    record();
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, record, { passive: true }));
    const onStorage = (e: StorageEvent) => {
      if (e.key === LAST_ACTIVITY_KEY) heard(Number(e.newValue));
    };
    const onMessage = (e: MessageEvent) => heard(e.data);
    window.addEventListener('storage', onStorage);
    channel?.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', check);
    const id = window.setInterval(check, CHECK_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, record));
      window.removeEventListener('storage', onStorage);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(id);
    };
  }, [active, timeoutMinutes, signOut]);
}
