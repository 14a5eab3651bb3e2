// Which payment provider runs, from configuration (docs/decisions/0030-payment-provider.md).
// Stripe when its secret key, both price ids and the webhook secret are set; otherwise the
// built-in test checkout, which is always used in the emulators and refused in production
// unless TEST_CHECKOUT_IN_PRODUCTION is true.
import { defineBoolean, defineString } from 'firebase-functions/params';
import type { PriceIds } from '../../../src/domain/billing';

export const stripeSecretKeyParam = defineString('STRIPE_SECRET_KEY', { default: '' });
export const stripeWebhookSecretParam = defineString('STRIPE_WEBHOOK_SECRET', { default: '' });
export const stripePriceBasicParam = defineString('STRIPE_PRICE_BASIC', { default: '' });
export const stripePriceProParam = defineString('STRIPE_PRICE_PRO', { default: '' });
/** Lets a production deployment without Stripe keys use the built-in test checkout anyway. */
export const testCheckoutInProductionParam = defineBoolean('TEST_CHECKOUT_IN_PRODUCTION', { default: false });
/**
 * The app's public origin (https://crm.example.com; several comma-separated) for checkout return
 * URLs. Required on a deployed project: a caller's Origin header is never trusted (return-origin.ts).
 */
export const appUrlParam = defineString('APP_URL', { default: '' });
/** Public URL of the testCheckout function in production (derived from the request in the emulator). */
export const testCheckoutUrlParam = defineString('TEST_CHECKOUT_URL', { default: '' });

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: PriceIds;
  /** Only for tests: a local stub server standing in for api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

export type BillingMode = { kind: 'stripe'; stripe: StripeConfig } | { kind: 'test' } | { kind: 'disabled'; reason: string };

export const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** The Stripe API host override for tests (STRIPE_API_HOST=127.0.0.1:12111, plain http). */
function stubApi(): StripeConfig['api'] {
  const raw = process.env.STRIPE_API_HOST;
  if (!raw) return undefined;
  const [host, port] = raw.split(':');
  return { host: host ?? '127.0.0.1', port: Number(port ?? 80), protocol: 'http' };
}

/** Decides the provider from already-read values (pure, so tests can cover every case). */
export function decideMode(v: {
  secretKey: string;
  webhookSecret: string;
  priceBasic: string;
  pricePro: string;
  emulator: boolean;
  testInProduction: boolean;
}): BillingMode {
  if (v.emulator) return { kind: 'test' };
  if (v.secretKey && v.webhookSecret && v.priceBasic && v.pricePro) {
    return {
      kind: 'stripe',
      stripe: { secretKey: v.secretKey, webhookSecret: v.webhookSecret, prices: { basic: v.priceBasic, pro: v.pricePro }, api: stubApi() },
    };
  }
  if (v.testInProduction) return { kind: 'test' };
  return { kind: 'disabled', reason: 'Payments are not configured (Stripe keys missing, test checkout not enabled).' };
}

export function billingMode(): BillingMode {
  return decideMode({
    secretKey: stripeSecretKeyParam.value(),
    webhookSecret: stripeWebhookSecretParam.value(),
    priceBasic: stripePriceBasicParam.value(),
    pricePro: stripePriceProParam.value(),
    emulator: inEmulator(),
    testInProduction: testCheckoutInProductionParam.value(),
  });
}
