// The browser's Notification API behind three small functions, so screens and tests do not
// touch the global directly (and browsers without it are handled in one place).

export type PermissionState = NotificationPermission | 'unsupported';

const api = (): typeof Notification | null => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null);

export function notificationPermission(): PermissionState {
  return api()?.permission ?? 'unsupported';
}

export async function requestNotificationPermission(): Promise<PermissionState> {
  const N = api();
  if (!N) return 'unsupported';
  return N.requestPermission();
}

/** Shows a browser notification when allowed; returns whether it did. */
export function showBrowserNotification(title: string, body: string, tag?: string): boolean {
  const N = api();
  if (!N || N.permission !== 'granted') return false;
  try {
    new N(title, { body, tag });
    return true;
  } catch {
    return false; // e.g. Android Chrome requires a service worker for page notifications
  }
}

/**
 * Claims an event for this browser so only one open tab announces it (the first to write the
 * key wins; the key is the event, not a setting).
 */
export function claimOnce(key: string): boolean {
  try {
    const k = `notified:${key}`;
    if (localStorage.getItem(k)) return false;
    localStorage.setItem(k, String(Date.now()));
    return true;
  } catch {
    return true;
  }
}
