// Keeps systemSettings/public in step when theme, global or security settings change by any other
// way than the owner's callables (a script, the Firebase console in an emergency). The callables
// already rebuild it in their own batch; rebuilding again gives the same document.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { parseGlobalSettings } from '../../../src/domain/system-settings/global';
import { buildPublicSettings } from '../../../src/domain/system-settings/public';
import { parseSecuritySettings } from '../../../src/domain/system-settings/security';
import { parseThemeSettings } from '../../../src/domain/system-settings/theme';
import { db } from '../admin';

export async function rebuildPublicSettings(store: Firestore): Promise<void> {
  const [theme, global, security] = await store.getAll(
    store.doc('systemSettings/theme'),
    store.doc('systemSettings/global'),
    store.doc('systemSettings/security'),
  );
  const summary = buildPublicSettings(
    theme?.exists ? parseThemeSettings(theme.data()) : null,
    parseGlobalSettings(global?.data()),
    parseSecuritySettings(security?.data()),
  );
  const current = (await store.doc('systemSettings/public').get()).data() ?? {};
  const same = Object.entries(summary).every(([k, v]) => current[k] === v);
  if (!same) await store.doc('systemSettings/public').set({ ...summary, updatedAt: FieldValue.serverTimestamp() });
}

export const onSystemSettingsWrittenFn = onDocumentWritten('systemSettings/{name}', async (event) => {
  if (!['theme', 'global', 'security'].includes(event.params.name)) return;
  await rebuildPublicSettings(db);
});
