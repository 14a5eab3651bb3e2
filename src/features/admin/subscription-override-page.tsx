// Subscription Override (docs/product/admin.md#subscription-override): the paged user list with two dialogs per user.
// Every change is one function call that writes the subscription and its mirror together.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { StepUpCancelled, useStaffAction } from '../../components/staff/use-staff-action';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import type { AdminUserRow } from '../../data/contract-admin-users';
import { ADMIN_USER_MESSAGES, parseSubscriptionEdit, parseSubscriptionOverride, trialEndIso } from '../../domain/admin-users';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BannerView } from './banner-view';
import { EditUserDialog, OverrideDialog } from './override-dialogs';
import type { EditForm, FormErrors, OverrideForm } from './override-dialogs';
import { failureText, useBanner } from './use-banner';
import { useUserPages } from './use-user-pages';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

type Open = { kind: 'edit'; form: EditForm } | { kind: 'override'; form: OverrideForm } | null;

export function SubscriptionOverridePage() {
  const { backend, user } = useSession();
  const state = useUserPages();
  const staff = useStaffAction();
  const { banner, show } = useBanner();
  const [open, setOpen] = useState<Open>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const start = (next: Open) => {
    setErrors({});
    setFailure(null);
    setOpen(next);
  };
  const editOf = (u: AdminUserRow): Open => ({
    kind: 'edit',
    form: { uid: u.uid, email: u.email, displayName: u.displayName, newEmail: u.email, trialEndsAt: trialEndIso(u.trialEndsAt) },
  });
  const overrideOf = (u: AdminUserRow): Open => ({
    kind: 'override',
    form: { uid: u.uid, email: u.email, planId: u.planId, status: u.subscriptionStatus, trialEndsAt: '' },
  });

  const save = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await staff.run(call);
      setOpen(null);
      show('success', ADMIN_USER_MESSAGES.subscriptionUpdated);
    } catch (error) {
      if (!(error instanceof StepUpCancelled)) setFailure(failureText(error, ADMIN_USER_MESSAGES.subscriptionFailed));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!backend || !open) return;
    if (open.kind === 'edit') {
      const f = open.form;
      const parsed = parseSubscriptionEdit({ uid: f.uid, displayName: f.displayName, email: f.newEmail, trialEndsAt: f.trialEndsAt });
      if (!parsed.ok) return setErrors(parsed.errors);
      setErrors({});
      void save(() => backend.adminUsers.editSubscriptionUser(parsed.value));
    } else {
      const parsed = parseSubscriptionOverride(open.form);
      if (!parsed.ok) return setErrors(parsed.errors);
      setErrors({});
      void save(() => backend.adminUsers.overrideSubscription(parsed.value));
    }
  };

  const lockedFor = (u: AdminUserRow) => u.role === 'owner' && user?.role !== 'owner';
  const dialog = { busy, errors, failure, onSubmit: submit, onClose: () => !busy && setOpen(null) };

  return (
    <div>
      <PageHeader
        title={t`Subscription Override`}
        subtitle={t`Change a user's plan, status, trial end or sign-in details.`}
        actions={
          <Link to={paths.admin} className={buttonClasses('secondary')}>
            <Trans>Back to Admin Panel</Trans>
          </Link>
        }
      />
      <BannerView banner={banner} />
      <UserFilters value={state.filters} onChange={state.setFilters} />
      <UsersTable
        state={state}
        caption={t`Users and their subscriptions`}
        actions={(u) => {
          const email = u.email;
          return (
            <>
              <Button variant="secondary" size="sm" disabled={lockedFor(u)} onClick={() => start(editOf(u))} aria-label={t`Edit ${email}`}>
                <Trans>Edit</Trans>
              </Button>
              <Button size="sm" disabled={lockedFor(u)} onClick={() => start(overrideOf(u))} aria-label={t`Override ${email}`}>
                <Trans>Override</Trans>
              </Button>
            </>
          );
        }}
      />
      <EditUserDialog
        {...dialog}
        form={open?.kind === 'edit' ? open.form : null}
        open={open?.kind === 'edit' && !staff.asking}
        onChange={(form) => setOpen({ kind: 'edit', form })}
      />
      <OverrideDialog
        {...dialog}
        form={open?.kind === 'override' ? open.form : null}
        open={open?.kind === 'override' && !staff.asking}
        onChange={(form) => setOpen({ kind: 'override', form })}
      />
      {staff.dialog}
    </div>
  );
}
