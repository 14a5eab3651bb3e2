import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import type { Role } from '../../domain/types';
import { AuthCard, authLinkClass } from './auth-card';
import { errorParts } from './error-code';

export const VERIFY_DONE = 'Your e-mail address has been verified.';
export const VERIFY_OWNER = 'Your e-mail address has been verified. Your account is now the owner account.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid, has expired or was already used. Send a new one from Settings.';
const VERIFY_FAILED = 'Could not verify your e-mail address. Please try the link again.';

// A code can be applied once: one attempt per code, shared by effect re-runs (StrictMode).
const attempts = new Map<string, Promise<Role | null>>();

type Phase = { kind: 'verifying' } | { kind: 'done'; role: Role | null } | { kind: 'failed'; message: string };

/**
 * `mode=verifyEmail` of the /auth/action page: applies the code from the e-mailed link. A user
 * signed in here gets the role now due at once (a configured owner becomes owner); otherwise it
 * arrives at their next sign-in.
 */
export function VerifyEmailAction({ code }: { code: string }) {
  const { loadBackend } = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' });

  useEffect(() => {
    let live = true;
    let attempt = attempts.get(code);
    if (!attempt) {
      attempt = loadBackend().then((b) => b.auth.applyEmailVerification(code));
      attempts.set(code, attempt);
    }
    attempt
      .then((role) => live && setPhase({ kind: 'done', role }))
      .catch((err: unknown) => {
        if (!live) return;
        const c = errorParts(err)?.code;
        const invalid = c === 'auth/expired-action-code' || c === 'auth/invalid-action-code';
        setPhase({ kind: 'failed', message: invalid ? VERIFY_LINK_INVALID : VERIFY_FAILED });
      });
    return () => {
      live = false;
    };
  }, [code, loadBackend]);

  if (phase.kind === 'verifying') {
    return (
      <AuthCard title="Verify e-mail">
        <p role="status" className="text-slate-600 dark:text-slate-300">
          Checking your link...
        </p>
      </AuthCard>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <AuthCard title="Verify e-mail">
        <Alert tone="error">{phase.message}</Alert>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.settings} className={authLinkClass}>
            Go to Settings
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="E-mail verified">
      <Alert tone="success">{phase.role === 'owner' ? VERIFY_OWNER : VERIFY_DONE}</Alert>
      <Link to={phase.role === null ? paths.login : paths.home} className={`mt-6 block text-center ${authLinkClass}`}>
        {phase.role === null ? 'Sign in' : 'Continue'}
      </Link>
    </AuthCard>
  );
}
