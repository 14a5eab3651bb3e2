import { describe, expect, it } from 'vitest';
import { API_DEFAULTS, apiSettingsProblem, cleanApiKeyName, endpointOf, maskApiKey, parseApiSettings } from './api';
import { DATABASE_DEFAULTS, backupDue, cacheSizeBytes, parseDatabaseSettings } from './database';
import { NOTIFICATION_DEFAULTS, parseNotificationSettings, sendsEmail } from './notifications';

describe('API settings', () => {
  it('falls back to the seed defaults (60/min, 10,000/day, auth off) for values off the ranges or steps', () => {
    expect(parseApiSettings(undefined)).toEqual(API_DEFAULTS);
    expect(API_DEFAULTS).toEqual({ endpoints: { data: true, auth: false, clients: true }, rateLimitPerMinute: 60, rateLimitPerDay: 10000 });
    expect(parseApiSettings({ rateLimitPerMinute: 65, rateLimitPerDay: 999 })).toEqual(API_DEFAULTS);
    expect(parseApiSettings({ rateLimitPerMinute: 1000, rateLimitPerDay: 100000, endpoints: { auth: true } })).toEqual({
      endpoints: { data: true, auth: true, clients: true },
      rateLimitPerMinute: 1000,
      rateLimitPerDay: 100000,
    });
  });

  it('refuses a form off the steps with a message naming the range', () => {
    expect(apiSettingsProblem({ ...API_DEFAULTS, rateLimitPerMinute: 15 })).toBe('Requests per minute must be between 10 and 1000, in steps of 10.');
    expect(apiSettingsProblem({ ...API_DEFAULTS, rateLimitPerDay: 1500 })).toBe('Requests per day must be between 1000 and 100000, in steps of 1000.');
    expect(apiSettingsProblem(API_DEFAULTS)).toBeNull();
  });

  it('masks a key as its first 6 characters, dots and last 4, and maps resources to toggles', () => {
    expect(maskApiKey('crm_te', 'wxyz')).toBe('crm_te••••••••wxyz');
    expect(cleanApiKeyName('   ')).toBe('API key');
    expect(endpointOf('clients')).toBe('clients');
    expect(endpointOf('salaries')).toBe('data');
    expect(endpointOf('me')).toBe('auth');
    expect(endpointOf('users')).toBeNull();
  });
});

describe('database settings', () => {
  it('keeps cache sizes on the 16 MB steps from 0 to 512, else 128', () => {
    expect(parseDatabaseSettings({ cacheSizeMb: 512 }).cacheSizeMb).toBe(512);
    expect(parseDatabaseSettings({ cacheSizeMb: 100 }).cacheSizeMb).toBe(128);
    expect(parseDatabaseSettings({ cacheSizeMb: 528 }).cacheSizeMb).toBe(128);
    expect(cacheSizeBytes(0)).toBe(1024 * 1024);
    expect(cacheSizeBytes(128)).toBe(128 * 1024 * 1024);
  });

  it('says a backup is due by the chosen frequency, never when automatic backups are off', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000);
    expect(backupDue({ ...DATABASE_DEFAULTS, autoBackup: true, backupFrequency: 'daily' }, daysAgo(1), now)).toBe(true);
    expect(backupDue({ ...DATABASE_DEFAULTS, autoBackup: true, backupFrequency: 'weekly' }, daysAgo(3), now)).toBe(false);
    expect(backupDue({ ...DATABASE_DEFAULTS, autoBackup: true, backupFrequency: 'monthly' }, daysAgo(30), now)).toBe(true);
    expect(backupDue({ ...DATABASE_DEFAULTS, autoBackup: true }, null, now)).toBe(true);
    expect(backupDue({ ...DATABASE_DEFAULTS, autoBackup: false }, null, now)).toBe(false);
  });
});

describe('notification settings', () => {
  it('has the seed defaults and drops unknown values', () => {
    expect(parseNotificationSettings({})).toEqual(NOTIFICATION_DEFAULTS);
    expect(NOTIFICATION_DEFAULTS.delivery).toEqual({ primaryMethod: 'both', frequency: 'realtime' });
    expect(parseNotificationSettings({ delivery: { primaryMethod: 'sms' }, email: { weeklyReports: 'yes' } })).toEqual(NOTIFICATION_DEFAULTS);
    expect(sendsEmail({ ...NOTIFICATION_DEFAULTS, delivery: { primaryMethod: 'push', frequency: 'realtime' } })).toBe(false);
  });
});
