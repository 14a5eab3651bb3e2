import { describe, expect, it } from 'vitest';
import { offlineReadiness } from './offline-ready';

describe('whether what a save needs is in the tab', () => {
  it('is not, until the page and the data layer have both loaded it', async () => {
    const readiness = offlineReadiness();
    let loaded!: () => void;
    const worker = new Promise<void>((resolve) => (loaded = resolve));
    let told = 0;
    readiness.subscribe(() => (told += 1));
    const prepared = readiness.prepare({ prepareWrites: () => worker });
    await new Promise((r) => setTimeout(r, 20));
    expect(readiness.ready()).toBe(false);
    loaded();
    await prepared;
    expect(readiness.ready()).toBe(true);
    expect(told).toBe(1);
  });

  it('stays not ready when the connection went first, and loads once the browser is back online', async () => {
    const readiness = offlineReadiness();
    let calls = 0;
    const records = {
      prepareWrites: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Part of the app has not been downloaded yet.');
      },
    };
    await readiness.prepare(records);
    expect(readiness.ready()).toBe(false);
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(2);
    expect(readiness.ready()).toBe(true);
  });

  it('loads once however often it is asked', async () => {
    const readiness = offlineReadiness();
    let calls = 0;
    const records = { prepareWrites: async () => void (calls += 1) };
    await Promise.all([readiness.prepare(records), readiness.prepare(records)]);
    await readiness.prepare(records);
    expect(calls).toBe(1);
  });
});
