// The user's display document (live) and a save that writes only what changed.
import { useEffect, useState } from 'react';
import { readDisplaySettings } from '../../domain/user-settings/display';
import type { DisplaySettings } from '../../domain/user-settings/display';
import { useSession } from '../../lib/session';

export function useDisplaySettings() {
  const { backend, user } = useSession();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string; value: DisplaySettings } | null>(null);
  useEffect(() => {
    if (!backend || !uid) return;
    return backend.settings.watchDisplay(
      uid,
      (doc) => setState({ uid, value: readDisplaySettings(doc) }),
      () => setState({ uid, value: readDisplaySettings(null) }),
    );
  }, [backend, uid]);
  const value = state && state.uid === uid ? state.value : null;
  const save = async (changes: Partial<DisplaySettings>) => {
    if (!backend || !uid) throw new Error('Not signed in.');
    await backend.settings.saveDisplay(uid, changes);
  };
  return { value, save };
}
