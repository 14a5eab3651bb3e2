// The owner's theme, global and security settings through the emulators (functions/src/public-settings): registration off refuses sign-up in the
// account-creation blocking function; the owner's save callables validate, write the document,
// rebuild systemSettings/public and log SETTINGS_UPDATED; nobody else may call them.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GLOBAL_DEFAULTS } from '../../src/domain/system-settings/global';
import { REGISTRATION_CLOSED_MESSAGE } from '../../src/domain/system-settings/public';
import { SECURITY_DEFAULTS } from '../../src/domain/system-settings/security';
import { callFn, callOk } from '../billing/helpers';
import { adminAuth, adminDb, authHost, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

/** A fresh sign-in (recent auth_time) of a new account with this role claim. */
async function tokenFor(role: 'user' | 'owner'): Promise<string> {
  const email = uniqueEmail(role);
  const { localId } = await signUpWithPassword(email, 'secret123');
  if (role !== 'user') await adminAuth().setCustomUserClaims(localId, { role });
  return signInWithPassword(email, 'secret123');
}

const SETTINGS = ['global', 'security', 'theme', 'themeAssets', 'public'];

describe('system configuration', () => {
  afterEach(async () => {
    await Promise.all(SETTINGS.map((name) => adminDb().doc(`systemSettings/${name}`).delete()));
  });
  afterAll(closeAdmin);

  it('sign-up is refused with a clear message while registration is off, and works again once it is on', async () => {
    await adminDb()
      .doc('systemSettings/global')
      .set({ ...GLOBAL_DEFAULTS, registrationEnabled: false });
    await expect(signUpWithPassword(uniqueEmail('closed'), 'secret123')).rejects.toThrow(REGISTRATION_CLOSED_MESSAGE);

    await adminDb()
      .doc('systemSettings/global')
      .set({ ...GLOBAL_DEFAULTS, registrationEnabled: true });
    await expect(signUpWithPassword(uniqueEmail('open'), 'secret123')).resolves.toMatchObject({ localId: expect.any(String) });
  });

  it('the owner saves global settings: the document, the public summary and the activity log follow', async () => {
    const token = await tokenFor('owner');
    const form = { ...GLOBAL_DEFAULTS, maintenanceMode: true, maintenanceMessage: 'Back at noon', sessionTimeout: 20, supportEmail: 'help@smallbiz.test' };
    await callOk('saveGlobalSettings', form, token);

    const stored = (await adminDb().doc('systemSettings/global').get()).data();
    expect(stored).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Back at noon', sessionTimeout: 20 });
    expect(typeof stored?.updatedBy).toBe('string');
    const summary = (await adminDb().doc('systemSettings/public').get()).data();
    // The shorter of the two timeouts wins: 20 (global) against 30 (security default).
    expect(summary).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Back at noon', sessionTimeout: 20, supportEmail: 'help@smallbiz.test' });

    const log = await adminDb().collection('systemActivity').where('type', '==', 'SETTINGS_UPDATED').get();
    const entry = log.docs.map((d) => d.data()).find((d) => String(d.details).includes('maintenanceMessage'));
    expect(entry?.details).toContain('Global settings updated');
  });

  it('a change made outside the app (a script, the console) reaches the public summary too', async () => {
    await adminDb()
      .doc('systemSettings/global')
      .set({ ...GLOBAL_DEFAULTS, maintenanceMode: true, maintenanceMessage: 'Emergency fix' });
    await expect
      .poll(async () => (await adminDb().doc('systemSettings/public').get()).data()?.maintenanceMessage, { timeout: 90_000, interval: 250 })
      .toBe('Emergency fix');
    // The trigger waits its turn behind the other suites' triggers (the summary triggers of their
    // imports and of the accounts migration's copies), which on a busy machine takes more than 15 s.
  }, 120_000);

  it('an out-of-range value is refused with invalid-argument and a message naming the field', async () => {
    const token = await tokenFor('owner');
    const r = await callFn('saveSecuritySettings', { ...SECURITY_DEFAULTS, passwordMinLength: 40 }, token);
    expect(r).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'Minimum password length must be a whole number from 6 to 32.' });
    expect((await adminDb().doc('systemSettings/security').get()).exists).toBe(false);
  });

  it('a user who is not the owner may not save settings', async () => {
    const token = await tokenFor('user');
    const r = await callFn('saveGlobalSettings', GLOBAL_DEFAULTS, token);
    expect(r).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });

  it('the owner saves a theme with a logo: the file goes to themeAssets, the summary gets a new version', async () => {
    const token = await tokenFor('owner');
    const logo = `data:image/png;base64,${Buffer.from('tiny png').toString('base64')}`;
    await callOk('saveThemeSettings', { primaryColor: 'purple', uiStyle: 'sharp', themeMode: 'light', logo }, token);
    const assets = (await adminDb().doc('systemSettings/themeAssets').get()).data();
    expect(assets?.logo).toBe(logo);
    const summary = (await adminDb().doc('systemSettings/public').get()).data();
    expect(summary).toMatchObject({ primaryColor: 'purple', uiStyle: 'sharp', themeMode: 'light', assetsVersion: assets?.version });

    const tooBig = `data:image/png;base64,${'A'.repeat(150_000)}`;
    const r = await callFn('saveThemeSettings', { primaryColor: 'red', uiStyle: 'rounded', themeMode: 'dark', favicon: tooBig }, token);
    expect(r).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: 'The favicon must be 100 KB or smaller.' });
  });
});
