import { HttpsError, beforeUserCreated } from 'firebase-functions/identity';
import { logger } from 'firebase-functions';
import { parseOwnerEmails } from '../../src/domain/account';
import { createAccountDocs } from './account-docs';
import { db } from './admin';
import { ownerEmailsParam } from './params';
import { logActivity } from './shared/activity';

/**
 * Runs before Firebase Auth creates a user (a blocking function, so the account documents and
 * the role claim exist before the browser receives its first ID token).
 */
export const onUserCreate = beforeUserCreated(async (event) => {
  const user = event.data;
  if (!user?.uid || !user.email) {
    throw new HttpsError('invalid-argument', 'An e-mail address is required to create an account.');
  }
  const role = await createAccountDocs(
    db,
    { uid: user.uid, email: user.email, displayName: user.displayName ?? '' },
    new Date(),
    parseOwnerEmails(ownerEmailsParam.value()),
  );
  logger.info('account created', { uid: user.uid, role });
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
