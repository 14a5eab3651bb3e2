import { useSyncExternalStore } from 'react';

// Follows the 'dark' class on <html> (set by the theme toggle) so charts redraw in the new colours.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
