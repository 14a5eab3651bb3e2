// Maintenance mode for the functions' write paths (docs/decisions/0083, 0181). The rules refuse a
// non-staff user's browser writes while systemSettings/global.maintenanceMode is on; the
// functions write with the Admin SDK, past the rules, so every function that writes a user's
// data asks here first: the REST API, imports and their undo, Edit Profile, onboarding and
// API-key creation. Staff are told apart by the role on their user document (the current one,
// not the claim of a token they may hold for up to an hour).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';

/** details.reason of the refusal, so the app can tell it from other failed preconditions. */
export const MAINTENANCE_REASON = 'maintenance';

/** The owner's maintenance message while maintenance mode is on; null when it is off. */
export async function maintenanceNotice(db: Firestore): Promise<string | null> {
  const global = parseGlobalSettings((await db.doc('systemSettings/global').get()).data());
  return global.maintenanceMode ? global.maintenanceMessage : null;
}

async function isStaffNow(db: Firestore, uid: string): Promise<boolean> {
  const role = (await db.doc(`users/${uid}`).get()).get('role') as unknown;
  return role === 'admin' || role === 'owner';
}

/**
 * The message a write by this account is refused with while maintenance mode is on, or null when
 * the write may go ahead (maintenance off, or the account is staff). `isStaff` saves the read of
 * the user document when the caller has already made it (the REST API's entitlements).
 */
export async function maintenanceRefusal(db: Firestore, who: { uid: string; isStaff?: boolean }): Promise<string | null> {
  const notice = await maintenanceNotice(db);
  if (notice === null) return null;
  const staff = who.isStaff ?? (await isStaffNow(db, who.uid));
  return staff ? null : notice;
}

/** Callables: refuses the write with `failed-precondition` and the maintenance message. */
export async function refuseInMaintenance(db: Firestore, who: { uid: string; isStaff?: boolean }): Promise<void> {
  const message = await maintenanceRefusal(db, who);
  if (message !== null) throw new HttpsError('failed-precondition', message, { reason: MAINTENANCE_REASON });
}
