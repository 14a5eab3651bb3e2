import type { BillingApi } from './contract';

export const billingApi: BillingApi = {};
