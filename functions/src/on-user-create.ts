import { HttpsError, beforeUserCreated } from 'firebase-functions/identity';
import { logger } from 'firebase-functions';
import { onCall, HttpsError as CallableError } from 'firebase-functions/v2/https';
import { parseGlobalSettings } from '../../src/domain/system-settings/global';
import { REGISTRATION_CLOSED_MESSAGE } from '../../src/domain/system-settings/public';
import { createAccountDocs } from './account-docs';
import { adminAuth, db } from './admin';
import { isOwnerToBe, ownerEmails, writeOwnerGrant } from './owner-role';
import { notifyNewUser } from './system-ops/notify';
import { logActivity } from './shared/activity';

/**
 * Runs before Firebase Auth creates a user (a blocking function, so the account documents and
 * the role claim exist before the browser receives its first ID token). A listed owner e-mail
 * becomes owner here only when the provider has already verified it; a password sign-up never
 * has, so it starts as a user (see owner-role.ts).
 */
export const onUserCreate = beforeUserCreated(async (event) => {
  const user = event.data;
  if (!user?.uid || !user.email) {
    throw new HttpsError('invalid-argument', 'An e-mail address is required to create an account.');
  }
  const owners = ownerEmails();
  // Registration off (systemSettings/global): nobody may sign up, except a configured owner (so
  // the service can never lock out the people who can turn it back on).
  const global = parseGlobalSettings((await db.doc('systemSettings/global').get()).data());
  if (!global.registrationEnabled && !owners.includes(user.email.toLowerCase())) {
    throw new HttpsError('permission-denied', REGISTRATION_CLOSED_MESSAGE);
  }
  const role = await createAccountDocs(
    db,
    { uid: user.uid, email: user.email, displayName: user.displayName ?? '', emailVerified: user.emailVerified === true },
    new Date(),
    owners,
  );
  logger.info('account created', { uid: user.uid, role });
  await notifyNewUser(db, { uid: user.uid, email: user.email, displayName: user.displayName ?? '', role });
  const email = user.email.toLowerCase();
  await logActivity(db, {
    type: 'USER_REGISTERED',
    actorUid: user.uid,
    actorEmail: email,
    targetUid: user.uid,
    targetEmail: email,
    details: role === 'user' ? 'Account created with a 7-day Basic trial' : `Account created (${role})`,
    source: 'app',
    ...(event.ipAddress ? { ip: event.ipAddress } : {}),
    ...(event.userAgent ? { userAgent: event.userAgent } : {}),
  });
  return { customClaims: { role } };
});

/**
 * "Refresh my role" for a signed-in user who has just verified their e-mail: grants owner when the
 * verified e-mail is listed, and answers the role now in force (the app then refreshes its token).
 */
export const refreshRole = onCall(async (request) => {
  if (!request.auth) throw new CallableError('unauthenticated', 'Please sign in to continue.');
  const user = await adminAuth.getUser(request.auth.uid);
  const claims = user.customClaims ?? {};
  if (user.email && isOwnerToBe(user, claims.role)) {
    await adminAuth.setCustomUserClaims(user.uid, { ...claims, role: 'owner' });
    await writeOwnerGrant(db, user.uid, user.email, new Date());
    logger.info('owner granted on request', { uid: user.uid });
    return { role: 'owner', emailVerified: true };
  }
  const role = typeof claims.role === 'string' ? claims.role : 'user';
  return { role, emailVerified: user.emailVerified };
});
