// The data layer for import, export, backup and restore, as screens see it (see contract.ts).
// Empty until that feature is built.
export type TransferApi = Record<string, never>;
