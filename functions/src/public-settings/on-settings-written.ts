// Keeps systemSettings/public in step when theme, global or security settings change by any other
// way than the owner's callables (a script, the Firebase console in an emergency). The callables
// already rebuild it in their own batch; rebuilding again gives the same document. Changes of
// systemSettings/database bring its browser tuning into the summary.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { parseDatabaseSettings } from '../../../src/domain/system-settings/database';
import { buildPublicSettings } from '../../../src/domain/system-settings/public';
import { db } from '../admin';
import { currentOf, settingsRefs } from './store';

/**
 * Rebuilds the summary from the settings as they are now, in a transaction: triggers run side by
 * side and late, so one fired by an older change must not write a summary of settings that have
 * changed since (a stale read followed by a plain write did, after a callable's newer summary).
 */
export async function rebuildPublicSettings(store: Firestore): Promise<void> {
  const publicRef = store.doc('systemSettings/public');
  await store.runTransaction(async (tx) => {
    const [theme, global, security, published] = await tx.getAll(...settingsRefs(store), publicRef);
    const settings = currentOf([theme, global, security]);
    const summary = buildPublicSettings(settings.theme, settings.global, settings.security);
    const stored = published?.data() ?? {};
    const same = Object.entries(summary).every(([k, v]) => stored[k] === v);
    if (!same) tx.set(publicRef, { ...summary, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
}

/**
 * Copies the browser tuning of systemSettings/database (the cache size and slow-query logging
 * every signed-in browser applies) into the public summary, since only staff read the document.
 */
export async function publishDatabaseTuning(store: Firestore): Promise<void> {
  const publicRef = store.doc('systemSettings/public');
  await store.runTransaction(async (tx) => {
    const [database, published] = await tx.getAll(store.doc('systemSettings/database'), publicRef);
    const s = parseDatabaseSettings(database?.data());
    const tuning = { cacheSizeMb: s.cacheSizeMb, slowQueryLogging: s.slowQueryLogging };
    const stored = published?.data() ?? {};
    if (stored.cacheSizeMb !== tuning.cacheSizeMb || stored.slowQueryLogging !== tuning.slowQueryLogging) tx.set(publicRef, tuning, { merge: true });
  });
}

export const onSystemSettingsWrittenFn = onDocumentWritten('systemSettings/{name}', async (event) => {
  if (event.params.name === 'database') await publishDatabaseTuning(db);
  if (!['theme', 'global', 'security'].includes(event.params.name)) return;
  await rebuildPublicSettings(db);
});
