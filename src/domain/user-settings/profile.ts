// The profile fields a user edits on /profile/edit (kept on users/{uid}, docs/product/settings.md#edit-profile).
// `jobTitle` is the original profile "role" (user, admin, manager, lawyer, paralegal): a label
// shown on the profile only. It never grants access; access comes from the role claim.
import { EMAIL_PATTERN } from '../sanitize';
import type { SettingsParse } from './display';

export const JOB_TITLES = ['user', 'admin', 'manager', 'lawyer', 'paralegal'] as const;
export type JobTitle = (typeof JOB_TITLES)[number];
export const JOB_TITLE_LABELS: Record<JobTitle, string> = {
  user: 'User',
  admin: 'Administrator',
  manager: 'Manager',
  lawyer: 'Lawyer',
  paralegal: 'Paralegal',
};

export const PROFILE_LIMITS = { displayName: 100, phone: 40, company: 200, bio: 500 } as const;

export type ProfileValues = {
  displayName: string;
  phone: string;
  company: string;
  bio: string;
  jobTitle: JobTitle;
};

export const PROFILE_KEYS = ['displayName', 'phone', 'company', 'bio', 'jobTitle'] as const satisfies readonly (keyof ProfileValues)[];

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  phone: 'Please enter a valid phone number (digits, spaces and + ( ) - only).',
  jobTitle: 'Please choose a job title from the list.',
  email: 'Please enter a valid e-mail address.',
} as const;

const LABELS: Record<keyof typeof PROFILE_LIMITS, string> = { displayName: 'Name', phone: 'Phone', company: 'Company', bio: 'Bio' };
const PHONE = /^[0-9+()\-.\s]*$/;

/** Trims and checks the changed profile fields; unknown keys are refused. */
export function parseProfileChanges(input: unknown): SettingsParse<Partial<ProfileValues>> {
  const d = (input && typeof input === 'object' && !Array.isArray(input) ? input : null) as Record<string, unknown> | null;
  if (!d) return { ok: false, errors: { form: 'The profile is not valid.' } };
  const errors: Record<string, string> = {};
  const value: Record<string, string> = {};
  for (const [key, raw] of Object.entries(d)) {
    if (!(PROFILE_KEYS as readonly string[]).includes(key)) {
      errors[key] = `Unknown field "${key}".`;
      continue;
    }
    if (typeof raw !== 'string') {
      errors[key] = 'Please enter text.';
      continue;
    }
    const v = raw.trim();
    if (key === 'jobTitle') {
      if (!(JOB_TITLES as readonly string[]).includes(v)) errors.jobTitle = PROFILE_MESSAGES.jobTitle;
      else value.jobTitle = v;
      continue;
    }
    const k = key as keyof typeof PROFILE_LIMITS;
    if (k === 'displayName' && !v) errors.displayName = PROFILE_MESSAGES.nameRequired;
    else if (v.length > PROFILE_LIMITS[k]) errors[k] = PROFILE_MESSAGES.tooLong(LABELS[k], PROFILE_LIMITS[k]);
    else if (k === 'phone' && !PHONE.test(v)) errors.phone = PROFILE_MESSAGES.phone;
    else value[k] = v;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as Partial<ProfileValues> };
}

export const isEmail = (v: string) => v.length <= 320 && EMAIL_PATTERN.test(v.trim());
