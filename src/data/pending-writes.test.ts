import { describe, expect, it } from 'vitest';
import { dismissRefusedWrite, pendingWrites, settleWrite, watchPendingWrites } from './pending-writes';

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
    expect(pendingWrites()).toEqual({ count: 0, refused: null });
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

  it('keeps a refusal of a write queued offline for the indicator until dismissed', async () => {
    const write = deferred();
    await settleWrite(write.promise, offline);
    write.reject(new Error('The basic plan allows 100 clients.'));
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingWrites()).toEqual({ count: 0, refused: 'The basic plan allows 100 clients.' });
    dismissRefusedWrite();
    expect(pendingWrites().refused).toBeNull();
  });
});
