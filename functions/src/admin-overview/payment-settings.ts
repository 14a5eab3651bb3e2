// Payment Settings (owner): the payment configuration in force, from the same parameters that
// decide the provider (billing/config.ts). Tells which values are set, never the values.
import { onCall } from 'firebase-functions/v2/https';
import {
  appUrlParam,
  billingMode,
  inEmulator,
  stripePriceBasicParam,
  stripePriceProParam,
  stripeSecretKeyParam,
  stripeWebhookSecretParam,
  testCheckoutInProductionParam,
} from '../billing/config';
import { HANDLED_EVENTS } from '../billing/webhook';
import { requireOwner } from '../shared/guards';

const REGION = 'us-central1';

export function keyMode(secretKey: string): 'test' | 'live' | null {
  if (!secretKey) return null;
  if (/^(sk|rk)_live_/.test(secretKey)) return 'live';
  return 'test';
}

/** The URL to register in Stripe's dashboard for the webhook function. */
export function webhookUrl(project: string, emulatorHost: string | null): string {
  if (emulatorHost) return `http://${emulatorHost}/${project}/${REGION}/stripeWebhook`;
  return `https://${REGION}-${project}.cloudfunctions.net/stripeWebhook`;
}

export const getPaymentSettingsFn = onCall(async (request) => {
  await requireOwner(request);
  const mode = billingMode();
  const secretKey = stripeSecretKeyParam.value();
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-crm';
  const host = request.rawRequest.headers.host;
  const emulator = inEmulator();
  return {
    provider: mode.kind,
    disabledReason: mode.kind === 'disabled' ? mode.reason : null,
    emulator,
    stripe: {
      secretKey: secretKey !== '',
      keyMode: keyMode(secretKey),
      webhookSecret: stripeWebhookSecretParam.value() !== '',
      priceBasic: stripePriceBasicParam.value() !== '',
      pricePro: stripePriceProParam.value() !== '',
    },
    testCheckoutInProduction: testCheckoutInProductionParam.value(),
    appUrl: appUrlParam.value() || null,
    webhookUrl: webhookUrl(project, emulator && typeof host === 'string' ? host : null),
    webhookEvents: [...HANDLED_EVENTS],
  };
});
