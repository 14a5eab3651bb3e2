import { HttpsError, beforeUserCreated } from 'firebase-functions/identity';
import { logger } from 'firebase-functions';
import { parseOwnerEmails } from '../../src/domain/account';
import { parseGlobalSettings } from '../../src/domain/system-settings/global';
import { REGISTRATION_CLOSED_MESSAGE } from '../../src/domain/system-settings/public';
import { createAccountDocs } from './account-docs';
import { db } from './admin';
import { ownerEmailsParam } from './params';

/**
 * Runs before Firebase Auth creates a user (a blocking function, so the account documents and
 * the role claim exist before the browser receives its first ID token).
 */
export const onUserCreate = beforeUserCreated(async (event) => {
  const user = event.data;
  if (!user?.uid || !user.email) {
    throw new HttpsError('invalid-argument', 'An e-mail address is required to create an account.');
  }
  const owners = parseOwnerEmails(ownerEmailsParam.value());
  // Registration off (systemSettings/global): nobody may sign up, except a configured owner (so
  // the service can never lock out the people who can turn it back on).
  const global = parseGlobalSettings((await db.doc('systemSettings/global').get()).data());
  if (!global.registrationEnabled && !owners.includes(user.email.toLowerCase())) {
    throw new HttpsError('permission-denied', REGISTRATION_CLOSED_MESSAGE);
  }
  const role = await createAccountDocs(
    db,
    { uid: user.uid, email: user.email, displayName: user.displayName ?? '' },
    new Date(),
    owners,
  );
  logger.info('account created', { uid: user.uid, role });
  return { customClaims: { role } };
});
