import { describe, expect, it, vi } from 'vitest';
import { REFUSED_PERMISSION, UNCONFIRMED, dismissRefusedWrite, pendingWrites, settleEarlierWrites, settleWrite, watchPendingWrites } from './pending-writes';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const online = () => false;
const offline = () => true;

describe('settleWrite', () => {
  it('waits online for the server, counting the write until it is confirmed', async () => {
    const write = deferred();
    let done = false;
    const settled = settleWrite(write.promise, online).then(() => {
      done = true;
    });
    expect(pendingWrites().count).toBe(1);
    await Promise.resolve();
    expect(done).toBe(false);
    write.resolve();
    await settled;
    expect(done).toBe(true);
    expect(pendingWrites().count).toBe(0);
  });

  it('hands an online refusal to the caller and does not keep it as an offline refusal', async () => {
    const write = deferred();
    const settled = settleWrite(write.promise, online);
    write.reject(new Error('Missing or insufficient permissions.'));
    await expect(settled).rejects.toThrow('Missing or insufficient permissions.');
    expect(pendingWrites()).toEqual({ count: 0, refused: null, refusedWrites: [], earlier: false });
  });

  it('returns at once offline and keeps counting until the server confirms after reconnecting', async () => {
    const seen: number[] = [];
    const stop = watchPendingWrites((s) => seen.push(s.count));
    const first = deferred();
    const second = deferred();
    await settleWrite(first.promise, offline);
    await settleWrite(second.promise, offline);
    expect(pendingWrites().count).toBe(2);
    first.resolve();
    second.resolve();
    await Promise.all([first.promise, second.promise]);
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingWrites().count).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('says within the wait that an online write the server has not confirmed is not saved yet, and keeps counting it', async () => {
    vi.useFakeTimers();
    try {
      const write = deferred();
      const settled = settleWrite(write.promise, online, 6000);
      const outcome = settled.then(
        () => 'saved',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      );
      await vi.advanceTimersByTimeAsync(5999);
      expect(pendingWrites().count).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe(`${UNCONFIRMED}: The server has not confirmed the change yet.`);
      // Still queued: counted until the server confirms it.
      expect(pendingWrites().count).toBe(1);
      write.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(pendingWrites()).toEqual({ count: 0, refused: null, refusedWrites: [], earlier: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps for the indicator a refusal that comes after the save stopped waiting', async () => {
    vi.useFakeTimers();
    try {
      const write = deferred();
      const settled = settleWrite(write.promise, online, 6000).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(6000);
      await settled;
      write.reject(new Error('Missing or insufficient permissions.'));
      await vi.advanceTimersByTimeAsync(0);
      expect(pendingWrites()).toEqual({ count: 0, refused: 'Missing or insufficient permissions.', refusedWrites: [], earlier: false });
      dismissRefusedWrite();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an online write the server confirms within the wait as before, with no timer left behind', async () => {
    vi.useFakeTimers();
    try {
      const write = deferred();
      const settled = settleWrite(write.promise, online, 6000);
      write.resolve();
      await expect(settled).resolves.toBeUndefined();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a refusal of a write queued offline for the indicator until dismissed', async () => {
    const write = deferred();
    await settleWrite(write.promise, offline);
    write.reject(new Error('The basic plan allows 100 clients.'));
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingWrites()).toEqual({ count: 0, refused: 'The basic plan allows 100 clients.', refusedWrites: [], earlier: false });
    dismissRefusedWrite();
    expect(pendingWrites().refused).toBeNull();
  });

  it('names a refused queued write by what it was, with the reason a lost permission reads as', async () => {
    const write = deferred();
    await settleWrite(write.promise, offline, undefined, { kind: 'clients', name: 'Acme Ltd', action: 'change' });
    write.reject(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingWrites().refusedWrites).toEqual([{ kind: 'clients', name: 'Acme Ltd', action: 'change', reason: REFUSED_PERMISSION }]);
    dismissRefusedWrite();
    expect(pendingWrites().refusedWrites).toEqual([]);
  });
});

describe('settleEarlierWrites', () => {
  it('marks writes left by an earlier page until the server confirms them', async () => {
    vi.useFakeTimers();
    try {
      const queue = deferred();
      settleEarlierWrites(queue.promise, 300);
      expect(pendingWrites().earlier).toBe(false);
      await vi.advanceTimersByTimeAsync(300);
      expect(pendingWrites().earlier).toBe(true);
      queue.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(pendingWrites().earlier).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never marks an empty queue, which settles at once', async () => {
    vi.useFakeTimers();
    try {
      const seen: boolean[] = [];
      const stop = watchPendingWrites((s) => seen.push(s.earlier));
      settleEarlierWrites(Promise.resolve(), 300);
      await vi.advanceTimersByTimeAsync(1000);
      expect(seen).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
