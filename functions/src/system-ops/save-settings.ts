// Saves systemSettings/{api,notifications,database} for the owner (notifications: admins too),
// validated with the domain parsers, and logs SETTINGS_UPDATED with what changed. The rules
// allow the same validated writes from the browser; the app uses this callable so each change
// is logged.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { apiSettingsProblem, parseApiSettings } from '../../../src/domain/system-settings/api';
import { databaseSettingsProblem, parseDatabaseSettings } from '../../../src/domain/system-settings/database';
import { parseNotificationSettings } from '../../../src/domain/system-settings/notifications';
import type { ActivityChange } from '../../../src/domain/activity';
import { logActivity } from '../shared/activity';
import { requestData, requireOwner, requireStaff } from '../shared/guards';

export const SERVICE_SETTINGS = ['api', 'notifications', 'database'] as const;
export type ServiceSettingsName = (typeof SERVICE_SETTINGS)[number];

const LABEL: Record<ServiceSettingsName, string> = { api: 'API', notifications: 'Notification', database: 'Database' };

/** Flattens { a: { b: 1 } } into [['a.b', 1]] for the change list. */
function flat(v: unknown, prefix = ''): [string, unknown][] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [[prefix, v]];
  return Object.entries(v as Record<string, unknown>).flatMap(([k, x]) => flat(x, prefix ? `${prefix}.${k}` : k));
}

export function changesBetween(before: unknown, after: unknown): ActivityChange[] {
  const old = new Map(flat(before));
  return flat(after)
    .filter(([k, v]) => old.get(k) !== v)
    .map(([field, v]) => ({ field, before: old.get(field) ?? null, after: v }));
}

/** The submitted value, parsed; a value the parser would have to change is refused. */
function validated(name: ServiceSettingsName, input: unknown) {
  const parsed = name === 'api' ? parseApiSettings(input) : name === 'database' ? parseDatabaseSettings(input) : parseNotificationSettings(input);
  const problem =
    name === 'api'
      ? apiSettingsProblem(input as ReturnType<typeof parseApiSettings>)
      : name === 'database'
        ? databaseSettingsProblem(input as ReturnType<typeof parseDatabaseSettings>)
        : null;
  if (problem) throw new HttpsError('invalid-argument', problem);
  if (changesBetween(parsed, input).length > 0 || changesBetween(input, parsed).length > 0) {
    throw new HttpsError('invalid-argument', 'Some settings are not valid. Please check the form and try again.');
  }
  return parsed;
}

export async function saveServiceSettings(db: Firestore, request: CallableRequest): Promise<{ saved: true }> {
  const data = requestData(request);
  const name = data.name;
  if (typeof name !== 'string' || !(SERVICE_SETTINGS as readonly string[]).includes(name)) {
    throw new HttpsError('invalid-argument', 'Unknown settings.');
  }
  const which = name as ServiceSettingsName;
  const caller = which === 'notifications' ? await requireStaff(request) : await requireOwner(request);
  const value = validated(which, data.value);
  const ref = db.doc(`systemSettings/${which}`);
  const before = (await ref.get()).data();
  const changes = changesBetween(
    which === 'api' ? parseApiSettings(before) : which === 'database' ? parseDatabaseSettings(before) : parseNotificationSettings(before),
    value,
  );
  const batch = db.batch();
  batch.set(ref, { ...value, updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.uid }, { merge: true });
  await logActivity(
    db,
    {
      type: 'SETTINGS_UPDATED',
      actorUid: caller.uid,
      actorEmail: caller.email,
      targetUid: null,
      targetEmail: null,
      details: `${LABEL[which]} settings updated${changes.length ? `: ${changes.map((c) => c.field).join(', ')}` : ''}`,
      changes,
      source: 'app',
    },
    { batch },
  );
  await batch.commit();
  return { saved: true };
}
