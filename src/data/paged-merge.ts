// How a big list is put together while its live pages are still arriving (src/data/paged.ts,
// docs/decisions/0149): the live pages are the truth for the part of the list they cover, from
// the newest record down to the last record of the last page the server has confirmed; below
// that the one-off snapshot read at start fills in, with this page's own edits and deletes laid
// over it. No Firebase import, so it is tested as plain code.

/** Where a record sits in a list ordered newest first: its `createdAt` and, on a tie, its id. */
export type Position = { seconds: number; nanoseconds: number; id: string };

/** Negative when `a` comes before `b` in the newest-first order (newer, or same time and higher id). */
export function comparePositions(a: Position, b: Position): number {
  if (a.seconds !== b.seconds) return b.seconds - a.seconds;
  if (a.nanoseconds !== b.nanoseconds) return b.nanoseconds - a.nanoseconds;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/** The position of a stored record, or null when `field` holds no timestamp (a queued write). */
export function positionOf(d: { id: string; get: (field: string) => unknown }, field: string): Position | null {
  const t = d.get(field) as { seconds?: unknown; nanoseconds?: unknown } | null | undefined;
  if (!t || typeof t.seconds !== 'number' || typeof t.nanoseconds !== 'number') return null;
  return { seconds: t.seconds, nanoseconds: t.nanoseconds, id: d.id };
}

/** How far down the live pages hold the list: everything before `at` (and `at` itself if inclusive). */
export type Coverage = { at: Position; inclusive: boolean };

export type SnapshotEntry<T> = { item: T; at: Position };

/**
 * The list to show: the live records in their order, each id once, then the snapshot's records
 * below the live coverage that no live page holds, as this page last wrote them (`local`: the
 * record as edited here, or null once deleted here).
 */
export function mergeLists<T extends { id: string }>(
  live: T[][],
  coverage: Coverage | null,
  snapshot: SnapshotEntry<T>[] | null,
  local: ReadonlyMap<string, T | null>,
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const segment of live) {
    for (const item of segment) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  if (!snapshot || !coverage) return items;
  for (const { item, at } of snapshot) {
    const order = comparePositions(at, coverage.at);
    if (order < 0 || (order === 0 && coverage.inclusive)) continue;
    if (seen.has(item.id)) continue;
    const mine = local.get(item.id);
    if (mine === null) continue;
    seen.add(item.id);
    items.push(mine ?? item);
  }
  return items;
}

/** Whether two lists hold the same record objects in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[] | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two records hold the same values (dates compared by time; one level deep). */
export function sameRecord(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => {
    const u = x[k];
    const v = y[k];
    if (u === v) return true;
    if (u instanceof Date && v instanceof Date) return u.getTime() === v.getTime();
    return false;
  });
}
