// Browser notification preferences (docs/product/settings.md#push-notifications): users/{uid}/settings/pushNotifications.
import { isHhMm } from './zoned-time';
import type { ParseResult } from './email-settings';

export const PUSH_TOGGLES = ['clientUpdates', 'paymentAlerts', 'systemNotifications', 'reminders', 'securityAlerts'] as const;
export type PushToggle = (typeof PUSH_TOGGLES)[number];

export type PushNotificationSettings = Record<PushToggle, boolean> & {
  enabled: boolean;
  quietHoursEnabled: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
};

export const PUSH_NOTIFICATION_DEFAULTS: PushNotificationSettings = {
  enabled: false,
  clientUpdates: true,
  paymentAlerts: true,
  systemNotifications: false,
  reminders: true,
  securityAlerts: true,
  quietHoursEnabled: true,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
};

export const PUSH_TOGGLE_TEXT: Record<PushToggle, { label: string; hint: string }> = {
  clientUpdates: { label: 'Client updates', hint: 'Clients added or changed on another device.' },
  paymentAlerts: { label: 'Payment alerts', hint: 'Salaries that become overdue, and a failed subscription payment.' },
  systemNotifications: { label: 'System notifications', hint: 'News about the app.' },
  reminders: { label: 'Reminders', hint: 'Your reminders when they are due.' },
  securityAlerts: { label: 'Security alerts', hint: 'A sign-in from another browser or a password change.' },
};

const KEYS = ['enabled', ...PUSH_TOGGLES, 'quietHoursEnabled', 'quietHoursStart', 'quietHoursEnd'];

export function parsePushNotificationSettings(input: unknown): ParseResult<PushNotificationSettings> {
  if (typeof input !== 'object' || input === null) return { ok: false, error: 'Settings are missing.' };
  const d = input as Record<string, unknown>;
  const unknownKey = Object.keys(d).find((k) => !KEYS.includes(k));
  if (unknownKey) return { ok: false, error: `Unknown setting: ${unknownKey}.` };
  for (const t of ['enabled', ...PUSH_TOGGLES, 'quietHoursEnabled']) if (typeof d[t] !== 'boolean') return { ok: false, error: `${t} must be on or off.` };
  if (!isHhMm(d.quietHoursStart) || !isHhMm(d.quietHoursEnd)) return { ok: false, error: 'Quiet hours need a start and an end time (HH:MM).' };
  if (d.quietHoursEnabled && d.quietHoursStart === d.quietHoursEnd) return { ok: false, error: 'Quiet hours must start and end at different times.' };
  return { ok: true, value: d as PushNotificationSettings };
}

export function pushSettingsOrDefaults(stored: unknown): PushNotificationSettings {
  const d = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const out = { ...PUSH_NOTIFICATION_DEFAULTS };
  for (const t of ['enabled', ...PUSH_TOGGLES, 'quietHoursEnabled'] as const) if (typeof d[t] === 'boolean') out[t] = d[t];
  if (isHhMm(d.quietHoursStart)) out.quietHoursStart = d.quietHoursStart;
  if (isHhMm(d.quietHoursEnd)) out.quietHoursEnd = d.quietHoursEnd;
  return out;
}
