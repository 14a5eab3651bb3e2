// Saving the owner's theme, global and security settings (docs/product/admin.md#system-configuration,
// docs/product/architecture.md#theme-and-branding). Each save validates the whole form, writes its document, rebuilds systemSettings/public
// (what signed-out pages and every open tab read) and logs SETTINGS_UPDATED, in one batch.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ActivityChange } from '../../../src/domain/activity';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';
import type { GlobalSettings } from '../../../src/domain/system-settings/global';
import { buildPublicSettings } from '../../../src/domain/system-settings/public';
import { parseSecuritySettings } from '../../../src/domain/system-settings/security';
import type { SecuritySettings } from '../../../src/domain/system-settings/security';
import { parseThemeSettings, themeDataUrlProblem } from '../../../src/domain/system-settings/theme';
import type { ThemeAssetKind, ThemeSettings } from '../../../src/domain/system-settings/theme';
import { globalSettingsProblem, securitySettingsProblem, themeSettingsProblem } from '../../../src/domain/system-settings/validate';
import { logActivity } from '../shared/activity';
import type { Caller } from '../shared/guards';

export type SettingsArea = 'theme' | 'global' | 'security';

type Current = { theme: ThemeSettings | null; global: GlobalSettings; security: SecuritySettings; raw: Record<SettingsArea, Record<string, unknown>> };

/** The three documents systemSettings/public is built from, in the order `currentOf` reads them. */
export const settingsRefs = (db: Firestore) => [db.doc('systemSettings/theme'), db.doc('systemSettings/global'), db.doc('systemSettings/security')];

/** The settings as stored (defaults where a document is missing), from `settingsRefs`' snapshots. */
export function currentOf([theme, global, security]: (DocumentSnapshot | undefined)[]): Current {
  return {
    theme: theme?.exists ? parseThemeSettings(theme.data()) : null,
    global: parseGlobalSettings(global?.data()),
    security: parseSecuritySettings(security?.data()),
    raw: { theme: theme?.data() ?? {}, global: global?.data() ?? {}, security: security?.data() ?? {} },
  };
}

async function readCurrent(db: Firestore): Promise<Current> {
  return currentOf(await db.getAll(...settingsRefs(db)));
}

function refuse(problem: string | null): void {
  if (problem) throw new HttpsError('invalid-argument', problem);
}

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): ActivityChange[] {
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}

async function commit(
  db: Firestore,
  caller: Caller,
  area: SettingsArea,
  values: Record<string, unknown>,
  next: Omit<Current, 'raw'>,
  current: Current,
  extra?: (b: FirebaseFirestore.WriteBatch) => void,
) {
  const batch = db.batch();
  const stamp = { updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.email || caller.uid };
  batch.set(db.doc(`systemSettings/${area}`), { ...values, ...stamp }, { merge: true });
  // Merged: the summary also carries the database tuning, copied by on-settings-written.ts.
  batch.set(db.doc('systemSettings/public'), { ...buildPublicSettings(next.theme, next.global, next.security), updatedAt: stamp.updatedAt }, { merge: true });
  extra?.(batch);
  const changes = changesOf(current.raw[area], values);
  await logActivity(
    db,
    {
      type: 'SETTINGS_UPDATED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: null,
      targetEmail: null,
      details: `${area[0]?.toUpperCase()}${area.slice(1)} settings updated${changes.length ? `: ${changes.map((c) => c.field).join(', ')}` : ''}`,
      changes,
      source: 'app',
    },
    { batch },
  );
  await batch.commit();
}

export async function saveGlobal(db: Firestore, caller: Caller, input: Record<string, unknown>): Promise<GlobalSettings> {
  refuse(globalSettingsProblem(input));
  const current = await readCurrent(db);
  const global = parseGlobalSettings(input);
  await commit(db, caller, 'global', global, { ...current, global }, current);
  return global;
}

export async function saveSecurity(db: Firestore, caller: Caller, input: Record<string, unknown>): Promise<SecuritySettings> {
  refuse(securitySettingsProblem(input));
  const current = await readCurrent(db);
  const security = parseSecuritySettings(input);
  await commit(db, caller, 'security', security, { ...current, security }, current);
  return security;
}

/** A new file (data URL), null to remove it, or absent to keep what is there. */
type AssetChange = string | null | undefined;

function assetChange(kind: ThemeAssetKind, v: unknown): AssetChange {
  if (v === undefined || v === null) return v;
  if (typeof v !== 'string') throw new HttpsError('invalid-argument', kind === 'logo' ? 'The logo is not a file.' : 'The favicon is not a file.');
  refuse(themeDataUrlProblem(kind, v));
  return v;
}

export async function saveTheme(db: Firestore, caller: Caller, input: Record<string, unknown>, now = new Date()): Promise<ThemeSettings> {
  const { logo: rawLogo, favicon: rawFavicon, ...rest } = input;
  const extra = Object.keys(rest).find((k) => !['primaryColor', 'uiStyle', 'themeMode'].includes(k));
  refuse(extra ? `Unknown setting: ${extra}` : themeSettingsProblem(rest));
  const logo = assetChange('logo', rawLogo);
  const favicon = assetChange('favicon', rawFavicon);
  const current = await readCurrent(db);
  const assetsChanged = logo !== undefined || favicon !== undefined;
  const theme = parseThemeSettings({ ...rest, assetsVersion: assetsChanged ? String(now.getTime()) : (current.theme?.assetsVersion ?? '') });
  await commit(db, caller, 'theme', theme, { ...current, theme }, current, (batch) => {
    if (!assetsChanged) return;
    const files: Record<string, string | null> = {};
    if (logo !== undefined) files.logo = logo;
    if (favicon !== undefined) files.favicon = favicon;
    batch.set(db.doc('systemSettings/themeAssets'), { ...files, version: theme.assetsVersion, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
  return theme;
}
