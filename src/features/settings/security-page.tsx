// Security (seed 001): change password (current one re-checked, the owner's password rules,
// confirmation), sign out of all other devices, and the last five security events.
import { useEffect, useState } from 'react';
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
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  same: 'The new password must be different from the current one.',
  changed: 'Password changed successfully! Your other devices have been signed out.',
  changeFailed: 'Failed to change your password. Please try again.',
  revoked: 'You have been signed out of all other devices.',
  revokeFailed: 'Failed to sign out your other devices. Please try again.',
  passwordNeeded: 'Please enter your current password.',
} as const;

function usePasswordPolicy(): PasswordPolicy {
  const { backend } = useSession();
  const [policy, setPolicy] = useState<PasswordPolicy>(SECURITY_DEFAULTS);
  useEffect(() => backend?.settings.watchPasswordPolicy(setPolicy), [backend]);
  return policy;
}

function ChangePasswordForm({ onDone }: { onDone: (ok: boolean, text: string) => void }) {
  const { backend } = useSession();
  const policy = usePasswordPolicy();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !form.current || !form.next || !form.confirm
      ? SECURITY_MESSAGES.required
      : passwordProblem(policy, form.next) ?? (form.next !== form.confirm ? SECURITY_MESSAGES.mismatch : form.next === form.current ? SECURITY_MESSAGES.same : null);
    setError(problem);
    if (problem || !backend) return;
    setBusy(true);
    try {
      await runOwnRevocation(() => backend.settings.changePassword(form.current, form.next));
      setForm({ current: '', next: '', confirm: '' });
      onDone(true, SECURITY_MESSAGES.changed);
    } catch (e) {
      const message = actionErrorMessage(e, SECURITY_MESSAGES.changeFailed);
      setError(message);
      onDone(false, message);
    } finally {
      setBusy(false);
    }
  };

  const rules = [`at least ${policy.passwordMinLength} characters`, policy.requireNumbers && 'a number', policy.requireSymbols && 'a symbol'].filter(Boolean).join(', ');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField label="Current password" autoComplete="current-password" value={form.current} onChange={(e) => setForm({ ...form, current: e.target.value })} />
      <PasswordField label="New password" autoComplete="new-password" value={form.next} onChange={(e) => setForm({ ...form, next: e.target.value })} />
      <p className="text-sm text-slate-600 dark:text-slate-300">Your new password needs {rules}.</p>
      <PasswordField label="Confirm new password" autoComplete="new-password" value={form.confirm} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">Changing your password signs you out on every other device.</p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

function SignOutOthers({ onDone }: { onDone: (ok: boolean, text: string) => void }) {
  const { backend } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(SECURITY_MESSAGES.passwordNeeded);
      return;
    }
    if (!backend) return;
    setBusy(true);
    setError(null);
    try {
      await runOwnRevocation(() => backend.settings.signOutOtherSessions(password));
      setPassword('');
      setOpen(false);
      onDone(true, SECURITY_MESSAGES.revoked);
    } catch (e) {
      const message = actionErrorMessage(e, SECURITY_MESSAGES.revokeFailed);
      setError(message);
      onDone(false, message);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">Ends every other session of your account at once (other browsers, phones, computers). This tab stays signed in.</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Sign out of all other devices
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField label="Your password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Signing out...' : 'Sign out other devices'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function SecurityPage() {
  const { toast, show } = useToast();
  const done = (ok: boolean, text: string) => show({ tone: ok ? 'success' : 'error', text });
  return (
    <SettingsFrame title="Security Settings" subtitle="Your password, your sessions and recent security activity." toast={toast}>
      <SettingsSection title="Change password">
        <ChangePasswordForm onDone={done} />
      </SettingsSection>
      <SettingsSection title="Sessions">
        <SignOutOthers onDone={done} />
      </SettingsSection>
      <SecurityLog />
    </SettingsFrame>
  );
}
