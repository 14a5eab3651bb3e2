import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { LANGUAGES } from '../domain/system-settings/global';
import { LANGUAGE_NAMES, chooseVisitorLanguage, isLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';

/**
 * The public top bar's language menu. A visitor's choice is kept in this browser; a signed-in
 * user's is saved as their language setting (which then wins everywhere, live).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const { status, backend, user } = useSession();

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const language = e.target.value;
    if (!isLanguage(language)) return;
    chooseVisitorLanguage(language);
    if (status === 'signed-in' && backend && user) {
      // The settings listener switches the language once saved; a failed save leaves it as it was.
      backend.settings.saveDisplay(user.uid, { language }).catch(() => undefined);
    }
  };

  return (
    <select
      value={i18n.locale}
      onChange={onChange}
      aria-label={t`Language`}
      title={t`Language`}
      className="rounded-ui border border-slate-300 bg-surface py-1 pr-7 pl-2 text-sm text-fg-body focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-700"
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
