// Updates write only the fields the user changed (docs/product/architecture.md#data-model).

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `next` whose value differs from `original`. An optional field the record never
 * had, left blank (''), is no change (a task's clientId on a task from before it existed).
 */
export function changedFields<T extends object>(original: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (original[key] === undefined && next[key] === '') continue;
    if (!same(original[key], next[key])) out[key] = next[key];
  }
  return out;
}
