// The data layer for the Contact Sales form, as screens see it (see contract.ts).
// Empty until that feature is built.
export type ContactApi = Record<string, never>;
