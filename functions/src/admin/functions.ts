// The exported functions of the admin area: callables for staff pages, the app's own event
// callables (sign-out, export), the sign-in search fields trigger and the retention schedule.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../admin';
import { rebuildAccountSummary } from './account-summary';
import { touchesSummary } from '../../../src/domain/admin-accounts';
import type { SUMMARY_INPUTS } from '../../../src/domain/admin-accounts';
import { purgeHistory } from '../history/purge';
import { purgeActivity } from './activity-purge';
import { deleteUser } from './delete-user';
import { editUser } from './edit-user';
import { userRecordCounts } from './record-counts';
import { syncSearchFields } from './search-fields';
import { undoEmailChange } from './email-change';
import { editSubscriptionUser, overrideSubscription } from './subscription-override';
import { logDataExport, logSignOut } from './user-events';
import { followDisplayName } from '../shared/membership';

const REGION = 'us-central1';
const deps = () => ({ db, auth: adminAuth, now: new Date() });

export const adminEditUser = onCall((request) => editUser(deps(), request));
export const adminEditSubscriptionUser = onCall((request) => editSubscriptionUser(deps(), request));
export const adminOverrideSubscription = onCall((request) => overrideSubscription(deps(), request));
/** The undo link of a sign-in e-mail changed by staff (no sign-in: the link's code is the proof). */
export const undoStaffEmailChange = onCall((request) => undoEmailChange(deps(), request));
export const adminDeleteUser = onCall((request) => deleteUser(deps(), request));
export const adminUserRecordCounts = onCall((request) => userRecordCounts(deps(), request));
export const logSignOutEvent = onCall((request) => logSignOut(db, request));
export const logDataExportEvent = onCall((request) => logDataExport(db, request));

export const userSearchFields = onDocumentWritten({ document: 'users/{uid}', region: REGION }, async (event) => {
  try {
    await syncSearchFields(db, event.params.uid, event.data?.after.data());
  } catch (error) {
    logger.warn('search fields not updated', { uid: event.params.uid, error: String(error) });
  }
  try {
    await followDisplayName(db, event.params.uid, event.data?.before.data(), event.data?.after.data());
  } catch (error) {
    logger.warn('member name not updated', { uid: event.params.uid, error: String(error) });
  }
});

/**
 * adminAccounts/{accountId}, the admin area's summary of an account (members, seats, plan,
 * status), follows the account, each member and the subscription (./account-summary.ts).
 */
async function followAccount(accountId: string) {
  try {
    await rebuildAccountSummary(db, accountId);
  } catch (error) {
    logger.warn('account summary not updated', { accountId, error: String(error) });
  }
}
/** A trigger on one source of the summary, skipping writes that cannot change it. */
function followSource(source: keyof typeof SUMMARY_INPUTS, document: string) {
  return onDocumentWritten({ document, region: REGION }, async (event) => {
    if (!touchesSummary(source, event.data?.before.data(), event.data?.after.data())) return;
    await followAccount(event.params.accountId as string);
  });
}
export const adminAccountOnAccount = followSource('account', 'accounts/{accountId}');
export const adminAccountOnMember = followSource('member', 'accounts/{accountId}/members/{uid}');
export const adminAccountOnSubscription = followSource('subscription', 'subscriptions/{accountId}');

export const activityRetention = onSchedule({ schedule: 'every 24 hours', region: REGION }, async () => {
  const now = new Date();
  const report = await purgeActivity(db, now);
  const history = await purgeHistory(db, now);
  logger.info('activity retention', { deleted: report.deleted, cutoff: report.cutoff.toISOString(), history: history.deleted });
});
