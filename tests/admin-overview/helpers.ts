// Staff callers for the admin overview functions tests: real Auth users with a role claim, and
// ID tokens for them with a chosen sign-in time. The Functions emulator decodes ID tokens without
// checking their signature, which lets a test present a sign-in older than the step-up allows.
import { adminAuth, uniqueEmail } from '../support/emulators';

export type Staff = { uid: string; email: string; token: (options?: { signedInMinutesAgo?: number }) => string };

export function idToken(claims: { uid: string; email: string; role?: string }, signedInMinutesAgo = 1): string {
  const now = Math.floor(Date.now() / 1000);
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = {
    iss: 'https://securetoken.google.com/demo-crm',
    aud: 'demo-crm',
    sub: claims.uid,
    user_id: claims.uid,
    email: claims.email,
    email_verified: true,
    auth_time: now - signedInMinutesAgo * 60,
    iat: now,
    exp: now + 3600,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
    ...(claims.role ? { role: claims.role } : {}),
  };
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(payload)}.`;
}

/** A new Auth user with this role claim (its account documents are not needed by these calls). */
export async function makeStaff(role: 'owner' | 'admin' | 'user', prefix: string = role): Promise<Staff> {
  const email = uniqueEmail(prefix);
  const user = await adminAuth().createUser({ email, password: 'secret123', displayName: `The ${role}` });
  await adminAuth().setCustomUserClaims(user.uid, { role });
  return { uid: user.uid, email, token: (o = {}) => idToken({ uid: user.uid, email, role }, o.signedInMinutesAgo ?? 1) };
}
