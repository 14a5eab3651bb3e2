import { useEffect } from 'react';
import { fetchPublicSettings, fetchThemeAssets, setPublicSettings, setThemeAssets, themeAssetsVersion, usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';

/** How often a signed-out page asks again (it also asks when the tab gets focus back). */
export const PUBLIC_SETTINGS_POLL_MS = 60_000;

/**
 * Keeps the owner's public settings current in this tab: a live listener through the data layer
 * once signed in; without a session (the data layer may not even be loaded) a REST read on open,
 * on focus and every minute. Fetches the logo and favicon when their version changes.
 */
export function SystemSettingsSync() {
  const { status, backend } = useSession();
  const live = status === 'signed-in' && backend ? backend : null;

  useEffect(() => {
    if (!live) return;
    return live.system.watchPublicSettings(setPublicSettings, () => {
      // Keep the last copy; the REST read below is not needed while signed in.
    });
  }, [live]);

  useEffect(() => {
    if (live) return;
    let active = true;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      void fetchPublicSettings().then((s) => {
        if (s && active) setPublicSettings(s);
      });
    };
    refresh();
    const id = window.setInterval(refresh, PUBLIC_SETTINGS_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      active = false;
      window.clearInterval(id);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [live]);

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
