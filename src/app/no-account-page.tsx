import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { RefusedWrites } from '../components/offline/refused-writes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import type { MyInvitation } from '../data/contract';
import { ACCOUNT_ROLE_LABELS } from '../lib/account-roles';
import { deletedAccount, forgetDeletedAccount } from '../lib/deleted-account';
import { translateText } from '../lib/known-texts';
import { useSession } from '../lib/session';

const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? translateText(e.message) : fallback);

/**
 * With `lost`, the account this person was just removed from, when it was the last one they had
 * (AccessLostPage): the same choices, under that page's heading, so nobody is left with only
 * "Sign Out".
 *
 * Shown instead of the app to a person who belongs to no account (docs/product/accounts.md#deleting-the-account):
 * they deleted their last one (this tab names it), or it was deleted or they were removed before
 * this sign-in. They accept a pending invitation, start a new account (without a trial, which
 * they had: docs/decisions/0187), or sign out.
 */
export function NoAccountPage({ lost }: { lost?: string } = {}) {
  const { backend, user, accounts, switchAccount, signOut } = useSession();
  const { t } = useLingui();
  const [deleted] = useState(deletedAccount);
  const [invitations, setInvitations] = useState<MyInvitation[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.members
      .myInvitations()
      .then((list) => live && setInvitations(list))
      .catch(() => live && setInvitations([]));
    return () => {
      live = false;
    };
  }, [backend]);

  const open = (accountId: string) => {
    forgetDeletedAccount();
    switchAccount(accountId);
  };
  const act = async (name: string, work: () => Promise<string>) => {
    setBusy(name);
    setError(null);
    try {
      open(await work());
    } catch (e) {
      setError(messageOf(e, t`That did not work. Please try again.`));
      setBusy(null);
    }
  };
  const account = deleted?.name ?? lost ?? '';
  const other = accounts.find((a) => a.id !== deleted?.accountId) ?? null;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <title>{t`No account · SmallBiz CRM`}</title>
      <Card padding="xl" shadow className="w-full max-w-lg">
        <h1 className="text-2xl font-semibold text-fg">
          {deleted ? (
            <Trans>{account} was deleted</Trans>
          ) : lost !== undefined ? (
            <Trans>You no longer have access to {account}</Trans>
          ) : (
            <Trans>You are not in any account</Trans>
          )}
        </h1>
        <p className="mt-3 text-fg-muted">
          {lost !== undefined && !deleted ? (
            <Trans>An owner or manager of the account removed you from it, or its owner deleted the account. Ask them if you think this is a mistake.</Trans>
          ) : deleted ? (
            <Trans>Its records, members, invitations and subscription are gone. You are still signed in: your profile and settings stay.</Trans>
          ) : (
            <Trans>The accounts you belonged to were deleted, or you were removed from them. Your profile and settings stay.</Trans>
          )}
        </p>
        {/* What this person changed offline meanwhile and the rules now refused (the access-lost case). */}
        {lost !== undefined && <RefusedWrites className="mt-4 rounded-ui border" />}
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        {other && (
          <div className="mt-6">
            <Button onClick={() => open(other.id)}>{other.id === user?.uid ? <Trans>Open my own account</Trans> : <Trans>Open my other account</Trans>}</Button>
          </div>
        )}
        {invitations && invitations.length > 0 && (
          <section className="mt-6">
            <h2 className="font-semibold text-fg">
              <Trans>Invitations to you</Trans>
            </h2>
            <ul className="mt-2 divide-y divide-line-soft">
              {invitations.map((i) => {
                const name = i.accountName;
                const by = i.invitedByName;
                const role = t(ACCOUNT_ROLE_LABELS[i.role]);
                return (
                  <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span className="text-sm text-fg-body">
                      <Trans>
                        {name}, as {role}, from {by}
                      </Trans>
                    </span>
                    <Button
                      size="sm"
                      disabled={busy !== null}
                      onClick={() => void act(`accept-${i.id}`, async () => (await backend!.members.acceptInvitation(i.id)).accountId)}
                    >
                      <Trans>Join {name}</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section className="mt-6">
          <h2 className="font-semibold text-fg">
            <Trans>Start a new account</Trans>
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>A new, empty account of your own. You had your free trial already, so it starts by choosing a plan.</Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button disabled={busy !== null || !backend} onClick={() => void act('start', async () => (await backend!.members.startAccount()).accountId)}>
              {busy === 'start' ? t`Starting...` : t`Start a new account`}
            </Button>
            <Button variant="secondary" onClick={() => signOut().catch(() => setError(t`Sign out failed. Please try again.`))}>
              <Trans>Sign Out</Trans>
            </Button>
          </div>
        </section>
      </Card>
    </main>
  );
}
