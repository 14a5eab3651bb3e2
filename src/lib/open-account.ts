// Which account the app opens for a person (docs/product/accounts.md#the-open-account): the one
// used last in this browser while they still belong to it, else their own (whose id is their
// uid), else the first account they belong to.
import type { AccountRole } from '../domain/accounts';

const KEY_PREFIX = 'crm.openAccount.';

export function lastOpenAccount(uid: string): string | null {
  try {
    return localStorage.getItem(KEY_PREFIX + uid);
  } catch {
    return null;
  }
}

export function rememberOpenAccount(uid: string, accountId: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + uid, accountId);
  } catch {
    // Without storage the person's own account opens next time.
  }
}

/**
 * The account to open. `memberships` is users/{uid}.accounts (undefined before the user document
 * has arrived, or for a person whose document predates accounts: their own account then).
 */
export function chooseOpenAccount(uid: string, memberships: Partial<Record<string, AccountRole>> | undefined, remembered: string | null): string {
  if (!memberships) return remembered ?? uid;
  const ids = Object.keys(memberships).filter((id) => memberships[id] !== undefined);
  if (remembered && ids.includes(remembered)) return remembered;
  if (ids.includes(uid) || ids.length === 0) return uid;
  return ids.sort()[0] ?? uid;
}
