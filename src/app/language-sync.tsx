import { useEffect, useSyncExternalStore } from 'react';
import { useLanguageSetting } from '../lib/format';
import { activateLanguage, browserLanguages, chooseVisitorLanguage, subscribeVisitorChoice, visitorChoice } from '../lib/i18n';
import { chooseLanguage } from '../lib/language-choice';
import { usePublicSettings } from '../lib/public-settings';
import { useSession } from '../lib/session';

/**
 * Keeps the interface language in step with its sources (docs/decisions/0120): the signed-in
 * user's setting (live: changing it on the Language page switches every open tab), the owner's
 * default, a visitor's choice in the top bar, the browser. No reload; `<html lang>` follows.
 */
export function LanguageSync() {
  const { status } = useSession();
  const setting = useLanguageSetting();
  const { defaultLanguage } = usePublicSettings();
  const choice = useSyncExternalStore(subscribeVisitorChoice, visitorChoice, () => null);

  useEffect(() => {
    // Until the session and the user's settings are known, the first paint's language stays.
    if (status === 'loading') return;
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
  }, [status, setting, defaultLanguage, choice]);

  return null;
}
