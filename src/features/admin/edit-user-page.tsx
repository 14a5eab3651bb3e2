// Edit user (docs/product/admin.md#edit-user): display name, e-mail shown read-only, role. Only owners edit
// owner accounts and assign the owner role; the function checks the same.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { valueLabel } from './admin-labels';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { StepUpCancelled, useStaffAction } from '../../components/staff/use-staff-action';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { TextField, inputClasses } from '../../components/ui/text-field';
import type { AdminUserDetail } from '../../data/contract-admin-users';
import { ADMIN_USER_MESSAGES, roleChangeProblem } from '../../domain/admin-users';
import type { Role } from '../../domain/types';
import { adminViewUserPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BannerView } from './banner-view';
import { failureText, useBanner } from './use-banner';
import { useAdminUser } from './use-admin-user';
import { UserStateMessage } from './user-state-message';

const ROLE_OPTIONS: readonly Role[] = ['user', 'admin', 'owner'];

function EditUserForm({ target }: { target: AdminUserDetail }) {
  const { backend, user: me } = useSession();
  const { t } = useLingui();
  const staff = useStaffAction();
  const { banner, show } = useBanner();
  const [displayName, setDisplayName] = useState(target.displayName);
  const [role, setRole] = useState<Role>(target.role);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const myRole = me?.role ?? 'user';
  const self = me?.uid === target.uid;
  const roleLocked = (myRole !== 'owner' && target.role === 'owner') || self;
  const options = ROLE_OPTIONS.map((value) => ({
    value,
    label: valueLabel(value),
    disabled: myRole !== 'owner' && value === 'owner' && target.role !== 'owner',
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    if (!displayName.trim()) {
      setNameError(translateText(ADMIN_USER_MESSAGES.displayNameRequired));
      return;
    }
    const problem = roleChangeProblem(myRole, target.role, role, self);
    if (problem) {
      show('error', translateText(problem));
      return;
    }
    if (!backend) return;
    setBusy(true);
    try {
      await staff.run(() => backend.adminUsers.editUser({ uid: target.uid, displayName: displayName.trim(), role }));
      show('success', ADMIN_USER_MESSAGES.updated);
    } catch (error) {
      if (!(error instanceof StepUpCancelled)) show('error', failureText(error, ADMIN_USER_MESSAGES.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-xl space-y-4 rounded-ui-lg border border-line bg-surface p-6">
      <BannerView banner={banner} />
      <TextField label={t`Display name`} value={displayName} onChange={(e) => setDisplayName(e.target.value)} error={nameError} maxLength={500} required />
      <TextField label={t`Email`} value={target.email} readOnly disabled hint={translateText(ADMIN_USER_MESSAGES.emailLocked)} />
      <div>
        <label htmlFor="edit-user-role" className="mb-1 block text-sm font-medium text-fg-body">
          <Trans>Role</Trans>
        </label>
        <select id="edit-user-role" value={role} disabled={roleLocked} onChange={(e) => setRole(e.target.value as Role)} className={inputClasses}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        {roleLocked && (
          <p className="mt-1 text-sm text-fg-subtle">{translateText(self ? ADMIN_USER_MESSAGES.ownRole : ADMIN_USER_MESSAGES.ownerEditsOwners)}</p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Link to={adminViewUserPath(target.uid)} className={buttonClasses('secondary')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" disabled={busy || (myRole !== 'owner' && target.role === 'owner')}>
          {busy ? t`Saving...` : t`Save Changes`}
        </Button>
      </div>
      {staff.dialog}
    </form>
  );
}

export function EditUserPage() {
  const { id } = useParams();
  const state = useAdminUser(id);
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Edit User`}
        subtitle={state.status === 'ready' ? state.user.email : undefined}
        actions={
          <Link to={paths.adminUsers} className={buttonClasses('secondary')}>
            <Trans>Back to User Management</Trans>
          </Link>
        }
      />
      {state.status === 'ready' && id ? <EditUserForm key={id} target={state.user} /> : <UserStateMessage uid={id} state={state} />}
    </div>
  );
}
