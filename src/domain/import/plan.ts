// How the mapped columns of a table become the fields of a row: one column per field, or several
// combined. The parts of a name join in the order the file's language writes them (first middle
// last; family name first for headers in Chinese, Japanese or Korean) unless a column holds the
// whole name; several e-mail or phone columns give the first non-empty value (Google's
// "a@x.io ::: b@y.io" gives its first); notes and descriptions join. Compiled once per table,
// then applied to each row. Pure.
import type { Cell } from './mapping';
import { CJK, headerKey } from './headers';
import type { NamePart } from './contact-words';
import { NAME_PARTS } from './contact-words';
import { NAME_FIELDS } from './synonyms';

/** Where one field's value comes from. */
export type FieldSource =
  | { field: string; how: 'one'; column: number }
  | { field: string; how: 'first'; columns: number[] }
  | { field: string; how: 'join'; columns: number[]; separator: string }
  | { field: string; how: 'name'; full: number[]; parts: number[]; noSpace: boolean };

export type ImportPlan = { sources: FieldSource[] };

const PART_OF = new Map<string, NamePart>();
for (const part of Object.keys(NAME_PARTS) as NamePart[]) for (const w of NAME_PARTS[part]) if (!PART_OF.has(headerKey(w))) PART_OF.set(headerKey(w), part);

/** The name part a header stands for (null: not a known name header, a part in column order). */
export function namePartOf(header: string): NamePart | null {
  return PART_OF.get(headerKey(header)) ?? null;
}

const WESTERN: Record<'given' | 'middle' | 'family', number> = { given: 0, middle: 1, family: 2 };
const EASTERN: Record<'given' | 'middle' | 'family', number> = { family: 0, given: 1, middle: 2 };

function nameSource(field: string, columns: number[], headers: readonly string[] | undefined): FieldSource {
  const roles = columns.map((c) => (headers ? namePartOf(headers[c] ?? '') : null));
  const hasPart = roles.some((r) => r === 'given' || r === 'middle' || r === 'family');
  const full: number[] = [];
  const parts: { column: number; role: 'given' | 'middle' | 'family' | null }[] = [];
  columns.forEach((column, i) => {
    const r = roles[i] ?? null;
    if (r === 'full') full.push(column);
    else if ((r === 'givenOrFull' || r === 'familyOrFull') && !hasPart) full.push(column);
    else if (r === 'givenOrFull') parts.push({ column, role: 'given' });
    else if (r === 'familyOrFull') parts.push({ column, role: 'family' });
    else parts.push({ column, role: r });
  });
  // One column that is not a known part: the name as it stands.
  if (full.length === 0 && parts.length === 1) full.push(parts.pop()!.column);
  const eastern = headers !== undefined && columns.some((c) => CJK.test(headers[c] ?? ''));
  if (parts.every((p) => p.role !== null)) {
    const rank = eastern ? EASTERN : WESTERN;
    parts.sort((a, b) => rank[a.role!] - rank[b.role!]);
  }
  return { field, how: 'name', full, parts: parts.map((p) => p.column), noSpace: eastern };
}

/**
 * The plan of a mapping (`mapping[i]`: the field of column i, '' not imported). `headers` tell
 * the name parts and their order; without them, name columns join in column order.
 */
export function planOf(mapping: readonly string[], headers?: readonly string[]): ImportPlan {
  const byField = new Map<string, number[]>();
  mapping.forEach((field, column) => {
    if (field === '') return;
    const list = byField.get(field);
    if (list) list.push(column);
    else byField.set(field, [column]);
  });
  const sources: FieldSource[] = [];
  for (const [field, columns] of byField) {
    if (columns.length === 1) sources.push({ field, how: 'one', column: columns[0]! });
    else if (NAME_FIELDS.has(field)) sources.push(nameSource(field, columns, headers));
    else if (field === 'notes' || field === 'description') sources.push({ field, how: 'join', columns, separator: '; ' });
    else sources.push({ field, how: 'first', columns });
  }
  return { sources };
}

const text = (v: Cell | undefined): string => (v === undefined ? '' : typeof v === 'number' ? String(v) : v.trim());

/** Google's several values in one cell ("a@x.io ::: b@y.io"): the first. */
const firstOfMany = (s: string): string => {
  const i = s.indexOf(':::');
  return i < 0 ? s : s.slice(0, i).trim();
};

const ALL_CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+$/u;

/** The value of one field in a row (a cell as it is for a single column, text when combined). */
export function valueOf(source: FieldSource, row: readonly Cell[]): Cell | undefined {
  switch (source.how) {
    case 'one':
      return row[source.column];
    case 'first':
      for (const c of source.columns) {
        const v = firstOfMany(text(row[c]));
        if (v !== '') return v;
      }
      return '';
    case 'join':
      return source.columns
        .map((c) => text(row[c]))
        .filter((v) => v !== '')
        .join(source.separator);
    case 'name': {
      for (const c of source.full) {
        const v = text(row[c]);
        if (v !== '') return v;
      }
      const parts = source.parts.map((c) => text(row[c])).filter((v) => v !== '');
      return parts.join(source.noSpace && parts.every((p) => ALL_CJK.test(p)) ? '' : ' ');
    }
  }
}

/** The e-mail source of a plan, or null. */
export function sourceOf(plan: ImportPlan, field: string): FieldSource | null {
  return plan.sources.find((s) => s.field === field) ?? null;
}
