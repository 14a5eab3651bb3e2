// Keeps systemSettings/public in step when theme, global or security settings change by any other
// way than the owner's callables (a script, the Firebase console in an emergency). The callables
// already rebuild it in their own batch; rebuilding again gives the same document.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
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
    if (!same) tx.set(publicRef, { ...summary, updatedAt: FieldValue.serverTimestamp() });
  });
}

export const onSystemSettingsWrittenFn = onDocumentWritten('systemSettings/{name}', async (event) => {
  if (!['theme', 'global', 'security'].includes(event.params.name)) return;
  await rebuildPublicSettings(db);
});
