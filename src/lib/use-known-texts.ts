// For the pages outside the signed-in shell that show known texts at once or in their forms
// (sign-in, sign-up, contact, and the pages a payment returns to): loads their list
// (src/lib/known-texts.ts) as soon as the page is shown in another language than English, so the
// first error is already translated (docs/decisions/0158). English needs nothing.
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { loadKnownTexts } from './known-texts';

export function useKnownTexts(): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    if (locale !== 'en') loadKnownTexts().catch(() => {}); // offline: English until a later try
  }, [locale]);
}
