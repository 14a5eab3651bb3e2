// A big list's first screen on a returning visit (src/data/paged.ts, docs/decisions/0165): the
// records the cache holds show before the server has answered anything. Firestore is replaced by
// a stand-in whose server never answers and whose cache holds three records; the data layer's
// tests against the emulator (tests/data/paged.test.ts) cover the rest of the chain.
import { afterEach, describe, expect, it, vi } from 'vitest';

type FakeDoc = { id: string; get: (field: string) => unknown; data: () => Record<string, unknown> };
const cached = vi.hoisted(() => ({ docs: [] as FakeDoc[], listeners: [] as ((snap: { docs: FakeDoc[]; empty: boolean }) => void)[] }));

vi.mock('firebase/firestore', () => {
  class CollectionReference {
    constructor(readonly path: string) {}
  }
  const never = () => new Promise(() => {});
  const part = (...args: unknown[]) => ({ args });
  return {
    CollectionReference,
    doc: part,
    documentId: part,
    endBefore: part,
    startAfter: part,
    startAt: part,
    limit: part,
    orderBy: part,
    query: (q: unknown) => q,
    getCountFromServer: never,
    getDocs: never,
    onSnapshot: (_q: unknown, options: { source?: string }, cb: (snap: { docs: FakeDoc[]; empty: boolean }) => void) => {
      // Only a listener on the cache alone hears anything: the server never answers.
      if (options?.source === 'cache') {
        cached.listeners.push(cb);
        setTimeout(() => cb({ docs: cached.docs, empty: cached.docs.length === 0 }), 0);
      }
      return () => undefined;
    },
  };
});
vi.mock('./db-tuning', () => ({ reportRead: () => undefined }));

const record = (i: number): FakeDoc => {
  const data = { source: `Source ${i}`, createdAt: { seconds: 1000 + i, nanoseconds: 0 } };
  return { id: `r${i}`, get: (field) => data[field as keyof typeof data], data: () => data };
};

afterEach(() => {
  cached.docs = [];
  cached.listeners = [];
});

describe('a returning visit to a list', () => {
  it('shows the records the cache holds while the server has not answered, as not yet complete', async () => {
    const { CollectionReference } = await import('firebase/firestore');
    const { watchAllDocs } = await import('./paged');
    cached.docs = [record(3), record(2), record(1)];
    const seen: { ids: string[]; complete: boolean }[] = [];
    const stop = watchAllDocs<{ id: string; source: string }>(
      new (CollectionReference as unknown as new (path: string) => never)('users/u/revenues'),
      'createdAt',
      (d) => ({ id: d.id, source: String(d.get('source')) }),
      (items, { complete }) => seen.push({ ids: items.map((i) => i.id), complete }),
      () => undefined,
      1000,
    );
    await vi.waitFor(() => expect(seen).toEqual([{ ids: ['r3', 'r2', 'r1'], complete: false }]));

    // This page's own write reaches the cache, and the list shows it.
    cached.docs = [record(4), ...cached.docs];
    for (const listener of cached.listeners) listener({ docs: cached.docs, empty: false });
    expect(seen.at(-1)).toEqual({ ids: ['r4', 'r3', 'r2', 'r1'], complete: false });
    stop();
  });

  it('shows nothing while both the cache and the server have nothing to say', async () => {
    const { CollectionReference } = await import('firebase/firestore');
    const { watchAllDocs } = await import('./paged');
    const cb = vi.fn();
    const stop = watchAllDocs(
      new (CollectionReference as unknown as new (path: string) => never)('users/u/revenues'),
      'createdAt',
      (d) => ({ id: d.id }),
      cb,
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cb).not.toHaveBeenCalled();
    stop();
  });
});
