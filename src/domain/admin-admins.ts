// Admin Management (docs/product/admin.md#admin-management): the owner adds, renames and removes admins.
// The same checks run in the form and in the functions that do the work.
import { EMAIL_PATTERN } from './sanitize';

export const ADMIN_MESSAGES = {
  bothRequired: 'Both fields are required.',
  badEmail: 'Please enter a valid email address.',
  nameRequired: 'Display name is required',
  nameTooLong: 'Display name must be 100 characters or fewer.',
  promoted: 'User promoted to Admin successfully!',
  added: 'Admin added successfully!',
  updated: 'Admin updated successfully!',
  removed: 'Admin removed successfully!',
  loadFailed: 'Failed to load admin users',
  addFailed: 'Failed to add/promote admin user. Please try again.',
  updateFailed: 'Failed to update admin. Please try again.',
  removeFailed: 'Failed to delete admin. Please try again.',
  alreadyAdmin: 'This user is already an admin.',
  isOwner: 'This user is an owner; owners already have every admin right.',
  notAdmin: 'This user is not an admin.',
  notSelf: 'You cannot remove your own role here.',
  noUser: 'User not found',
  empty: 'No admin users found.',
} as const;

export const MAX_DISPLAY_NAME = 100;

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const clean = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');

/** Add New Admin: a name and an e-mail, both required, the e-mail of a simple shape. */
export function parseAddAdmin(input: { name?: unknown; email?: unknown }): Parsed<{ name: string; email: string }> {
  const name = clean(input.name);
  const email = clean(input.email).toLowerCase();
  if (!name || !email) return { ok: false, errors: { form: ADMIN_MESSAGES.bothRequired } };
  if (!EMAIL_PATTERN.test(email) || email.length > 320) return { ok: false, errors: { email: ADMIN_MESSAGES.badEmail } };
  if (name.length > MAX_DISPLAY_NAME) return { ok: false, errors: { name: ADMIN_MESSAGES.nameTooLong } };
  return { ok: true, value: { name, email } };
}

/** Edit admin: the display name, required and trimmed. */
export function parseAdminName(input: { uid?: unknown; displayName?: unknown }): Parsed<{ uid: string; displayName: string }> {
  const uid = typeof input.uid === 'string' ? input.uid.trim() : '';
  if (!uid || uid.length > 128) return { ok: false, errors: { uid: ADMIN_MESSAGES.noUser } };
  const displayName = clean(input.displayName);
  if (!displayName) return { ok: false, errors: { displayName: ADMIN_MESSAGES.nameRequired } };
  if (displayName.length > MAX_DISPLAY_NAME) return { ok: false, errors: { displayName: ADMIN_MESSAGES.nameTooLong } };
  return { ok: true, value: { uid, displayName } };
}

export function parseAdminUid(input: { uid?: unknown }): Parsed<{ uid: string }> {
  const uid = typeof input.uid === 'string' ? input.uid.trim() : '';
  if (!uid || uid.length > 128) return { ok: false, errors: { uid: ADMIN_MESSAGES.noUser } };
  return { ok: true, value: { uid } };
}

/** The list entry of Admin Management. */
export type AdminEntry = { uid: string; email: string; displayName: string; addedAt: Date | null };

/** What happened on Add New Admin: an existing user promoted, or a new account invited. */
export type AddAdminResult = { outcome: 'promoted'; uid: string } | { outcome: 'created'; uid: string; inviteLink: string };
