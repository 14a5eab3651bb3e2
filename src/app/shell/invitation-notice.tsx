// Invitations to the signed-in person's verified e-mail, shown in the shell so someone who already
// has a sign-in can join without the link (docs/product/members.md). Asked once per visit.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { MyInvitation } from '../../data/contract';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';

export function InvitationNotice() {
  const { backend, user, switchAccount } = useSession();
  const { t } = useLingui();
  const [invitations, setInvitations] = useState<MyInvitation[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verified = user?.emailVerified === true;
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (!backend || !uid || !verified) return;
    let live = true;
    backend.members
      .myInvitations()
      .then((list) => live && setInvitations(list))
      .catch(() => {
        // No notice this visit; the link in the e-mail still works.
      });
    return () => {
      live = false;
    };
  }, [backend, uid, verified]);

  if (!backend || invitations.length === 0) return null;

  const answer = async (invitation: MyInvitation, join: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (join) {
        const { accountId } = await backend.members.acceptInvitation(invitation.id);
        switchAccount(accountId);
      } else await backend.members.declineInvitation(invitation.id);
      setInvitations((list) => list.filter((i) => i.id !== invitation.id));
    } catch (e) {
      setProblem(e instanceof Error ? translateText(e.message) : t`That did not work. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="status" className="border-b border-primary-200 bg-primary-50 px-4 py-2 text-sm text-fg-body dark:border-primary-800 dark:bg-primary-950">
      {problem && <p className="mb-1 text-red-700 dark:text-red-300">{problem}</p>}
      {invitations.map((i) => {
        const inviter = i.invitedByName;
        const account = i.accountName;
        const role = t(ACCOUNT_ROLE_LABELS[i.role]);
        return (
          <div key={i.id} className="flex flex-wrap items-center gap-3 py-1" data-testid="invitation-notice">
            <span>
              <Trans>
                {inviter} invited you to work in {account} as {role}.
              </Trans>
            </span>
            <Button size="sm" disabled={busy} onClick={() => void answer(i, true)}>
              <Trans>Join</Trans>
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void answer(i, false)}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        );
      })}
    </div>
  );
}
