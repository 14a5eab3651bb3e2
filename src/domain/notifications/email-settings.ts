// E-mail notification preferences (docs/product/settings.md#email-notifications): users/{uid}/settings/emailNotifications.
// The rules check the same keys, types and sizes (firestore.rules, "notification settings, reminders and held mail").
import { isHhMm } from './zoned-time';
import type { QuietHours } from './zoned-time';

export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'weekly', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** The kinds of mail a user can switch on or off, in the page's order. */
export const EMAIL_TOGGLES = ['newClients', 'mentions', 'paymentReminders', 'systemUpdates', 'weeklyReports', 'securityAlerts', 'marketingEmails'] as const;
export type EmailToggle = (typeof EMAIL_TOGGLES)[number];

export type EmailNotificationSettings = Record<EmailToggle, boolean> & {
  frequency: EmailFrequency;
  quietHoursEnabled: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
};

export const EMAIL_NOTIFICATION_DEFAULTS: EmailNotificationSettings = {
  newClients: true,
  mentions: true,
  paymentReminders: true,
  systemUpdates: false,
  weeklyReports: true,
  securityAlerts: true,
  marketingEmails: false,
  frequency: 'immediate',
  quietHoursEnabled: true,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
};

export const EMAIL_TOGGLE_TEXT: Record<EmailToggle, { label: string; hint: string }> = {
  newClients: { label: 'New clients', hint: 'A notice when a client is added to your account.' },
  mentions: { label: 'Mentions', hint: 'When a teammate mentions you in a note on a client.' },
  paymentReminders: { label: 'Payment reminders', hint: 'Salaries that are pending or overdue.' },
  systemUpdates: { label: 'System updates', hint: 'News about changes to the app.' },
  weeklyReports: { label: 'Weekly reports', hint: 'Revenue, expenses, new clients and tasks due, every Monday.' },
  securityAlerts: { label: 'Security alerts', hint: 'Password changes and new sign-ins, sent at once, even in quiet hours.' },
  marketingEmails: { label: 'Marketing e-mails', hint: 'Offers and tips. Also needs Marketing e-mails on in Privacy.' },
};

export const FREQUENCY_TEXT: Record<EmailFrequency, string> = {
  immediate: 'Immediately',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  never: 'Never (security alerts only)',
};

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const KEYS = [...EMAIL_TOGGLES, 'frequency', 'quietHoursEnabled', 'quietHoursStart', 'quietHoursEnd'];

/** Strict check of what a browser saves: exactly the known keys with the right types. */
export function parseEmailNotificationSettings(input: unknown): ParseResult<EmailNotificationSettings> {
  if (typeof input !== 'object' || input === null) return { ok: false, error: 'Settings are missing.' };
  const d = input as Record<string, unknown>;
  const unknownKey = Object.keys(d).find((k) => !KEYS.includes(k));
  if (unknownKey) return { ok: false, error: `Unknown setting: ${unknownKey}.` };
  for (const t of EMAIL_TOGGLES) if (typeof d[t] !== 'boolean') return { ok: false, error: `${EMAIL_TOGGLE_TEXT[t].label} must be on or off.` };
  if (!EMAIL_FREQUENCIES.includes(d.frequency as EmailFrequency)) return { ok: false, error: 'Choose a frequency: immediate, daily, weekly or never.' };
  if (typeof d.quietHoursEnabled !== 'boolean') return { ok: false, error: 'Quiet hours must be on or off.' };
  if (!isHhMm(d.quietHoursStart) || !isHhMm(d.quietHoursEnd)) return { ok: false, error: 'Quiet hours need a start and an end time (HH:MM).' };
  if (d.quietHoursEnabled && d.quietHoursStart === d.quietHoursEnd) return { ok: false, error: 'Quiet hours must start and end at different times.' };
  return { ok: true, value: d as EmailNotificationSettings };
}

/** Reads a stored document leniently: each field that is missing or wrong takes its default. */
export function emailSettingsOrDefaults(stored: unknown): EmailNotificationSettings {
  const d = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const out = { ...EMAIL_NOTIFICATION_DEFAULTS };
  for (const t of EMAIL_TOGGLES) if (typeof d[t] === 'boolean') out[t] = d[t];
  if (EMAIL_FREQUENCIES.includes(d.frequency as EmailFrequency)) out.frequency = d.frequency as EmailFrequency;
  if (typeof d.quietHoursEnabled === 'boolean') out.quietHoursEnabled = d.quietHoursEnabled;
  if (isHhMm(d.quietHoursStart)) out.quietHoursStart = d.quietHoursStart;
  if (isHhMm(d.quietHoursEnd)) out.quietHoursEnd = d.quietHoursEnd;
  return out;
}

export const quietHoursOf = (s: { quietHoursEnabled: boolean; quietHoursStart: string; quietHoursEnd: string }): QuietHours => ({
  enabled: s.quietHoursEnabled,
  start: s.quietHoursStart,
  end: s.quietHoursEnd,
});
