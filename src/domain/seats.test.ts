import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_SEATS, effectivePlanSeats, readPlanSeats, seatAvailable, seatLimit, seatRefusal, seatsUsed, takesSeat, validatePlanSeats } from './seats';

describe('seats', () => {
  it('each plan has its default seats, Enterprise unlimited', () => {
    expect(DEFAULT_PLAN_SEATS).toEqual({ basic: 2, pro: 10, custom: null });
    expect(seatLimit('basic', undefined, null)).toBe(2);
    expect(seatLimit('pro', undefined, null)).toBe(10);
    expect(seatLimit('custom', undefined, null)).toBeNull();
  });

  it('never more than maxUsersPerAccount, and Enterprise takes that as its limit', () => {
    expect(seatLimit('pro', undefined, 5)).toBe(5);
    expect(seatLimit('basic', undefined, 100)).toBe(2);
    expect(seatLimit('custom', undefined, 100)).toBe(100);
    expect(seatLimit('custom', { custom: 40 }, 100)).toBe(40);
    expect(effectivePlanSeats({ basic: 3, pro: 25, custom: null }, 20)).toEqual({ basic: 3, pro: 20, custom: 20 });
  });

  it('overrides replace the defaults per plan', () => {
    expect(seatLimit('basic', { basic: 5 }, 100)).toBe(5);
    expect(seatLimit('pro', { basic: 5 }, 100)).toBe(10);
  });

  it('viewers take no seat; members and pending invitations do', () => {
    expect(takesSeat('viewer')).toBe(false);
    expect(takesSeat('owner')).toBe(true);
    expect(seatsUsed(['owner', 'viewer', 'member', 'nonsense'], ['manager', 'viewer'])).toBe(3);
    expect(seatAvailable(2, 2, 'viewer')).toBe(true);
    expect(seatAvailable(2, 2, 'member')).toBe(false);
    expect(seatAvailable(2, 1, 'member')).toBe(true);
    expect(seatAvailable(null, 500, 'owner')).toBe(true);
  });

  it('reads stored overrides leniently and keeps the default for a bad value', () => {
    expect(readPlanSeats(undefined)).toEqual(DEFAULT_PLAN_SEATS);
    expect(readPlanSeats({ seats: { basic: 4, pro: 'many', custom: 50 } })).toEqual({ basic: 4, pro: 10, custom: 50 });
    expect(readPlanSeats({ seats: { basic: null, pro: 0, custom: null } })).toEqual({ basic: 2, pro: 10, custom: null });
  });

  it("validates the owner's seats strictly", () => {
    expect(validatePlanSeats({ basic: 3, pro: 20, custom: null })).toEqual({ ok: true, value: { basic: 3, pro: 20, custom: null } });
    expect(validatePlanSeats({ pro: 12 })).toEqual({ ok: true, value: { pro: 12 } });
    expect(validatePlanSeats({ basic: 0 })).toEqual({ ok: false, errors: { basic: 'The seats of the Basic plan must be a whole number from 1 to 10000.' } });
    expect(validatePlanSeats({ pro: 2.5 })).toMatchObject({ ok: false, errors: { pro: 'The seats of the Pro plan must be a whole number from 1 to 10000.' } });
    expect(validatePlanSeats({ basic: null })).toMatchObject({ ok: false });
    expect(validatePlanSeats({ custom: 10001 })).toMatchObject({
      ok: false,
      errors: { custom: 'The seats of the Enterprise plan must be a whole number from 1 to 10000, or empty for unlimited.' },
    });
    expect(validatePlanSeats({ gold: 3 })).toMatchObject({ ok: false, errors: { seats: 'Unknown plan. The plans are basic, pro and custom.' } });
    expect(validatePlanSeats(null)).toMatchObject({ ok: false, errors: { seats: 'Send the seats of each plan: basic, pro and custom.' } });
  });

  it('the refusal says how to get more seats', () => {
    const seats = effectivePlanSeats(undefined, 100);
    expect(seatRefusal({ planId: 'basic', limit: 2, seats })).toBe(
      'All 2 seats of the Basic plan are in use. Upgrade to Pro for 10 seats, invite this person as a viewer (viewers are free), or remove a member.',
    );
    expect(seatRefusal({ planId: 'pro', limit: 10, seats })).toBe(
      'All 10 seats of the Pro plan are in use. Upgrade to Enterprise for 100 seats, invite this person as a viewer (viewers are free), or remove a member.',
    );
    expect(seatRefusal({ planId: 'pro', limit: 10, seats: effectivePlanSeats(undefined, null) })).toContain('Upgrade to Enterprise for unlimited seats');
    expect(seatRefusal({ planId: 'custom', limit: 100, seats })).toBe(
      'All 100 seats of the Enterprise plan are in use. Invite this person as a viewer (viewers are free), or remove a member.',
    );
    expect(seatRefusal({ planId: 'basic', limit: 1, seats: { basic: 1, pro: 1, custom: 1 } })).toBe(
      'The only seat of the Basic plan is in use. Invite this person as a viewer (viewers are free), or remove a member.',
    );
    expect(seatRefusal({ planId: 'basic', limit: 2, seats, action: 'promote' })).toContain('keep this person a viewer (viewers are free)');
    expect(seatRefusal({ planId: 'basic', limit: 2, seats, action: 'accept' })).toBe(
      "All 2 seats of this account's Basic plan are in use. Ask the account's owner to upgrade to Pro for 10 seats or to free a seat.",
    );
  });
});
