import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import type { Role } from '../../domain/types';
import { AuthCard, authLinkClass } from './auth-card';
import { errorParts } from './error-code';

const VERIFY_LINK_INVALID = msg`This verification link is invalid, has expired or was already used. Send a new one from Settings.`;
const VERIFY_FAILED = msg`Could not verify your e-mail address. Please try the link again.`;

// A code can be applied once: one attempt per code, shared by effect re-runs (StrictMode).
const attempts = new Map<string, Promise<Role | null>>();

type Phase = { kind: 'verifying' } | { kind: 'done'; role: Role | null } | { kind: 'failed'; message: MessageDescriptor };

/**
 * `mode=verifyEmail` of the /auth/action page: applies the code from the e-mailed link. A user
 * signed in here gets the role now due at once (a configured owner becomes owner); otherwise it
 * arrives at their next sign-in.
 */
export function VerifyEmailAction({ code }: { code: string }) {
  const { t } = useLingui();
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
      <AuthCard title={t`Verify e-mail`}>
        <p role="status" className="text-fg-muted">
          <Trans>Checking your link...</Trans>
        </p>
      </AuthCard>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <AuthCard title={t`Verify e-mail`}>
        <Alert tone="error">{t(phase.message)}</Alert>
        <p className="mt-4 text-center text-sm">
          <Link to={paths.settings} className={authLinkClass}>
            <Trans>Go to Settings</Trans>
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`E-mail verified`}>
      <Alert tone="success">
        {phase.role === 'owner' ? (
          <Trans>Your e-mail address has been verified. Your account is now the owner account.</Trans>
        ) : (
          <Trans>Your e-mail address has been verified.</Trans>
        )}
      </Alert>
      <Link to={phase.role === null ? paths.login : paths.home} className={`mt-6 block text-center ${authLinkClass}`}>
        {phase.role === null ? t`Sign in` : t`Continue`}
      </Link>
    </AuthCard>
  );
}
