// The account this tab's person has just deleted (Settings → Members → Delete account): the
// signed-in routes then show the page for a person without an account, which names it, rather
// than "You no longer have access to {account}" (docs/product/accounts.md#deleting-the-account).
// Kept for the tab's session only.
const KEY = 'crm.deletedAccount';

export type DeletedAccount = { accountId: string; name: string };

export function rememberDeletedAccount(account: DeletedAccount): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(account));
  } catch {
    // Without storage the page says the person belongs to no account, without the name.
  }
}

export function deletedAccount(): DeletedAccount | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && typeof (value as DeletedAccount).accountId === 'string' && typeof (value as DeletedAccount).name === 'string') {
      return value as DeletedAccount;
    }
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

export function forgetDeletedAccount(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
