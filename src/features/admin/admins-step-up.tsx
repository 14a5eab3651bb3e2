// When functions refuse an admin action for a sign-in older than 15 minutes, the form asks for the
// password in place; the next submit re-authenticates first and then retries the action.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { PasswordField } from '../../components/ui/password-field';
import { signInErrorMessage } from '../../domain/auth-messages';
import { DataError } from '../../data/contract';
import { useSession } from '../../lib/session';
import { needsRecentSignIn } from './overview-format';

export function useStepUp() {
  const { backend } = useSession();
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    asking,
    /** Re-authenticates when asked to; false (with a message) when the password is wrong. */
    async before(): Promise<boolean> {
      if (!asking) return true;
      try {
        await backend!.auth.reauthenticate(password);
      } catch (e) {
        setError(translateText(signInErrorMessage(e instanceof DataError ? e.code : undefined)));
        return false;
      }
      setAsking(false);
      setPassword('');
      setError(null);
      return true;
    },
    /** Whether `e` asks for a recent sign-in (the field then shows). */
    after(e: unknown): boolean {
      if (!needsRecentSignIn(e)) return false;
      setAsking(true);
      return true;
    },
    field: asking ? (
      <PasswordField label={t`Your password`} value={password} onChange={(e) => setPassword(e.target.value)} error={error} autoComplete="current-password" />
    ) : null,
  };
}
