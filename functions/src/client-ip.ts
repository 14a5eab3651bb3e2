import type { Request } from 'express';

/**
 * The caller's IP address. Behind Google's front end the last X-Forwarded-For entry is the one it
 * added (entries before it are whatever the client sent); req.ip otherwise.
 */
export function clientIp(req: Pick<Request, 'headers' | 'ip'>): string {
  const raw = req.headers['x-forwarded-for'];
  const header = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[hops.length - 1] ?? req.ip ?? 'unknown';
}
