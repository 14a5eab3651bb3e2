import { describe, expect, it } from 'vitest';
import { parseContactMessage } from './contact';

describe('contact message', () => {
  it('trims the fields and lower-cases the e-mail; company is optional', () => {
    expect(parseContactMessage({ fullName: ' Ada ', email: ' ADA@Example.com', company: '', message: ' Hi ' })).toEqual({
      ok: true,
      value: { fullName: 'Ada', email: 'ada@example.com', company: '', message: 'Hi' },
    });
  });

  it('requires full name, a valid e-mail and a message', () => {
    const r = parseContactMessage({ fullName: '  ', email: 'nope', message: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['email', 'fullName', 'message']);
  });

  it('refuses a message longer than the rules allow', () => {
    const r = parseContactMessage({ fullName: 'A', email: 'a@b.co', message: 'x'.repeat(5001) });
    expect(r.ok).toBe(false);
  });
});
