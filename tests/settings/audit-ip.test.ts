// The address in sign-out, password-change and sessions-revoked entries follows the proxy-aware
// rule of functions/src/client-ip.ts: the last X-Forwarded-For hop, the one the front end adds,
// not the first, which any client writes.
import { afterAll, describe, expect, it } from 'vitest';
import { functionsUrl } from '../billing/helpers';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

const SLOW = { timeout: 120_000 };
const SPOOFED = '203.0.113.66';
const FRONT_END = '198.51.100.7';

async function callWithForwardedFor(name: string, data: unknown, idToken: string) {
  const response = await fetch(`${await functionsUrl()}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}`, 'x-forwarded-for': `${SPOOFED}, ${FRONT_END}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`${name}: ${body.error.message}`);
}

async function ipOf(uid: string, type: string): Promise<unknown> {
  const snap = await adminDb().collection('systemActivity').where('targetUid', '==', uid).where('type', '==', type).get();
  return snap.docs[0]?.get('ip');
}

describe('audit addresses', SLOW, () => {
  afterAll(closeAdmin);

  it("sign-out, password change and sessions revoked record the front end's hop, not the one the client wrote", async () => {
    const a = await signUpWithPassword(uniqueEmail('ip-out'), 'secret123');
    await callWithForwardedFor('logSignOutEvent', {}, a.idToken);
    expect(await ipOf(a.localId, 'LOGOUT')).toBe(FRONT_END);

    const b = await signUpWithPassword(uniqueEmail('ip-pw'), 'secret123');
    await callWithForwardedFor('changePassword', { newPassword: 'brand-new-secret-42' }, b.idToken);
    expect(await ipOf(b.localId, 'PASSWORD_CHANGED')).toBe(FRONT_END);

    const c = await signUpWithPassword(uniqueEmail('ip-revoke'), 'secret123');
    await callWithForwardedFor('revokeSessions', {}, c.idToken);
    expect(await ipOf(c.localId, 'SESSIONS_REVOKED')).toBe(FRONT_END);
  });
});
