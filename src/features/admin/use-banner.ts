import { useCallback, useEffect, useState } from 'react';
import { BANNER_MS } from '../../domain/admin-users';
import { translateText } from '../../lib/known-texts';

export type Banner = { tone: 'success' | 'error'; text: string };

/** The admin pages' green and red messages: each hides after 5 seconds (docs/product/admin.md#admin-area). */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const id = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(id);
  }, [banner]);
  const show = useCallback((tone: Banner['tone'], text: string) => setBanner({ tone, text }), []);
  return { banner, show, clear: useCallback(() => setBanner(null), []) };
}

/** The message of a failed call: a function's own clear message, else the page's fallback; in the viewer's language. */
export function failureText(error: unknown, fallback: string): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const clear = ['invalid-argument', 'permission-denied', 'already-exists', 'not-found', 'failed-precondition'];
  if (clear.some((c) => code.endsWith(c)) && typeof e?.message === 'string' && e.message) return translateText(e.message);
  return translateText(fallback);
}
