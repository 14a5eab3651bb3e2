// Paged reads and the chain of live pages (src/data/paged.ts) against the emulators, with pages
// of 3 so that 8 records span several pages. Runs in Chromium (Vitest's browser project), over the
// browser's transport as the product does. Live adds, edits and deletes across page boundaries
// with 2,500 clients are checked through the screens in e2e/records-paging.spec.ts.
import { collection, disableNetwork, doc, enableNetwork, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../src/data/auth';
import { db } from '../../src/data/firebase';
import { readNewestFirst } from '../../src/data/lite';
import { markInput } from '../../src/data/page-context';
import { readAllDocs, watchAllDocs } from '../../src/data/paged';
import { recordsApi } from '../../src/data/records';
import { adminDb, uniqueEmail } from '../support/admin';

type Item = { id: string; source: string };
type Emission = { items: Item[]; complete: boolean };

let uid = '';
const PAGE = 3;
const base = Date.parse('2026-05-01T00:00:00Z');

const revenue = (i: number) => ({
  source: `Source ${i}`,
  amount: 100 + i,
  description: '',
  date: '2026-05-01',
  type: 'service',
  clientId: '',
  // r7 is the newest record, r0 the oldest.
  createdAt: new Date(base + i * 1000),
  updatedAt: new Date(base + i * 1000),
});

const revenuesOf = (id: string) => collection(db, 'accounts', id, 'revenues');

/** Watches until `accept` holds for an emission; returns every emission up to it. */
function watchUntil(id: string, accept: (e: Emission) => boolean, pageSize = PAGE): { done: Promise<Emission[]>; stop: () => void; seen: Emission[] } {
  const seen: Emission[] = [];
  let stop = () => {};
  const done = new Promise<Emission[]>((resolve, reject) => {
    stop = watchAllDocs<Item>(
      revenuesOf(id),
      'createdAt',
      (d) => ({ id: d.id, source: String(d.get('source')) }),
      (items, { complete }) => {
        seen.push({ items, complete });
        if (accept({ items, complete })) resolve(seen);
      },
      reject,
      pageSize,
    );
  });
  return { done, stop: () => stop(), seen };
}

const ids = (e: Emission | undefined) => e?.items.map((i) => i.id) ?? [];

describe('paged reads and live pages', () => {
  beforeAll(async () => {
    const user = await authApi.signUp({ displayName: 'Paging Tester', email: uniqueEmail('paged'), password: 'secret123' });
    uid = user.uid;
    const batch = adminDb().batch();
    for (let i = 0; i < 8; i += 1) batch.set(adminDb().doc(`accounts/${uid}/revenues/r${i}`), revenue(i));
    await batch.commit();
  });
  afterAll(async () => {
    await authApi.signOut();
  });

  it('readAllDocs reads every document across pages', async () => {
    const pages: number[] = [];
    const docs = await readAllDocs(revenuesOf(uid), (n) => pages.push(n), PAGE);
    expect(docs.map((d) => d.id).sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    expect(pages).toEqual([3, 6, 8]);
  });

  it('delivers newest first, page by page, then says it is complete', async () => {
    // Pages of 4: the 8 records are 2 pages, too few for the Lite snapshot (more than
    // SNAPSHOT_FROM_PAGES pages), which could otherwise make the list whole before the first live
    // page is shown; so only the live pages fill it here, one after the other.
    const watch = watchUntil(uid, (e) => e.complete, 4);
    const emissions = await watch.done;
    watch.stop();
    const last = emissions[emissions.length - 1];
    expect(ids(last)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    // The first page was shown before the rest had arrived.
    expect(emissions[0]?.complete).toBe(false);
    expect(emissions.every((e) => e.items.length > 0)).toBe(true);
  });

  it('a returning visit gets each list once: the server confirming the cached records sends nothing new', async () => {
    // The first watch fills the cache; the second starts from it, then hears the server confirm
    // the same records, which changes nothing on screen and so must not reach the page again.
    const first = watchUntil(uid, (e) => e.complete, 4);
    await first.done;
    first.stop();
    const again = watchUntil(uid, () => false, 4);
    again.done.catch(() => {});
    // Long enough for the cached answer, the server's answer and every page to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    again.stop();
    const { seen } = again;
    expect(seen.at(-1)?.complete).toBe(true);
    expect(ids(seen.at(-1))).toEqual(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    const same = (a: Emission, b: Emission) =>
      a.complete === b.complete && a.items.length === b.items.length && a.items.every((item, j) => item === b.items[j]);
    const repeats = seen.filter((e, i) => i > 0 && same(e, seen[i - 1]!));
    expect(repeats).toEqual([]);
  });

  it('Firestore Lite reads the whole collection newest first, chunk by chunk (the snapshot of a big list)', async () => {
    const chunks: string[][] = [];
    await readNewestFirst(
      `accounts/${uid}/revenues`,
      'createdAt',
      2,
      PAGE,
      (docs) => chunks.push(docs.map((d) => d.id)),
      () => false,
    );
    expect(chunks).toEqual([['r7', 'r6'], ['r5', 'r4', 'r3'], ['r2', 'r1', 'r0'], []]);
  });

  it('asks for each chunk of the snapshot before handing over the one before', async () => {
    // The server reads the next chunk while the page takes in the last one.
    const real = globalThis.fetch;
    let asked = 0;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(`accounts/${uid}:runQuery`)) asked += 1;
      return real(input, init);
    };
    try {
      const askedAtHandOver: number[] = [];
      await readNewestFirst(
        `accounts/${uid}/revenues`,
        'createdAt',
        2,
        PAGE,
        () => askedAtHandOver.push(asked),
        () => false,
      );
      // Chunks of 2, 3, 3 and 0 records: each full one is handed over with the next already asked for.
      expect(askedAtHandOver).toEqual([2, 3, 4, 4]);
    } finally {
      globalThis.fetch = real;
    }
  });

  it("follows this page's own edit and delete at once, each record once, and ends live", async () => {
    const me = await authApi.signUp({ displayName: 'Local Writer', email: uniqueEmail('paged-local'), password: 'secret123' });
    const batch = adminDb().batch();
    for (let i = 0; i < 8; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/revenues/r${i}`), revenue(i));
    await batch.commit();
    const whole = watchUntil(me.uid, (e) => e.complete && e.items.length === 8);
    await whole.done;
    const edited = watchUntil(me.uid, (e) => e.items.length === 7 && e.items.some((i) => i.source === 'Edited here'));
    await recordsApi.updateRecord(me.uid, 'revenues', 'r1', { source: 'Edited here' });
    await recordsApi.removeRecord(me.uid, 'revenues', 'r0');
    const emissions = await edited.done;
    whole.stop();
    edited.stop();
    const last = emissions[emissions.length - 1];
    expect(ids(last)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
    for (const e of emissions) expect(new Set(ids(e)).size).toBe(e.items.length);
  });

  it('an empty collection is reported empty and complete, and hears its first record', async () => {
    const other = await authApi.signUp({ displayName: 'Empty', email: uniqueEmail('paged-empty'), password: 'secret123' });
    const emissions: Emission[] = [];
    const first = new Promise<void>((resolve) => {
      const stop = watchAllDocs<Item>(
        revenuesOf(other.uid),
        'createdAt',
        (d) => ({ id: d.id, source: String(d.get('source')) }),
        (items, { complete }) => {
          emissions.push({ items, complete });
          if (items.length === 1) {
            stop();
            resolve();
          }
        },
        () => {},
        PAGE,
      );
      void (async () => {
        while (emissions.length === 0) await new Promise((r) => setTimeout(r, 20));
        await adminDb().doc(`accounts/${other.uid}/revenues/only`).set(revenue(1));
      })();
    });
    await first;
    expect(emissions[0]).toEqual({ items: [], complete: true });
    expect(ids(emissions[emissions.length - 1])).toEqual(['only']);
  });

  it('two big lists watched together: the one watched first is whole before the second shows anything', async () => {
    // Pages of 3: 30 revenues are read as a snapshot in five requests, 8 expenses in two. Side
    // by side, the expenses' first chunk would arrive long before the revenues are whole.
    const me = await authApi.signUp({ displayName: 'Two Lists', email: uniqueEmail('paged-queue'), password: 'secret123' });
    const batch = adminDb().batch();
    for (let i = 0; i < 30; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/revenues/r${i}`), revenue(i));
    for (let i = 0; i < 8; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/expenses/e${i}`), revenue(i));
    await batch.commit();
    const events: string[] = [];
    const stops: (() => void)[] = [];
    const watch = (kind: 'revenues' | 'expenses', total: number) =>
      new Promise<void>((resolve, reject) => {
        stops.push(
          watchAllDocs<Item>(
            collection(db, 'accounts', me.uid, kind),
            'createdAt',
            (d) => ({ id: d.id, source: String(d.get('source')) }),
            (items, { complete }) => {
              events.push(`${kind} ${items.length}${complete ? ' complete' : ''}`);
              if (complete && items.length === total) resolve();
            },
            reject,
            PAGE,
          ),
        );
      });
    await Promise.all([watch('revenues', 30), watch('expenses', 8)]);
    for (const stop of stops) stop();
    const revenuesWhole = events.indexOf('revenues 30 complete');
    const expensesFirst = events.findIndex((e) => e.startsWith('expenses'));
    expect(revenuesWhole, events.join('; ')).toBeGreaterThanOrEqual(0);
    expect(expensesFirst, events.join('; ')).toBeGreaterThan(revenuesWhole);
  });

  it('a big list read as a snapshot is handed over once whole: the live pages confirming its records later send nothing again', async () => {
    // Pages of 3: the 8 records are more than SNAPSHOT_FROM_PAGES pages, so Lite reads them at
    // once and the live pages open one by one afterwards, each after a quiet moment. Each live
    // page confirms records the page already has: with 10,000 records that was ten lists of
    // 10,000 sent again while the user typed in the search box.
    const me = await authApi.signUp({ displayName: 'Snapshot Once', email: uniqueEmail('paged-once'), password: 'secret123' });
    const batch = adminDb().batch();
    for (let i = 0; i < 8; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/revenues/r${i}`), revenue(i));
    await batch.commit();
    const watch = watchUntil(me.uid, () => false);
    watch.done.catch(() => {});
    // Long enough for the snapshot and both later live pages (each waits QUIET_MS and an idle moment).
    await new Promise((resolve) => setTimeout(resolve, 7000));
    watch.stop();
    const { seen } = watch;
    const whole = seen.findIndex((e) => e.complete);
    expect(whole, seen.map((e) => ids(e).join(',')).join(' | ')).toBeGreaterThanOrEqual(0);
    expect(ids(seen[whole])).toEqual(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    const sentAgain = seen.slice(whole + 1).filter((e) => ids(e).join() === ids(seen[whole]).join());
    expect(sentAgain.length, `${sentAgain.length} more lists of the same records after it was whole`).toBe(0);
  });

  it('a count the caller keeps spares the aggregation when it says big, and is checked by one when it says small', async () => {
    // Pages of 3: more than 6 records is big. The counts each watch asks the server for are read
    // from the page's resource timings (the SDK sends them as runAggregationQuery requests).
    const me = await authApi.signUp({ displayName: 'Known Size', email: uniqueEmail('paged-size'), password: 'secret123' });
    const batch = adminDb().batch();
    for (let i = 0; i < 8; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/revenues/r${i}`), revenue(i));
    await batch.commit();
    performance.setResourceTimingBufferSize(10_000);
    const counts = () => performance.getEntriesByType('resource').filter((e) => e.name.includes(`accounts/${me.uid}:runAggregationQuery`)).length;
    const watchWith = (size: number | null) =>
      new Promise<string[]>((resolve, reject) => {
        const stop = watchAllDocs<Item>(
          revenuesOf(me.uid),
          'createdAt',
          (d) => ({ id: d.id, source: String(d.get('source')) }),
          (items, { complete }) => {
            if (!complete) return;
            stop();
            resolve(items.map((i) => i.id));
          },
          reject,
          PAGE,
          () => Promise.resolve(size),
        );
      });
    const all = ['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0'];
    const before = counts();
    expect(await watchWith(8)).toEqual(all);
    expect(counts() - before, 'a count the caller keeps that says big').toBe(0);
    // A counter that drifted low is not trusted: the aggregation counts, and the list is whole.
    expect(await watchWith(2)).toEqual(all);
    expect(counts() - before, 'a count the caller keeps that says small').toBe(1);
  });

  it('a live page waiting for a quiet moment before the next one opens still holds the list whole when one of its records changes', async () => {
    // Pages of 3 and 9 records: a snapshot, then live pages at quiet moments. r7 is edited before
    // the first live page opens, so the list showing the edit says that page is live and has asked
    // for the next one; an input then holds that next page back for QUIET_MS, and r6 (on the live
    // page) is edited meanwhile. The list stays whole: the page is still the last one opened and
    // still full, so the records below it come from the snapshot until the next page is live.
    const me = await authApi.signUp({ displayName: 'Quiet Pager', email: uniqueEmail('paged-quiet'), password: 'secret123' });
    const batch = adminDb().batch();
    for (let i = 0; i < 9; i += 1) batch.set(adminDb().doc(`accounts/${me.uid}/revenues/r${i}`), revenue(i));
    await batch.commit();
    const has = (e: Emission, id: string, source: string) => e.items.some((i) => i.id === id && i.source === source);
    let held = false;
    const watch = watchUntil(me.uid, (e) => {
      if (!held && has(e, 'r7', 'Edited first')) {
        held = true;
        markInput();
        void adminDb().doc(`accounts/${me.uid}/revenues/r6`).update({ source: 'Edited while waiting' });
      }
      return has(e, 'r6', 'Edited while waiting');
    });
    try {
      await vi.waitFor(() => expect(watch.seen.some((e) => e.complete)).toBe(true), { timeout: 10_000 });
      await adminDb().doc(`accounts/${me.uid}/revenues/r7`).update({ source: 'Edited first' });
      const seen = await watch.done;
      const whole = seen.findIndex((e) => e.complete);
      const summary = seen.map((e) => `${e.items.length}${e.complete ? ' complete' : ''}`).join(', ');
      expect(
        seen.slice(whole).every((e) => e.items.length === 9),
        summary,
      ).toBe(true);
    } finally {
      watch.stop();
    }
  });

  it('offline, a list whose newest record is a queued write still shows it (no cursor can start at an unknown server time)', async () => {
    const me = await authApi.signUp({ displayName: 'Offline Pager', email: uniqueEmail('paged-offline'), password: 'secret123' });
    await disableNetwork(db);
    try {
      const write = setDoc(doc(revenuesOf(me.uid), 'queued'), { ...revenue(9), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      const watch = watchUntil(me.uid, (e) => ids(e).includes('queued'));
      const emissions = await watch.done;
      watch.stop();
      expect(ids(emissions[emissions.length - 1])).toEqual(['queued']);
      await enableNetwork(db);
      await write;
    } finally {
      await enableNetwork(db);
    }
  });
});
