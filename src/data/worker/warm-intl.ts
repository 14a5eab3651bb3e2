// The first Intl object a browser tab builds loads the ICU library's data, and the page's first
// number, amount or month name paid for it inside a redraw: 20-60 ms of the page's thread in this
// machine's Chromium, against under 1 ms for the next one. ICU's data and caches belong to the
// tab's process, not to one thread, so the data worker builds one of each kind the screens use
// while it waits for the SDK's download, and the page's first ones then cost what later ones do
// (docs/decisions/0176).

/** The locales warmed: American English (the default, and it carries most of the shared data) and the browser's own. */
export function warmLocales(browserLanguage: string | undefined): string[] {
  return [...new Set(['en-US', ...(browserLanguage ? [browserLanguage] : [])])];
}

/** Builds and uses one Intl object of each kind the screens use, for each locale. Never throws. */
export function warmIntl(locales: readonly string[]): void {
  for (const locale of locales) {
    try {
      new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5);
      new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(0);
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', year: 'numeric', month: '2-digit', day: '2-digit' }).format(0);
      new Intl.PluralRules(locale).select(2);
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(1, 'day');
    } catch {
      // A locale this browser does not know: the page will fall back, and there is nothing to warm.
    }
  }
}
