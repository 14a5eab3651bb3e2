import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline', () => {
  it('gives up on work that has not settled after the deadline, as deadline-exceeded', async () => {
    const outcome = withDeadline(new Promise<never>(() => undefined), 10_000).catch((error: { code?: string }) => error.code);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('deadline-exceeded');
  });

  it('answers with the work when it settles in time, and leaves no timer behind', async () => {
    await expect(withDeadline(Promise.resolve('saved'), 10_000)).resolves.toBe('saved');
    await expect(withDeadline(Promise.reject(new Error('refused')), 10_000)).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });
});
