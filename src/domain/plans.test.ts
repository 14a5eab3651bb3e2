import { describe, expect, it } from 'vitest';
import { PAID_PERIOD_DAYS, PLANS, SIGNUP_TRIAL_DAYS, STAFF_PERIOD_DAYS, formatPrice, getPlan, isPlanId } from './plans';
import { PLAN_IDS } from './types';

describe('the plan catalogue', () => {
  it('lists one plan per plan id', () => {
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_IDS]);
  });

  it('prices Basic at $29 a month with a 7-day trial and 100 clients', () => {
    const basic = getPlan('basic');
    expect(basic).toMatchObject({ name: 'Basic', price: 29, interval: 'month', trialDays: 7, clientLimit: 100, popular: false });
    expect(basic.features).toEqual(['Essential CRM features', 'Client tracking', 'Revenue monitoring', 'Basic reporting', 'Email support']);
  });

  it('prices Pro at $79 a month with a 30-day trial, unlimited clients, marked popular', () => {
    const pro = getPlan('pro');
    expect(pro).toMatchObject({ name: 'Pro', price: 79, trialDays: 30, clientLimit: null, popular: true });
    expect(pro.features).toContain('Unlimited clients');
    expect(pro.features).toHaveLength(7);
  });

  it('prices Enterprise by quote', () => {
    expect(getPlan('custom')).toMatchObject({ name: 'Enterprise', price: null, clientLimit: null });
  });

  it('throws for an id that is not a plan', () => {
    expect(() => getPlan('gold' as never)).toThrow('Unknown plan');
  });

  it('recognises plan ids', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('admin')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it('keeps the period constants of the seed', () => {
    expect([SIGNUP_TRIAL_DAYS, PAID_PERIOD_DAYS, STAFF_PERIOD_DAYS]).toEqual([7, 30, 365]);
  });

  it('formats prices as whole dollars, cents when needed, and Custom for a quote', () => {
    expect(formatPrice(29)).toBe('$29');
    expect(formatPrice(29.5)).toBe('$29.50');
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(null)).toBe('Custom');
  });
});
