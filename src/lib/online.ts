// Whether the browser has a connection, from navigator.onLine and its online/offline events.
import { i18n } from './i18n';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => navigator.onLine !== false;

/** True while the browser reports a connection; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** What a screen says when `what` (e.g. "Signing in") cannot work without the server. */
export function needsConnectionMessage(what: string): string {
  return i18n._(msg`You are offline. ${what} needs a connection: try again when you are back online.`);
}
