import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ADMIN_USER_MESSAGES } from '../../domain/admin-users';
import { paths } from '../../lib/paths';
import type { AdminUserState } from './use-admin-user';

/** What View and Edit user show instead of the user: no id, loading, not found, load failure. */
export function UserStateMessage({ uid, state }: { uid: string | undefined; state: AdminUserState }) {
  const { t } = useLingui();
  if (state.status === 'loading' && uid) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t`Loading user`}>
        <Spinner />
      </div>
    );
  }
  const text = !uid ? ADMIN_USER_MESSAGES.noId : state.status === 'missing' ? ADMIN_USER_MESSAGES.notFound : ADMIN_USER_MESSAGES.loadFailed;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <Alert tone="error">{translateText(text)}</Alert>
      <Link to={paths.adminUsers} className={buttonClasses('secondary')}>
        <Trans>Back to User Management</Trans>
      </Link>
    </div>
  );
}
