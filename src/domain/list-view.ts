// Saved views of the clients and deals lists (docs/product/saved-views.md): a named set of
// filters, a search, a sort, the visible columns and (deals) the board or the list. What a view
// is, the lists' columns, and how a view is applied to records (pure and fast: 10,000 clients
// with 20 custom fields, a keystroke well under 50 ms, bench/list-view.mjs). A view as stored and
// sent (the validation the data layer, the fake and the rules' mirror share, and its form in the
// address): ./list-view-stored.ts.
import type { IsoDate } from './types';
import { CLIENT_STATUSES, CLIENT_TYPES } from './types';
import { DEAL_STATUSES } from './deals';
import { lastTouch } from './activities';

import type { CustomFieldDefinition, CustomFieldKind } from './custom-fields';

export type { CustomFieldKind };
/** A custom field definition (src/domain/custom-fields.ts) as the lists use it; values at `record.customFields?.[id]`. */
export type ListFieldDefinition = CustomFieldDefinition;

export const LIST_KINDS = ['clients', 'deals'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** How a column is filtered and sorted. */
export type ColumnKind = 'text' | 'number' | 'amount' | 'date' | 'yesNo' | 'choice';

export const OPS_BY_KIND = {
  text: ['contains', 'is', 'empty'],
  number: ['eq', 'lt', 'gt'],
  amount: ['eq', 'lt', 'gt'],
  date: ['before', 'after', 'within', 'notWithin', 'empty'],
  yesNo: ['yes', 'no'],
  choice: ['anyOf'],
} as const satisfies Record<ColumnKind, readonly string[]>;
export type FilterOp = (typeof OPS_BY_KIND)[ColumnKind][number];
export const ALL_OPS = new Set<string>(Object.values(OPS_BY_KIND).flat());

/** A filter's value: text, a number, a date, a number of days, or the choices of "is any of"; none for empty/yes/no. */
export type FilterValue = string | number | string[] | null;
export type ViewFilter = { column: string; op: FilterOp; value: FilterValue };
export type SortDir = 'asc' | 'desc';
export type ViewSort = { column: string; dir: SortDir } | null;
export type ViewLayout = 'board' | 'list';

/** What a view decides about a list (its name and sharing are kept beside it). */
export type ListView = {
  filters: ViewFilter[];
  search: string;
  sort: ViewSort;
  /** Visible columns in order; empty: the list's default columns. */
  columns: string[];
  /** Deals only; clients keep 'list'. */
  layout: ViewLayout;
};

/** A saved view as screens see it (accounts/{a}/views/{id}). */
export type SavedView = ListView & { id: string; name: string; kind: ListKind; shared: boolean; createdBy: string };

export const VIEW_LIMITS = { name: 60, filters: 20, columns: 60, search: 200, text: 200, choices: 50, column: 40, days: 3650 } as const;

export const VIEW_MESSAGES = {
  nameRequired: 'Please give the view a name.',
  nameTooLong: 'A view name can have at most 60 characters.',
  tooManyFilters: 'A view can have at most 20 filters.',
  tooManyColumns: 'A view can show at most 60 columns.',
  filterInvalid: 'One of the filters is not complete: choose a column, an operator and a value.',
  notFound: 'This view no longer exists.',
  shareForbidden: 'Only owners and managers can share a view with the account or change a shared view.',
  notYours: 'You can only change the views you made.',
} as const;

export const BLANK_VIEW: ListView = { filters: [], search: '', sort: null, columns: [], layout: 'board' };
export const blankView = (kind: ListKind): ListView => ({ ...BLANK_VIEW, layout: kind === 'deals' ? 'board' : 'list' });

/** A column of a list: its id (a built-in field, or `cf:<definition id>`), kind and value. */
export type ListColumn<R> = {
  id: string;
  kind: ColumnKind;
  /** The choices of a choice column (status, type, a custom field's). */
  choices: readonly string[];
  /** A custom field's label; built-in columns are labelled by the screen (translated). */
  label?: string;
  /** Searched by the search box (built-in text fields, text-kind custom fields). */
  searchable: boolean;
  get: (record: R) => unknown;
};

type WithCustom = { customFields?: Record<string, unknown> | null };

const TEXT_KINDS: ReadonlySet<CustomFieldKind> = new Set(['text', 'longText', 'email', 'phone', 'link']);
export function columnKindOf(kind: CustomFieldKind): ColumnKind {
  if (TEXT_KINDS.has(kind)) return 'text';
  if (kind === 'choices') return 'choice';
  return kind as ColumnKind;
}

export const CUSTOM_PREFIX = 'cf:';
/** The columns of the account's custom fields (archived ones left out), in their order. */
export function customColumns<R extends WithCustom>(fields: readonly ListFieldDefinition[]): ListColumn<R>[] {
  return [...fields]
    .filter((f) => !f.archived)
    .sort((a, b) => a.order - b.order)
    .map((f) => ({
      id: CUSTOM_PREFIX + f.id,
      kind: columnKindOf(f.kind),
      choices: f.choices,
      label: f.label,
      searchable: TEXT_KINDS.has(f.kind),
      get: (r: R) => r.customFields?.[f.id] ?? null,
    }));
}

type ClientLike = {
  name: string;
  email: string;
  phone: string;
  company: string;
  value: number;
  progress: number;
  status: string;
  type: string;
  dateAdded: string;
  lastContact: string;
  lastActivity?: string;
  notes: string;
} & WithCustom;

const col = <R>(id: string, kind: ColumnKind, get: (r: R) => unknown, searchable = false, choices: readonly string[] = []): ListColumn<R> => ({
  id,
  kind,
  choices,
  searchable,
  get,
});

/** The clients list's columns: the built-in fields, then the custom fields. */
export function clientColumns<R extends ClientLike>(fields: readonly ListFieldDefinition[] = []): ListColumn<R>[] {
  return [
    col<R>('name', 'text', (c) => c.name, true),
    col<R>('email', 'text', (c) => c.email, true),
    col<R>('company', 'text', (c) => c.company, true),
    col<R>('phone', 'text', (c) => c.phone, true),
    col<R>('value', 'amount', (c) => c.value),
    col<R>('progress', 'number', (c) => c.progress),
    col<R>('status', 'choice', (c) => c.status, false, CLIENT_STATUSES),
    col<R>('type', 'choice', (c) => c.type, false, CLIENT_TYPES),
    col<R>('dateAdded', 'date', (c) => c.dateAdded),
    col<R>('lastContact', 'date', (c) => c.lastContact),
    // The last contact or logged activity: "no activity for 30 days" is `notWithin 30` on it.
    col<R>('lastTouch', 'date', (c) => lastTouch(c)),
    col<R>('notes', 'text', (c) => c.notes),
    ...customColumns<R>(fields),
  ];
}
/** What a client card shows when the view names no columns. */
export const DEFAULT_CLIENT_COLUMNS = ['email', 'value', 'type', 'profit', 'progress'];
/** Columns of a card that are not fields of the record (the screen computes them). */
export const CLIENT_CARD_EXTRAS = ['profit'];

type DealLike = {
  title: string;
  clientId: string;
  value: number;
  expectedClose: string;
  ownerId: string;
  stageId: string;
  probability: number | null;
  status: string;
  wonAt: string;
  lostAt: string;
  lostReason: string;
  notes: string;
} & WithCustom;

/** What the deals' columns need from the rest of the screen: names of clients, owners and stages. */
export type DealLookups = { clientName: (id: string) => string; stages: readonly { id: string }[] };

/** The deals list's columns: the built-in fields (the client, owner and stage by name), then the custom fields. */
export function dealColumns<R extends DealLike>(lookups: DealLookups, fields: readonly ListFieldDefinition[] = []): ListColumn<R>[] {
  return [
    col<R>('title', 'text', (d) => d.title, true),
    col<R>('client', 'text', (d) => lookups.clientName(d.clientId), true),
    col<R>('value', 'amount', (d) => d.value),
    // Stages are chosen by id (the filter keeps working after a rename).
    col<R>(
      'stage',
      'choice',
      (d) => d.stageId,
      false,
      lookups.stages.map((s) => s.id),
    ),
    col<R>('status', 'choice', (d) => d.status, false, DEAL_STATUSES),
    col<R>('expectedClose', 'date', (d) => d.expectedClose),
    col<R>('owner', 'choice', (d) => d.ownerId),
    col<R>('probability', 'number', (d) => d.probability),
    col<R>('wonAt', 'date', (d) => d.wonAt),
    col<R>('lostAt', 'date', (d) => d.lostAt),
    col<R>('lostReason', 'text', (d) => d.lostReason, true),
    col<R>('notes', 'text', (d) => d.notes),
    ...customColumns<R>(fields),
  ];
}
export const DEFAULT_DEAL_COLUMNS = ['title', 'client', 'value', 'stage', 'status', 'expectedClose', 'owner'];

// ---------------------------------------------------------------------------------------------
// Applying a view

/** The records with their search text, built once per list (a keystroke then costs one pass). */
export type ListIndex<R> = { rows: { record: R; hay: string }[]; columns: ListColumn<R>[] };

export function indexRecords<R>(records: readonly R[], columns: ListColumn<R>[]): ListIndex<R> {
  const searchable = columns.filter((c) => c.searchable);
  const rows = new Array<{ record: R; hay: string }>(records.length);
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i]!;
    let hay = '';
    for (const c of searchable) {
      const v = c.get(record);
      if (typeof v === 'string' && v !== '') hay += `${v.toLowerCase()}\n`;
    }
    rows[i] = { record, hay };
  }
  return { rows, columns };
}

/** `today` minus n calendar days, 'yyyy-mm-dd'. */
export function daysBefore(today: IsoDate, n: number): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const asText = (v: unknown): string =>
  typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const asDate = (v: unknown): string => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : '');

type Test = (value: unknown) => boolean;

/** One filter as a test of a column's value; null for a filter that tests nothing (incomplete, unknown column). */
function testOf(filter: ViewFilter, column: ListColumn<unknown> | undefined, today: IsoDate): Test | null {
  if (!column || !(OPS_BY_KIND[column.kind] as readonly string[]).includes(filter.op)) return null;
  const { op, value } = filter;
  switch (op) {
    case 'empty':
      return isBlank;
    case 'contains':
    case 'is': {
      const q = asText(value).trim().toLowerCase();
      if (q === '') return null;
      return op === 'contains' ? (v) => asText(v).toLowerCase().includes(q) : (v) => asText(v).trim().toLowerCase() === q;
    }
    case 'eq':
    case 'lt':
    case 'gt': {
      const n = asNumber(value);
      if (n === null) return null;
      if (op === 'eq') return (v) => asNumber(v) === n;
      if (op === 'lt') return (v) => (asNumber(v) ?? Infinity) < n;
      return (v) => (asNumber(v) ?? -Infinity) > n;
    }
    case 'before':
    case 'after': {
      const day = asDate(value);
      if (day === '') return null;
      return op === 'before' ? (v) => asDate(v) !== '' && asDate(v) < day : (v) => asDate(v) > day;
    }
    case 'within':
    case 'notWithin': {
      const n = asNumber(value);
      if (n === null || n < 0) return null;
      const from = daysBefore(today, n);
      const within = (v: unknown) => {
        const d = asDate(v);
        return d !== '' && d >= from && d <= today;
      };
      // "Not within the last N days" includes never (a client never contacted is stale).
      return op === 'within' ? within : (v) => !within(v);
    }
    case 'yes':
      return (v) => v === true;
    case 'no':
      return (v) => v !== true;
    case 'anyOf': {
      const wanted = new Set(Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);
      if (wanted.size === 0) return null;
      return (v) => (Array.isArray(v) ? v.some((x) => wanted.has(String(x))) : wanted.has(asText(v)));
    }
    default:
      return null;
  }
}

function compareValues(kind: ColumnKind, a: unknown, b: unknown): number {
  if (kind === 'number' || kind === 'amount') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y;
  }
  if (kind === 'yesNo') return (a === true ? 1 : 0) - (b === true ? 1 : 0);
  const x = kind === 'date' ? asDate(a) : asText(a).toLowerCase();
  const y = kind === 'date' ? asDate(b) : asText(b).toLowerCase();
  if (x === y) return 0;
  // Blanks go last either way (handled by the caller's sign).
  if (x === '') return 1;
  if (y === '') return -1;
  return x < y ? -1 : 1;
}

/** The records of the index that pass the view's filters and search, in its sort (the list's order when none). */
export function applyView<R>(index: ListIndex<R>, view: Pick<ListView, 'filters' | 'search' | 'sort'>, today: IsoDate): R[] {
  const byId = new Map(index.columns.map((c) => [c.id, c]));
  const tests: { get: (r: R) => unknown; test: Test }[] = [];
  for (const f of view.filters) {
    const column = byId.get(f.column);
    const test = testOf(f, column as ListColumn<unknown> | undefined, today);
    if (column && test) tests.push({ get: column.get, test });
  }
  const q = view.search.trim().toLowerCase();
  const out: R[] = [];
  for (const { record, hay } of index.rows) {
    if (q !== '' && !hay.includes(q)) continue;
    let pass = true;
    for (const t of tests)
      if (!t.test(t.get(record))) {
        pass = false;
        break;
      }
    if (pass) out.push(record);
  }
  const sortColumn = view.sort ? byId.get(view.sort.column) : undefined;
  if (!view.sort || !sortColumn) return out;
  const sign = view.sort.dir === 'desc' ? -1 : 1;
  // Each value read once, not once per comparison.
  const keyed = out.map((record, i) => ({ record, i, v: sortColumn.get(record) }));
  keyed.sort((a, b) => {
    const aBlank = isBlank(a.v);
    const bBlank = isBlank(b.v);
    if (aBlank !== bBlank) return aBlank ? 1 : -1;
    return sign * compareValues(sortColumn.kind, a.v, b.v) || a.i - b.i;
  });
  return keyed.map((k) => k.record);
}

/** The visible columns of a view on a list: the view's (known ones only), else the defaults. */
export function visibleColumns(view: Pick<ListView, 'columns'>, known: readonly string[], defaults: readonly string[]): string[] {
  const set = new Set(known);
  const out = view.columns.filter((c) => set.has(c));
  return out.length > 0 ? out : defaults.filter((c) => set.has(c));
}

/** Replaces the filters on a column by one (or removes them with null): the page's quick filters. */
export function withColumnFilter(filters: readonly ViewFilter[], column: string, filter: ViewFilter | null): ViewFilter[] {
  const rest = filters.filter((f) => f.column !== column);
  return filter ? [...rest, filter] : rest;
}

/** The single choice of an "is any of" filter on a column, or 'all' (the quick filters' selects). */
export function quickChoiceOf(filters: readonly ViewFilter[], column: string): string {
  const f = filters.find((x) => x.column === column && x.op === 'anyOf');
  return f && Array.isArray(f.value) && f.value.length === 1 ? f.value[0]! : 'all';
}

/** A close month ('yyyy-mm') as the two date filters of a view: after the day before it, before the day after it. */
export function monthFilters(column: string, month: string): ViewFilter[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const next = new Date(Date.UTC(y, m, 1));
  const dayBefore = new Date(first.getTime() - 86_400_000).toISOString().slice(0, 10);
  return [
    { column, op: 'after', value: dayBefore },
    { column, op: 'before', value: next.toISOString().slice(0, 10) },
  ];
}

/** The month two such filters name ('' when the filters on the column are not exactly those). */
export function monthOfFilters(filters: readonly ViewFilter[], column: string): string {
  const on = filters.filter((f) => f.column === column);
  const before = on.find((f) => f.op === 'before');
  if (on.length !== 2 || !before || typeof before.value !== 'string') return '';
  const [y, m] = before.value.split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  return JSON.stringify(monthFilters(column, month)) === JSON.stringify([on.find((f) => f.op === 'after'), before]) ? month : '';
}
