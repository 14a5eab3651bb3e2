// systemSettings/notifications (docs/product/admin.md#notifications): which notifications the service sends.
// Read by the functions that notify (functions/src/system-ops/notify.ts); admins and the owner
// edit it.

export type NotificationSettings = {
  email: { newUserSignup: boolean; paymentConfirmation: boolean; adminAlerts: boolean; weeklyReports: boolean };
  push: { systemAlerts: boolean; featureUpdates: boolean; errorWarnings: boolean };
  delivery: { primaryMethod: 'email' | 'push' | 'both'; frequency: 'realtime' | 'daily' | 'weekly' };
};

export const PRIMARY_METHODS = ['email', 'push', 'both'] as const;
export const FREQUENCIES = ['realtime', 'daily', 'weekly'] as const;

export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  email: { newUserSignup: true, paymentConfirmation: true, adminAlerts: true, weeklyReports: false },
  push: { systemAlerts: true, featureUpdates: false, errorWarnings: true },
  delivery: { primaryMethod: 'both', frequency: 'realtime' },
};

export const EMAIL_KEYS = ['newUserSignup', 'paymentConfirmation', 'adminAlerts', 'weeklyReports'] as const;
export const PUSH_KEYS = ['systemAlerts', 'featureUpdates', 'errorWarnings'] as const;

const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const pick = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;

/** Reads a stored or submitted document: unknown keys dropped, bad values fall back. */
export function parseNotificationSettings(input: unknown): NotificationSettings {
  const d = obj(input);
  const email = obj(d.email);
  const push = obj(d.push);
  const delivery = obj(d.delivery);
  const D = NOTIFICATION_DEFAULTS;
  return {
    email: {
      newUserSignup: bool(email.newUserSignup, D.email.newUserSignup),
      paymentConfirmation: bool(email.paymentConfirmation, D.email.paymentConfirmation),
      adminAlerts: bool(email.adminAlerts, D.email.adminAlerts),
      weeklyReports: bool(email.weeklyReports, D.email.weeklyReports),
    },
    push: {
      systemAlerts: bool(push.systemAlerts, D.push.systemAlerts),
      featureUpdates: bool(push.featureUpdates, D.push.featureUpdates),
      errorWarnings: bool(push.errorWarnings, D.push.errorWarnings),
    },
    delivery: {
      primaryMethod: pick(PRIMARY_METHODS, delivery.primaryMethod, D.delivery.primaryMethod),
      frequency: pick(FREQUENCIES, delivery.frequency, D.delivery.frequency),
    },
  };
}

/** Whether e-mail is a delivery method at all (primaryMethod email or both). */
export const sendsEmail = (s: NotificationSettings) => s.delivery.primaryMethod !== 'push';
