// JSON errors of the REST API: one shape, `{ "error": { "status": 404, "code": "not-found",
// "message": "...", "fields"?: {...} } }`, with the HTTP status that says what went wrong.
import type { Response } from 'express';

export type ApiErrorCode =
  | 'invalid-json'
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'endpoint-disabled'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'rate-limited'
  | 'maintenance'
  | 'internal';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string | undefined>; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

export function sendError(res: Response, error: ApiError): void {
  if (error.extra.retryAfter !== undefined) res.set('Retry-After', String(error.extra.retryAfter));
  res.status(error.status).json({
    error: {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.extra.fields ? { fields: error.extra.fields } : {}),
    },
  });
}

export const API_MESSAGES = {
  noKey: 'Missing API key. Send it as "Authorization: Bearer <key>" or in the "X-API-Key" header.',
  badKey: 'The API key is not valid.',
  disabledKey: 'This API key is disabled. Enable it in Settings > API or create a new one.',
  invalidJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
  noChanges: 'The request changes no known field.',
  readOnly: 'This account is read-only (the trial has ended, the subscription is over or it is suspended): the API can read but not write.',
  proKind: (kind: string) => `Writing ${kind} is a Pro feature. Upgrade to Pro to use it.`,
  clientCap: (cap: number) => `Client limit reached: the Basic plan allows ${cap} clients. Upgrade to Pro for unlimited clients.`,
  endpointOff: (label: string) => `The ${label} endpoints of the API are turned off by the administrator.`,
  perMinute: (n: number) => `Rate limit exceeded: at most ${n} requests per minute for this key.`,
  perDay: (n: number) => `Rate limit exceeded: at most ${n} requests per day for this key.`,
  perMinuteAccount: (n: number) => `Rate limit exceeded: at most ${n} requests per minute for this account (all its API keys together).`,
  perDayAccount: (n: number) => `Rate limit exceeded: at most ${n} requests per day for this account (all its API keys together).`,
  notMember: "The API key's creator is no longer a member of its account: create a new key in Settings > API.",
  viewerKey: "The API key's creator may only read this account's records (their role is Viewer).",
  notFound: (kind: string, id: string) => `No ${kind} record with id "${id}".`,
  noRoute: 'No such endpoint. See GET /v1/openapi.json for the list.',
  method: (allowed: string) => `Method not allowed here. Allowed: ${allowed}.`,
  badCursor: 'The cursor is not valid.',
  badId: 'The record id is not valid: an id has at most 1,500 bytes and no "/", and is not ".", ".." or of the reserved form __name__.',
  badLimit: 'limit must be a whole number from 1 to 100.',
} as const;
