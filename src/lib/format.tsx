// The user's formatter (src/domain/format.ts), fed live by users/{uid}/settings/display.
// Every screen that shows a date, time, number or amount asks `useFormat()`.
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createFormatter, defaultFormatter } from '../domain/format';
import type { Formatter } from '../domain/format';
import { DISPLAY_TIME_ZONES, readDisplaySettings } from '../domain/user-settings/display';
import type { DisplayTimeZone } from '../domain/user-settings/display';
import { useSession } from './session';

type FormatState = { formatter: Formatter; timeZoneChosen: boolean };

const FormatContext = createContext<FormatState>({ formatter: defaultFormatter, timeZoneChosen: false });

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

  const doc = stored && stored.uid === uid ? stored.doc : null;
  const value = useMemo<FormatState>(
    () => ({
      formatter: doc ? createFormatter(readDisplaySettings(doc)) : defaultFormatter,
      timeZoneChosen: !!doc && (DISPLAY_TIME_ZONES as readonly unknown[]).includes(doc.timeZone),
    }),
    [doc],
  );
  return <FormatContext value={value}>{children}</FormatContext>;
}

export type UseFormatOptions = {
  /**
   * The zone to use while the viewer has not chosen one of their own (the admin pages pass
   * 'America/New_York', as the seed shows them).
   */
  defaultTimeZone?: DisplayTimeZone;
};

/** The formatter of the signed-in user's display settings (the seed's defaults before they load). */
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
