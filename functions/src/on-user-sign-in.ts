import { beforeUserSignedIn } from 'firebase-functions/identity';
import { logger } from 'firebase-functions';
import { db } from './admin';
import { recordSignIn } from './admin/sign-in-log';
import { isOwnerToBe, writeOwnerGrant } from './owner-role';

/**
 * Runs before Firebase Auth completes a sign-in (a blocking function): records the sign-in in
 * the activity log (LOGIN, with the browser and address) and as users/{uid}.lastLogin, and makes
 * a listed owner whose e-mail is now verified owner (docs/decisions/0050). It never refuses a
 * sign-in because logging failed.
 */
export const onUserSignIn = beforeUserSignedIn(async (event) => {
  const user = event.data;
  if (!user?.uid) return;
  try {
    await recordSignIn(db, { uid: user.uid, email: user.email ?? '', ip: event.ipAddress, userAgent: event.userAgent }, new Date());
  } catch (error) {
    logger.error('sign-in log failed', { uid: user.uid, error: String(error) });
  }
  const claims = user.customClaims ?? {};
  if (!user.email || !isOwnerToBe(user, claims.role)) return;
  await writeOwnerGrant(db, user.uid, user.email, new Date());
  logger.info('owner granted at sign-in', { uid: user.uid });
  return { customClaims: { ...claims, role: 'owner' } };
});
