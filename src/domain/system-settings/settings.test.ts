import { describe, expect, it } from 'vitest';
import { GLOBAL_DEFAULTS, parseGlobalSettings } from './global';
import { SECURITY_DEFAULTS, parseSecuritySettings, passwordProblem } from './security';

describe('global settings', () => {
  it('an empty document reads as the seed defaults', () => {
    expect(parseGlobalSettings(undefined)).toEqual(GLOBAL_DEFAULTS);
  });

  it('numbers out of range fall back as the seed says, in range they are kept', () => {
    const g = parseGlobalSettings({ maxUsersPerAccount: 0, sessionTimeout: 14, dataRetentionDays: '90' });
    expect(g.maxUsersPerAccount).toBe(100);
    expect(g.sessionTimeout).toBe(480);
    expect(g.dataRetentionDays).toBe(90);
  });

  it('unknown options fall back and unknown keys are dropped', () => {
    const g = parseGlobalSettings({ defaultCurrency: 'XXX', dateFormat: 'DD/MM/YYYY', evil: 'x'.repeat(10) });
    expect(g.defaultCurrency).toBe('USD');
    expect(g.dateFormat).toBe('DD/MM/YYYY');
    expect(Object.keys(g)).not.toContain('evil');
  });
});

describe('security settings and the password rules', () => {
  it('an empty document reads as the seed defaults', () => {
    expect(parseSecuritySettings({})).toEqual(SECURITY_DEFAULTS);
  });

  it('a minimum length outside 6-32 falls back to 8', () => {
    expect(parseSecuritySettings({ passwordMinLength: 40 }).passwordMinLength).toBe(8);
    expect(parseSecuritySettings({ passwordMinLength: 12 }).passwordMinLength).toBe(12);
  });

  it('a refusal names the rule that failed', () => {
    const policy = { passwordMinLength: 10, requireNumbers: true, requireSymbols: true };
    expect(passwordProblem(policy, 'short')).toBe('Password must be at least 10 characters');
    expect(passwordProblem(policy, 'longenoughpw')).toBe('Password must contain at least one number');
    expect(passwordProblem(policy, 'longenough12')).toMatch(/at least one symbol/);
    expect(passwordProblem(policy, 'longenough12!')).toBeNull();
  });
});
