// The settings part of the data layer (Settings pages, the formatting provider, the session's
// revocation watch). Documents: users/{uid}/settings/{display,privacy}, profile fields on
// users/{uid}, the user's own security events in systemActivity, and the import mappings the
// user confirmed, per header row, in users/{uid}/importMappings/{signature}.
import type { ActivityType } from '../domain/activity';
import type { RememberedMapping } from '../domain/import/remembered';
import type { PasswordPolicy } from '../domain/system-settings/security';
import type { DisplaySettings } from '../domain/user-settings/display';
import type { PrivacySettings } from '../domain/user-settings/privacy';
import type { ProfileValues } from '../domain/user-settings/profile';
import type { DataError, Unsubscribe } from './contract-common';

/** One line of the security log on Settings > Security. */
export type SecurityEvent = {
  id: string;
  type: ActivityType;
  details: string;
  userAgent: string | null;
  createdAt: Date | null;
};

export type SettingsApi = {
  /** The stored display document (null when the account has none yet). */
  watchDisplay(uid: string, cb: (doc: Record<string, unknown> | null) => void, onError?: (e: DataError) => void): Unsubscribe;
  saveDisplay(uid: string, changes: Partial<DisplaySettings>): Promise<void>;
  watchPrivacy(uid: string, cb: (doc: Record<string, unknown> | null) => void, onError?: (e: DataError) => void): Unsubscribe;
  savePrivacy(uid: string, changes: Partial<PrivacySettings>): Promise<void>;
  /** Saves changed profile fields through a function, which logs PROFILE_UPDATED. */
  saveProfile(changes: Partial<ProfileValues>): Promise<void>;
  /** Checks the password, then sends a verification link to the new address (the change happens when it is opened). */
  requestEmailChange(currentPassword: string, newEmail: string): Promise<void>;
  /**
   * Applies an e-mailed link of an e-mail change (mode verifyAndChangeEmail) or of its undo
   * (mode recoverEmail); resolves to the account's sign-in e-mail afterwards.
   */
  applyEmailAction(code: string): Promise<string>;
  /** Undoes a sign-in e-mail change made by staff (the old address's link); resolves to the restored e-mail. */
  undoStaffEmailChange(code: string): Promise<string>;
  /** Copies the verified sign-in e-mail onto the user document (logs EMAIL_CHANGED once). */
  syncEmail(): Promise<void>;
  /** Re-checks the current password, sets the new one, signs out every other session; this tab signs in again. */
  changePassword(currentPassword: string, newPassword: string): Promise<{ revokedAt: Date }>;
  /** Re-checks the password and signs out every other session; this tab signs in again. */
  signOutOtherSessions(currentPassword: string): Promise<{ revokedAt: Date }>;
  /** The newest security events about the user (newest first). */
  watchSecurityEvents(uid: string, limit: number, cb: (events: SecurityEvent[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /**
   * The import mapping remembered for a header row (src/domain/import/remembered.ts's signature),
   * as stored (null: none). Offline it is read from the local cache.
   */
  getImportMapping(uid: string, signature: string): Promise<Record<string, unknown> | null>;
  /** Remembers a confirmed import mapping for its header row; offline it is queued like a record write. */
  saveImportMapping(uid: string, signature: string, mapping: RememberedMapping): Promise<void>;
  /** The owner's password rules (systemSettings/security). */
  watchPasswordPolicy(cb: (policy: PasswordPolicy) => void): Unsubscribe;
};
