// The account-deletion dialog (docs/product/accounts.md#deleting-the-account): what goes, the
// backup first, the account's name and the owner's password (the re-authentication the function's
// 15-minute rule needs); then deleteAccount is called until it is done, with a progress bar.
// Afterwards the owner's other account opens, or the page for a person without one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { downloadText } from '../../components/ui/download';
import { Modal } from '../../components/ui/modal';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { confirmsAccountName, deletionPercent } from '../../domain/account-deletion';
import type { AccountDeletionProgress } from '../../domain/account-deletion';
import { EXPORT_MESSAGES, exportFileName, toBackup, toJson } from '../../domain/export/export';
import { ACCESS_MESSAGES } from '../../domain/staff';
import { forgetDeletedAccount, rememberDeletedAccount } from '../../lib/deleted-account';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';

const WRONG_PASSWORD_CODES = ['auth/invalid-credential', 'auth/wrong-password', 'auth/invalid-login-credentials'];
const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { backend, user, accountId, accountName, accounts, switchAccount } = useSession();
  const display = useFormat();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [progress, setProgress] = useState<AccountDeletionProgress | null>(null);
  const [backingUp, setBackingUp] = useState(false);
  const [backedUp, setBackedUp] = useState(false);
  const name = accountName || 'My business';
  const matches = confirmsAccountName(typed, name);
  const busy = progress !== null;

  const backup = async () => {
    if (!backend || !user || !accountId) return;
    setBackingUp(true);
    setProblem(null);
    try {
      const data = await backend.transfer.readAll(accountId);
      downloadText(
        exportFileName('json', display.today()),
        toJson(toBackup(data, { email: user.email, displayName: user.displayName }, new Date())),
        'application/json;charset=utf-8',
      );
      setBackedUp(true);
      void backend.account.recordDataExport('json').catch(() => undefined);
    } catch {
      setProblem(translateText(EXPORT_MESSAGES.failed));
    } finally {
      setBackingUp(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!backend || !accountId || !matches) return;
    setProblem(null);
    setPasswordError(null);
    if (!password) {
      setPasswordError(translateText(ACCESS_MESSAGES.passwordRequired));
      return;
    }
    try {
      await backend.auth.reauthenticate(password);
    } catch (e) {
      const code = codeOf(e);
      setPasswordError(
        typeof code === 'string' && WRONG_PASSWORD_CODES.includes(code)
          ? translateText(ACCESS_MESSAGES.wrongPassword)
          : code === 'auth/too-many-requests'
            ? t`Too many attempts. Please wait a moment and try again.`
            : t`Could not confirm your password. Please try again.`,
      );
      return;
    }
    setProgress({ done: false, deleted: 0, remaining: 0 });
    // Said before the last call: the owner's own access ends with it, and this page with that.
    rememberDeletedAccount({ accountId, name });
    let started = false;
    try {
      // Each call deletes for a while; a call after an interruption goes on where the last stopped.
      for (;;) {
        const step = await backend.members.deleteAccount(accountId, typed);
        started = true;
        setProgress(step);
        if (step.done) break;
      }
    } catch (e) {
      forgetDeletedAccount();
      setProgress(null);
      const reason = e instanceof Error && e.message ? translateText(e.message) : t`That did not work. Please try again.`;
      setProblem(started ? t`The account was not deleted completely: ${reason} Try again to finish.` : reason);
      return;
    }
    const other = accounts.find((a) => a.id !== accountId);
    if (other) switchAccount(other.id);
    void navigate(paths.dashboard, { replace: true });
  };

  const percent = progress ? deletionPercent(progress) : 0;
  return (
    <Modal open onClose={() => !busy && onClose()} title={t`Delete ${name}?`}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Alert tone="error">
          <p className="font-semibold">
            <Trans>This deletes for everyone, for good:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            <li>
              <Trans>every record: clients, team, tasks, salaries, revenue, expenses and deals</Trans>
            </li>
            <li>
              <Trans>the recorded imports, the account's activity and its API keys</Trans>
            </li>
            <li>
              <Trans>every member's access and the pending invitations</Trans>
            </li>
            <li>
              <Trans>the subscription: a paid plan is cancelled now, without a refund for the days left</Trans>
            </li>
          </ul>
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void backup()} disabled={backingUp || busy}>
            {backingUp ? t`Preparing the backup...` : t`Download a backup first`}
          </Button>
          {backedUp && (
            <p className="mt-1 text-sm text-fg-muted" role="status">
              <Trans>Backup downloaded. Settings → Data Management can restore it into another account.</Trans>
            </p>
          )}
        </div>
        <TextField
          label={t`Type ${name} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          disabled={busy}
          hint={t`The account's name, as shown above.`}
        />
        <PasswordField
          label={t`Your password`}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
          disabled={busy}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        {progress && (
          <div className="text-sm text-fg-muted" role="status">
            <Trans>Deleting... {percent}%</Trans>
            <progress className="mt-1 block h-2 w-full" max={100} value={percent} aria-label={t`Deletion progress`} />
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || busy}>
            {busy ? t`Deleting...` : t`Delete the account for good`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
