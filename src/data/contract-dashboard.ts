// The data layer for the dashboard figures, as screens see it (see contract.ts).
// Empty until that feature is built.
export type DashboardApi = Record<string, never>;
