// users/{uid}/settings/privacy (docs/product/settings.md#privacy): the user's privacy choices, with their
// defaults. What each one does in this product:
// - activityLogging false: functions/src/shared/activity.ts logs only security events and other
//   people's actions on the account, not the user's own actions.
// - marketingEmails false (the default): no function may queue marketing mail for this user.
//   Every sender of mail with category 'marketing' must read this field first (mayMarket below).
// - dataSharing and analyticsTracking: the product shares no data and runs no analytics today;
//   the choices are kept so they are honoured the day either exists.
// - profileVisibility: there is no shared directory of users yet; only staff see profiles.
import type { SettingsParse } from './display';

export const PROFILE_VISIBILITIES = ['public', 'private', 'team-only'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export type PrivacySettings = {
  profileVisibility: ProfileVisibility;
  dataSharing: boolean;
  analyticsTracking: boolean;
  marketingEmails: boolean;
  activityLogging: boolean;
};

export const PRIVACY_KEYS = [
  'profileVisibility',
  'dataSharing',
  'analyticsTracking',
  'marketingEmails',
  'activityLogging',
] as const satisfies readonly (keyof PrivacySettings)[];

export const PRIVACY_DEFAULTS: PrivacySettings = {
  profileVisibility: 'private',
  dataSharing: false,
  analyticsTracking: true,
  marketingEmails: false,
  activityLogging: true,
};

const isVisibility = (v: unknown): v is ProfileVisibility => typeof v === 'string' && (PROFILE_VISIBILITIES as readonly string[]).includes(v);

/** Reads a stored document: unknown keys dropped, a missing or bad value takes the default. */
export function readPrivacySettings(input: unknown): PrivacySettings {
  const d = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const bool = (k: Exclude<keyof PrivacySettings, 'profileVisibility'>) => (typeof d[k] === 'boolean' ? (d[k] as boolean) : PRIVACY_DEFAULTS[k]);
  return {
    profileVisibility: isVisibility(d.profileVisibility) ? d.profileVisibility : PRIVACY_DEFAULTS.profileVisibility,
    dataSharing: bool('dataSharing'),
    analyticsTracking: bool('analyticsTracking'),
    marketingEmails: bool('marketingEmails'),
    activityLogging: bool('activityLogging'),
  };
}

/** Strict check of changes a page submits: only known keys, each of the right type. */
export function parsePrivacyChanges(input: unknown): SettingsParse<Partial<PrivacySettings>> {
  const d = (input && typeof input === 'object' && !Array.isArray(input) ? input : null) as Record<string, unknown> | null;
  if (!d) return { ok: false, errors: { form: 'The settings are not valid.' } };
  const errors: Record<string, string> = {};
  for (const [key, v] of Object.entries(d)) {
    if (!(PRIVACY_KEYS as readonly string[]).includes(key)) errors[key] = `Unknown setting "${key}".`;
    else if (key === 'profileVisibility' ? !isVisibility(v) : typeof v !== 'boolean') errors[key] = `Please choose one of the listed options for ${key}.`;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: d as Partial<PrivacySettings> };
}

/** Whether marketing mail may be queued for a user, from their stored privacy document. */
export const mayMarket = (privacyDoc: unknown): boolean => readPrivacySettings(privacyDoc).marketingEmails;
