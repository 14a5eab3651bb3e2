// User Management (seed 002 section 2.2): the users, newest first, paged on the server, with
// search, filters, view and edit links, and delete for the owner (never an owner account).
import { useState } from 'react';
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

  // The confirmation closes at once; a password prompt (step-up) may follow on its own.
  const remove = async () => {
    if (backend && deleting) void removeUser(deleting);
  };
  const removeUser = async (target: AdminUserRow) => {
    if (!backend) return;
    try {
      await staff.run(() => backend.adminUsers.deleteUser(target.uid));
      show('success', ADMIN_USER_MESSAGES.deleted);
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      show('error', failureText(error, ADMIN_USER_MESSAGES.deleteFailed));
    }
  };

  return (
    <div>
      <PageHeader
        title="User Management"
        subtitle="Every account, newest first."
        actions={
          <>
            <Link to={paths.adminActivity} className={buttonClasses('secondary')}>
              Activity log
            </Link>
            <Link to={paths.admin} className={buttonClasses('ghost')}>
              Back to Admin Panel
            </Link>
          </>
        }
      />
      <BannerView banner={banner} />
      <UserFilters value={state.filters} onChange={state.setFilters} />
      <UsersTable
        state={state}
        caption="Users"
        actions={(row) => (
          <>
            <Link to={adminViewUserPath(row.uid)} className={buttonClasses('secondary', 'sm')} aria-label={`View ${row.email}`}>
              View
            </Link>
            <Link to={adminEditUserPath(row.uid)} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${row.email}`}>
              Edit
            </Link>
            {isOwner && row.role !== 'owner' && row.uid !== user?.uid && (
              <Button variant="danger" size="sm" onClick={() => setDeleting(row)} aria-label={`Delete ${row.email}`}>
                Delete
              </Button>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={ADMIN_USER_MESSAGES.deleteConfirm}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {deleting.displayName ? `${deleting.displayName} (${deleting.email})` : deleting.email}: the sign-in, the subscription and every record go.
          </p>
        )}
      </ConfirmDialog>
      {staff.dialog}
    </div>
  );
}
