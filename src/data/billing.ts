import { httpsCallable } from 'firebase/functions';
import type { BillingApi } from './contract';
import type { BillingProvider, CheckoutStart, PaymentSession } from './contract-billing';
import type { PaidPlanId } from '../domain/billing';
import { guard } from './errors';
import { functions } from './firebase';

function call<I, O>(name: string) {
  const fn = httpsCallable<I, O>(functions, name);
  return (input: I) => guard(async () => (await fn(input)).data);
}

const start = call<{ plan: PaidPlanId; visitorReturn?: string }, CheckoutStart>('startCheckout');
const session = call<{ sessionId: string }, PaymentSession>('getStripeSession');
const confirm = call<{ sessionId: string }, { plan: PaidPlanId }>('confirmCheckout');
const onboarding = call<{ sessionId: string; businessName: string }, { plan: PaidPlanId }>('completeOnboarding');
const config = call<Record<string, never>, { provider: BillingProvider }>('getBillingConfig');
const cancel = call<Record<string, never>, unknown>('cancelSubscription');
const resume = call<Record<string, never>, unknown>('resumeSubscription');
const portal = call<Record<string, never>, { url: string }>('openCustomerPortal');
const control = call<{ action: string; daysAgo?: number }, unknown>('testBillingControl');

export const billingApi: BillingApi = {
  startCheckout: (plan, options) => start({ plan, ...(options?.visitorReturn ? { visitorReturn: options.visitorReturn } : {}) }),
  getStripeSession: (sessionId) => session({ sessionId }),
  confirmCheckout: (sessionId) => confirm({ sessionId }),
  completeOnboarding: (input) => onboarding(input),
  getBillingConfig: () => config({}),
  cancelSubscription: async () => {
    await cancel({});
  },
  resumeSubscription: async () => {
    await resume({});
  },
  openCustomerPortal: async () => (await portal({})).url,
  testBillingControl: async (action, options) => {
    await control({ action, ...(options?.daysAgo !== undefined ? { daysAgo: options.daysAgo } : {}) });
  },
};
