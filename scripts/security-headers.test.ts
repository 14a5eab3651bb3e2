import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorPorts } from './ports.mjs';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.mjs';

const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
type Entry = { source: string; headers: { key: string; value: string }[] };
const deployedEntry = () => (JSON.parse(read('firebase.json')) as { hosting: { headers: Entry[] } }).hosting.headers.find((e) => e.source === '**');
const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('security headers', () => {
  it('firebase.json sends every response the deployed headers that scripts/security-headers.mjs builds', () => {
    expect(deployedEntry()?.headers).toEqual(securityHeaders());
  });

  it("allows index.html's inline theme script by its sha256 hash, and no other inline script", () => {
    const html = read('index.html');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] as string)
      .digest('base64')}'`;
    const scriptSrc = directive(header(deployedEntry()?.headers ?? [], 'Content-Security-Policy') ?? '', 'script-src') ?? [];
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toEqual([hash]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('a changed theme script gets a new hash, which the policy then refuses', () => {
    const html = read('index.html').replace('try {', 'try { ');
    expect(inlineScriptHashes(html)).not.toEqual(inlineScriptHashes(read('index.html')));
    expect(contentSecurityPolicy({ html })).not.toContain(inlineScriptHashes(read('index.html'))[0]);
  });

  it('forbids framing, MIME sniffing and full referrers, and asks for HTTPS on the deployed site', () => {
    const headers = securityHeaders();
    const policy = header(headers, 'Content-Security-Policy') ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']),
    );
  });

  it("the emulators' variant lets the page reach this run's emulators, on either local host name, and nothing remote", () => {
    const ports = emulatorPorts(15);
    const headers = securityHeaders({ emulators: ports });
    const connect = directive(header(headers, 'Content-Security-Policy') ?? '', 'connect-src') ?? [];
    for (const port of [ports.auth, ports.firestore, ports.functions]) {
      expect(connect).toContain(`http://127.0.0.1:${port}`);
      expect(connect).toContain(`http://localhost:${port}`);
    }
    expect(connect.filter((s) => s.startsWith('https:'))).toEqual([]);
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
  });
});
