import { describe, expect, it } from 'vitest';
import {
  deleteProblem,
  parseEditUser,
  parseSubscriptionEdit,
  parseSubscriptionOverride,
  roleChangeProblem,
  roleChangeType,
  trialEndDate,
  trialEndIso,
} from './admin-users';
import { isRecentSignInRequired, needsStepUp } from './staff';

describe('admin user rules', () => {
  it('only owners edit owner accounts and assign the owner role; nobody changes their own role', () => {
    expect(roleChangeProblem('admin', 'owner', 'owner')).toBe('Only owners can edit owner accounts');
    expect(roleChangeProblem('admin', 'user', 'owner')).toBe('Only owners can assign owner role');
    expect(roleChangeProblem('admin', 'user', 'admin')).toBeNull();
    expect(roleChangeProblem('owner', 'owner', 'admin')).toBeNull();
    expect(roleChangeProblem('owner', 'owner', 'user', true)).toBe('You cannot change your own role');
    expect(roleChangeType('user', 'admin')).toBe('ADMIN_PROMOTED');
    expect(roleChangeType('admin', 'user')).toBe('ADMIN_REMOVED');
    expect(roleChangeType('user', 'owner')).toBe('ROLE_CHANGED');
  });

  it('only the owner deletes, never an owner and never themselves', () => {
    expect(deleteProblem({ uid: 'a', role: 'admin' }, { uid: 'b', role: 'user' })).toBe('Only owners can delete users');
    expect(deleteProblem({ uid: 'a', role: 'owner' }, { uid: 'b', role: 'owner' })).toBe('Owner accounts cannot be deleted');
    expect(deleteProblem({ uid: 'a', role: 'owner' }, { uid: 'a', role: 'admin' })).toBe('You cannot delete your own account here');
    expect(deleteProblem({ uid: 'a', role: 'owner' }, { uid: 'b', role: 'admin' })).toBeNull();
  });

  it('parses requests with the seed messages', () => {
    expect(parseEditUser({ uid: 'u1', displayName: '  Ann  ', role: 'admin' })).toEqual({ ok: true, value: { uid: 'u1', displayName: 'Ann', role: 'admin' } });
    expect(parseEditUser({ uid: 'u1', displayName: ' ', role: 'admin' })).toMatchObject({ ok: false, errors: { displayName: 'Display name is required' } });
    expect(parseEditUser({ uid: '../x', displayName: 'A', role: 'boss' })).toMatchObject({
      ok: false,
      errors: { uid: 'No user ID provided', role: 'Choose a role: user, admin or owner' },
    });
    expect(parseSubscriptionEdit({ uid: 'u1', displayName: 'A', email: ' ANN@Example.com ', trialEndsAt: '2026-12-01' })).toEqual({
      ok: true,
      value: { uid: 'u1', displayName: 'A', email: 'ann@example.com', trialEndsAt: '2026-12-01' },
    });
    expect(parseSubscriptionEdit({ uid: 'u1', displayName: 'A', email: '', trialEndsAt: '12/01/2026' })).toMatchObject({
      ok: false,
      errors: { email: 'Email is required', trialEndsAt: 'Trial end must be a date (yyyy-mm-dd)' },
    });
    expect(parseSubscriptionOverride({ accountId: 'acc1', planId: 'pro', status: 'suspended' })).toEqual({
      ok: true,
      value: { accountId: 'acc1', planId: 'pro', status: 'suspended', trialEndsAt: null },
    });
    // An older app sends the founder's uid, which is the id of their own account.
    expect(parseSubscriptionOverride({ uid: 'u1', planId: 'pro', status: 'active' })).toMatchObject({ ok: true, value: { accountId: 'u1' } });
    expect(parseSubscriptionOverride({ planId: 'pro', status: 'active' })).toMatchObject({ ok: false, errors: { accountId: 'No account ID provided' } });
    expect(parseSubscriptionOverride({ uid: 'u1', planId: 'admin', status: 'paused' })).toMatchObject({ ok: false });
  });

  it('stores a picked trial end as the end of that day and shows it back as the same day', () => {
    expect(trialEndDate('2026-12-01').toISOString()).toBe('2026-12-01T23:59:59.999Z');
    expect(trialEndIso(trialEndDate('2026-12-01'))).toBe('2026-12-01');
    expect(trialEndIso(null)).toBe('');
  });

  it('asks for the password after 15 minutes and recognises the functions’ step-up refusal', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(needsStepUp(new Date('2026-01-01T11:46:00Z'), now)).toBe(false);
    expect(needsStepUp(new Date('2026-01-01T11:44:59Z'), now)).toBe(true);
    expect(needsStepUp(null, now)).toBe(true);
    expect(isRecentSignInRequired({ code: 'functions/failed-precondition', details: { reason: 'recent-sign-in-required' } })).toBe(true);
    expect(isRecentSignInRequired({ code: 'functions/failed-precondition', details: {} })).toBe(false);
    expect(isRecentSignInRequired({ code: 'functions/permission-denied', details: { reason: 'recent-sign-in-required' } })).toBe(false);
  });
});
