import { describe, expect, it } from 'vitest';
import { parseAddAdmin, parseAdminName, parseAdminUid } from './admin-admins';

describe('admin management input', () => {
  it('both name and e-mail are required', () => {
    expect(parseAddAdmin({ name: ' ', email: 'a@b.co' })).toEqual({ ok: false, errors: { form: 'Both fields are required.' } });
    expect(parseAddAdmin({ name: 'Ann' })).toEqual({ ok: false, errors: { form: 'Both fields are required.' } });
  });

  it('the e-mail must have a simple shape', () => {
    expect(parseAddAdmin({ name: 'Ann', email: 'ann@' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address.' } });
  });

  it('trims the name and lower-cases the e-mail', () => {
    expect(parseAddAdmin({ name: '  Ann   Lee ', email: ' Ann@Example.COM ' })).toEqual({ ok: true, value: { name: 'Ann Lee', email: 'ann@example.com' } });
  });

  it('an admin display name is required and at most 100 characters', () => {
    expect(parseAdminName({ uid: 'u1', displayName: '   ' })).toEqual({ ok: false, errors: { displayName: 'Display name is required' } });
    expect(parseAdminName({ uid: 'u1', displayName: 'x'.repeat(101) }).ok).toBe(false);
    expect(parseAdminName({ uid: 'u1', displayName: ' Bo ' })).toEqual({ ok: true, value: { uid: 'u1', displayName: 'Bo' } });
  });

  it('a missing uid is refused as an unknown user', () => {
    expect(parseAdminUid({})).toEqual({ ok: false, errors: { uid: 'User not found' } });
    expect(parseAdminUid({ uid: 7 }).ok).toBe(false);
  });
});
