// npm run promote -- <email> <owner|admin|user> [--project <real-project-id>]
// Sets a user's role claim and mirrors it on users/{uid}. Against the emulators by default.
import { ROLES } from '../src/domain/types';
import type { Role } from '../src/domain/types';
import { connect } from './admin-connect';

const { db, auth, emulators, args } = connect(process.argv.slice(2));
const [email, role] = args;
if (!email || !ROLES.includes(role as Role)) {
  console.error('Usage: npm run promote -- <email> <owner|admin|user> [--project <project-id>]');
  process.exit(2);
}

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
  const now = new Date();
  await db.doc(`users/${user.uid}`).set({ role, updatedAt: now, claimsUpdatedAt: now }, { merge: true });
  await db.collection('systemActivity').add({
    type: role === 'user' ? 'ADMIN_REMOVED' : 'ADMIN_PROMOTED',
    email,
    details: `Role set to ${role} from the command line`,
    userId: user.uid,
    timestamp: now,
    createdAt: now,
  });
  console.log(`${email} is now ${role}${emulators ? ' (emulators)' : ''}. They see it at their next token refresh or sign-in.`);
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') console.error(`No user with the e-mail ${email}. They must sign up first.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
