// The JSON shapes in which the browser tests and the Admin SDK (in Vitest's Node process)
// exchange Firestore values through browser commands (tests/support/admin-commands.ts).
// Dates and timestamps travel as milliseconds; a server timestamp as a marker.

export type WireDate = { $date: number };
export type WireTimestamp = { $timestamp: number };
export type WireServerTimestamp = { $serverTimestamp: true };
export type WireDoc = { id: string; path: string; exists: boolean; data: Record<string, unknown> | null };
export type WireWhere = [field: string, op: '==' | '>=' | '<=' | '<' | '>' | 'in' | 'array-contains', value: unknown];
export type WireWrite = { path: string; data: Record<string, unknown>; merge?: boolean };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `leaf` to every value, depth first, keeping arrays and plain objects. */
export function mapValues(value: unknown, leaf: (value: unknown) => unknown | undefined): unknown {
  const replaced = leaf(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((item) => mapValues(item, leaf));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapValues(v, leaf)]));
  return value;
}

export const isWireDate = (value: unknown): value is WireDate => isObject(value) && typeof value.$date === 'number';
export const isWireTimestamp = (value: unknown): value is WireTimestamp => isObject(value) && typeof value.$timestamp === 'number';
export const isWireServerTimestamp = (value: unknown): value is WireServerTimestamp => isObject(value) && value.$serverTimestamp === true;
