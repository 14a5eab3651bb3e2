import { describe, expect, it } from 'vitest';
import { comparePositions, mergeLists, positionOf } from './paged-merge';
import type { Position, SnapshotEntry } from './paged-merge';

type Item = { id: string; name: string };
const at = (seconds: number, id: string): Position => ({ seconds, nanoseconds: 0, id });
const item = (id: string, name = id): Item => ({ id, name });
// r9 is the newest, r0 the oldest (createdAt = index seconds).
const snapshot: SnapshotEntry<Item>[] = Array.from({ length: 10 }, (_, k) => 9 - k).map((i) => ({ item: item(`r${i}`), at: at(i, `r${i}`) }));
const ids = (items: Item[]) => items.map((i) => i.id);

describe('comparePositions', () => {
  it('orders newest first, then by id descending on a tie', () => {
    expect(comparePositions(at(5, 'a'), at(4, 'z'))).toBeLessThan(0);
    expect(comparePositions(at(4, 'z'), at(5, 'a'))).toBeGreaterThan(0);
    expect(comparePositions(at(5, 'b'), at(5, 'a'))).toBeLessThan(0);
    expect(comparePositions({ seconds: 5, nanoseconds: 2, id: 'a' }, { seconds: 5, nanoseconds: 1, id: 'b' })).toBeLessThan(0);
    expect(comparePositions(at(5, 'a'), at(5, 'a'))).toBe(0);
  });
});

describe('positionOf', () => {
  it('reads a timestamp field, and gives null for a pending server time', () => {
    expect(positionOf({ id: 'x', get: () => ({ seconds: 3, nanoseconds: 7 }) }, 'createdAt')).toEqual({ seconds: 3, nanoseconds: 7, id: 'x' });
    expect(positionOf({ id: 'x', get: () => null }, 'createdAt')).toBeNull();
  });
});

describe('mergeLists', () => {
  it('without a snapshot is the live records, each id once', () => {
    expect(
      ids(
        mergeLists(
          [
            [item('a'), item('b')],
            [item('b'), item('c')],
          ],
          null,
          null,
          new Map(),
        ),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('fills in below the confirmed live pages from the snapshot, and only there', () => {
    // Live pages cover r9..r6 (r6 included); r7 was deleted elsewhere, r8 renamed.
    const live = [[item('new')], [item('r9'), item('r8', 'renamed'), item('r6')]];
    const merged = mergeLists(live, { at: at(6, 'r6'), inclusive: true }, snapshot, new Map());
    expect(ids(merged)).toEqual(['new', 'r9', 'r8', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    expect(merged.find((i) => i.id === 'r8')?.name).toBe('renamed');
  });

  it('before any page is confirmed, takes the snapshot from the newest record at start', () => {
    const merged = mergeLists([[]], { at: at(9, 'r9'), inclusive: false }, snapshot, new Map());
    expect(ids(merged)).toEqual(ids(snapshot.map((e) => e.item)));
  });

  it('keeps one copy of a record both in an unconfirmed live page and in the snapshot', () => {
    const merged = mergeLists([[], [item('r9'), item('r8')]], { at: at(9, 'r9'), inclusive: false }, snapshot, new Map());
    expect(ids(merged)).toEqual(ids(snapshot.map((e) => e.item)));
  });

  it("lays this page's own edits and deletes over the snapshot", () => {
    const local = new Map<string, Item | null>([
      ['r3', item('r3', 'edited here')],
      ['r2', null],
    ]);
    const merged = mergeLists([[item('r9')]], { at: at(9, 'r9'), inclusive: true }, snapshot, local);
    expect(ids(merged)).toEqual(['r9', 'r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r1', 'r0']);
    expect(merged.find((i) => i.id === 'r3')?.name).toBe('edited here');
  });
});
