// Ending other sessions (Settings > Security): revoked refresh tokens only fail at the next
// token refresh (up to an hour), so functions also stamp users/{uid}.sessionsRevokedAt and every
// open session compares it with its own sign-in time, signing out when it is older. The tab that
// asked for the revocation signs in again itself; it marks the work so it does not sign itself out.
import { useEffect, useRef, useState } from 'react';
import type { Account, SessionUser } from '../data/contract';
import type { Backend } from './backend';

let pending = 0;
/** Revocations this tab asked for (ms); it signed in again after each, so they do not end it. */
const own = new Set<number>();
const listeners = new Set<() => void>();

/**
 * Runs a password change or "sign out other devices" from this tab. While it runs the tab
 * ignores revocations; afterwards only the one it caused (`revokedAt` of the result).
 */
export async function runOwnRevocation<T extends { revokedAt: Date } | void>(work: () => Promise<T>): Promise<T> {
  pending += 1;
  try {
    const result = await work();
    if (result) own.add(result.revokedAt.getTime());
    return result;
  } finally {
    pending -= 1;
    listeners.forEach((l) => l());
  }
}

/** Whether a session that signed in at `authTime` was ended by a revocation at `revokedAt`. */
export function isRevoked(authTime: Date, revokedAt: Date | null | undefined): boolean {
  return revokedAt instanceof Date && authTime.getTime() < revokedAt.getTime();
}

/**
 * Signs this tab out when its sign-in is older than the account's last revocation, and copies a
 * changed sign-in e-mail (after a verified e-mail change) onto the user document once.
 */
export function useSessionUpkeep(backend: Backend | null, user: SessionUser | null, account: Account | null) {
  const revokedAt = account?.user?.sessionsRevokedAt ?? null;
  // Looks again when this tab's own revocation work ends.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const listener = () => setSettled((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (!backend || !user || pending > 0 || !isRevoked(user.authTime, revokedAt)) return;
    if (revokedAt && own.has(revokedAt.getTime())) return;
    backend.auth.signOut().catch(() => {
      // Signed out or offline: the revoked refresh token ends the session at its next refresh.
    });
  }, [backend, user, revokedAt, settled]);

  const synced = useRef<string | null>(null);
  const docEmail = account?.user?.email ?? null;
  useEffect(() => {
    if (!backend || !user?.email || !docEmail || user.email.toLowerCase() === docEmail.toLowerCase()) return;
    const key = `${user.uid}:${user.email}`;
    if (synced.current === key) return;
    synced.current = key;
    backend.settings.syncEmail().catch(() => {
      synced.current = null; // try again at the next change
    });
  }, [backend, user, docEmail]);
}
