// Reads a dropped file into plain tables (runs inside parse.worker.ts; also callable directly in
// tests). SheetJS 0.18.5 has advisories for crafted files (see docs/decisions/0040): it only
// runs in the worker, with limits, and only plain arrays of strings and numbers leave here.
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { decodeText } from '../../domain/import/encoding';
import type { TextEncodingName } from '../../domain/import/encoding';
import { dropReportFooters } from '../../domain/import/footers';
import { kindOfSheetName } from '../../domain/import/mapping';
import type { Cell, Table } from '../../domain/import/mapping';
import { isVCard, parseVCard } from '../../domain/import/vcard';
import { LIMITS, extensionOf } from './limits';
import type { FileFormat } from './limits';
import type { ParseProblem } from './parse-problem';

export { LIMITS, extensionOf } from './limits';

export type ParsedFile =
  | {
      ok: true;
      fileName: string;
      format: FileFormat;
      single: Table | null;
      sheets: { name: string; table: Table }[];
      /** The text encoding of a text file (null for a workbook). */
      encoding?: TextEncodingName | null;
    }
  | { ok: false; error: ParseProblem };

export class ParseError extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem.code);
  }
}

const fail = (problem: ParseProblem): never => {
  throw new ParseError(problem);
};

function tooManyRows(): never {
  return fail({ code: 'tooManyRows', max: LIMITS.rows });
}

/** A sheet's rows (raw[r] is spreadsheet row r + 1): first row headers, wholly empty rows dropped. */
function tableFrom(raw: Cell[][], noHeaders: ParseProblem): Table {
  const headers = (raw[0] ?? []).map((h) => String(h).trim());
  if (headers.length === 0 || headers.every((h) => h === '')) fail(noHeaders);
  if (headers.length > LIMITS.columns) fail({ code: 'tooManyColumns', max: LIMITS.columns });
  const rows: Cell[][] = [];
  const rowNumbers: number[] = [];
  for (let r = 1; r < raw.length; r++) {
    const row = raw[r]!;
    if (!row.some((c) => String(c).trim() !== '')) continue;
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  if (rows.length > LIMITS.rows) tooManyRows();
  return { headers, rows, rowNumbers };
}

/**
 * The delimiter of a delimited text: the one of tab, semicolon, comma and bar that the first
 * non-empty line holds most often outside quotes ('' lets Papa Parse guess when none is there).
 */
export function headerDelimiter(text: string): string {
  const start = text.search(/[^\r\n]/);
  if (start < 0) return '';
  const counts = new Map<string, number>([
    ['\t', 0],
    [';', 0],
    [',', 0],
    ['|', 0],
  ]);
  let quoted = false;
  for (let i = start; i < text.length && i < start + 65_536; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = '';
  let most = 0;
  for (const [c, n] of counts) if (n > most) [best, most] = [c, n];
  return best;
}

/** Papa Parse's empty line (what its skipEmptyLines drops): one empty field. */
const isEmptyLine = (row: readonly string[]) => row.length === 1 && row[0] === '';

/**
 * A CSV's first non-empty line is the header row. Empty lines are dropped but still counted, so
 * each row keeps the number a spreadsheet shows for it (`rowNumbers`; a quoted line break stays
 * inside its row, as in a spreadsheet).
 */
export function parseCsvText(text: string, delimiter?: string): Table {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Empty lines are kept (and dropped below) so that data[r] is row r + 1 of the file.
  const result = Papa.parse<string[]>(clean, { skipEmptyLines: false, header: false, delimiter: delimiter ?? headerDelimiter(clean) });
  const errors = result.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length > 0) {
    const e = errors[0]!;
    fail({ code: 'csvError', detail: e.message, row: typeof e.row === 'number' ? e.row + 1 : null });
  }
  const data = result.data;
  let head = 0;
  while (head < data.length && isEmptyLine(data[head]!)) head++;
  if (head === data.length) fail({ code: 'empty' });
  const headers = data[head]!.map((h) => h.trim());
  if (headers.every((h) => h === '')) fail({ code: 'noCsvHeaders' });
  if (headers.length > LIMITS.columns) fail({ code: 'tooManyColumns', max: LIMITS.columns });
  // One pass, in place: trim cells (only those with outer spaces) and drop wholly empty rows.
  const rows: Cell[][] = [];
  const rowNumbers: number[] = [];
  for (let r = head + 1; r < data.length; r++) {
    const row = data[r]!;
    let any = false;
    for (let c = 0; c < row.length; c++) {
      const v = row[c]!;
      if (v === '') continue;
      const t = v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32 ? v.trim() : v;
      if (t !== v) row[c] = t;
      if (t !== '') any = true;
    }
    if (any) {
      rows.push(row);
      rowNumbers.push(r + 1);
    }
  }
  if (rows.length > LIMITS.rows) tooManyRows();
  return { headers, rows, rowNumbers };
}

/** Plain primitive of a SheetJS cell: numbers stay numbers (dates are serials), the rest text. */
function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return '';
  const v = cell.v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return '';
    // A percent-formatted cell holds 0.45 and shows 45%: it arrives as the spreadsheet shows it.
    if (typeof cell.z === 'string' && cell.z.includes('%') && !cell.z.includes('"%"')) return `${Math.round(v * 10_000) / 100}%`;
    return v;
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return v.trim();
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  return '';
}

/**
 * The sheet's rows as plain arrays. The declared range (!ref) is not trusted: a crafted file may
 * declare A1:XFD1048576; the range actually used is computed from the cells present (bounded by
 * the file size) and checked against the limits before anything is materialised.
 */
function sheetRows(sheet: XLSX.WorkSheet): Cell[][] {
  let maxR = -1;
  let maxC = -1;
  for (const key of Object.keys(sheet)) {
    if (key.charCodeAt(0) === 33 /* '!' */) continue;
    const { r, c } = XLSX.utils.decode_cell(key);
    if (r > maxR) maxR = r;
    if (c > maxC) maxC = c;
  }
  if (maxR < 0) return [];
  if (maxR > LIMITS.rows) tooManyRows();
  if (maxC >= LIMITS.columns) fail({ code: 'sheetTooManyColumns', max: LIMITS.columns });
  const out: Cell[][] = [];
  for (let r = 0; r <= maxR; r++) {
    const row: Cell[] = [];
    for (let c = 0; c <= maxC; c++) row.push(cellValue(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    out.push(row);
  }
  return out;
}

export function parseWorkbook(data: ArrayBuffer | Uint8Array): { single: Table | null; sheets: { name: string; table: Table }[] } {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(data, {
      type: 'array',
      cellDates: false,
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: LIMITS.rows + 2,
      WTF: false,
    });
  } catch (e) {
    return fail({ code: 'damagedWorkbook', detail: e instanceof Error ? e.message : String(e) });
  }
  const names = wb.SheetNames;
  if (names.length === 0) fail({ code: 'noSheets' });
  if (names.length > LIMITS.sheets) fail({ code: 'tooManySheets', max: LIMITS.sheets });
  if (names.length === 1) {
    const sheet = wb.Sheets[names[0]!];
    const rows = sheet ? sheetRows(sheet) : [];
    if (rows.length === 0) fail({ code: 'empty' });
    return { single: dropReportFooters(tableFrom(rows, { code: 'noSheetHeaders' })), sheets: [] };
  }
  const sheets: { name: string; table: Table }[] = [];
  let total = 0;
  for (const name of names) {
    if (!kindOfSheetName(name)) continue;
    const sheet = wb.Sheets[name];
    const rows = sheet ? sheetRows(sheet) : [];
    if (rows.length === 0) continue;
    const table = tableFrom(rows, { code: 'noSheetHeaders' });
    total += table.rows.length;
    if (total > LIMITS.rows) tooManyRows();
    if (table.rows.length > 0) sheets.push({ name: String(name), table });
  }
  if (sheets.length === 0) fail({ code: 'noSupportedSheets' });
  return { single: null, sheets };
}

/** Parses a file's bytes; never throws (errors come back as { ok: false, error }). */
export function parseFileBytes(fileName: string, bytes: ArrayBuffer): ParsedFile {
  try {
    const format = extensionOf(fileName);
    if (!format) return { ok: false, error: { code: 'unsupportedFormat' } };
    if (bytes.byteLength > LIMITS.fileBytes) {
      return { ok: false, error: { code: 'tooLarge', megabytes: LIMITS.fileBytes / 1024 / 1024 } };
    }
    if (bytes.byteLength === 0) return { ok: false, error: { code: 'empty' } };
    if (format !== 'xlsx' && format !== 'xls') {
      const decoded = decodeText(new Uint8Array(bytes));
      if (!decoded.ok) return { ok: false, error: { code: 'unknownEncoding', encoding: decoded.encoding } };
      const vcard = format === 'vcf' || isVCard(decoded.text);
      if (format === 'vcf' && !vcard) return { ok: false, error: { code: 'empty' } };
      // A CSV's delimiter (comma, semicolon, tab, bar) is detected; .tsv and .txt are read alike.
      const table = vcard ? parseVCard(decoded.text) : dropReportFooters(parseCsvText(decoded.text, format === 'tsv' ? '\t' : undefined));
      if (table.rows.length > LIMITS.rows) tooManyRows();
      if (table.rows.length === 0) return { ok: false, error: { code: 'empty' } };
      return { ok: true, fileName, format: vcard ? 'vcf' : format, single: table, sheets: [], encoding: decoded.encoding };
    }
    const { single, sheets } = parseWorkbook(new Uint8Array(bytes));
    if (single && single.rows.length === 0) return { ok: false, error: { code: 'empty' } };
    return { ok: true, fileName, format, single, sheets };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: e.problem };
    return { ok: false, error: { code: 'readError', detail: e instanceof Error ? e.message : String(e) } };
  }
}
