// A Web Locks manager for one lock, enough for src/data/cache-owner.ts: `ifAvailable`, waiting
// with an abort signal, and release when the holder's promise settles (jsdom has no navigator.locks).

type Callback = (lock: { name: string; mode: 'exclusive' } | null) => unknown;
type Options = { ifAvailable?: boolean; signal?: AbortSignal };

export function fakeLocks() {
  let held = false;
  const waiters: (() => void)[] = [];
  const grant = async (name: string, cb: Callback) => {
    held = true;
    try {
      return await cb({ name, mode: 'exclusive' });
    } finally {
      held = false;
      waiters.shift()?.();
    }
  };
  const manager = {
    request(name: string, options: Options, cb: Callback): Promise<unknown> {
      if (!held) return grant(name, cb);
      if (options.ifAvailable) return Promise.resolve(cb(null));
      return new Promise((resolve, reject) => {
        const go = () => {
          options.signal?.removeEventListener('abort', abort);
          resolve(grant(name, cb));
        };
        const abort = () => {
          waiters.splice(waiters.indexOf(go), 1);
          reject(new DOMException('The lock request was aborted.', 'AbortError'));
        };
        options.signal?.addEventListener('abort', abort);
        waiters.push(go);
      });
    },
  };
  /** Another worker takes the lock; the function returned gives it back. */
  const holdElsewhere = (): (() => void) => {
    let release: () => void = () => undefined;
    void manager.request('elsewhere', {}, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  /** Puts this manager in `navigator.locks`; the function returned takes it out. */
  const install = (): (() => void) => {
    Object.defineProperty(navigator, 'locks', { value: manager, configurable: true });
    return () => Reflect.deleteProperty(navigator, 'locks');
  };
  return { manager, holdElsewhere, install, held: () => held };
}
