// The modals of Admin Management: add (name + e-mail), edit (display name) and remove (demote).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormModal } from '../../components/ui/form-modal';
import { TextField } from '../../components/ui/text-field';
import { ADMIN_MESSAGES, parseAddAdmin, parseAdminName } from '../../domain/admin-admins';
import type { AddAdminResult, AdminEntry } from '../../domain/admin-admins';
import { useStepUp } from './admins-step-up';
import { overviewErrorText } from './overview-format';

export function AddAdminModal({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (input: { name: string; email: string }) => Promise<AddAdminResult>;
}) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stepUp = useStepUp();
  const close = () => {
    setName('');
    setEmail('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const parsed = parseAddAdmin({ name, email });
    if (!parsed.ok) {
      setError(translateText(Object.values(parsed.errors)[0] ?? ADMIN_MESSAGES.bothRequired));
      return false;
    }
    if (!(await stepUp.before())) return false;
    try {
      await onAdd(parsed.value);
    } catch (e) {
      stepUp.after(e);
      setError(overviewErrorText(e, ADMIN_MESSAGES.addFailed));
      return false;
    }
    setName('');
    setEmail('');
    setError(null);
    return true;
  };
  return (
    <FormModal open={open} title={t`Add New Admin`} submitLabel={t`Add Admin`} onClose={close} onSubmit={submit}>
      <p className="text-sm text-fg-muted">
        <Trans>An existing user with this e-mail is promoted. Otherwise an account is created and an invitation to set a password is sent.</Trans>
      </p>
      <TextField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
      <TextField label={t`Email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={320} autoComplete="off" />
      {stepUp.field}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </FormModal>
  );
}

export function EditAdminModal({
  admin,
  onClose,
  onSave,
}: {
  admin: AdminEntry | null;
  onClose: () => void;
  onSave: (uid: string, name: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(admin?.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const stepUp = useStepUp();
  if (!admin) return null;
  const submit = async () => {
    const parsed = parseAdminName({ uid: admin.uid, displayName: name });
    if (!parsed.ok) {
      setError(translateText(Object.values(parsed.errors)[0] ?? ADMIN_MESSAGES.nameRequired));
      return false;
    }
    if (!(await stepUp.before())) return false;
    try {
      await onSave(admin.uid, parsed.value.displayName);
    } catch (e) {
      stepUp.after(e);
      setError(overviewErrorText(e, ADMIN_MESSAGES.updateFailed));
      return false;
    }
    return true;
  };
  return (
    <FormModal open title={t`Edit Admin`} submitLabel={t`Save Changes`} onClose={onClose} onSubmit={submit}>
      <TextField label={t`Display Name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} error={error} />
      <TextField label={t`Email`} value={admin.email} disabled hint={t`Email cannot be changed`} />
      {stepUp.field}
    </FormModal>
  );
}

export function RemoveAdminDialog({ admin, onClose, onRemove }: { admin: AdminEntry | null; onClose: () => void; onRemove: (uid: string) => Promise<void> }) {
  const { t } = useLingui();
  const email = admin?.email ?? '';
  return (
    <ConfirmDialog
      open={admin !== null}
      title={t`Remove Admin`}
      message={t`${email} loses admin rights and becomes a regular user. Their account and data stay; you can add them as an admin again later.`}
      confirmLabel={t`Remove Admin`}
      onClose={onClose}
      onConfirm={() => onRemove(admin!.uid)}
      errorText={(e) => overviewErrorText(e, ADMIN_MESSAGES.removeFailed)}
    />
  );
}
