// /payment/cancel: the visitor or user left the hosted checkout (docs/product/billing.md#payment-cancelled).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { billingCard } from './billing-shared';

export function PaymentCancelPage() {
  const { t } = useLingui();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t`Payment Cancelled · SmallBiz CRM`}</title>
      <div className={billingCard}>
        <h1 className="text-2xl font-semibold text-fg">
          <Trans>Payment Cancelled</Trans>
        </h1>
        <p className="mt-2 text-fg-muted">
          <Trans>Your payment was cancelled and you have not been charged.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.payment} className={buttonClasses('primary')}>
            <Trans>Try Again</Trans>
          </Link>
          <Link to={paths.dashboard} className={buttonClasses('secondary')}>
            <Trans>Go to Dashboard</Trans>
          </Link>
        </div>
      </div>
    </main>
  );
}
