// For any function that sees a new password (an admin invitation, a server-side password
// change): the owner's rules from systemSettings/security, refused with the rule's own message.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseSecuritySettings, passwordProblem } from '../../../src/domain/system-settings/security';

export async function requirePasswordPolicy(db: Firestore, password: unknown): Promise<string> {
  if (typeof password !== 'string') throw new HttpsError('invalid-argument', 'Please enter a password.');
  const policy = parseSecuritySettings((await db.doc('systemSettings/security').get()).data());
  const problem = passwordProblem(policy, password);
  if (problem) throw new HttpsError('invalid-argument', problem);
  return password;
}
