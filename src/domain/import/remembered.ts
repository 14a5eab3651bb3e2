// A mapping the user confirmed, remembered per account for the next file with the same header
// row: the kind of data, each column's field (several columns on one field are a combination)
// and the date order when the user chose one. Stored at users/{uid}/importMappings/{signature}
// (firestore.rules validates it). Pure.
import type { ImportKind } from '../entitlements';
import { isImportKind, IMPORT_FIELDS } from './mapping';
import { headerKey } from './headers';
import type { DateOrder } from './values';
import type { CustomFieldDefinition } from '../custom-fields';
import { customFieldIdOf, withoutGoneFields } from './custom-columns';

/** At most this many columns are remembered (the rules cap the stored list at the same count). */
export const REMEMBERED_MAX_COLUMNS = 300;

export type RememberedMapping = {
  kind: ImportKind;
  /** One entry per column of the header row, '' for a column not imported. */
  fields: string[];
  /** The date order the user chose on the mapping screen; null: found from the file again. */
  dateOrder: DateOrder | null;
};

/** 64-bit FNV-1a over UTF-16 code units, as two 32-bit halves (no BigInt in the hot path). */
function fnv1a64(text: string): string {
  // Offset basis 0xcbf29ce484222325 and prime 0x100000001b3, on 16-bit limbs.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < text.length; i++) {
    h0 ^= text.charCodeAt(i);
    // Multiply by 2^40 + 0x1b3: the low part by 0x1b3, plus the value shifted by 40 bits.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3;
    const t3 = h3 * 0x1b3;
    const n1 = t1 + (t0 >>> 16);
    const n2 = t2 + (n1 >>> 16) + ((h0 << 8) & 0xffff);
    const n3 = t3 + (n2 >>> 16) + ((h1 << 8) & 0xffff) + (h0 >>> 8);
    h0 = t0 & 0xffff;
    h1 = n1 & 0xffff;
    h2 = n2 & 0xffff;
    h3 = n3 & 0xffff;
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

/**
 * The signature of a header row: 16 lower-case hex digits (a Firestore document id as it is).
 * Headers are compared by their key (headers.ts: no case, accents, spaces or punctuation), in
 * order and with their count, so "First Name" and "first_name" are the same column, while a
 * file with one more column, or the same columns in another order, is another signature.
 */
export function headerSignature(headers: readonly string[]): string {
  return fnv1a64(`${headers.length}\u0000${headers.map(headerKey).join('\u0000')}`);
}

/** Whether a signature is of the stored form (also what the rules accept as a document id). */
export const isHeaderSignature = (s: string): boolean => /^[0-9a-f]{16}$/.test(s);

/**
 * A stored document as a mapping for these headers, or null when it is not one (unknown kind,
 * another column count, a field the kind does not have). A custom field is remembered by its id
 * (`custom:{id}`, custom-columns.ts); one that `definitionsOf(kind)` no longer has active
 * (deleted or archived) is dropped: its column is not imported.
 */
export function parseRemembered(
  doc: Record<string, unknown> | null,
  headers: readonly string[],
  definitionsOf: (kind: ImportKind) => readonly CustomFieldDefinition[] = () => [],
): RememberedMapping | null {
  if (!doc) return null;
  const { kind, fields, dateOrder } = doc;
  if (typeof kind !== 'string' || !isImportKind(kind)) return null;
  if (!Array.isArray(fields) || fields.length !== headers.length) return null;
  const known = new Set<string>(IMPORT_FIELDS[kind]);
  const hasCustom = kind === 'clients' || kind === 'deals';
  if (!fields.every((f): f is string => typeof f === 'string' && (f === '' || known.has(f) || (hasCustom && customFieldIdOf(f) !== null)))) return null;
  if (dateOrder !== null && dateOrder !== undefined && dateOrder !== 'mdy' && dateOrder !== 'dmy') return null;
  return { kind, fields: withoutGoneFields(fields, hasCustom ? definitionsOf(kind) : []), dateOrder: dateOrder ?? null };
}

/** Whether a confirmed mapping can be remembered (the rules' size cap; at least one field mapped). */
export function canRemember(m: RememberedMapping): boolean {
  return m.fields.length > 0 && m.fields.length <= REMEMBERED_MAX_COLUMNS && m.fields.some((f) => f !== '');
}

/** Whether two mappings map the same way (a remembered one equal to the detected one is not worth a note). */
export function sameMapping(a: RememberedMapping, b: RememberedMapping): boolean {
  return a.kind === b.kind && a.dateOrder === b.dateOrder && a.fields.length === b.fields.length && a.fields.every((f, i) => f === b.fields[i]);
}
