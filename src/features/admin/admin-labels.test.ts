import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../domain/activity';
import { activityLabel, planLabel, recentActivityLabel, sliceLabel, valueLabel } from './admin-labels';
import { healthVerdict } from './overview-health';
import type { HealthState } from './overview-hooks';

describe('admin labels', () => {
  it('gives every activity type its own message, so a translation can name it', () => {
    const labels = ACTIVITY_TYPES.map((type) => activityLabel(type));
    expect(new Set(labels).size).toBe(ACTIVITY_TYPES.length);
    expect(activityLabel('SUBSCRIPTION_OVERRIDDEN')).toBe('Subscription overridden');
    expect(activityLabel('LOGIN')).toBe('Login');
  });

  it('names the seed events in the panel its friendlier way and the rest as the full log does', () => {
    expect(recentActivityLabel('LOGIN')).toBe('Signed in');
    expect(recentActivityLabel('ADMIN_PROMOTED')).toBe('Admin added');
    expect(recentActivityLabel('BACKUP_FAILED')).toBe('Backup failed');
  });

  it('spells out an activity type this build does not know instead of showing its code', () => {
    expect(activityLabel('SOMETHING_NEW')).toBe('Something new');
  });

  it('names roles, statuses, plans and the analytics slices', () => {
    expect(valueLabel('owner')).toBe('Owner');
    expect(valueLabel('trial')).toBe('Trial');
    expect(planLabel('custom')).toBe('Custom');
    expect(sliceLabel('Enterprise')).toBe('Enterprise');
    expect(sliceLabel('Admin')).toBe('Admin');
  });
});

describe('system health verdict', () => {
  const health = (failures24h: number): HealthState => ({
    health: {
      roundTripMs: 40,
      serverTime: new Date(),
      provider: 'stripe',
      webhook: { failures24h, lastFailureAt: null, lastFailureReason: null },
      lifecycle: { lastRunAt: new Date(), suspended: 0, ended: 0, lastErrorAt: null, lastError: null },
    },
    failed: false,
    checkedAt: new Date(),
  });

  it('counts webhook failures with the right plural', () => {
    expect(healthVerdict(health(1)).problems).toEqual(['1 webhook failure in 24 h']);
    expect(healthVerdict(health(3)).problems).toEqual(['3 webhook failures in 24 h']);
    expect(healthVerdict(health(0))).toEqual({ verdict: 'healthy', problems: [] });
  });
});
