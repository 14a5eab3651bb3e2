import { describe, expect, it } from 'vitest';
import type { ParsedFile } from './parse-file';
import { CHUNK_ROWS, ParsedFileAssembler, messagesOf } from './parse-messages';
import type { WorkerMessage } from './parse-messages';

/** What the page gets back after the messages went through structured cloning, in order. */
function roundTrip(parsed: ParsedFile, chunkRows?: number) {
  const messages = [...messagesOf(parsed, chunkRows)].map((m) => structuredClone(m) as WorkerMessage);
  const assembler = new ParsedFileAssembler();
  const percents: number[] = [];
  let done: ParsedFile | null = null;
  for (const m of messages) {
    const out = assembler.accept(m);
    if (out && 'done' in out) done = out.done;
    else if (out) percents.push(out.percent);
  }
  return { messages, done, percents };
}

describe('handing a parsed file back in chunks', () => {
  it('sends a big table in chunks of rows and puts it back together with its row numbers', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => [`Client ${i}`, `c${i}@x.io`, i]);
    const rowNumbers = rows.map((_, i) => i + 2 + Math.floor(i / 100));
    const parsed: ParsedFile = { ok: true, fileName: 'c.csv', format: 'csv', single: { headers: ['Name', 'Email', 'Value'], rows, rowNumbers }, sheets: [] };
    const { messages, done, percents } = roundTrip(parsed);
    const chunks = messages.filter((m) => m.type === 'rows');
    expect(chunks).toHaveLength(Math.ceil(5_000 / CHUNK_ROWS));
    expect(Math.max(...chunks.map((m) => (m.type === 'rows' ? m.rows.length : 0)))).toBeLessThanOrEqual(CHUNK_ROWS);
    expect(done).toEqual(parsed);
    expect(percents[0]).toBe(50);
    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it('keeps the sheets of a workbook apart, numbering rows i + 2 when the parser gave no numbers', () => {
    const parsed: ParsedFile = {
      ok: true,
      fileName: 'all.xlsx',
      format: 'xlsx',
      single: null,
      sheets: [
        {
          name: 'Clients',
          table: {
            headers: ['Name', 'Email'],
            rows: [
              ['Ann', 'a@x.io'],
              ['Bo', 'b@x.io'],
              ['Cy', 'c@x.io'],
            ],
            rowNumbers: [2, 4, 5],
          },
        },
        { name: 'Revenue', table: { headers: ['Source', 'Amount'], rows: [['Acme', 10]] } },
      ],
    };
    const { done } = roundTrip(parsed, 2);
    expect(done).toEqual({
      ...parsed,
      sheets: [parsed.sheets[0], { name: 'Revenue', table: { headers: ['Source', 'Amount'], rows: [['Acme', 10]], rowNumbers: [2] } }],
    });
  });

  it('passes an error through, and refuses rows that come without their table', () => {
    expect(roundTrip({ ok: false, error: { code: 'noSupportedSheets' } }).done).toEqual({ ok: false, error: { code: 'noSupportedSheets' } });
    const assembler = new ParsedFileAssembler();
    expect(assembler.accept({ type: 'progress', percent: 10 })).toEqual({ percent: 10 });
    expect(assembler.accept({ type: 'rows', table: 0, rows: [['x']], rowNumbers: [2] })).toBeNull();
    expect(assembler.accept({ type: 'end' })).toEqual({ done: { ok: false, error: { code: 'readFailed' } } });
  });
});
