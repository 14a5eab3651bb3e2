// E-mail change links (Settings > Edit Profile): "verify and change e-mail" makes the new address
// the sign-in address; "recover e-mail" undoes a change the owner did not ask for. The user
// document follows at the next sign-in (the session copies the verified address, logged).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AuthCard, authLinkClass } from './auth-card';

export const EMAIL_LINK_INVALID = 'This e-mail link is invalid, has expired or was already used.';

export function EmailAction({ mode, code }: { mode: 'verifyAndChangeEmail' | 'recoverEmail'; code: string }) {
  const { loadBackend, signOut, user } = useSession();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done'; email: string } | { kind: 'invalid' }>({ kind: 'working' });

  useEffect(() => {
    let live = true;
    loadBackend()
      .then((b) => b.settings.applyEmailAction(code))
      .then((email) => live && setState({ kind: 'done', email }))
      .catch(() => live && setState({ kind: 'invalid' }));
    return () => {
      live = false;
    };
  }, [code, loadBackend]);

  const title = mode === 'recoverEmail' ? 'E-mail change undone' : 'E-mail address changed';
  return (
    <AuthCard title={title}>
      {state.kind === 'working' && <p className="text-center text-sm">Applying the link...</p>}
      {state.kind === 'invalid' && <Alert tone="error">{EMAIL_LINK_INVALID}</Alert>}
      {state.kind === 'done' && (
        <>
          <Alert tone="success">
            {mode === 'recoverEmail'
              ? `Your sign-in e-mail is ${state.email} again. If you did not ask for the change, change your password too.`
              : `Your sign-in e-mail is now ${state.email}. Sign in with it to continue.`}
          </Alert>
          <p className="mt-4 text-center text-sm">
            {user ? (
              <button type="button" className={authLinkClass} onClick={() => void signOut()}>
                Sign out and sign in again
              </button>
            ) : (
              <Link to={`${paths.login}?email=${encodeURIComponent(state.email)}`} className={authLinkClass}>
                Sign in
              </Link>
            )}
          </p>
        </>
      )}
    </AuthCard>
  );
}
