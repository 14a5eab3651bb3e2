// For the pages outside the signed-in shell that show known texts (src/lib/known-texts.ts): they
// load the list early enough that the first error is already translated (docs/decisions/0158).
// English needs nothing.
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { loadKnownTexts } from './known-texts';

/** Starts loading the list, in another language than English (offline: English until a later try). */
export function warmKnownTexts(): void {
  if (i18n.locale !== 'en') loadKnownTexts().catch(() => {});
}

/**
 * Loads the list as soon as the page is shown: for pages that can show a known text without the
 * visitor doing anything (sign-in and sign-up with a link's error, the pages a payment returns
 * to). A form that shows them only after input warms the list on its first focus instead.
 */
export function useKnownTexts(): void {
  const locale = useLingui().i18n.locale; // again on a change of language
  useEffect(() => warmKnownTexts(), [locale]);
}
