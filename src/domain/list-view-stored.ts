// Saved views as stored and sent (docs/product/saved-views.md): the validation of a stored or
// posted view and of what a screen saves, who may see and write one, each member's default, and
// a view's form in the address. What a view is and how it is applied: ./list-view.ts.
import { ALL_OPS, VIEW_LIMITS, VIEW_MESSAGES } from './list-view';
import type { FilterOp, FilterValue, ListKind, ListView, SavedView, ViewFilter, ViewSort } from './list-view';

// ---------------------------------------------------------------------------------------------
// Validation: stored views and what a screen saves

const COLUMN_ID = /^(cf:)?[A-Za-z0-9_-]{1,40}$/;
const isColumnId = (v: unknown): v is string => typeof v === 'string' && COLUMN_ID.test(v);

function cleanValue(value: unknown): FilterValue | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, VIEW_LIMITS.text);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value) && value.length <= VIEW_LIMITS.choices && value.every((x) => typeof x === 'string'))
    return (value as string[]).map((x) => x.slice(0, VIEW_LIMITS.text));
  return undefined;
}

function cleanFilter(f: unknown): ViewFilter | null {
  // Stored filters are in their address form (the rules bound them as text: docs/decisions/0216).
  if (typeof f === 'string') return decodeFilter(f);
  if (typeof f !== 'object' || f === null) return null;
  const { column, op, value } = f as Record<string, unknown>;
  if (!isColumnId(column) || typeof op !== 'string' || !ALL_OPS.has(op)) return null;
  const v = cleanValue(value);
  if (v === undefined) return null;
  return { column, op: op as FilterOp, value: v };
}

function cleanSort(s: unknown): ViewSort {
  if (typeof s !== 'object' || s === null) return null;
  const { column, dir } = s as Record<string, unknown>;
  return isColumnId(column) && (dir === 'asc' || dir === 'desc') ? { column, dir } : null;
}

/** The list part of a stored or posted view, whatever it holds (unknown parts dropped). */
export function listViewOf(data: Record<string, unknown>, kind: ListKind): ListView {
  const filters = Array.isArray(data.filters)
    ? data.filters
        .slice(0, VIEW_LIMITS.filters)
        .map(cleanFilter)
        .filter((f): f is ViewFilter => f !== null)
    : [];
  const columns = Array.isArray(data.columns) ? [...new Set(data.columns.filter(isColumnId))].slice(0, VIEW_LIMITS.columns) : [];
  const layout = kind === 'deals' && data.layout === 'list' ? 'list' : kind === 'deals' ? 'board' : 'list';
  const search = typeof data.search === 'string' ? data.search.slice(0, VIEW_LIMITS.search) : '';
  return { filters, search, sort: cleanSort(data.sort), columns, layout };
}

/** A stored view document, or null when it is not one. */
export function savedViewOf(id: string, data: Record<string, unknown>): SavedView | null {
  const kind = data.kind;
  if (kind !== 'clients' && kind !== 'deals') return null;
  if (typeof data.name !== 'string' || typeof data.createdBy !== 'string') return null;
  return { id, name: data.name, kind, shared: data.shared === true, createdBy: data.createdBy, ...listViewOf(data, kind) };
}

export type ViewInput = ListView & { name: string; kind: ListKind; shared: boolean };
export type ViewCheck = { ok: true; value: ViewInput } | { ok: false; message: string };

/** Checks what a person saves; the stored document is exactly this plus createdBy and updatedAt. */
export function checkView(input: ViewInput): ViewCheck {
  const name = input.name.trim();
  if (name === '') return { ok: false, message: VIEW_MESSAGES.nameRequired };
  if (name.length > VIEW_LIMITS.name) return { ok: false, message: VIEW_MESSAGES.nameTooLong };
  if (input.filters.length > VIEW_LIMITS.filters) return { ok: false, message: VIEW_MESSAGES.tooManyFilters };
  if (input.columns.length > VIEW_LIMITS.columns) return { ok: false, message: VIEW_MESSAGES.tooManyColumns };
  const filters = input.filters.map(cleanFilter);
  if (filters.some((f) => f === null)) return { ok: false, message: VIEW_MESSAGES.filterInvalid };
  const list = listViewOf({ ...input, filters }, input.kind);
  return { ok: true, value: { ...list, name, kind: input.kind, shared: input.shared === true } };
}

/** Who may write a view: its creator while it is personal; owners and managers once (or to make it) shared. */
export function canWriteView(view: Pick<SavedView, 'shared' | 'createdBy'>, me: string, manages: boolean): boolean {
  return view.shared ? manages : view.createdBy === me;
}
/** Whether a member sees a view: every shared one, and their own. */
export const seesView = (view: Pick<SavedView, 'shared' | 'createdBy'>, me: string): boolean => view.shared || view.createdBy === me;

/** The per-person defaults (accounts/{a}/viewDefaults/{uid}): a view id per list, or none. */
export type ViewDefaults = Record<ListKind, string | null>;
export const NO_DEFAULTS: ViewDefaults = { clients: null, deals: null };
export function viewDefaultsOf(data: Record<string, unknown> | undefined): ViewDefaults {
  const id = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : null);
  return { clients: id(data?.clients), deals: id(data?.deals) };
}

/** The views of a kind as a picker lists them: shared ones first, then by name. */
export function sortViews(views: readonly SavedView[]): SavedView[] {
  return [...views].sort((a, b) => Number(b.shared) - Number(a.shared) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------------------------
// The address form: ?q=&f=column|op|value&sort=-column&cols=a,b&view=list (&saved=<id>)

/** The query parameters a view owns (others are left alone). */
export const VIEW_PARAMS = ['q', 'f', 'sort', 'cols', 'view', 'saved'] as const;

function encodeValue(v: FilterValue): string {
  if (v === null) return '';
  if (Array.isArray(v)) return v.map((x) => x.replace(/[\\,]/g, (c) => `\\${c}`)).join(',');
  return String(v);
}

function decodeValue(raw: string, op: FilterOp): FilterValue {
  if (op === 'empty' || op === 'yes' || op === 'no') return null;
  if (op === 'anyOf') {
    const out: string[] = [];
    let cur = '';
    for (let i = 0; i < raw.length; i += 1) {
      const c = raw[i]!;
      if (c === '\\' && i + 1 < raw.length) cur += raw[(i += 1)]!;
      else if (c === ',') {
        out.push(cur);
        cur = '';
      } else cur += c;
    }
    if (raw !== '') out.push(cur);
    return out;
  }
  // Every number operator takes a number (a column's kind is not needed to read it back).
  if (op === 'within' || op === 'notWithin' || op === 'eq' || op === 'lt' || op === 'gt') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : raw;
  }
  return raw;
}

/** A filter's address (and stored) form: "column|op|value", choices joined by commas. */
export const encodeFilter = (f: ViewFilter): string => `${f.column}|${f.op}|${encodeValue(f.value)}`;

/** The filter an address form names, or null when it does not parse. */
export function decodeFilter(raw: string): ViewFilter | null {
  const a = raw.indexOf('|');
  const b = a < 0 ? -1 : raw.indexOf('|', a + 1);
  if (b < 0) return null;
  const column = raw.slice(0, a);
  const op = raw.slice(a + 1, b);
  if (!isColumnId(column) || !ALL_OPS.has(op)) return null;
  return { column, op: op as FilterOp, value: decodeValue(raw.slice(b + 1, b + 1 + VIEW_LIMITS.text * 2), op as FilterOp) };
}

/** A view's address form, the saved view's id with it (when one is open). */
export function viewToParams(view: ListView, kind: ListKind, savedId: string | null = null): URLSearchParams {
  const p = new URLSearchParams();
  if (savedId) p.set('saved', savedId);
  if (view.search !== '') p.set('q', view.search);
  for (const f of view.filters) p.append('f', encodeFilter(f));
  if (view.sort) p.set('sort', `${view.sort.dir === 'desc' ? '-' : ''}${view.sort.column}`);
  if (view.columns.length > 0) p.set('cols', view.columns.join(','));
  if (kind === 'deals' && view.layout === 'list') p.set('view', 'list');
  return p;
}

/** Whether the address says anything about the view (none: the person's default view opens). */
export const hasViewParams = (params: URLSearchParams): boolean => VIEW_PARAMS.some((k) => params.has(k));

/**
 * The view an address describes; parameters it does not know are ignored, and so are filters
 * that do not parse.
 */
export function viewFromParams(params: URLSearchParams, kind: ListKind): { view: ListView; savedId: string | null } {
  const filters: ViewFilter[] = [];
  for (const raw of params.getAll('f').slice(0, VIEW_LIMITS.filters)) {
    const f = decodeFilter(raw);
    if (f) filters.push(f);
  }
  const sortRaw = params.get('sort') ?? '';
  const desc = sortRaw.startsWith('-');
  const sortColumn = desc ? sortRaw.slice(1) : sortRaw;
  const cols = (params.get('cols') ?? '').split(',').filter(isColumnId);
  const saved = params.get('saved');
  return {
    view: {
      filters,
      search: (params.get('q') ?? '').slice(0, VIEW_LIMITS.search),
      sort: isColumnId(sortColumn) ? { column: sortColumn, dir: desc ? 'desc' : 'asc' } : null,
      columns: [...new Set(cols)].slice(0, VIEW_LIMITS.columns),
      layout: kind === 'deals' ? (params.get('view') === 'list' ? 'list' : 'board') : 'list',
    },
    savedId: saved && /^[A-Za-z0-9_-]{1,40}$/.test(saved) ? saved : null,
  };
}

/** Whether two views decide the same (a saved view with changes shows "Save view"). */
export function sameView(a: ListView, b: ListView): boolean {
  return JSON.stringify([a.filters, a.search, a.sort, a.columns, a.layout]) === JSON.stringify([b.filters, b.search, b.sort, b.columns, b.layout]);
}
