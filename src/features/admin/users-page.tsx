// User Management (docs/product/admin.md#user-management): the users, newest first, paged on the server, with
// search, filters, view and edit links, and delete for the owner (never an owner account).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Link } from 'react-router';
import { StepUpCancelled, useStaffAction } from '../../components/staff/use-staff-action';
import { buttonClasses } from '../../components/ui/button';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import type { AdminUserRow } from '../../data/contract-admin-users';
import { ADMIN_USER_MESSAGES } from '../../domain/admin-users';
import { adminEditUserPath, adminViewUserPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BannerView } from './banner-view';
import { failureText, useBanner } from './use-banner';
import { useUserPages } from './use-user-pages';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

export function UsersPage() {
  const { backend, user } = useSession();
  const state = useUserPages();
  const { banner, show } = useBanner();
  const staff = useStaffAction();
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const isOwner = user?.role === 'owner';
  const { t } = useLingui();

  const deletingEmail = deleting?.email ?? '';
  const deletingName = deleting?.displayName ?? '';
  const deletingWho = deletingName
    ? t`${deletingName} (${deletingEmail}): the sign-in, the subscription and every record go.`
    : t`${deletingEmail}: the sign-in, the subscription and every record go.`;
  // The confirmation closes at once; a password prompt (step-up) may follow on its own.
  const remove = async () => {
    if (backend && deleting) void removeUser(deleting);
  };
  const removeUser = async (target: AdminUserRow) => {
    if (!backend) return;
    try {
      await staff.run(() => backend.adminUsers.deleteUser(target.uid));
      state.forget(target.uid);
      show('success', ADMIN_USER_MESSAGES.deleted);
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      show('error', failureText(error, ADMIN_USER_MESSAGES.deleteFailed));
    }
  };

  return (
    <div>
      <PageHeader
        title={t`User Management`}
        subtitle={t`Every account, newest first.`}
        actions={
          <>
            <Link to={paths.adminActivity} className={buttonClasses('secondary')}>
              <Trans>Activity log</Trans>
            </Link>
            <Link to={paths.admin} className={buttonClasses('ghost')}>
              <Trans>Back to Admin Panel</Trans>
            </Link>
          </>
        }
      />
      <BannerView banner={banner} />
      <UserFilters value={state.filters} onChange={state.setFilters} />
      <UsersTable
        state={state}
        caption={t`Users`}
        actions={(row) => {
          const email = row.email;
          return (
            <>
              <Link to={adminViewUserPath(row.uid)} className={buttonClasses('secondary', 'sm')} aria-label={t`View ${email}`}>
                <Trans>View</Trans>
              </Link>
              <Link to={adminEditUserPath(row.uid)} className={buttonClasses('secondary', 'sm')} aria-label={t`Edit ${email}`}>
                <Trans>Edit</Trans>
              </Link>
              {isOwner && row.role !== 'owner' && row.uid !== user?.uid && (
                <Button variant="danger" size="sm" onClick={() => setDeleting(row)} aria-label={t`Delete ${email}`}>
                  <Trans>Delete</Trans>
                </Button>
              )}
            </>
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete user`}
        message={translateText(ADMIN_USER_MESSAGES.deleteConfirm)}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && <p className="mt-2 text-sm text-fg-muted">{deletingWho}</p>}
      </ConfirmDialog>
      {staff.dialog}
    </div>
  );
}
