// E-mail change links (Settings > Edit Profile): "verify and change e-mail" makes the new address
// the sign-in address; "recover e-mail" undoes a change the owner did not ask for. The user
// document follows at the next sign-in (the session copies the verified address, logged).
// "undoEmailChange" is the project's own link, sent to the old address when staff changed the
// sign-in e-mail (the undoStaffEmailChange function); it reads as a "recover e-mail".
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../lib/paths';
import { useSession, type SessionStatus } from '../../lib/session';
import { AuthCard, authLinkClass } from './auth-card';

export function EmailAction({ mode, code }: { mode: 'verifyAndChangeEmail' | 'recoverEmail' | 'undoEmailChange'; code: string }) {
  const { t } = useLingui();
  const { loadBackend, signOut, status } = useSession();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done'; email: string } | { kind: 'invalid' }>({ kind: 'working' });

  useEffect(() => {
    let live = true;
    loadBackend()
      .then((b) => (mode === 'undoEmailChange' ? b.settings.undoStaffEmailChange(code) : b.settings.applyEmailAction(code)))
      .then((email) => live && setState({ kind: 'done', email }))
      .catch(() => live && setState({ kind: 'invalid' }));
    return () => {
      live = false;
    };
  }, [code, loadBackend, mode]);

  const shown = mode === 'undoEmailChange' ? 'recoverEmail' : mode;
  const title = shown === 'recoverEmail' ? t`E-mail change undone` : t`E-mail address changed`;
  return (
    <AuthCard title={title}>
      {state.kind === 'working' && (
        <p className="text-center text-sm">
          <Trans>Applying the link...</Trans>
        </p>
      )}
      {state.kind === 'invalid' && (
        <Alert tone="error">
          <Trans>This e-mail link is invalid, has expired or was already used.</Trans>
        </Alert>
      )}
      {/* The next step depends on whether this browser is signed in: offered once the session knows. */}
      {state.kind === 'done' && <EmailChanged mode={shown} email={state.email} session={status} onSignOut={() => void signOut()} />}
    </AuthCard>
  );
}

function EmailChanged({
  mode,
  email,
  session,
  onSignOut,
}: {
  mode: 'verifyAndChangeEmail' | 'recoverEmail';
  email: string;
  session: SessionStatus;
  onSignOut: () => void;
}) {
  return (
    <>
      <Alert tone="success">
        {mode === 'recoverEmail' ? (
          <Trans>Your sign-in e-mail is {email} again. If you did not ask for the change, change your password too.</Trans>
        ) : (
          <Trans>Your sign-in e-mail is now {email}. Sign in with it to continue.</Trans>
        )}
      </Alert>
      <p className="mt-4 text-center text-sm">
        {session === 'loading' ? null : session === 'signed-in' ? (
          <button type="button" className={authLinkClass} onClick={onSignOut}>
            <Trans>Sign out and sign in again</Trans>
          </button>
        ) : (
          <Link to={`${paths.login}?email=${encodeURIComponent(email)}`} className={authLinkClass}>
            <Trans>Sign in</Trans>
          </Link>
        )}
      </p>
    </>
  );
}
