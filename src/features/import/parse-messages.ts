// What the parse worker sends back. A parsed file goes in chunks of rows: the page's thread
// unpacks each message in one go, so one message with a 100,000-row table would freeze the page
// for as long as unpacking takes; chunks keep each step short and let the progress bar move.
// No parser dependencies here (the screen's chunk stays free of SheetJS and Papa Parse).
import type { Cell, Table } from '../../domain/import/mapping';
import type { FileFormat } from './limits';
import type { ParsedFile } from './parse-file';
import type { ParseProblem } from './parse-problem';

/** Rows per message (a few milliseconds to unpack). */
export const CHUNK_ROWS = 2_000;

type Format = FileFormat;

export type WorkerMessage =
  /** Reading progress before the rows come (percent). */
  | { type: 'progress'; percent: number }
  /** The file is parsed: its tables (one for a single sheet), rows to follow. */
  | { type: 'begin'; fileName: string; format: Format; single: boolean; tables: { name: string; headers: string[]; rows: number }[] }
  | { type: 'rows'; table: number; rows: Cell[][]; rowNumbers: number[] }
  | { type: 'end' }
  | { type: 'failed'; error: ParseProblem };

/** Percent of the reading done once the file is parsed; the rows' hand-over is the rest. */
export const PARSED_PERCENT = 50;

/** The messages that carry a parse result, in order. */
export function* messagesOf(parsed: ParsedFile, chunkRows = CHUNK_ROWS): Generator<WorkerMessage> {
  if (!parsed.ok) {
    yield { type: 'failed', error: parsed.error };
    return;
  }
  const tables: { name: string; table: Table }[] = parsed.single ? [{ name: '', table: parsed.single }] : parsed.sheets;
  yield {
    type: 'begin',
    fileName: parsed.fileName,
    format: parsed.format,
    single: parsed.single !== null,
    tables: tables.map((t) => ({ name: t.name, headers: t.table.headers, rows: t.table.rows.length })),
  };
  for (const [index, { table }] of tables.entries()) {
    for (let start = 0; start < table.rows.length; start += chunkRows) {
      const end = Math.min(table.rows.length, start + chunkRows);
      const rowNumbers: number[] = [];
      for (let i = start; i < end; i++) rowNumbers.push(table.rowNumbers?.[i] ?? i + 2);
      yield { type: 'rows', table: index, rows: table.rows.slice(start, end), rowNumbers };
    }
  }
  yield { type: 'end' };
}

export type Assembled = { done: ParsedFile } | { percent: number } | null;

/** Puts a parse result back together from the worker's messages. */
export class ParsedFileAssembler {
  private begin: Extract<WorkerMessage, { type: 'begin' }> | null = null;
  private tables: Table[] = [];
  private received = 0;
  private total = 0;

  accept(message: WorkerMessage): Assembled {
    switch (message.type) {
      case 'progress':
        return { percent: Math.min(PARSED_PERCENT, message.percent) };
      case 'failed':
        return { done: { ok: false, error: message.error } };
      case 'begin':
        this.begin = message;
        this.tables = message.tables.map((t) => ({ headers: t.headers, rows: [], rowNumbers: [] }));
        this.total = message.tables.reduce((n, t) => n + t.rows, 0);
        return { percent: PARSED_PERCENT };
      case 'rows': {
        const table = this.tables[message.table];
        if (!table) return null;
        const { rows, rowNumbers } = message;
        for (let i = 0; i < rows.length; i++) {
          table.rows.push(rows[i]!);
          table.rowNumbers!.push(rowNumbers[i]!);
        }
        this.received += rows.length;
        return { percent: PARSED_PERCENT + Math.floor(((100 - PARSED_PERCENT) * this.received) / Math.max(1, this.total)) };
      }
      case 'end': {
        const begin = this.begin;
        if (!begin) return { done: { ok: false, error: { code: 'readFailed' } } };
        const single = begin.single ? (this.tables[0] ?? null) : null;
        const sheets = begin.single ? [] : begin.tables.map((t, i) => ({ name: t.name, table: this.tables[i]! }));
        return { done: { ok: true, fileName: begin.fileName, format: begin.format, single, sheets } };
      }
      default:
        return null;
    }
  }
}
