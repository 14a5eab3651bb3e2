// Payment Settings (/admin/billing/payment-settings, owner only): the payment configuration in
// force, as functions see it. Which keys are set, never their values; the webhook URL to register.
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import type { PaymentSettings } from '../../data/contract-admin-overview';
import { useSession } from '../../lib/session';
import { overviewErrorText } from './overview-format';
import { OverviewLoading, OverviewPanel, OwnerOnly } from './overview-ui';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-4 py-2">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium text-fg">{value}</dd>
    </div>
  );
}

const CONFIGURED = msg`Configured`;
const NOT_SET = msg`Not set`;

function providerText(s: PaymentSettings): MessageDescriptor {
  if (s.provider === 'stripe') return s.stripe.keyMode === 'live' ? msg`Stripe (live mode)` : msg`Stripe (test mode)`;
  if (s.provider === 'test') return s.emulator ? msg`Built-in test checkout (emulators)` : msg`Built-in test checkout (enabled in production)`;
  return msg`Payments disabled`;
}

function SettingsBody() {
  const { backend } = useSession();
  const [settings, setSettings] = useState<PaymentSettings | null>(null);
  const { t } = useLingui();
  const set = (v: boolean) => t(v ? CONFIGURED : NOT_SET);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const error = failure ? overviewErrorText(failure.error, t`Failed to load settings`) : null;
  useEffect(() => {
    let stopped = false;
    backend!.adminOverview.getPaymentSettings().then(
      (s) => !stopped && setSettings(s),
      (e: unknown) => !stopped && setFailure({ error: e }),
    );
    return () => {
      stopped = true;
    };
  }, [backend]);
  return (
    <>
      <PageHeader title={t`Payment Settings`} subtitle={t`The payment configuration in force (set in the functions' configuration)`} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {!settings && !error && <OverviewLoading />}
      {settings && (
        <div className="space-y-6">
          {settings.disabledReason && <Alert tone="error">{translateText(settings.disabledReason)}</Alert>}
          <OverviewPanel title={t({ message: 'Provider', context: 'payment provider' })}>
            <dl className="divide-y divide-line">
              <Row label={t`Payment provider`} value={t(providerText(settings))} />
              <Row label={t`App URL (APP_URL)`} value={settings.appUrl ?? t`Not set: the calling page’s origin is used`} />
              <Row label={t`Test checkout in production`} value={settings.testCheckoutInProduction ? t`Enabled` : t`Disabled`} />
            </dl>
          </OverviewPanel>
          <OverviewPanel title={t`Stripe keys and prices`}>
            <dl className="divide-y divide-line">
              <Row label={t`Secret key (STRIPE_SECRET_KEY)`} value={set(settings.stripe.secretKey)} />
              <Row label={t`Webhook secret (STRIPE_WEBHOOK_SECRET)`} value={set(settings.stripe.webhookSecret)} />
              <Row label={t`Basic price (STRIPE_PRICE_BASIC)`} value={set(settings.stripe.priceBasic)} />
              <Row label={t`Pro price (STRIPE_PRICE_PRO)`} value={set(settings.stripe.pricePro)} />
            </dl>
            <p className="mt-3 text-sm text-fg-muted">
              <Trans>Stripe is used when all four are set. Values are never shown here; change them in the functions&apos; environment and deploy again.</Trans>
            </p>
          </OverviewPanel>
          <OverviewPanel title={t({ message: 'Webhook', context: 'panel title' })}>
            <p className="text-sm text-fg-muted">
              <Trans>Register this endpoint in Stripe&apos;s dashboard:</Trans>
            </p>
            <p className="mt-2 break-all rounded-ui bg-surface-muted p-3 font-mono text-sm text-fg" data-testid="webhook-url">
              {settings.webhookUrl}
            </p>
            <p className="mt-3 text-sm text-fg-muted">
              <Trans>with the events:</Trans>
            </p>
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
