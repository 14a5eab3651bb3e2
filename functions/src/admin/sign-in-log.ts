// Sign-ins in the activity log (LOGIN) and on users/{uid}.lastLogin, from the sign-in blocking
// function.
import type { Firestore } from 'firebase-admin/firestore';
import { logActivity } from '../shared/activity';

export type SignIn = { uid: string; email: string; ip?: string; userAgent?: string };

export async function recordSignIn(db: Firestore, signIn: SignIn, now: Date): Promise<void> {
  const batch = db.batch();
  const user = await db.doc(`users/${signIn.uid}`).get();
  // On the very first sign-in the account documents are being written by the sign-up function.
  if (user.exists) batch.update(user.ref, { lastLogin: now });
  await logActivity(
    db,
    {
      type: 'LOGIN',
      actorUid: signIn.uid,
      actorEmail: signIn.email,
      targetUid: signIn.uid,
      targetEmail: signIn.email,
      details: 'Signed in',
      source: 'app',
      ...(signIn.ip ? { ip: signIn.ip } : {}),
      ...(signIn.userAgent ? { userAgent: signIn.userAgent } : {}),
    },
    { batch, now },
  );
  await batch.commit();
}
