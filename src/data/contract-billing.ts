// The data layer for plans, checkout and the subscription lifecycle (issue: plans and payments), as screens see it (see contract.ts).
// Empty until that feature is built.
export type BillingApi = Record<string, never>;
