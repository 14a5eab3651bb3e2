import { useSession } from '../../lib/session';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from './button';

/** What a non-Pro user sees on a Pro page (docs/product/screens.md#pro-prompt). */
export function ProPrompt({ title, text, pricingPath }: { title: string; text: string; pricingPath: string }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl rounded-ui-lg border border-amber-300 bg-amber-50 p-8 text-center dark:border-amber-700 dark:bg-amber-950">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      <p className="mt-3 text-fg-body">{text}</p>
      <Link to={pricingPath} className={buttonClasses('primary', 'md', 'mt-6')}>
        <Trans>Upgrade to Pro</Trans>
      </Link>
    </section>
  );
}

/** What a user whose plan does not allow the app sees on clients and revenue. */
export function BlockedAccess({ area, pricingPath }: { area: string; pricingPath: string }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl rounded-ui-lg border border-red-300 bg-red-50 p-8 text-center dark:border-red-800 dark:bg-red-950">
      <title>{t`Access blocked · SmallBiz CRM`}</title>
      <h1 className="text-xl font-semibold text-fg">
        <Trans>Access blocked</Trans>
      </h1>
      <p className="mt-3 text-fg-body">
        <Trans>Your plan does not currently allow access to {area}. Your trial or subscription has ended; choose a plan to continue.</Trans>
      </p>
      <Link to={pricingPath} className={buttonClasses('primary', 'md', 'mt-6')}>
        <Trans>View plans</Trans>
      </Link>
    </section>
  );
}

/** Says why add, edit and delete are disabled: a viewer's role, or a suspended account. */
export function ReadOnlyNotice({ plansPath = '/plans' }: { plansPath?: string }) {
  const { entitlements, accountName } = useSession();
  const className =
    'mb-4 rounded-ui border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  if (entitlements?.viewerOnly) {
    const account = accountName;
    return (
      <p role="status" className={className}>
        <Trans>
          You are a viewer in {account}: you can see the records, but not add, edit or delete them. An owner or manager of the account can change your role.
        </Trans>
      </p>
    );
  }
  return (
    <p role="status" className={className}>
      <Trans>
        Your account is suspended because a payment failed, so your records are read-only: you can view and export them, but not add, edit or delete.{' '}
        <Link to={plansPath} className="font-medium underline">
          Update your payment method
        </Link>{' '}
        to continue.
      </Trans>
    </p>
  );
}
