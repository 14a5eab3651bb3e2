// Keeps this browser's copy of the performance settings (systemSettings/database) up to date
// while someone is signed in, and reports slow reads when slow-query logging is on: a read of
// the data layer that took longer than SLOW_QUERY_MS goes to the recordSlowQuery function with
// the screen it was made on.
import { onAuthStateChanged } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import type { Unsubscribe } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { SLOW_QUERY_MS, parseDatabaseSettings } from '../domain/system-settings/database';
import { auth, db, functions } from './firebase';
import { pagePath } from './page-context';
import { readTuning, writeTuning } from './tuning-cache';

let slowLogging = readTuning().slowQueryLogging;
let started = false;

export function startTuningWatch(): void {
  if (started) return;
  started = true;
  let stop: Unsubscribe | null = null;
  onAuthStateChanged(auth, (user) => {
    stop?.();
    stop = null;
    if (!user) return;
    stop = onSnapshot(
      // The tuning fields as the public summary carries them (systemSettings/database is for staff).
      doc(db, 'systemSettings', 'public'),
      (snap) => {
        const s = parseDatabaseSettings(snap.data());
        slowLogging = s.slowQueryLogging;
        writeTuning({ cacheSizeMb: s.cacheSizeMb, slowQueryLogging: s.slowQueryLogging });
      },
      () => undefined,
    );
  });
}

/** Called by the data layer after a read: reports it when it was slow and logging is on. */
export function reportRead(what: string, ms: number): void {
  if (!slowLogging || ms < SLOW_QUERY_MS || !auth.currentUser) return;
  const screen = pagePath();
  void httpsCallable(functions, 'recordSlowQuery')({ screen, what, ms: Math.round(ms) }).catch(() => undefined);
}
