import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, waitForQuiet, type CpuTimes } from '../bench/quiet.mjs';

/** A machine whose CPU was busy for these shares of each second, in turn. */
function machine(shares: number[]) {
  let busy = 0;
  let total = 0;
  let second = 0;
  return () => {
    const reading: CpuTimes = { busy, total };
    const share = shares[Math.min(second, shares.length - 1)] ?? 0;
    busy += share * 200;
    total += 200;
    second += 1;
    return reading;
  };
}

const noPause = () => Promise.resolve();

describe('the bench waits for a quiet machine', () => {
  it('reads busy and total time from the first line of /proc/stat', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\n';
    expect(cpuTimes(stat)).toEqual({ busy: 160, total: 980 });
    expect(cpuTimes('')).toBeNull();
    expect(busyShare({ busy: 160, total: 980 }, { busy: 210, total: 1180 })).toBeCloseTo(0.25);
  });

  it('waits while the emulators work, then for three quiet seconds in a row', async () => {
    const result = await waitForQuiet({ read: machine([0.6, 0.5, 0.05, 0.4, 0.1, 0.05, 0.02]), pause: noPause });
    expect(result).toEqual({ waitedMs: 7000, busy: expect.closeTo(0.02), quiet: true });
  });

  it('gives up after its limit and says the machine was not quiet', async () => {
    const result = await waitForQuiet({ read: machine([0.9]), pause: noPause, maxMs: 5000 });
    expect(result).toEqual({ waitedMs: 5000, busy: expect.closeTo(0.9), quiet: false });
  });

  it('does not wait where the CPU cannot be read', async () => {
    expect(await waitForQuiet({ read: () => null, pause: noPause })).toBeNull();
  });
});
