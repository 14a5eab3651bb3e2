// Whole-database backups (docs/decisions/0087-database-backups.md). On the emulators: the
// emulator hub's export (the same format as `firebase emulators:export`, importable with
// `--import`) into .emulator-backups/<time> beside .emulator-data. On a deployed project: a
// Firestore managed export to the bucket in BACKUP_BUCKET (gs://...), which runs on Google's
// side; its start is recorded and the operation's name kept.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import type { ActivityInput } from '../../../src/domain/activity';
import { DATABASE_MESSAGES } from '../../../src/domain/system-settings/database';
import { logActivity } from '../shared/activity';
import { inEmulator } from '../billing/config';

/** gs://bucket[/folder] for managed exports on a deployed project. */
export const backupBucketParam = defineString('BACKUP_BUCKET', { default: '' });

export const projectId = () => process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-crm';

/** Where an emulator backup goes: <project root>/.emulator-backups (functions run in functions/). */
export const emulatorBackupRoot = () => resolve(process.cwd(), '..', '.emulator-backups');

export function backupTarget(): string | null {
  if (inEmulator()) return emulatorBackupRoot();
  return backupBucketParam.value() || null;
}

export type BackupOutcome = { ok: boolean; path: string | null; message: string };

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

async function emulatorExport(now: Date): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('The emulator hub is not known (FIREBASE_EMULATOR_HUB is not set).');
  // The hub creates the export folder but not its parent.
  mkdirSync(emulatorBackupRoot(), { recursive: true });
  const path = resolve(emulatorBackupRoot(), stamp(now));
  const response = await fetch(`http://${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, initiatedBy: 'backup' }),
  });
  if (!response.ok) throw new Error(`emulator export answered ${response.status}: ${await response.text()}`);
  return path;
}

async function managedExport(now: Date): Promise<string> {
  const bucket = backupBucketParam.value();
  if (!bucket.startsWith('gs://')) throw new Error('BACKUP_BUCKET is not set to a gs:// bucket.');
  const { v1 } = await import('@google-cloud/firestore');
  const client = new v1.FirestoreAdminClient();
  const [operation] = await client.exportDocuments({
    name: client.databasePath(projectId(), '(default)'),
    outputUriPrefix: `${bucket.replace(/\/$/, '')}/${stamp(now)}`,
    collectionIds: [],
  });
  return operation.name ?? `${bucket}/${stamp(now)}`;
}

/** Runs a backup, stores its outcome on systemSettings/database and logs it. */
export async function runBackup(db: Firestore, actor: { uid: string | null; email: string | null }, now = new Date()): Promise<BackupOutcome> {
  let outcome: BackupOutcome;
  try {
    const path = inEmulator() ? await emulatorExport(now) : await managedExport(now);
    outcome = {
      ok: true,
      path,
      message: inEmulator() ? DATABASE_MESSAGES.backupOk : 'Backup started: Firestore is exporting the database to the backup bucket.',
    };
  } catch (error) {
    outcome = { ok: false, path: null, message: `${DATABASE_MESSAGES.backupFailed} (${String(error instanceof Error ? error.message : error).slice(0, 300)})` };
  }
  const ref = db.doc('systemSettings/database');
  await ref.set(
    outcome.ok
      ? { lastBackupTime: Timestamp.fromDate(now), lastBackupStatus: inEmulator() ? 'completed' : 'started', lastBackupPath: outcome.path }
      : { lastBackupStatus: 'failed' },
    { merge: true },
  );
  const entry: ActivityInput = {
    type: outcome.ok ? 'BACKUP_COMPLETED' : 'BACKUP_FAILED',
    actorUid: actor.uid,
    actorEmail: actor.email,
    targetUid: null,
    targetEmail: null,
    details: outcome.ok ? `Database backup to ${outcome.path}` : outcome.message,
    source: actor.uid ? 'app' : 'system',
  };
  await logActivity(db, entry);
  return outcome;
}
