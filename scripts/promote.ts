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
  const before = user.customClaims?.role === 'owner' || user.customClaims?.role === 'admin' ? user.customClaims.role : 'user';
  // The activity log's shape (src/domain/activity.ts); the CLI is the actor, so the entry is the system's.
  await db.collection('systemActivity').add({
    type: before === 'user' && role === 'admin' ? 'ADMIN_PROMOTED' : before === 'admin' && role === 'user' ? 'ADMIN_REMOVED' : 'ROLE_CHANGED',
    actorUid: null,
    actorEmail: null,
    targetUid: user.uid,
    targetEmail: (user.email ?? email).toLowerCase(),
    details: `Role ${before} → ${role}, set from the command line`,
    changes: [{ field: 'role', before, after: role }],
    source: 'system',
    userAgent: null,
    ip: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 2555 * 24 * 60 * 60 * 1000),
  });
  console.log(`${email} is now ${role}${emulators ? ' (emulators)' : ''}. An open session picks it up at once (claimsUpdatedAt).`);
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') console.error(`No user with the e-mail ${email}. They must sign up first.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
