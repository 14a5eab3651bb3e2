import { useEffect } from 'react';
import { fetchPublicSettings, fetchThemeAssets, setPublicSettings, setThemeAssets, themeAssetsVersion, usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';
import { signedInHint } from '../lib/session-hint';
import { whenIdle } from './idle';

/** How often a signed-out page asks again (it also asks when the tab gets focus back). */
export const PUBLIC_SETTINGS_POLL_MS = 60_000;

/**
 * Keeps the owner's public settings current in this tab: a live listener through the data layer
 * once signed in; without a session (the data layer may not even be loaded) a REST read once the
 * opened page is idle, on focus and every minute. Fetches the logo and favicon when their version changes.
 */
export function SystemSettingsSync() {
  const { status, backend } = useSession();
  const live = status === 'signed-in' && backend ? backend : null;
  // While this browser's session is still being looked up, a REST read would fetch what the live
  // listener is about to deliver; where the owner has never saved settings it is also a 404 in
  // the console of every signed-in page load. So it waits for the session to say "signed out".
  const sessionPending = status === 'loading' && signedInHint();

  useEffect(() => {
    if (!live) return;
    return live.system.watchPublicSettings(setPublicSettings, () => {
      // Keep the last copy; the REST read below is not needed while signed in.
    });
  }, [live]);

  useEffect(() => {
    if (live || sessionPending) return;
    let active = true;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      void fetchPublicSettings().then((s) => {
        if (s && active) setPublicSettings(s);
      });
    };
    // The first read waits for the browser to be idle after first paint: the cached copy already
    // styled the page, and the read (the app's own Firestore, 0100) never delays it.
    const cancelFirst = whenIdle(refresh);
    const id = window.setInterval(refresh, PUBLIC_SETTINGS_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      active = false;
      cancelFirst();
      window.clearInterval(id);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [live, sessionPending]);

  const { assetsVersion } = usePublicSettings();
  useEffect(() => {
    if (assetsVersion === themeAssetsVersion()) return;
    if (assetsVersion === '') {
      setThemeAssets('', { logo: null, favicon: null });
      return;
    }
    let active = true;
    const load = live ? live.system.getThemeAssets().catch(() => null) : fetchThemeAssets();
    void load.then((files) => {
      if (files && active) setThemeAssets(assetsVersion, files);
    });
    return () => {
      active = false;
    };
  }, [assetsVersion, live]);

  return null;
}
