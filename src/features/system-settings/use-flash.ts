import { useEffect, useState } from 'react';
import { translateText } from '../../lib/known-texts';

export type Flash = { tone: 'success' | 'error'; text: string } | null;

/** A success or error banner that hides itself after 5 seconds (docs/product/admin.md#admin-area). */
export function useFlash(): [Flash, (f: Flash) => void] {
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 5000);
    return () => clearTimeout(t);
  }, [flash]);
  return [flash, setFlash];
}

/** The message of a data-layer error in the viewer's language, or the (already translated) fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const m = error instanceof Error ? error.message : '';
  return m && !/^(functions\/)?internal$/i.test(m) ? translateText(m) : fallback;
}
