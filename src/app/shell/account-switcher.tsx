// The open account in the shell's top bar, and the switch to another account the person belongs
// to (docs/product/accounts.md#the-open-account). Other accounts' names are read only while the
// list is open, so a visit costs no reads for them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { useSession } from '../../lib/session';

function useAccountNames(ids: readonly string[], enabled: boolean): Record<string, string> {
  const { backend, user } = useSession();
  const [names, setNames] = useState<Record<string, string>>({});
  const uid = user?.uid ?? null;
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled || !backend || !uid) return;
    const stops = key.split(',').map((id) =>
      backend.account.watchMembership(id, uid, (m) => {
        const name = m.account?.name;
        if (name !== undefined) setNames((known) => (known[id] === name ? known : { ...known, [id]: name }));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [enabled, backend, uid, key]);
  return names;
}

export function AccountSwitcher() {
  const { accountId, accountName, accountRole, accounts, switchAccount } = useSession();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const others = accounts.filter((a) => a.id !== accountId);
  const names = useAccountNames(
    others.map((a) => a.id),
    open,
  );
  if (!accountId) return null;
  const role = accountRole ? t(ACCOUNT_ROLE_LABELS[accountRole]) : '';
  if (others.length === 0) {
    return (
      <p className="hidden text-sm text-fg-muted lg:block" data-testid="open-account">
        <span className="text-xs text-fg-subtle">{t`Account`}</span> <span className="font-medium text-fg">{accountName}</span>
      </p>
    );
  }
  return (
    <div className="relative">
      <button
        type="button"
        className="rounded-ui border border-line px-3 py-1.5 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="open-account"
      >
        <span className="block font-medium text-fg">{accountName || t`Account`}</span>
        <span className="block text-xs text-fg-subtle">
          {role} · <Trans>Switch account</Trans>
        </span>
      </button>
      {open && (
        <ul id={listId} aria-label={t`Your accounts`} className="absolute left-0 z-20 mt-1 w-64 rounded-ui border border-line bg-surface p-1 shadow-lg">
          {others.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="block w-full rounded-ui px-3 py-2 text-left text-sm hover:bg-surface-muted"
                onClick={() => {
                  setOpen(false);
                  switchAccount(a.id);
                }}
              >
                <span className="block font-medium text-fg">{names[a.id] ?? t`Loading...`}</span>
                <span className="block text-xs text-fg-subtle">{t(ACCOUNT_ROLE_LABELS[a.role])}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
