// Security (docs/product/settings.md#security): change password (current one re-checked, the owner's password rules,
// confirmation), sign out of all other devices, and the last five security events.
import { useEffect, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { SECURITY_DEFAULTS, passwordProblem } from '../../domain/system-settings/security';
import type { PasswordPolicy } from '../../domain/system-settings/security';
import { runOwnRevocation } from '../../lib/session-revocation';
import { useSession } from '../../lib/session';
import { SecurityLog } from './security-log';
import { actionErrorMessage } from './settings-errors';
import { SettingsFrame, SettingsSection, useToast } from './settings-frame';

export const SECURITY_MESSAGES = {
  required: msg`Please fill in all required fields`,
  mismatch: msg`Passwords do not match`,
  same: msg`The new password must be different from the current one.`,
  changed: msg`Password changed successfully! Your other devices have been signed out.`,
  changeFailed: msg`Failed to change your password. Please try again.`,
  revoked: msg`You have been signed out of all other devices.`,
  revokeFailed: msg`Failed to sign out your other devices. Please try again.`,
  passwordNeeded: msg`Please enter your current password.`,
} as const;

function usePasswordPolicy(): PasswordPolicy {
  const { backend } = useSession();
  const [policy, setPolicy] = useState<PasswordPolicy>(SECURITY_DEFAULTS);
  useEffect(() => backend?.settings.watchPasswordPolicy(setPolicy), [backend]);
  return policy;
}

function ChangePasswordForm({ onDone }: { onDone: (ok: boolean, text: string) => void }) {
  const { t } = useLingui();
  const { backend } = useSession();
  const policy = usePasswordPolicy();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const min = policy.passwordMinLength;
    // The domain's rule messages, in the interface language (the length one carries a number).
    const ruleProblem = form.next.length < min ? t`Password must be at least ${min} characters` : passwordProblem(policy, form.next);
    const problem =
      !form.current || !form.next || !form.confirm
        ? t(SECURITY_MESSAGES.required)
        : ruleProblem
          ? translateText(ruleProblem)
          : form.next !== form.confirm
            ? t(SECURITY_MESSAGES.mismatch)
            : form.next === form.current
              ? t(SECURITY_MESSAGES.same)
              : null;
    setError(problem);
    if (problem || !backend) return;
    setBusy(true);
    try {
      await runOwnRevocation(() => backend.settings.changePassword(form.current, form.next));
      setForm({ current: '', next: '', confirm: '' });
      onDone(true, t(SECURITY_MESSAGES.changed));
    } catch (e) {
      const message = actionErrorMessage(e, t(SECURITY_MESSAGES.changeFailed));
      setError(message);
      onDone(false, message);
    } finally {
      setBusy(false);
    }
  };

  const min = policy.passwordMinLength;
  const rules =
    policy.requireNumbers && policy.requireSymbols
      ? t`${plural(min, { one: 'Your new password needs at least # character, a number and a symbol.', other: 'Your new password needs at least # characters, a number and a symbol.' })}`
      : policy.requireNumbers
        ? t`${plural(min, { one: 'Your new password needs at least # character and a number.', other: 'Your new password needs at least # characters and a number.' })}`
        : policy.requireSymbols
          ? t`${plural(min, { one: 'Your new password needs at least # character and a symbol.', other: 'Your new password needs at least # characters and a symbol.' })}`
          : t`${plural(min, { one: 'Your new password needs at least # character.', other: 'Your new password needs at least # characters.' })}`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        value={form.current}
        onChange={(e) => setForm({ ...form, current: e.target.value })}
      />
      <PasswordField label={t`New password`} autoComplete="new-password" value={form.next} onChange={(e) => setForm({ ...form, next: e.target.value })} />
      <p className="text-sm text-fg-muted">{rules}</p>
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        value={form.confirm}
        onChange={(e) => setForm({ ...form, confirm: e.target.value })}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <p className="text-sm text-fg-muted">
        <Trans>Changing your password signs you out on every other device.</Trans>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? t`Changing...` : t`Change password`}
      </Button>
    </form>
  );
}

function SignOutOthers({ onDone }: { onDone: (ok: boolean, text: string) => void }) {
  const { t } = useLingui();
  const { backend } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t(SECURITY_MESSAGES.passwordNeeded));
      return;
    }
    if (!backend) return;
    setBusy(true);
    setError(null);
    try {
      await runOwnRevocation(() => backend.settings.signOutOtherSessions(password));
      setPassword('');
      setOpen(false);
      onDone(true, t(SECURITY_MESSAGES.revoked));
    } catch (e) {
      const message = actionErrorMessage(e, t(SECURITY_MESSAGES.revokeFailed));
      setError(message);
      onDone(false, message);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-fg-muted">
          <Trans>Ends every other session of your account at once (other browsers, phones, computers). This tab stays signed in.</Trans>
        </p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Sign out of all other devices</Trans>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField label={t`Your password`} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t`Signing out...` : t`Sign out other devices`}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

export function SecurityPage() {
  const { t } = useLingui();
  const { toast, show } = useToast();
  const done = (ok: boolean, text: string) => show({ tone: ok ? 'success' : 'error', text });
  return (
    <SettingsFrame title={t`Security Settings`} subtitle={t`Your password, your sessions and recent security activity.`} toast={toast}>
      <SettingsSection title={t`Change password`}>
        <ChangePasswordForm onDone={done} />
      </SettingsSection>
      <SettingsSection title={t`Sessions`}>
        <SignOutOthers onDone={done} />
      </SettingsSection>
      <SecurityLog />
    </SettingsFrame>
  );
}
