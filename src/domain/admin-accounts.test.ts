import { describe, expect, it } from 'vitest';
import {
  accountSummaryOf,
  matchesAccountSearch,
  mergeSearchAnswers,
  readAccountSummary,
  sameSummary,
  seatState,
  seatThresholds,
  sortMembers,
  touchesSummary,
} from './admin-accounts';

const created = new Date('2026-05-01T10:00:00Z');
const bakery = () =>
  accountSummaryOf({
    accountId: 'acc1',
    account: { name: '  Harbour Bakery ', createdBy: 'u1', createdAt: created },
    members: [
      { uid: 'u2', role: 'manager', email: 'Mia@Example.com' },
      { uid: 'u1', role: 'owner', email: 'Olga@example.com' },
      { uid: 'u3', role: 'viewer', email: 'vic@example.com' },
      { uid: 'u4', role: 'member', email: 'mo@example.com' },
      { uid: 'u5', role: 'guest', email: 'stray@example.com' },
    ],
    subscription: { planId: 'pro', status: 'active', trialEndsAt: null },
  });

describe('the admin summary of an account', () => {
  it('counts members of every role and the seats of those who take one (viewers are free)', () => {
    expect(bakery()).toMatchObject({ members: 4, seatsUsed: 3, planId: 'pro', status: 'active', createdAt: created });
  });

  it('names the founder as owner while they own it, else the first owner by e-mail', () => {
    expect(bakery()).toMatchObject({ name: 'Harbour Bakery', nameLower: 'harbour bakery', ownerUid: 'u1', ownerEmail: 'olga@example.com' });
    const handedOver = accountSummaryOf({
      accountId: 'acc1',
      account: { name: 'Bakery', createdBy: 'u1' },
      members: [
        { uid: 'u1', role: 'manager', email: 'olga@example.com' },
        { uid: 'u9', role: 'owner', email: 'zed@example.com' },
        { uid: 'u8', role: 'owner', email: 'amy@example.com' },
      ],
      subscription: null,
    });
    expect(handedOver).toMatchObject({ ownerUid: 'u8', ownerEmail: 'amy@example.com', planId: 'basic', status: 'trial' });
  });

  it('keeps every e-mail lower-cased and sorted, for the exact-match search', () => {
    expect(bakery()?.memberEmails).toEqual(['mia@example.com', 'mo@example.com', 'olga@example.com', 'stray@example.com', 'vic@example.com']);
  });

  it('has no summary without the account document', () => {
    expect(accountSummaryOf({ accountId: 'gone', account: null, members: [], subscription: null })).toBeNull();
  });

  it('a summary read back equals the one built, so a rebuild that changes nothing writes nothing', () => {
    const s = bakery()!;
    const back = readAccountSummary('acc1', { ...s, createdAt: { toDate: () => created } } as unknown as Record<string, unknown>);
    expect(sameSummary(back, s)).toBe(true);
    expect(sameSummary(back, { ...s, seatsUsed: 4 })).toBe(false);
    expect(sameSummary(null, null)).toBe(true);
    expect(sameSummary(s, null)).toBe(false);
  });
});

describe('searching accounts', () => {
  it('matches a name or owner e-mail prefix, or a member e-mail exactly, whatever the case', () => {
    const s = bakery()!;
    expect(matchesAccountSearch(s, 'HARB')).toBe(true);
    expect(matchesAccountSearch(s, 'olga@')).toBe(true);
    expect(matchesAccountSearch(s, 'vic@example.com')).toBe(true);
    expect(matchesAccountSearch(s, 'vic@')).toBe(false);
    expect(matchesAccountSearch(s, 'bakery')).toBe(false);
  });

  it('merges the answers of the three searches, one row per account, by name', () => {
    const a = { ...bakery()!, accountId: 'a', nameLower: 'zeta' };
    const b = { ...bakery()!, accountId: 'b', nameLower: 'alpha' };
    expect(mergeSearchAnswers([[a], [b, a], []]).map((x) => x.accountId)).toEqual(['b', 'a']);
  });
});

describe('seat limits', () => {
  it('an account is near its limit from 80 % of its seats, and full at the limit', () => {
    expect(seatThresholds(10)).toEqual({ nearFrom: 8, limit: 10 });
    expect(seatThresholds(2)).toEqual({ nearFrom: 2, limit: 2 });
    expect(seatThresholds(null)).toBeNull();
    expect([7, 8, 9, 10, 11].map((n) => seatState(n, 10))).toEqual(['ok', 'near', 'near', 'full', 'full']);
    expect(seatState(500, null)).toBe('unlimited');
  });

  it('members are listed owners first, then managers, members and viewers', () => {
    const rows = sortMembers([
      { role: 'viewer' as const, email: 'a@x' },
      { role: 'member' as const, email: 'b@x' },
      { role: 'owner' as const, email: 'z@x' },
      { role: 'manager' as const, email: 'c@x' },
    ]);
    expect(rows.map((r) => r.role)).toEqual(['owner', 'manager', 'member', 'viewer']);
  });
});

describe('touchesSummary', () => {
  it('counts a created or deleted source document, never a missing one twice', () => {
    expect(touchesSummary('member', undefined, { role: 'member' })).toBe(true);
    expect(touchesSummary('member', { role: 'member' }, undefined)).toBe(true);
    expect(touchesSummary('member', undefined, undefined)).toBe(false);
  });
  it('rebuilds for a field the summary reads, and for no other', () => {
    expect(touchesSummary('member', { role: 'member', email: 'a@x.io', lastSeen: 1 }, { role: 'manager', email: 'a@x.io', lastSeen: 1 })).toBe(true);
    expect(touchesSummary('member', { role: 'member', email: 'a@x.io', lastSeen: 1 }, { role: 'member', email: 'a@x.io', lastSeen: 2 })).toBe(false);
    expect(touchesSummary('account', { name: 'A', settings: 1 }, { name: 'B', settings: 1 })).toBe(true);
    expect(touchesSummary('account', { name: 'A', settings: 1 }, { name: 'A', settings: 2 })).toBe(false);
    expect(touchesSummary('subscription', { planId: 'basic', status: 'trial', card: 1 }, { planId: 'basic', status: 'active', card: 1 })).toBe(true);
    expect(touchesSummary('subscription', { planId: 'basic', status: 'trial', card: 1 }, { planId: 'basic', status: 'trial', card: 2 })).toBe(false);
  });
  it('compares dates by their time, whatever object holds them', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    const stamp = { toDate: () => new Date(at) };
    expect(touchesSummary('subscription', { trialEndsAt: stamp }, { trialEndsAt: new Date(at) })).toBe(false);
    expect(touchesSummary('subscription', { trialEndsAt: stamp }, { trialEndsAt: new Date(at.getTime() + 1) })).toBe(true);
    expect(touchesSummary('subscription', { trialEndsAt: null }, { trialEndsAt: new Date(at) })).toBe(true);
  });
});
