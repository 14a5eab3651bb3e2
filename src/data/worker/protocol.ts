// The messages between the page and the data layer's worker (docs/decisions/0163), and the
// encodings both sides share: functions in arguments, errors, and lists sent as changes.
import { DataError } from '../contract-common';
import type { PendingWrites } from '../pending-writes';

/** What the data layer knows of the page (src/data/page-context.ts). */
export type PageState = { lang: string; path: string; visible: boolean };

/** What the page knows of its tab: whether the tab's previous worker held the persistent cache. */
export type TabState = { heldCache: boolean };

/** A method of the contract: [part, method], e.g. ['records', 'watchRecords']. */
export type MethodPath = [part: string, method: string];

export type ToWorker =
  | { t: 'init'; page: PageState; storage: Record<string, string>; tab: TabState }
  | { t: 'call'; id: number; path: MethodPath; args: unknown[] }
  /** A slice of a long list in a call's arguments, sent ahead of the call (see takeLongLists). */
  | { t: 'part'; id: number; part: number; items: unknown[] }
  | { t: 'stop'; id: number }
  | { t: 'page'; page: PageState }
  | { t: 'input' }
  /** The page's window went online or offline (a worker has no such events of its own). */
  | { t: 'connection'; online: boolean }
  | { t: 'dismissRefused' };

export type FromWorker =
  /** The contract's parts and their methods, the values of its synchronous methods, and whether it holds the persistent cache. */
  | { t: 'ready'; shape: Record<string, string[]>; values: Record<string, unknown>; cacheOwner: boolean }
  | { t: 'failed'; error: WireError }
  | { t: 'result'; id: number; value: unknown }
  | { t: 'error'; id: number; error: WireError }
  | { t: 'callback'; id: number; fn: number; args: unknown[] }
  | { t: 'pending'; state: PendingWrites }
  | { t: 'storage'; key: string; value: string }
  /** This worker handed the persistent cache to another tab's and no longer serves records (src/data/cache-owner.ts). */
  | { t: 'handedOver' }
  /** Several of the above, said by the data layer within one task, to be handled in one task. */
  | { t: 'batch'; messages: FromWorker[] };

/** Methods that answer at once with a plain value: the worker sends their values when ready. */
export const SYNC_METHODS: readonly MethodPath[] = [['api', 'baseUrl']];

/** Whether a method answers with an unsubscribe function (every `watch…`) rather than a promise. */
export const isWatch = (method: string): boolean => method.startsWith('watch');

// Functions cannot be posted: each travels as its index in the call's list of callbacks.
type FnMarker = { __fn: number };
const isFnMarker = (v: unknown): v is FnMarker =>
  typeof v === 'object' && v !== null && typeof (v as FnMarker).__fn === 'number' && Object.keys(v).length === 1;

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Replaces a function given as an argument, or as a property of an options object, by a marker;
 * collects them in `fns`. Nothing deeper is walked: that is where the contract puts its callbacks,
 * and an import's rows (100,000 objects) must not be copied on the page to look for functions.
 */
export function encodeFunctions(value: unknown, fns: ((...args: never[]) => unknown)[], depth = 0): unknown {
  if (typeof value === 'function') {
    fns.push(value as (...args: never[]) => unknown);
    return { __fn: fns.length - 1 } satisfies FnMarker;
  }
  if (depth === 0 && isPlainObject(value) && Object.values(value).some((v) => typeof v === 'function')) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = encodeFunctions(v, fns, 1);
    return out;
  }
  return value;
}

/** The inverse of encodeFunctions: each marker becomes `make(index)`. */
export function decodeFunctions(value: unknown, make: (index: number) => (...args: unknown[]) => void, depth = 0): unknown {
  if (isFnMarker(value)) return make(value.__fn);
  if (depth === 0 && isPlainObject(value) && Object.values(value).some(isFnMarker)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = decodeFunctions(v, make, 1);
    return out;
  }
  return value;
}

/**
 * Long lists in arguments (an import's 100,000 rows, a backup's records) travel in slices of this
 * many items, one message per task: copying 100,000 rows for postMessage in one go blocks the page
 * for about a quarter of a second.
 */
export const PART_ITEMS = 2000;

type PartMarker = { __part: number };
const isPartMarker = (v: unknown): v is PartMarker =>
  typeof v === 'object' && v !== null && typeof (v as PartMarker).__part === 'number' && Object.keys(v).length === 1;

/**
 * Replaces every array longer than PART_ITEMS in `value` by a marker, and collects them in
 * `parts`. Plain objects are walked (a backup's `{ clients: [...], revenues: [...] }`); the items of
 * an array are not (rows are never copied on the page to look inside them).
 */
export function takeLongLists(value: unknown, parts: unknown[][]): unknown {
  if (Array.isArray(value)) {
    if (value.length <= PART_ITEMS) return value;
    parts.push(value);
    return { __part: parts.length - 1 } satisfies PartMarker;
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = takeLongLists(v, parts);
    return out;
  }
  return value;
}

/** The inverse of takeLongLists, with the lists as they arrived. */
export function putLongLists(value: unknown, parts: unknown[][]): unknown {
  if (isPartMarker(value)) return parts[value.__part] ?? [];
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = putLongLists(v, parts);
    return out;
  }
  return value;
}

export type WireError = { name: string; message: string; code?: string; details?: unknown };

export function errorToWire(error: unknown): WireError {
  if (error instanceof DataError) return { name: 'DataError', message: error.message, code: error.code, details: cloneable(error.details) };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export function errorFromWire(wire: WireError): Error {
  if (wire.name === 'DataError') return new DataError(wire.code ?? 'unknown', wire.message, wire.details);
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}

function cloneable(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return structuredClone(value);
  } catch {
    return JSON.parse(JSON.stringify(value)) as unknown;
  }
}

/**
 * Lists sent as changes. A live list (10,000 clients) is handed over again whenever one record
 * changes; the data layer keeps the other records' objects, so only the new objects travel and
 * the page puts its own copies of the others back (the screens' memos see the same objects).
 *
 * A list qualifies when every item is an object with a string `id`. On the wire, an item the
 * other side already has is its id (a string); a new or changed item is the object itself.
 */
type ListOnWire = { __list: (string | object)[] };
const isListOnWire = (v: unknown): v is ListOnWire =>
  typeof v === 'object' && v !== null && Array.isArray((v as ListOnWire).__list) && Object.keys(v).length === 1;

const idOf = (item: unknown): string | null =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : null;

/** The sending side: remembers, per slot (a callback's argument), the objects it last sent. */
export class ListSender {
  private readonly last = new Map<string, Map<string, object>>();

  encode(slot: string, value: unknown): unknown {
    if (!Array.isArray(value) || value.length === 0 || !value.every((item) => idOf(item) !== null)) {
      this.last.delete(slot);
      return value;
    }
    const before = this.last.get(slot);
    const now = new Map<string, object>();
    const wire = value.map((item: object) => {
      const id = idOf(item) as string;
      now.set(id, item);
      return before?.get(id) === item ? id : item;
    });
    this.last.set(slot, now);
    return { __list: wire } satisfies ListOnWire;
  }

  forget(prefix: string): void {
    for (const slot of this.last.keys()) if (slot.startsWith(prefix)) this.last.delete(slot);
  }
}

/** The receiving side: rebuilds each list from the objects it kept. */
export class ListReceiver {
  /** Per slot, the list last rebuilt and its objects by id. */
  private readonly last = new Map<string, { list: object[]; byId: Map<string, object> }>();

  decode(slot: string, value: unknown): unknown {
    if (!isListOnWire(value)) {
      this.last.delete(slot);
      return value;
    }
    const before = this.last.get(slot);
    // The same records in the same order (a list that only became complete, say): the page gets
    // the array it already has, so what it derived from it (a search index, totals) still holds.
    const previous = before?.list;
    if (previous && previous.length === value.__list.length && value.__list.every((entry, i) => typeof entry === 'string' && idOf(previous[i]) === entry))
      return previous;
    const byId = new Map<string, object>();
    const list = value.__list.map((entry) => {
      const item = typeof entry === 'string' ? before?.byId.get(entry) : entry;
      if (!item) throw new Error(`The data worker referred to an item the page does not have (${String(entry)}).`);
      byId.set(idOf(item) as string, item);
      return item;
    });
    this.last.set(slot, { list, byId });
    return list;
  }

  forget(prefix: string): void {
    for (const slot of this.last.keys()) if (slot.startsWith(prefix)) this.last.delete(slot);
  }
}

/** The slot of argument `arg` of callback `fn` of call `id`. */
export const slotOf = (id: number, fn: number, arg: number): string => `${id}:${fn}:${arg}`;
export const slotsOfCall = (id: number): string => `${id}:`;
