// systemSettings/api (docs/product/admin.md#api) and the REST API's keys (docs/product/architecture.md#rest-api). One
// parser for the owner's form, the API function that enforces it and the rules' mirror.

/**
 * What each endpoint toggle gates:
 * - clients: /v1/clients, and the clients' custom field definitions (/v1/fields/clients)
 * - data: the other record kinds (/v1/employees, /v1/tasks, /v1/salaries, /v1/revenues, /v1/expenses),
 *   the deals, their custom field definitions and the pipelines (/v1/deals, /v1/fields/deals,
 *   /v1/pipelines), and the activities (/v1/activities)
 * - auth: the key's own endpoint, /v1/me (who the key belongs to, its plan and limits)
 * /v1/openapi.json is always served (it describes the API and reads no data).
 */
export type ApiEndpoints = { data: boolean; auth: boolean; clients: boolean };
export type ApiEndpoint = keyof ApiEndpoints;

export type ApiSettings = {
  endpoints: ApiEndpoints;
  /** Requests one key, and all of one account's keys together, may make per minute. */
  rateLimitPerMinute: number;
  /** Requests one key, and all of one account's keys together, may make per day (UTC). */
  rateLimitPerDay: number;
};

export const API_DEFAULTS: ApiSettings = {
  endpoints: { data: true, auth: false, clients: true },
  rateLimitPerMinute: 60,
  rateLimitPerDay: 10000,
};

/** Inclusive ranges and steps (docs/product/admin.md#api). */
export const API_RANGES = {
  rateLimitPerMinute: { min: 10, max: 1000, step: 10 },
  rateLimitPerDay: { min: 1000, max: 100000, step: 1000 },
} as const;

export const API_ENDPOINT_LABELS: Record<ApiEndpoint, { label: string; text: string }> = {
  clients: { label: 'Clients', text: '/v1/clients, /v1/fields/clients' },
  data: {
    label: 'Data',
    text: '/v1/employees, /v1/tasks, /v1/salaries, /v1/revenues, /v1/expenses, /v1/deals, /v1/fields/deals, /v1/pipelines, /v1/activities',
  },
  auth: { label: 'Auth', text: '/v1/me: who a key belongs to, its plan and limits' },
};

const inRange = (v: unknown, r: { min: number; max: number; step: number }) =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max && (v - r.min) % r.step === 0;

/** Reads a stored document: unknown keys dropped, values out of range fall back to the defaults. */
export function parseApiSettings(input: unknown): ApiSettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const e = (d.endpoints && typeof d.endpoints === 'object' ? d.endpoints : {}) as Record<string, unknown>;
  const flag = (k: ApiEndpoint) => (typeof e[k] === 'boolean' ? (e[k] as boolean) : API_DEFAULTS.endpoints[k]);
  return {
    endpoints: { data: flag('data'), auth: flag('auth'), clients: flag('clients') },
    rateLimitPerMinute: inRange(d.rateLimitPerMinute, API_RANGES.rateLimitPerMinute) ? (d.rateLimitPerMinute as number) : API_DEFAULTS.rateLimitPerMinute,
    rateLimitPerDay: inRange(d.rateLimitPerDay, API_RANGES.rateLimitPerDay) ? (d.rateLimitPerDay as number) : API_DEFAULTS.rateLimitPerDay,
  };
}

/** Checks a submitted form: the first problem as a message, or null when it may be saved. */
export function apiSettingsProblem(input: ApiSettings): string | null {
  const m = API_RANGES.rateLimitPerMinute;
  if (!inRange(input.rateLimitPerMinute, m)) return `Requests per minute must be between ${m.min} and ${m.max}, in steps of ${m.step}.`;
  const day = API_RANGES.rateLimitPerDay;
  if (!inRange(input.rateLimitPerDay, day)) return `Requests per day must be between ${day.min} and ${day.max}, in steps of ${day.step}.`;
  if (input.rateLimitPerDay < input.rateLimitPerMinute) return 'Requests per day cannot be fewer than requests per minute.';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Keys

/** Prefix of keys made on a deployed project, and of keys made on the emulators. */
export const API_KEY_PREFIXES = { live: 'crm_live_', test: 'crm_test_' } as const;
export type ApiKeyMode = keyof typeof API_KEY_PREFIXES;

/** Keys one account may hold. */
export const MAX_API_KEYS_PER_USER = 10;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_DELETE_CONFIRM = 'Are you sure you want to delete this API key? This action cannot be undone.';
export const API_KEY_PRO_ONLY = 'API access is a Pro feature. Upgrade to Pro to create API keys.';

/** apiKeys/{id} as stored (written only by functions; never the key itself). */
export type ApiKeyDoc = {
  uid: string;
  ownerEmail: string;
  name: string;
  mode: ApiKeyMode;
  /** First 6 and last 4 characters, for the masked display. */
  start: string;
  last4: string;
  /** SHA-256 of the key, hex. */
  hash: string;
  enabled: boolean;
  createdAt: Date | null;
  lastUsedAt: Date | null;
};

/** The mask: first 6 characters, dots, last 4. */
export const maskApiKey = (start: string, last4: string) => `${start}••••••••${last4}`;

/** A key's display name: trimmed, at most 60 characters; blank -> "API key". */
export function cleanApiKeyName(v: unknown): string {
  const s = typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').slice(0, API_KEY_NAME_MAX) : '';
  return s || 'API key';
}

/** The endpoint toggle that gates a resource of the API, or null when none does. */
export function endpointOf(resource: string): ApiEndpoint | null {
  if (resource === 'clients') return 'clients';
  if (['employees', 'tasks', 'salaries', 'revenues', 'expenses', 'deals', 'pipelines', 'activities'].includes(resource)) return 'data';
  if (resource === 'me') return 'auth';
  return null;
}
