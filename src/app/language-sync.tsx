import { useEffect, useSyncExternalStore } from 'react';
import { useLanguageSetting } from '../lib/use-format';
import { activateLanguage, browserLanguages, chooseVisitorLanguage, subscribeVisitorChoice, visitorChoice } from '../lib/i18n';
import { chooseLanguage } from '../lib/language-choice';
import { usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';
import { signedInHint } from '../lib/session-hint';

/**
 * Keeps the interface language in step with its sources (docs/decisions/0120): the signed-in
 * user's setting (live: changing it on the Language page switches every open tab), the owner's
 * default, a visitor's choice in the top bar, the browser. No reload; `<html lang>` follows.
 */
export function LanguageSync() {
  const { status, backend } = useSession();
  const setting = useLanguageSetting();
  const { defaultLanguage } = usePublicSettings();
  const choice = useSyncExternalStore(subscribeVisitorChoice, visitorChoice, () => null);

  useEffect(() => {
    // Public pages load no data layer for a visitor without the signed-in hint (0100): the session
    // stays 'loading' there, and that visitor is signed out. Otherwise, until the session and the
    // user's settings are known, the first paint's language stays.
    const visitor = status === 'signed-out' || (status === 'loading' && !backend && !signedInHint());
    if (status === 'loading' && !visitor) return;
    const signedIn = status === 'signed-in';
    if (signedIn && setting === undefined) return;
    const language = chooseLanguage({
      signedIn,
      userSetting: setting ?? null,
      globalDefault: defaultLanguage,
      visitorChoice: choice,
      browser: browserLanguages(),
    });
    // After signing out, this browser's public pages keep the language its user had.
    if (signedIn && setting) chooseVisitorLanguage(setting);
    void activateLanguage(language);
  }, [status, backend, setting, defaultLanguage, choice]);

  return null;
}
