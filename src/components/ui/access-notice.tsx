import { Trans } from '@lingui/react/macro';
import { useSession } from '../../lib/session';

const NOTICE =
  'mb-4 rounded-ui border border-primary-300 bg-primary-50 px-4 py-3 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100';

/**
 * Says what the person's switches in the open account leave out of this screen
 * (src/domain/record-access.ts): the records not assigned to them, and the payroll. Nothing for
 * owners, managers and members with full access.
 */
export function AccessNotice({ screen }: { screen: 'clients' | 'tasks' | 'deals' | 'expenses' | 'dashboard' }) {
  const { recordAccess, accountName } = useSession();
  const account = accountName;
  const own = recordAccess.ownRecordsOnly && screen !== 'expenses';
  const payroll = !recordAccess.payroll && (screen === 'expenses' || screen === 'dashboard');
  if (!own && !payroll) return null;
  return (
    <div role="status" className={NOTICE}>
      {own && screen === 'clients' && (
        <p>
          <Trans>You see only the clients assigned to you in {account}. An owner or manager can change this on Settings → Members.</Trans>
        </p>
      )}
      {own && screen === 'tasks' && (
        <p>
          <Trans>You see only the tasks assigned to you in {account}. An owner or manager can change this on Settings → Members.</Trans>
        </p>
      )}
      {own && screen === 'deals' && (
        <p>
          <Trans>You see only the deals assigned to you in {account}. An owner or manager can change this on Settings → Members.</Trans>
        </p>
      )}
      {own && screen === 'dashboard' && (
        <p>
          <Trans>Client figures count only the clients assigned to you.</Trans>
        </p>
      )}
      {payroll && screen === 'expenses' && (
        <p>
          <Trans>Expenses paid from salaries are hidden for you in {account}: you do not have payroll access.</Trans>
        </p>
      )}
      {payroll && screen === 'dashboard' && (
        <p>
          <Trans>Salaries and the expenses paid from them are left out of these figures: you do not have payroll access in {account}.</Trans>
        </p>
      )}
    </div>
  );
}

/** What a member without payroll access sees in place of the salaries. */
export function PayrollHidden() {
  const { accountName } = useSession();
  const account = accountName;
  return (
    <section className="mx-auto max-w-xl rounded-ui-lg border border-primary-300 bg-primary-50 p-8 text-center dark:border-primary-800 dark:bg-primary-950">
      <h1 className="text-xl font-semibold text-fg">
        <Trans>Salaries are hidden</Trans>
      </h1>
      <p className="mt-3 text-fg-body">
        <Trans>
          You do not have payroll access in {account}, so salaries and the expenses paid from them are hidden. An owner or manager can give you payroll access
          on Settings → Members.
        </Trans>
      </p>
    </section>
  );
}
