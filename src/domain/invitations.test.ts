import { describe, expect, it } from 'vitest';
import {
  accountIdOf,
  defaultPayroll,
  INVITATION_DAYS,
  invitationExpiry,
  invitationLink,
  invitationState,
  MEMBER_MESSAGES,
  normaliseEmail,
  parseInvite,
  parseMemberChange,
  stateRefusal,
} from './invitations';

const now = new Date('2026-03-01T12:00:00Z');

describe('invitations', () => {
  it('normalises e-mail addresses and refuses what is not one', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normaliseEmail('ada@example')).toBeNull();
    expect(normaliseEmail('not an address')).toBeNull();
    expect(normaliseEmail(42)).toBeNull();
    expect(normaliseEmail(`${'a'.repeat(320)}@example.com`)).toBeNull();
  });

  it('expires after seven days', () => {
    expect(INVITATION_DAYS).toBe(7);
    expect(invitationExpiry(now).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('tells pending from expired, and keeps the other statuses', () => {
    const later = invitationExpiry(now);
    expect(invitationState({ status: 'pending', expiresAt: later }, now)).toBe('pending');
    expect(invitationState({ status: 'pending', expiresAt: later }, later)).toBe('expired');
    expect(invitationState({ status: 'pending', expiresAt: { toDate: () => new Date('2026-02-01') } }, now)).toBe('expired');
    expect(invitationState({ status: 'pending', expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe('pending');
    expect(invitationState({ status: 'pending' }, now)).toBe('expired');
    expect(invitationState({ status: 'accepted', expiresAt: later }, now)).toBe('accepted');
    expect(invitationState({ status: 'revoked', expiresAt: later }, now)).toBe('revoked');
    expect(invitationState({ status: 'declined', expiresAt: later }, now)).toBe('declined');
    expect(invitationState({ status: 'weird', expiresAt: later }, now)).toBe('revoked');
  });

  it('answers a clear refusal for each state but pending', () => {
    expect(stateRefusal('pending')).toBeNull();
    expect(stateRefusal('accepted')).toBe('This invitation has already been accepted.');
    expect(stateRefusal('expired')).toBe('This invitation has expired. Ask the person who invited you to send it again.');
    expect(stateRefusal('revoked')).toBe(MEMBER_MESSAGES.revoked);
    expect(stateRefusal('declined')).toBe(MEMBER_MESSAGES.declined);
  });

  it('builds the link on the app origin', () => {
    expect(invitationLink('https://crm.example.com/', 'abc', 'x-y_z')).toBe('https://crm.example.com/invite/abc?token=x-y_z');
  });

  it('parses an invitation request', () => {
    expect(parseInvite({ accountId: 'acc1', email: ' Bo@Example.com', role: 'member' }, 'me')).toEqual({
      ok: true,
      value: { accountId: 'acc1', email: 'bo@example.com', role: 'member' },
    });
    expect(parseInvite({ email: 'bo@example.com', role: 'viewer' }, 'me')).toMatchObject({ ok: true, value: { accountId: 'me' } });
    expect(parseInvite({ accountId: 'a/b', email: 'bo@example.com', role: 'member' }, 'me')).toEqual({
      ok: false,
      errors: { accountId: 'Choose an account.' },
    });
    expect(parseInvite({ email: 'bo', role: 'member' }, 'me')).toEqual({ ok: false, errors: { email: 'Enter a valid e-mail address.' } });
    expect(parseInvite({ email: 'bo@example.com', role: 'admin' }, 'me')).toEqual({
      ok: false,
      errors: { role: 'Choose a role: owner, manager, member or viewer.' },
    });
    expect(accountIdOf({ accountId: '' }, 'me')).toBe('me');
  });

  it('parses a member change', () => {
    expect(parseMemberChange({ accountId: 'a', uid: 'u', role: 'viewer' }, 'me')).toEqual({ ok: true, value: { accountId: 'a', uid: 'u', role: 'viewer' } });
    expect(parseMemberChange({ accountId: 'a', uid: 'u', payroll: false, ownRecordsOnly: true }, 'me')).toEqual({
      ok: true,
      value: { accountId: 'a', uid: 'u', payroll: false, ownRecordsOnly: true },
    });
    expect(parseMemberChange({ accountId: 'a', uid: 'u' }, 'me')).toEqual({ ok: false, errors: { role: MEMBER_MESSAGES.nothingToChange } });
    expect(parseMemberChange({ accountId: 'a', uid: 'u', payroll: 'yes' }, 'me')).toEqual({ ok: false, errors: { payroll: 'payroll must be true or false.' } });
    expect(parseMemberChange({ accountId: 'a', role: 'member' }, 'me')).toEqual({ ok: false, errors: { uid: 'Choose a member.' } });
  });

  it('gives payroll to owners and managers only', () => {
    expect(defaultPayroll('owner')).toBe(true);
    expect(defaultPayroll('manager')).toBe(true);
    expect(defaultPayroll('member')).toBe(false);
    expect(defaultPayroll('viewer')).toBe(false);
  });
});
