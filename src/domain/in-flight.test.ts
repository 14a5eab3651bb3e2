import { describe, expect, it } from 'vitest';
import { eachInFlight } from './in-flight';

describe('eachInFlight', () => {
  it('starts the items in order with at most N calls in flight, and waits for all', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const done: number[] = [];
    await eachInFlight([30, 5, 20, 1, 10], 2, async (ms, i) => {
      started.push(i);
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, ms));
      running -= 1;
      done.push(i);
    });
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('does nothing for no items and rejects with a call’s error', async () => {
    await eachInFlight([], 3, async () => {
      throw new Error('never');
    });
    await expect(
      eachInFlight([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('two failed');
      }),
    ).rejects.toThrow('two failed');
  });
});
