// Header mapping, type detection and the parsed-file summary of the import (docs/product/import.md#mapping;
// the synonyms are in synonyms.ts). Pure: no React, no Firebase.
import type { ImportKind } from '../entitlements';
import { IMPORT_KINDS } from '../entitlements';
import { headerKey } from './headers';
import type { NamePart } from './contact-words';
import { NAME_PARTS } from './contact-words';
import { DEAL_IMPORT_FIELDS } from './deal-import';
import { EMAIL_COLUMN, NAME_FIELDS, PHONE_COLUMN, SYNONYMS } from './synonyms';
import type { CustomFieldDefinition } from '../custom-fields';
import { withCustomTargets } from './custom-columns';

/** The fields a column may be mapped to, per kind (the imported record kinds). */
export const IMPORT_FIELDS = {
  clients: ['name', 'email', 'phone', 'company', 'status', 'type', 'value', 'dateAdded', 'lastContact', 'progress', 'notes'],
  employees: ['name', 'role', 'email', 'dateAdded'],
  salaries: ['employeeName', 'position', 'amount', 'payDate', 'status', 'type'],
  revenues: ['source', 'amount', 'date', 'description', 'type'],
  expenses: ['description', 'amount', 'category', 'date', 'notes'],
  deals: DEAL_IMPORT_FIELDS,
} as const satisfies { readonly [K in ImportKind]: readonly string[] };

export type ImportField<K extends ImportKind> = (typeof IMPORT_FIELDS)[K][number];

/** Fields a row must have, per kind (docs/product/import.md#row-checks). */
export const REQUIRED_FIELDS: { readonly [K in ImportKind]: readonly ImportField<K>[] } = {
  clients: ['name', 'email'],
  employees: ['name', 'role'],
  salaries: ['employeeName', 'amount'],
  revenues: ['source', 'amount'],
  expenses: ['description', 'amount'],
  deals: ['title'],
};

/** What the headers must map for a file to be detected as a kind: its required fields, and a deal's stage. */
const DETECT_FIELDS: { readonly [K in ImportKind]: readonly ImportField<K>[] } = { ...REQUIRED_FIELDS, deals: ['title', 'stage'] };

export const SUPPORTED_SHEETS = ['clients', 'salaries', 'revenue', 'expenses', 'employees', 'deals'] as const;
const SHEET_KIND: Record<(typeof SUPPORTED_SHEETS)[number], ImportKind> = {
  clients: 'clients',
  salaries: 'salaries',
  revenue: 'revenues',
  expenses: 'expenses',
  employees: 'employees',
  deals: 'deals',
};

export const KIND_LABELS: Record<ImportKind, string> = {
  clients: 'Clients',
  employees: 'Employees',
  salaries: 'Salaries',
  revenues: 'Revenue',
  expenses: 'Expenses',
  deals: 'Deals',
};

export const MESSAGES = {
  unsupportedFormat: 'Unsupported file format',
  noCsvHeaders: 'No column headers found in CSV file',
  noSheets: 'No sheets found in Excel file',
  noSheetHeaders: 'No column headers found in Excel sheet',
  noSupportedSheets: 'No supported sheets found',
  empty: 'The file appears to be empty or contains no valid data',
  undetectable: 'Unable to detect data type from column headers',
  unknownType: 'Unknown data type',
} as const;

const norm = (h: string) => h.trim().toLowerCase();

/** `pattern`: matched only by the e-mail or phone pattern (a header holding "mail" or "phone"), not by a listed word. */
type HeaderMatch = { field: string; part: NamePart | null; pattern?: true };

/** Per kind: header key -> field (and name part), the first field of IMPORT_FIELDS that lists it. */
const TABLES = new Map<ImportKind, Map<string, HeaderMatch>>();
function tableOf(kind: ImportKind): Map<string, HeaderMatch> {
  let table = TABLES.get(kind);
  if (table) return table;
  table = new Map();
  const add = (word: string, match: HeaderMatch) => {
    const key = headerKey(word);
    if (!table!.has(key)) table!.set(key, match);
  };
  const lists = SYNONYMS[kind];
  for (const field of IMPORT_FIELDS[kind]) {
    if (NAME_FIELDS.has(field)) {
      for (const part of Object.keys(NAME_PARTS) as NamePart[]) for (const w of NAME_PARTS[part]) add(w, { field, part });
    }
    add(field, { field, part: NAME_FIELDS.has(field) ? 'full' : null });
    for (const w of lists[field] ?? []) add(w, { field, part: NAME_FIELDS.has(field) ? 'full' : null });
  }
  TABLES.set(kind, table);
  return table;
}

/** The field a header maps to for `kind` and, for a name field, the part of the name it holds. */
export function matchHeader(kind: ImportKind, header: string): HeaderMatch | null {
  if (header.trim() === '') return null;
  const key = headerKey(header);
  const hit = tableOf(kind).get(key);
  if (hit) return hit;
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  if (fields.includes('email') && EMAIL_COLUMN.test(key)) return { field: 'email', part: null, pattern: true };
  if (fields.includes('clientEmail') && EMAIL_COLUMN.test(key)) return { field: 'clientEmail', part: null, pattern: true };
  if (fields.includes('phone') && PHONE_COLUMN.test(key)) return { field: 'phone', part: null, pattern: true };
  return null;
}

/** The field a header maps to for `kind`, or '' (unmapped, ignored on import). */
export function mapHeader(kind: ImportKind, header: string): string {
  return matchHeader(kind, header)?.field ?? '';
}

/**
 * Auto-mapping of every header. A field takes one column, except that the parts of a name
 * (first, middle, last; the whole name once) and several e-mail or phone columns combine
 * (see plan.ts); any other later duplicate stays unmapped. `definitions`: the custom fields of
 * the kind (clients, deals), whose labels map too (custom-columns.ts withCustomTargets: a
 * built-in field keeps a header that is one of its listed words).
 */
export function autoMap(kind: ImportKind, headers: readonly string[], definitions: readonly CustomFieldDefinition[] = []): string[] {
  const used = new Set<string>();
  const parts = new Set<string>();
  const exact: boolean[] = [];
  const builtIn = headers.map((h, i) => {
    const match = matchHeader(kind, h);
    exact[i] = match !== null && match.pattern !== true;
    if (!match) return '';
    const { field, part } = match;
    if (part !== null && part !== 'full') {
      const slot = `${field}:${part}`;
      if (parts.has(slot)) return '';
      parts.add(slot);
      return field;
    }
    if (field !== 'email' && field !== 'phone') {
      const slot = part === 'full' ? `${field}:full` : field;
      if (used.has(slot)) return '';
      used.add(slot);
      return field;
    }
    return field;
  });
  return definitions.length === 0 ? builtIn : withCustomTargets(headers, builtIn, exact, definitions);
}

/**
 * Type detection from headers, in the order of docs/product/import.md#mapping; null when nothing
 * fits. Deals come first: a deals export names its contact's e-mail too ("Person - Email").
 */
export function detectKind(headers: readonly string[]): ImportKind | null {
  const order: ImportKind[] = ['deals', 'clients', 'employees', 'salaries', 'revenues', 'expenses'];
  for (const kind of order) {
    const mapped = new Set(headers.map((h) => mapHeader(kind, h)));
    if (DETECT_FIELDS[kind].every((f) => mapped.has(f))) return kind;
  }
  return null;
}

/** The kind a workbook sheet name stands for (case-insensitive), or null if not supported. */
export function kindOfSheetName(name: string): ImportKind | null {
  const key = norm(name) as (typeof SUPPORTED_SHEETS)[number];
  return (SUPPORTED_SHEETS as readonly string[]).includes(key) ? SHEET_KIND[key] : null;
}

export function isImportKind(v: unknown): v is ImportKind {
  return typeof v === 'string' && (IMPORT_KINDS as readonly string[]).includes(v);
}

/** A cell as handed back by the parser: text or a number (Excel numbers and dates). */
export type Cell = string | number;

/**
 * One table of a parsed file: trimmed headers and the data rows (arrays aligned to headers).
 * `rowNumbers[i]` is the row of `rows[i]` in the user's file as a spreadsheet shows it (the
 * header row being row 1, dropped empty lines still counted); without it, rows follow the header
 * directly (row i + 2).
 */
export type Table = { headers: string[]; rows: Cell[][]; rowNumbers?: number[] };

/** The row of the user's file that data row `index` came from (header = row 1). */
export function rowNumberOf(table: Table, index: number): number {
  return table.rowNumbers?.[index] ?? index + 2;
}

export type FieldSummary = { header: string; mappedTo: string; samples: string[] };

export const SAMPLE_COUNT = 3;
export const SAMPLE_LENGTH = 50;

/** Up to three non-empty sample values of column `index`, each cut to 50 characters. */
export function samplesOf(table: Table, index: number): string[] {
  const out: string[] = [];
  for (const row of table.rows) {
    if (out.length >= SAMPLE_COUNT) break;
    const v = row[index];
    const s = v === undefined ? '' : String(v).trim();
    if (s !== '') out.push(s.slice(0, SAMPLE_LENGTH));
  }
  return out;
}

export function summarise(kind: ImportKind, table: Table, definitions: readonly CustomFieldDefinition[] = []): FieldSummary[] {
  const mapping = autoMap(kind, table.headers, definitions);
  return table.headers.map((header, i) => ({ header, mappedTo: mapping[i] ?? '', samples: samplesOf(table, i) }));
}

/** A sheet of a multi-tab workbook, ready for the checklist. */
export type SheetSummary = {
  name: string;
  kind: ImportKind;
  table: Table;
  fields: FieldSummary[];
  autoMapped: number;
};

/** The kind of a workbook sheet: from its headers, falling back to its name. */
export function sheetKind(name: string, headers: readonly string[]): ImportKind | null {
  return detectKind(headers) ?? kindOfSheetName(name);
}

/** `definitionsOf`: the custom fields of a kind (none for the kinds without). */
export function summariseSheet(
  name: string,
  table: Table,
  definitionsOf: (kind: ImportKind) => readonly CustomFieldDefinition[] = () => [],
): SheetSummary | null {
  const kind = sheetKind(name, table.headers);
  if (!kind) return null;
  const fields = summarise(kind, table, definitionsOf(kind));
  return { name, kind, table, fields, autoMapped: fields.filter((f) => f.mappedTo !== '').length };
}

export function mappedCount(mapping: readonly string[]): number {
  return mapping.filter((m) => m !== '').length;
}
