// The invitation link (/invite/{id}?token=..., docs/product/members.md): says who invited whom
// to which account with which role; a newcomer creates a sign-in with the invited address, a
// signed-in person with that address (verified) accepts, and lands in the account.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { InvitationView } from '../../data/contract';
import { ACCOUNT_ROLE_LABELS } from '../../lib/account-roles';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

type Loaded = { state: 'loading' } | { state: 'ok'; invitation: InvitationView } | { state: 'failed'; message: string };

export function InvitationPage() {
  const { t } = useLingui();
  const { invitationId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { status, user, loadBackend, switchAccount, requestBackend } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [verifySent, setVerifySent] = useState(false);

  useEffect(() => requestBackend(), [requestBackend]);
  useEffect(() => {
    let live = true;
    loadBackend()
      .then((b) => b.members.describeInvitation(invitationId, token))
      .then((invitation) => live && setLoaded({ state: 'ok', invitation }))
      .catch(
        (e: unknown) => live && setLoaded({ state: 'failed', message: e instanceof Error ? translateText(e.message) : t`This invitation link is not valid.` }),
      );
    return () => {
      live = false;
    };
  }, [loadBackend, invitationId, token, t]);

  const here = `/invite/${encodeURIComponent(invitationId)}?token=${encodeURIComponent(token)}`;

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const b = await loadBackend();
      const { accountId } = await b.members.acceptInvitation(invitationId, token);
      switchAccount(accountId);
      void navigate(paths.dashboard);
    } catch (e) {
      setProblem(e instanceof Error ? translateText(e.message) : t`That did not work. Please try again.`);
      setBusy(false);
    }
  };

  const sendVerification = async () => {
    setProblem(null);
    try {
      await (await loadBackend()).auth.sendEmailVerification();
      setVerifySent(true);
    } catch {
      setProblem(t`The verification e-mail could not be sent. Please try again.`);
    }
  };

  let body;
  if (loaded.state === 'loading' || status === 'loading') {
    body = (
      <p className="text-fg-muted">
        <Trans>Loading...</Trans>
      </p>
    );
  } else if (loaded.state === 'failed') {
    body = <Alert tone="error">{loaded.message}</Alert>;
  } else {
    const { accountName: account, invitedByName: inviter, email, state } = loaded.invitation;
    const role = t(ACCOUNT_ROLE_LABELS[loaded.invitation.role]);
    const signedInAs = user?.email ?? '';
    const sameAddress = signedInAs.toLowerCase() === email.toLowerCase();
    body = (
      <>
        <p className="text-fg-body">
          <Trans>
            {inviter} invited {email} to work in {account} as {role}.
          </Trans>
        </p>
        {state === 'accepted' && (
          <Alert tone="info" className="mt-4">
            <Trans>This invitation has already been accepted.</Trans>
          </Alert>
        )}
        {state === 'expired' && (
          <Alert tone="error" className="mt-4">
            <Trans>This invitation has expired. Ask the person who invited you to send it again.</Trans>
          </Alert>
        )}
        {(state === 'revoked' || state === 'declined') && (
          <Alert tone="error" className="mt-4">
            <Trans>This invitation is no longer valid.</Trans>
          </Alert>
        )}
        {state === 'pending' && status === 'signed-out' && (
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={`${paths.signup}?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(here)}`} className={buttonClasses('primary')}>
              <Trans>Create your sign-in</Trans>
            </Link>
            <Link to={`${paths.login}?redirect=${encodeURIComponent(here)}`} className={buttonClasses('secondary')}>
              <Trans>I already have one: sign in</Trans>
            </Link>
          </div>
        )}
        {state === 'pending' && status === 'signed-in' && !sameAddress && (
          <Alert tone="error" className="mt-4">
            <Trans>
              You are signed in as {signedInAs}, but this invitation is for {email}. Sign out and sign in (or create a sign-in) with {email} to accept it.
            </Trans>
          </Alert>
        )}
        {state === 'pending' && status === 'signed-in' && sameAddress && !user?.emailVerified && (
          <div className="mt-4 space-y-3">
            <Alert tone="info">
              {verifySent ? (
                <Trans>We sent a verification link to {email}. Open it, then come back to this page and accept.</Trans>
              ) : (
                <Trans>Verify your e-mail address first: we send a link to {email}; open it, then come back to this page and accept.</Trans>
              )}
            </Alert>
            <Button variant="secondary" onClick={() => void sendVerification()}>
              {verifySent ? <Trans>Send the link again</Trans> : <Trans>Send the verification link</Trans>}
            </Button>
          </div>
        )}
        {state === 'pending' && status === 'signed-in' && sameAddress && user?.emailVerified && (
          <div className="mt-6">
            <Button onClick={() => void accept()} disabled={busy}>
              {busy ? t`Joining...` : t`Join ${account}`}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <main className="flex min-h-[70vh] items-center justify-center p-6">
      <title>{t`Invitation · SmallBiz CRM`}</title>
      <Card padding="xl" shadow className="w-full max-w-lg">
        <h1 className="mb-4 text-2xl font-semibold text-fg">
          <Trans>You are invited</Trans>
        </h1>
        {problem && (
          <Alert tone="error" className="mb-4">
            {problem}
          </Alert>
        )}
        {body}
      </Card>
    </main>
  );
}
