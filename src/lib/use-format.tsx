// The user's formatter (src/domain/format.ts), fed live by users/{uid}/settings/display.
// Every screen that shows a date, time, number or amount asks `useFormat()`.
// Visitors (no display settings) get the product's defaults in the interface language they see.
import { LinguiContext } from '@lingui/react';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createFormatter, defaultFormatter } from '../domain/format';
import type { Formatter } from '../domain/format';
import { DISPLAY_TIME_ZONES, LANGUAGES, readDisplaySettings } from '../domain/user-settings/display';
import type { DisplayTimeZone, Language } from '../domain/user-settings/display';
import { useSession } from './session';

type FormatState = {
  formatter: Formatter;
  timeZoneChosen: boolean;
  /** The signed-in user's own language setting: undefined until read, null when they have none. */
  language: Language | null | undefined;
};

const FormatContext = createContext<FormatState>({ formatter: defaultFormatter, timeZoneChosen: false, language: undefined });

export function FormatProvider({ children }: { children: ReactNode }) {
  const { backend, user } = useSession();
  const uid = user?.uid ?? null;
  const [stored, setStored] = useState<{ uid: string; doc: Record<string, unknown> | null } | null>(null);

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.settings.watchDisplay(
      uid,
      (doc) => setStored({ uid, doc }),
      () => setStored({ uid, doc: null }), // unreadable: the defaults
    );
  }, [backend, uid]);

  const current = stored && stored.uid === uid ? stored : null;
  const doc = current ? current.doc : null;
  // The interface language (re-rendered by the I18nProvider when it changes; absent in some tests).
  const shown = useContext(LinguiContext)?.i18n.locale ?? 'en';
  const value = useMemo<FormatState>(
    () => ({
      formatter: doc
        ? createFormatter(readDisplaySettings(doc))
        : (LANGUAGES as readonly string[]).includes(shown) && shown !== 'en'
          ? createFormatter({ language: shown as Language })
          : defaultFormatter,
      timeZoneChosen: !!doc && (DISPLAY_TIME_ZONES as readonly unknown[]).includes(doc.timeZone),
      language: !uid || !current ? undefined : (LANGUAGES as readonly unknown[]).includes(doc?.language) ? (doc?.language as Language) : null,
    }),
    [doc, current, uid, shown],
  );
  return <FormatContext value={value}>{children}</FormatContext>;
}

export type UseFormatOptions = {
  /**
   * The zone to use while the viewer has not chosen one of their own (the admin pages pass
   * 'America/New_York', as the admin pages show them).
   */
  defaultTimeZone?: DisplayTimeZone;
};

/** The signed-in user's language setting: undefined while it loads (or signed out), null when none is stored. */
export function useLanguageSetting(): Language | null | undefined {
  return useContext(FormatContext).language;
}

/** The formatter of the signed-in user's display settings (the product's defaults before they load). */
export function useFormat({ defaultTimeZone }: UseFormatOptions = {}): Formatter {
  const { formatter, timeZoneChosen } = useContext(FormatContext);
  return useMemo(
    () =>
      defaultTimeZone && !timeZoneChosen && formatter.settings.timeZone !== defaultTimeZone
        ? createFormatter({ ...formatter.settings, timeZone: defaultTimeZone })
        : formatter,
    [formatter, timeZoneChosen, defaultTimeZone],
  );
}
