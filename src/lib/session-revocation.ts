// Ending other sessions (Settings > Security): revoked refresh tokens only fail at the next
// token refresh (up to an hour), so functions also stamp users/{uid}.sessionsRevokedAt and every
// open session compares it with its own sign-in time, signing out when it is older. The tab that
// asked for the revocation signs in again itself; it marks the work so it does not sign itself out.
import { useEffect, useRef } from 'react';
import type { Account, SessionUser } from '../data/contract';
import type { Backend } from './backend';

let ownRevocations = 0;

/** Runs a password change or "sign out other devices" from this tab. */
export async function runOwnRevocation<T>(work: () => Promise<T>): Promise<T> {
  ownRevocations += 1;
  try {
    return await work();
  } finally {
    ownRevocations -= 1;
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
  useEffect(() => {
    if (!backend || !user || ownRevocations > 0 || !isRevoked(user.authTime, revokedAt)) return;
    backend.auth.signOut().catch(() => {
      // Signed out or offline: the revoked refresh token ends the session at its next refresh.
    });
  }, [backend, user, revokedAt]);

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
