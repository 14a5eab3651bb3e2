import { describe, expect, it } from 'vitest';
import { EMAIL_NOTIFICATION_DEFAULTS, emailSettingsOrDefaults, parseEmailNotificationSettings } from './email-settings';

describe('e-mail notification settings', () => {
  it('the seed defaults are valid: immediate, quiet 22:00-08:00, marketing and system updates off', () => {
    expect(parseEmailNotificationSettings(EMAIL_NOTIFICATION_DEFAULTS)).toEqual({ ok: true, value: EMAIL_NOTIFICATION_DEFAULTS });
    expect(EMAIL_NOTIFICATION_DEFAULTS).toMatchObject({
      frequency: 'immediate',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      marketingEmails: false,
      systemUpdates: false,
    });
  });

  it('refuses unknown keys, wrong types, unknown frequencies and quiet hours that start when they end', () => {
    expect(parseEmailNotificationSettings({ ...EMAIL_NOTIFICATION_DEFAULTS, extra: 1 })).toEqual({ ok: false, error: 'Unknown setting: extra.' });
    expect(parseEmailNotificationSettings({ ...EMAIL_NOTIFICATION_DEFAULTS, newClients: 'yes' })).toEqual({
      ok: false,
      error: 'New clients must be on or off.',
    });
    expect(parseEmailNotificationSettings({ ...EMAIL_NOTIFICATION_DEFAULTS, frequency: 'hourly' }).ok).toBe(false);
    expect(parseEmailNotificationSettings({ ...EMAIL_NOTIFICATION_DEFAULTS, quietHoursEnd: '22:00' })).toEqual({
      ok: false,
      error: 'Quiet hours must start and end at different times.',
    });
  });

  it('reads a stored document field by field, with defaults for what is missing or wrong', () => {
    expect(emailSettingsOrDefaults({ frequency: 'weekly', newClients: 'x', quietHoursStart: '23:30' })).toEqual({
      ...EMAIL_NOTIFICATION_DEFAULTS,
      frequency: 'weekly',
      quietHoursStart: '23:30',
    });
    expect(emailSettingsOrDefaults(undefined)).toEqual(EMAIL_NOTIFICATION_DEFAULTS);
  });
});
