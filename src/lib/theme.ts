// Light or dark, kept in localStorage under 'theme' and applied as the class 'dark' on <html>.
// Without a saved choice the owner's default mode (Theme settings) decides, and without that the
// system preference (index.html applies the same order before first paint).
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query, not words for people
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

let ownerDefault: Theme | null = null;

export function currentTheme(): Theme {
  return savedTheme() ?? ownerDefault ?? systemTheme();
}

/** The owner's default mode (null: none); a user's own choice still wins. */
export function setDefaultTheme(theme: Theme | null): void {
  if (theme === ownerDefault) return;
  ownerDefault = theme;
  applyTheme();
  listeners.forEach((l) => l());
}

export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  applyTheme(theme);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) listener();
  };
  media?.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  // Keep <html> in step when the choice changes elsewhere (another tab, the system setting).
  useEffect(() => applyTheme(theme), [theme]);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
