// Watches started before the page asks for them (docs/decisions/0165).
//
// A full page load asks for its data in a waterfall: the session, then the account and display
// settings, then the public settings, then the reminders, then the page's own lists, each after
// the answer before it and a render. The worker knows the session long before the page has asked
// for the rest. So it remembers, for each path, the watches a page made while it loaded, and the
// next load of that path starts them as soon as the session is known. The page's own call for
// the same watch takes it over: it gets at once what the watch has said so far, and the rest as
// it comes. A warm watch the page does not ask for within WARM_TTL_MS is stopped.
import type { MethodPath } from './protocol';

/** The page's localStorage entry holding what was learned, per path. */
export const WARM_KEY = 'crm.warm';
/** Watches made this long after the session was known belong to the page's load. */
export const LEARN_MS = 5000;
/** A warm watch the page has not taken over by then is stopped. */
export const WARM_TTL_MS = 10_000;
const SAVE_AFTER_MS = 1000;
const MAX_CALLS = 16;
const MAX_PATHS = 20;

/**
 * Watches whose callbacks each hand over a whole state, so the last call of each says everything
 * and a watch started early can hand the page its last calls. Streams of events (remote changes)
 * are not here, and neither are the admin area's watches (the page opens them after a step-up).
 */
export const WARM_METHODS: ReadonlySet<string> = new Set([
  'account.watchAccount',
  'account.watchMembership',
  'settings.watchDisplay',
  'settings.watchPrivacy',
  'system.watchPublicSettings',
  'notifications.watchReminders',
  'notifications.watchPushSettings',
  'notifications.watchEmailSettings',
  'notifications.watchTimeZone',
  'records.watchRecords',
  'records.watchCategories',
  'deals.watchDeals',
  'deals.watchPipelines',
  'fields.watchFieldDefinitions',
  // A client page's first page of its timeline, on a reload of that page.
  'activities.watchTimeline',
  'dashboard.watchFigures',
]);

/** A learned call: its method and its arguments as sent (callbacks as markers, the user's uid as `{ __uid: 1 }`). */
type WarmCall = [part: string, method: string, args: unknown[]];
type Learned = Record<string, { at: number; calls: WarmCall[] }>;

const UID = { __uid: 1 };
const isUidMarker = (v: unknown) => typeof v === 'object' && v !== null && (v as { __uid?: unknown }).__uid === 1 && Object.keys(v).length === 1;

/** Plain values only (what a later load can send again): strings, numbers, booleans, null, markers. */
function plainArgs(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (depth > 2 || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((v) => plainArgs(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => plainArgs(v, depth + 1));
}

const callKey = (path: MethodPath, args: unknown[]): string => JSON.stringify([path[0], path[1], args]);

function readLearned(raw: string | null): Learned {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Learned) : {};
  } catch {
    return {};
  }
}

type Deliver = (fn: number, args: unknown[]) => void;

type Watch = {
  key: string;
  stop: () => void;
  /** The last call of each callback so far, oldest first. */
  said: Map<number, unknown[]>;
  taken: Deliver | null;
  timer: ReturnType<typeof setTimeout>;
};

export type WarmOptions = {
  /** The page's path when it loaded. */
  path: string;
  /** The page's localStorage entry (WARM_KEY) and how to write it back. */
  stored: string | null;
  store: (value: string) => void;
  /** Starts a watch in the data layer; callbacks are made by `callback(index)`. */
  start: (path: MethodPath, args: unknown[], callback: (fn: number) => (...args: unknown[]) => void) => () => void;
  /** The page's path now. */
  currentPath: () => string;
};

/** The worker's warm watches and what it learns of a page's load. */
export class WarmWatches {
  private readonly learned: Learned;
  private readonly watches = new Map<string, Watch[]>();
  private uid: string | null = null;
  private learning: WarmCall[] | null = [];
  private learnTimer: ReturnType<typeof setTimeout> | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: WarmOptions) {
    this.learned = readLearned(options.stored);
    // The admin area's paths name other users (/admin/users/{uid}): not kept in this browser.
    if (options.path.startsWith('/admin')) this.learning = null;
  }

  /** The session as the data layer says it: the first user starts the path's warm watches. */
  session(uid: string | null): void {
    if (uid === this.uid) return;
    const first = this.uid === null && uid !== null && this.learnTimer === null;
    this.uid = uid;
    this.stopUntaken();
    if (!first || !uid) {
      this.learning = null; // another user (or none): this load's calls are not learned
      return;
    }
    for (const [part, method, args] of this.learned[this.options.path]?.calls ?? []) {
      if (!WARM_METHODS.has(`${part}.${method}`)) continue;
      this.warm(
        [part, method],
        args.map((a) => (isUidMarker(a) ? uid : a)),
      );
    }
    this.learnTimer = setTimeout(() => this.finishLearning(), LEARN_MS);
  }

  /**
   * The page calls a watch. When a warm one with the same arguments is waiting, the page takes it
   * over (`deliver` gets what it has said so far at once) and this returns its stop; else null.
   */
  take(path: MethodPath, args: unknown[], deliver: Deliver): (() => void) | null {
    this.learn(path, args);
    const key = callKey(path, args);
    const waiting = this.watches.get(key)?.find((w) => !w.taken);
    if (!waiting) return null;
    clearTimeout(waiting.timer);
    waiting.taken = deliver;
    for (const [fn, said] of waiting.said) deliver(fn, said);
    waiting.said.clear();
    return () => this.drop(waiting);
  }

  private warm(path: MethodPath, args: unknown[]): void {
    const watch: Watch = { key: callKey(path, args), stop: () => {}, said: new Map(), taken: null, timer: setTimeout(() => this.drop(watch), WARM_TTL_MS) };
    try {
      watch.stop = this.options.start(path, args, (fn) => (...said: unknown[]) => {
        if (watch.taken) return watch.taken(fn, said);
        watch.said.delete(fn);
        watch.said.set(fn, said);
      });
    } catch {
      clearTimeout(watch.timer);
      return; // the page's own call will say why
    }
    const list = this.watches.get(watch.key) ?? [];
    list.push(watch);
    this.watches.set(watch.key, list);
  }

  private drop(watch: Watch): void {
    clearTimeout(watch.timer);
    const list = this.watches.get(watch.key);
    const at = list?.indexOf(watch) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (list.length === 0) this.watches.delete(watch.key);
    watch.stop();
  }

  private stopUntaken(): void {
    for (const list of [...this.watches.values()]) for (const watch of [...list]) if (!watch.taken) this.drop(watch);
  }

  /** The page has moved on: what it asked for on the loaded path is all there is to learn. */
  pathChanged(): void {
    if (this.learning && this.options.currentPath() !== this.options.path) this.finishLearning();
  }

  private learn(path: MethodPath, args: unknown[]): void {
    if (!this.learning || this.options.currentPath() !== this.options.path) return;
    if (!WARM_METHODS.has(`${path[0]}.${path[1]}`) || !plainArgs(args) || this.learning.length >= MAX_CALLS) return;
    this.learning.push([path[0], path[1], args.map((a) => (this.uid !== null && a === this.uid ? UID : a))]);
    // Kept as it grows (a second after the last call), so a reload before LEARN_MS still finds it.
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.save(), SAVE_AFTER_MS);
  }

  private finishLearning(): void {
    if (this.learnTimer) clearTimeout(this.learnTimer);
    this.save();
    this.learning = null;
  }

  private save(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    const calls = this.learning;
    if (!calls || this.uid === null) return;
    const before = this.learned[this.options.path]?.calls;
    if (!before && calls.length === 0) return;
    if (before && JSON.stringify(before) === JSON.stringify(calls)) return;
    this.learned[this.options.path] = { at: Date.now(), calls: [...calls] };
    const kept = Object.entries(this.learned)
      .sort((a, b) => b[1].at - a[1].at)
      .slice(0, MAX_PATHS);
    this.options.store(JSON.stringify(Object.fromEntries(kept)));
  }
}
