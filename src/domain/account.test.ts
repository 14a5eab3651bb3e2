import { describe, expect, it } from 'vitest';
import { isOwnerEmail, newAccount, parseOwnerEmails, staffSubscription } from './account';
import { DAY_MS } from './dates';
import { entitlements } from './entitlements';

const NOW = new Date('2025-03-01T09:30:00.000Z');

describe('newAccount', () => {
  it('gives a new user a 7-day basic trial with empty profile and no payment ids', () => {
    const a = newAccount({ uid: 'u1', email: ' Ann@Example.com ', displayName: '  Ann  ' }, NOW, ['boss@example.com']);
    const trialEnd = new Date(NOW.getTime() + 7 * DAY_MS);
    expect(a).toEqual({
      uid: 'u1',
      role: 'user',
      user: {
        email: 'ann@example.com',
        displayName: 'Ann',
        role: 'user',
        planId: 'basic',
        subscriptionStatus: 'trial',
        trialEndsAt: trialEnd,
        status: 'active',
        onboardingCompleted: false,
        phone: '',
        company: '',
        bio: '',
        stripeCustomerId: null,
        stripeSubscriptionId: null,
      },
      subscription: {
        planId: 'basic',
        status: 'trial',
        trialEndsAt: trialEnd,
        currentPeriodStart: NOW,
        currentPeriodEnd: trialEnd,
        paymentFailedAt: null,
        accountLocked: false,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
      },
      counters: { clients: 0, lastClientId: '' },
    });
  });

  it('makes a listed, verified e-mail an owner on an active custom plan for a year, comparing case-insensitively', () => {
    const a = newAccount({ uid: 'o1', email: 'Boss@Example.com', displayName: null, emailVerified: true }, NOW, [' BOSS@example.COM ']);
    expect(a.role).toBe('owner');
    expect(a.user).toMatchObject({ role: 'owner', planId: 'custom', subscriptionStatus: 'active', trialEndsAt: null, displayName: '' });
    expect(a.subscription).toMatchObject({ planId: 'custom', status: 'active', trialEndsAt: null, currentPeriodStart: NOW });
    expect(a.subscription.currentPeriodEnd?.getTime()).toBe(NOW.getTime() + 365 * DAY_MS);
  });

  it('gives a listed e-mail that is not verified the role user and a basic trial', () => {
    const a = newAccount({ uid: 'o1', email: 'boss@example.com', displayName: null, emailVerified: false }, NOW, ['boss@example.com']);
    expect(a.role).toBe('user');
    expect(a.user).toMatchObject({ role: 'user', planId: 'basic', subscriptionStatus: 'trial' });
    expect(newAccount({ uid: 'o2', email: 'boss@example.com', displayName: null }, NOW, ['boss@example.com']).role).toBe('user');
  });

  it('never makes an owner of an account without an e-mail', () => {
    const a = newAccount({ uid: 'x', email: undefined, displayName: undefined }, NOW, ['']);
    expect(a.role).toBe('user');
    expect(a.user.email).toBe('');
  });

  it('creates accounts that the entitlements let in: a user for 7 days, an owner for good', () => {
    const user = newAccount({ uid: 'u', email: 'u@x.io', displayName: 'U' }, NOW, []);
    const e = entitlements(user.user, user.subscription, NOW);
    expect(e).toMatchObject({ canUseApp: true, canWrite: true, trialDaysLeft: 7, clientCap: 100 });
    const owner = newAccount({ uid: 'o', email: 'o@x.io', displayName: 'O', emailVerified: true }, NOW, ['o@x.io']);
    expect(entitlements(owner.user, owner.subscription, NOW)).toMatchObject({ isStaff: true, canWrite: true });
  });

  it('gives staff the same plan through staffSubscription', () => {
    expect(staffSubscription(NOW)).toMatchObject({ planId: 'custom', status: 'active', accountLocked: false, paymentFailedAt: null });
  });
});

describe('owner e-mails', () => {
  it('parse from a comma, semicolon or space separated setting, lower-cased and de-duplicated', () => {
    expect(parseOwnerEmails(' Boss@Example.com, second@x.io;third@x.io  boss@example.com ')).toEqual(['boss@example.com', 'second@x.io', 'third@x.io']);
  });

  it('parse from a list and skip anything that is not an address', () => {
    expect(parseOwnerEmails(['A@x.io', 'not-an-email', '', 'b@x.io, c@x.io'])).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });

  it('parse to nothing when not configured', () => {
    expect(parseOwnerEmails(undefined)).toEqual([]);
    expect(parseOwnerEmails('')).toEqual([]);
  });

  it('match ignoring case and spaces', () => {
    expect(isOwnerEmail(' BOSS@example.com', ['boss@example.com'])).toBe(true);
    expect(isOwnerEmail('other@example.com', ['boss@example.com'])).toBe(false);
    expect(isOwnerEmail(null, ['boss@example.com'])).toBe(false);
  });
});
