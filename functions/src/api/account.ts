// An account as the app's entitlements see it (src/domain/entitlements.ts): the API, the import
// and the API keys may do exactly what the app may do for that account. The plan is the
// account's (subscriptions/{accountId}); the staff role that lifts the gates is that of the
// account's founder, whose uid is the account's id (users/{accountId}, which also mirrors the plan).
import type { Firestore } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { entitlements } from '../../../src/domain/entitlements';
import type { Entitlements } from '../../../src/domain/entitlements';
import type { RecordKind, Role } from '../../../src/domain/types';
import { readState } from '../billing/grant';
import { ApiError, API_MESSAGES } from './errors';

function toDate(v: unknown): Date | null {
  if (v && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate(): Date }).toDate();
  return v instanceof Date ? v : null;
}

export async function accountEntitlements(db: Firestore, accountId: string, now = new Date()): Promise<Entitlements> {
  const [user, sub] = await Promise.all([db.doc(`users/${accountId}`).get(), db.doc(accountPaths.subscription(accountId)).get()]);
  const u = user.data() ?? {};
  const role: Role = u.role === 'owner' || u.role === 'admin' ? u.role : 'user';
  return entitlements(
    {
      role,
      planId: u.planId === 'pro' || u.planId === 'custom' ? u.planId : 'basic',
      subscriptionStatus: u.subscriptionStatus ?? 'trial',
      trialEndsAt: toDate(u.trialEndsAt),
    },
    readState(sub.data()),
    now,
  );
}

/** Pro kinds need the plan's feature to be written (reads follow the rules: always allowed). */
const FEATURE_OF: Partial<Record<RecordKind, keyof Entitlements['features']>> = {
  employees: 'team',
  tasks: 'team',
  salaries: 'salaries',
  expenses: 'expenses',
};

/** Refuses a write the app would refuse: read-only account (403) or a Pro kind on Basic (403). */
export function assertMayWrite(e: Entitlements, kind: RecordKind): void {
  if (!e.canWrite) throw new ApiError(403, 'permission-denied', API_MESSAGES.readOnly);
  const feature = FEATURE_OF[kind];
  if (feature && !e.features[feature]) throw new ApiError(403, 'permission-denied', API_MESSAGES.proKind(kind));
}
