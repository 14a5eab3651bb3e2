// The activity log (`systemActivity/{id}`, docs/product/architecture.md#activity-log). Entries are
// written only by functions (functions/src/shared/activity.ts); staff read them, and a user reads
// the security events about themselves (Settings > Security).

/** The product's original event types. */
export const SEED_ACTIVITY_TYPES = [
  'USER_REGISTERED',
  'LOGIN',
  'LOGOUT',
  'ADMIN_PROMOTED',
  'ADMIN_REMOVED',
  'SUBSCRIPTION_UPGRADED',
  'PAYMENT_PROCESSED',
  'DATA_EXPORTED',
  'PROFILE_UPDATED',
  'PASSWORD_CHANGED',
  'SETTINGS_UPDATED',
] as const;

/** Events added since: admin actions on other users, e-mail changes, system jobs. */
export const EXTRA_ACTIVITY_TYPES = [
  'EMAIL_CHANGED',
  'SESSIONS_REVOKED',
  'USER_EDITED',
  'USER_DELETED',
  'ACCOUNT_DELETED',
  'ROLE_CHANGED',
  'SUBSCRIPTION_OVERRIDDEN',
  'PAYMENT_FAILED',
  'ACCOUNT_SUSPENDED',
  'WEBHOOK_FAILED',
  'API_KEY_CREATED',
  'API_KEY_UPDATED',
  'API_KEY_DELETED',
  'BACKUP_COMPLETED',
  'BACKUP_FAILED',
  'LIFECYCLE_RUN',
] as const;

export const ACTIVITY_TYPES = [...SEED_ACTIVITY_TYPES, ...EXTRA_ACTIVITY_TYPES] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Security events: always logged, whatever the user's privacy setting, and listed to the user
 * on Settings > Security (the newest five).
 */
export const SECURITY_ACTIVITY_TYPES: readonly ActivityType[] = ['LOGIN', 'LOGOUT', 'PASSWORD_CHANGED', 'EMAIL_CHANGED', 'SESSIONS_REVOKED'];

/** Who caused an entry: a person in the app, a call to the REST API, or the system itself. */
export type ActivitySource = 'app' | 'api' | 'system';

/** A change recorded in an entry: the field and its values before and after. */
export type ActivityChange = { field: string; before: unknown; after: unknown };

/** An entry as functions write it (createdAt and expiresAt are added by the writer). */
export type ActivityInput = {
  type: ActivityType;
  /** Who did it; null for the system (scheduled jobs, webhooks). */
  actorUid: string | null;
  actorEmail: string | null;
  /** Whom it concerns; the actor for one's own actions, null for system-wide events. */
  targetUid: string | null;
  targetEmail: string | null;
  /** One readable line, e.g. "Plan basic → pro, status trial → active". */
  details: string;
  changes?: ActivityChange[];
  source: ActivitySource;
  /** The account it concerns, for actions on an account (id and its name at the time). */
  accountId?: string | null;
  accountName?: string | null;
  /** Browser and address for sign-ins (security log), when known. */
  userAgent?: string;
  ip?: string;
};

/** An entry as read back (times as ISO strings in screens). */
export type ActivityEntry = ActivityInput & { id: string; createdAt: Date | null };

/** The default retention of the log in days (systemSettings/global.dataRetentionDays). */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 2555;

export const isActivityType = (v: unknown): v is ActivityType => typeof v === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(v);

/** "before → after" lines for a list of changes, skipping fields that did not change. */
export function describeChanges(changes: ActivityChange[]): string {
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '(none)' : String(v));
  return changes
    .filter((c) => show(c.before) !== show(c.after))
    .map((c) => `${c.field} ${show(c.before)} → ${show(c.after)}`)
    .join(', ');
}
