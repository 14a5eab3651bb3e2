// Which worker opens the persistent cache (docs/decisions/0163): the first to take the Web Lock;
// a reload's worker waits a little for the previous page's worker to end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '../testing/fake-locks';

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  vi.resetModules();
});

/** A fake lock manager in place of the browser's, until the test ends. */
function installLocks() {
  const locks = fakeLocks();
  uninstall = locks.install();
  return locks;
}

async function owner() {
  vi.resetModules();
  return import('./cache-owner');
}

describe('the persistent cache has one owner', () => {
  it('goes to a worker when no other holds it, and stays with it', async () => {
    const locks = installLocks();
    const { claimCache, cacheOwner } = await owner();
    await expect(claimCache()).resolves.toBe(true);
    expect(cacheOwner()).toBe(true);
    expect(locks.held()).toBe(true);
  });

  it("leaves a new tab's worker in memory at once while another tab's holds it", async () => {
    const locks = installLocks();
    locks.holdElsewhere();
    const { claimCache, cacheOwner } = await owner();
    const started = performance.now();
    await expect(claimCache(0)).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(cacheOwner()).toBe(false);
  });

  it("lets a reload's worker wait for the previous page's worker to end, and take the cache", async () => {
    const locks = installLocks();
    const release = locks.holdElsewhere();
    setTimeout(release, 60);
    const { claimCache, cacheOwner } = await owner();
    await expect(claimCache(2000)).resolves.toBe(true);
    expect(cacheOwner()).toBe(true);
  });

  it('gives up after the wait when another tab keeps the cache', async () => {
    const locks = installLocks();
    locks.holdElsewhere();
    const { claimCache, cacheOwner } = await owner();
    const started = performance.now();
    await expect(claimCache(100)).resolves.toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(cacheOwner()).toBe(false);
  });
});
