import { afterEach, describe, expect, it } from 'vitest';
import { linkOrigin } from './link-origin';

const saved = { emulator: process.env.FUNCTIONS_EMULATOR, appUrl: process.env.APP_URL };

afterEach(() => {
  for (const [name, value] of [
    ['FUNCTIONS_EMULATOR', saved.emulator],
    ['APP_URL', saved.appUrl],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the origin of e-mailed links', () => {
  it("never takes a caller's forged Origin, on a deployed project or on the emulators", () => {
    delete process.env.APP_URL;
    delete process.env.FUNCTIONS_EMULATOR;
    expect(linkOrigin('https://evil.example')).toMatch(/^https:\/\/[a-z0-9-]+\.web\.app$/);
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(linkOrigin('https://evil.example')).toBe('http://127.0.0.1:5000');
    expect(linkOrigin('http://localhost:30150')).toBe('http://localhost:30150');
  });

  it('uses the first configured APP_URL origin', () => {
    process.env.APP_URL = 'https://crm.example.com/, https://www.crm.example.com';
    expect(linkOrigin('https://evil.example')).toBe('https://crm.example.com');
  });
});
