// Payment Settings (/admin/billing/payment-settings, owner only): the payment configuration in
// force, as functions see it. Which keys are set, never their values; the webhook URL to register.
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import type { PaymentSettings } from '../../data/contract-admin-overview';
import { useSession } from '../../lib/session';
import { overviewErrorText } from './overview-format';
import { OverviewLoading, OverviewPanel, OwnerOnly } from './overview-ui';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-4 py-2">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

const set = (v: boolean) => (v ? 'Configured' : 'Not set');

function providerText(s: PaymentSettings): string {
  if (s.provider === 'stripe') return `Stripe (${s.stripe.keyMode === 'live' ? 'live' : 'test'} mode)`;
  if (s.provider === 'test') return s.emulator ? 'Built-in test checkout (emulators)' : 'Built-in test checkout (enabled in production)';
  return 'Payments disabled';
}

function SettingsBody() {
  const { backend } = useSession();
  const [settings, setSettings] = useState<PaymentSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    backend!.adminOverview.getPaymentSettings().then(
      (s) => !stopped && setSettings(s),
      (e: unknown) => !stopped && setError(overviewErrorText(e, 'Failed to load settings')),
    );
    return () => {
      stopped = true;
    };
  }, [backend]);
  return (
    <>
      <PageHeader title="Payment Settings" subtitle="The payment configuration in force (set in the functions' configuration)" />
      {error && <Alert tone="error" className="mb-4">{error}</Alert>}
      {!settings && !error && <OverviewLoading />}
      {settings && (
        <div className="space-y-6">
          {settings.disabledReason && <Alert tone="error">{settings.disabledReason}</Alert>}
          <OverviewPanel title="Provider">
            <dl className="divide-y divide-slate-200 dark:divide-slate-700">
              <Row label="Payment provider" value={providerText(settings)} />
              <Row label="App URL (APP_URL)" value={settings.appUrl ?? 'Not set: the calling page’s origin is used'} />
              <Row label="Test checkout in production" value={settings.testCheckoutInProduction ? 'Enabled' : 'Disabled'} />
            </dl>
          </OverviewPanel>
          <OverviewPanel title="Stripe keys and prices">
            <dl className="divide-y divide-slate-200 dark:divide-slate-700">
              <Row label="Secret key (STRIPE_SECRET_KEY)" value={set(settings.stripe.secretKey)} />
              <Row label="Webhook secret (STRIPE_WEBHOOK_SECRET)" value={set(settings.stripe.webhookSecret)} />
              <Row label="Basic price (STRIPE_PRICE_BASIC)" value={set(settings.stripe.priceBasic)} />
              <Row label="Pro price (STRIPE_PRICE_PRO)" value={set(settings.stripe.pricePro)} />
            </dl>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              Stripe is used when all four are set. Values are never shown here; change them in the functions&apos; environment and deploy again.
            </p>
          </OverviewPanel>
          <OverviewPanel title="Webhook">
            <p className="text-sm text-slate-600 dark:text-slate-300">Register this endpoint in Stripe&apos;s dashboard:</p>
            <p className="mt-2 break-all rounded-ui bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100" data-testid="webhook-url">
              {settings.webhookUrl}
            </p>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">with the events:</p>
            <ul className="mt-1 list-inside list-disc font-mono text-sm text-slate-800 dark:text-slate-200">
              {settings.webhookEvents.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </OverviewPanel>
        </div>
      )}
    </>
  );
}

export function PaymentSettingsPage() {
  return (
    <OwnerOnly>
      <SettingsBody />
    </OwnerOnly>
  );
}
