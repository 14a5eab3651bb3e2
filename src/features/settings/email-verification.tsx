// "Verify your e-mail" on the settings page, for a signed-in user whose address is not verified
// (an owner listed in the configuration becomes owner only once it is).
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** The "link sent" notice, in the interface language at call time (the sign-up check screen shows it too). */
export const VERIFY_SENT = (email: string) => i18n._(msg`We sent a verification link to ${email}. Open it in this browser, or sign in again after opening it.`);

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

export function EmailVerification() {
  const { t } = useLingui();
  const { user, loadBackend } = useSession();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!user || user.emailVerified) return null;

  const send = async () => {
    setStatus({ kind: 'sending' });
    try {
      const backend = await loadBackend();
      await backend.auth.sendEmailVerification();
      setStatus({ kind: 'sent' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const email = user.email;
  return (
    <section aria-labelledby="email-verification" className="rounded-ui-lg border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950">
      <h2 id="email-verification" className="text-lg font-semibold text-fg">
        <Trans>Verify your e-mail</Trans>
      </h2>
      <p className="mt-1 text-sm text-fg-body">
        <Trans>Your e-mail address {email} is not verified yet. Verifying it proves the address is yours.</Trans>
      </p>
      {status.kind === 'sent' && (
        <Alert tone="success" className="mt-3">
          {VERIFY_SENT(email)}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert tone="error" className="mt-3">
          <Trans>Could not send the verification e-mail. Please try again in a few minutes.</Trans>
        </Alert>
      )}
      <Button type="button" variant="secondary" className="mt-3" disabled={status.kind === 'sending'} onClick={send}>
        {status.kind === 'sending' ? t`Sending...` : status.kind === 'sent' ? t`Send again` : t`Send verification e-mail`}
      </Button>
    </section>
  );
}
