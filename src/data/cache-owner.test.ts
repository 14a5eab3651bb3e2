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

describe('a worker that starts offline', () => {
  it('gets the cache from the tab holding it, which closes its Firestore before it lets the lock go', async () => {
    installLocks();
    const holder = await owner();
    await expect(holder.claimCache()).resolves.toBe(true);
    const said: string[] = [];
    holder.handOverWhenAsked(async () => {
      said.push('holder closes its Firestore');
      await new Promise((r) => setTimeout(r, 30));
      said.push('holder closed');
    });

    const starting = await owner(); // another worker: a module of its own
    await expect(starting.claimCache(0)).resolves.toBe(false);
    const taken = starting.takeCache(2000).then((got) => {
      said.push('new worker has the lock');
      return got;
    });
    await expect(taken).resolves.toBe(true);
    expect(starting.cacheOwner()).toBe(true);
    expect(holder.cacheOwner()).toBe(false);
    expect(said).toEqual(['holder closes its Firestore', 'holder closed', 'new worker has the lock']);
  });

  it('runs from memory when nobody hands the cache over in time', async () => {
    const locks = installLocks();
    locks.holdElsewhere(); // a holder that does not answer
    const { takeCache, cacheOwner } = await owner();
    await expect(takeCache(100)).resolves.toBe(false);
    expect(cacheOwner()).toBe(false);
  });

  it('is not answered by a worker that holds no cache', async () => {
    const locks = installLocks();
    const release = locks.holdElsewhere();
    const bystander = await owner();
    await expect(bystander.claimCache(0)).resolves.toBe(false);
    let closed = false;
    bystander.handOverWhenAsked(async () => {
      closed = true;
    });
    const starting = await owner();
    await expect(starting.takeCache(100)).resolves.toBe(false);
    expect(closed).toBe(false);
    release();
  });
});
