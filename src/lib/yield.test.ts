import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldIfCheap, yieldToPage } from './yield';

describe('yieldToPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToPage();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('elsewhere resolves only after a new task (a zero timeout), not in the same one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldToPage().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('yieldIfCheap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('yields with scheduler.yield() where there is one, and takes no timer elsewhere', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldIfCheap();
    expect(yieldFn).toHaveBeenCalledTimes(1);
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldIfCheap().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
