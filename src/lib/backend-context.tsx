import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { loadBackend } from './backend';
import type { Backend } from './backend';

type BackendContextValue = {
  /** The data layer once loaded; null until something asked for it. */
  backend: Backend | null;
  /** Starts loading the data layer (once) and resolves to it. */
  load: () => Promise<Backend>;
};

const BackendContext = createContext<BackendContextValue | null>(null);

type BackendProviderProps = {
  /** An implementation to use as is (tests pass in-memory fakes); otherwise loaded lazily. */
  backend?: Backend;
  children: ReactNode;
};

export function BackendProvider({ backend: given, children }: BackendProviderProps) {
  const [loaded, setLoaded] = useState<Backend | null>(null);
  const pending = useRef<Promise<Backend> | null>(null);

  const load = useCallback((): Promise<Backend> => {
    if (given) return Promise.resolve(given);
    if (!pending.current) {
      pending.current = loadBackend().then(
        (b) => {
          setLoaded(b);
          return b;
        },
        (error: unknown) => {
          // Let a later call try again (e.g. a chunk failed to download while offline).
          pending.current = null;
          throw error;
        },
      );
    }
    return pending.current;
  }, [given]);

  const value = useMemo(() => ({ backend: given ?? loaded, load }), [given, loaded, load]);
  return <BackendContext value={value}>{children}</BackendContext>;
}

export function useBackendContext(): BackendContextValue {
  const value = useContext(BackendContext);
  if (!value) throw new Error('useBackendContext must be used inside <BackendProvider>');
  return value;
}
