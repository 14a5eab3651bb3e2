// The owner's configuration callables (docs/product/admin.md#system-configuration). Owner role claim and a recent
// sign-in (step-up) are checked first; the work is in ./store.
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { requestData, requireOwner, requireSignedIn } from '../shared/guards';
import { applyIdentityPasswordPolicy } from './identity-policy';
import { saveGlobal, saveSecurity, saveTheme } from './store';

export const saveThemeSettingsFn = onCall(async (request) => {
  const caller = await requireOwner(request);
  return saveTheme(db, caller, requestData(request));
});

export const saveGlobalSettingsFn = onCall(async (request) => {
  const caller = await requireOwner(request);
  return saveGlobal(db, caller, requestData(request));
});

export const saveSecuritySettingsFn = onCall(async (request) => {
  const caller = await requireOwner(request);
  const saved = await saveSecurity(db, caller, requestData(request));
  return { ...saved, identityPlatform: await applyIdentityPasswordPolicy(saved) };
});

/** A cheap call the System Status block times, to show that functions answer. */
export const systemPingFn = onCall((request) => {
  requireSignedIn(request);
  return { ok: true, at: new Date().toISOString() };
});
