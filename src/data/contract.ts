// The shape of the data layer as screens see it. Screens receive an implementation through
// src/lib/backend.ts (lazily loaded, so the Firebase SDK stays out of the landing page's bundle);
// component tests pass in-memory fakes of the same shape.
import type { AccountDoc, AccountRole, MemberDoc } from '../domain/accounts';
import type { Role, SubscriptionDoc, UserDoc } from '../domain/types';
import type { ActivitiesApi } from './contract-activities';
import type { ApiApi } from './contract-api';
import type { AdminUsersApi } from './contract-admin-users';
import type { AdminOverviewApi } from './contract-admin-overview';
import type { BillingApi } from './contract-billing';
import type { ContactApi } from './contract-contact';
import type { DashboardApi } from './contract-dashboard';
import type { DealsApi } from './contract-deals';
import type { FieldsApi } from './contract-fields';
import type { HistoryApi } from './contract-history';
import type { MembersApi } from './contract-members';
import type { NotificationsApi } from './contract-notifications';
import type { RecordsApi } from './contract-records';
import type { SystemApi } from './contract-public-settings';
import type { SystemOpsApi } from './contract-system-ops';
import type { SettingsApi } from './contract-settings';
import type { TransferApi } from './contract-transfer';
import type { ViewsApi } from './contract-views';
import type { DataError, Unsubscribe } from './contract-common';

export type { ActivitiesApi, ActivityView, TimelinePage, TimelineQuery } from './contract-activities';
export type { ApiApi, ApiKeyView, CreatedApiKey } from './contract-api';
export type { AdminUsersApi } from './contract-admin-users';
export type { AdminOverviewApi } from './contract-admin-overview';
export type { BillingApi } from './contract-billing';
export type { ContactApi } from './contract-contact';
export type { DashboardApi, DashboardFigures, PipelineFigures } from './contract-dashboard';
export type { DealMoveAnswers, DealView, DealsApi, MoveOutcome } from './contract-deals';
export type { FieldsApi, KindChangeCount, KindChangeTarget } from './contract-fields';
export type { DeletedClient, HistoryApi, HistoryEntry, HistoryPage, HistoryScope } from './contract-history';
export type {
  AccountActivityEntry,
  AccountActivityPage,
  HandOver,
  InvitationView,
  MemberChanges,
  MembersApi,
  MemberView,
  MyInvitation,
  PendingInvitation,
} from './contract-members';
export type { NotificationsApi, RemoteChange, RemoteWatch } from './contract-notifications';
export type { RecordsApi, WithId } from './contract-records';
export type { SystemApi, ThemeForm } from './contract-public-settings';
export type { SystemOpsApi } from './contract-system-ops';
export type { SecurityEvent, SettingsApi } from './contract-settings';
export type { TransferApi } from './contract-transfer';
export type { ViewSave, ViewsApi, ViewsState } from './contract-views';

export { DataError } from './contract-common';
export type { Unsubscribe } from './contract-common';

export type SessionUser = {
  uid: string;
  email: string;
  displayName: string;
  role: Role; // from the ID token's custom claims
  authTime: Date; // when the user last signed in (for the admin step-up)
  emailVerified: boolean; // whether the user has opened the verification link
};

export type AuthApi = {
  watchSession(cb: (user: SessionUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(input: { displayName: string; email: string; password: string }): Promise<SessionUser>;
  signOut(): Promise<void>;
  reauthenticate(password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Checks a password-reset code from the e-mailed link; resolves to the account's e-mail. */
  verifyPasswordResetCode(code: string): Promise<string>;
  /** Sets a new password with a password-reset code (the code then stops working). */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Re-reads the ID token so new custom claims (role) take effect. */
  refreshSession(): Promise<void>;
  /** E-mails the signed-in user a link to verify their address (to the /auth/action page). */
  sendEmailVerification(): Promise<void>;
  /**
   * Applies a verification code from the e-mailed link. When that user is signed in here, asks
   * the refreshRole function for the role now due (a configured owner becomes owner) and
   * refreshes the token; resolves to the role in force (null when nobody is signed in here).
   */
  applyEmailVerification(code: string): Promise<Role | null>;
};

/** The person (users/{uid}) and the subscription of the account open in the app. */
export type Account = {
  user: UserDoc | null;
  subscription: SubscriptionDoc | null;
};

/** The signed-in person's place in one account: the account document and their member document. */
export type Membership = {
  accountId: string;
  /** Null when the account document is missing. */
  account: (AccountDoc & { id: string }) | null;
  /** Null when the person is not (or no longer) a member. */
  member: MemberDoc | null;
};

export type { AccountDoc, AccountRole, MemberDoc };

export type AccountApi = {
  /** The person's user document and the subscription of account `accountId` (their own: their uid). */
  watchAccount(uid: string, accountId: string, cb: (account: Account) => void, onError?: (e: DataError) => void): Unsubscribe;
  /**
   * The account document and the person's member document in it, live. A person who is not (or
   * no longer) a member gets `member: null` (the rules refuse the read: that is reported the same way).
   */
  watchMembership(accountId: string, uid: string, cb: (membership: Membership) => void, onError?: (e: DataError) => void): Unsubscribe;
  updateProfile(uid: string, changes: Partial<Pick<UserDoc, 'displayName' | 'phone' | 'company' | 'bio'>>): Promise<void>;
  /** Tells the activity log that the user exported their data (a function writes the entry). */
  recordDataExport(format: 'csv' | 'json' | 'text'): Promise<void>;
};

export type Backend = {
  auth: AuthApi;
  account: AccountApi;
  members: MembersApi;
  records: RecordsApi;
  deals: DealsApi;
  views: ViewsApi;
  fields: FieldsApi;
  activities: ActivitiesApi;
  history: HistoryApi;
  contact: ContactApi;
  dashboard: DashboardApi;
  billing: BillingApi;
  transfer: TransferApi;
  system: SystemApi;
  api: ApiApi;
  systemOps: SystemOpsApi;
  adminUsers: AdminUsersApi;
  adminOverview: AdminOverviewApi;
  settings: SettingsApi;
  notifications: NotificationsApi;
};
