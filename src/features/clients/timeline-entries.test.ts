import { describe, expect, it } from 'vitest';
import { mergePaged } from './timeline-entries';
import type { TimelineEntry } from './timeline-entries';

const at = (id: string, day: number): TimelineEntry => ({ type: 'history', id, at: new Date(Date.UTC(2026, 10, day)), entry: {} as never });

describe('mergePaged', () => {
  it('merges newest first and holds back entries older than the oldest loaded of a source with more pages', () => {
    const activities = { entries: [at('a1', 20), at('a2', 10)], hasMore: true };
    const history = { entries: [at('h1', 25), at('h2', 5)], hasMore: false };
    // h2 (the 5th) waits: activities older than the 10th may still come.
    expect(mergePaged(activities, history)).toEqual({ entries: [at('h1', 25), at('a1', 20), at('a2', 10)], hasMore: true });
  });

  it('shows everything once no source has more', () => {
    const merged = mergePaged({ entries: [at('a1', 3)], hasMore: false }, { entries: [at('h1', 4), at('h2', 1)], hasMore: false });
    expect(merged.entries.map((e) => e.id)).toEqual(['h1', 'a1', 'h2']);
    expect(merged.hasMore).toBe(false);
  });
});
