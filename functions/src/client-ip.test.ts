import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('client IP address', () => {
  it('is the last X-Forwarded-For hop, the one the front end added', () => {
    expect(clientIp({ headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, ip: '10.0.0.1' })).toBe('198.51.100.7');
  });

  it('ignores what a client put first in the header', () => {
    const spoofed = clientIp({ headers: { 'x-forwarded-for': 'spoofed, 198.51.100.7' }, ip: '10.0.0.1' });
    const honest = clientIp({ headers: { 'x-forwarded-for': '198.51.100.7' }, ip: '10.0.0.1' });
    expect(spoofed).toBe(honest);
  });

  it('falls back to the connection address without the header', () => {
    expect(clientIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
    expect(clientIp({ headers: { 'x-forwarded-for': ' ' }, ip: '127.0.0.1' })).toBe('127.0.0.1');
  });
});
