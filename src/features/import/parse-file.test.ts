import * as XLSX from 'xlsx';
import { rowToRecord } from '../../domain/import/rows';
import { EMPTY_CATEGORIES } from '../../domain/schemas';
import { CFB } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { LIMITS, parseFileBytes } from './parse-file';

const enc = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer;

function workbook(sheets: Record<string, unknown[][]>, bookType: XLSX.BookType = 'xlsx'): ArrayBuffer {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  const out = XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer;
  return out;
}

describe('parsing CSV files', () => {
  it('reads a CSV with a BOM, semicolons, CRLF, quoted newlines and empty lines', () => {
    const csv = '\uFEFFName;Email;Notes\r\n\r\nAnn;ann@x.io;"line one\r\nline two"\r\n\r\nBo;bo@x.io;plain\r\n';
    const parsed = parseFileBytes('clients.csv', enc(csv));
    expect(parsed).toEqual({
      ok: true,
      fileName: 'clients.csv',
      format: 'csv',
      single: {
        headers: ['Name', 'Email', 'Notes'],
        rows: [
          ['Ann', 'ann@x.io', 'line one\r\nline two'],
          ['Bo', 'bo@x.io', 'plain'],
        ],
        // Rows 3 and 5 of the file as a spreadsheet shows it (the empty lines 2 and 4 still count).
        rowNumbers: [3, 5],
      },
      sheets: [],
      encoding: 'UTF-8',
    });
  });

  it('rejects other extensions with the seed message, and reads tab-separated .tsv and .txt files like CSV', () => {
    expect(parseFileBytes('notes.pdf', enc('a,b'))).toEqual({ ok: false, error: { code: 'unsupportedFormat' } });
    for (const name of ['people.tsv', 'people.txt']) {
      expect(parseFileBytes(name, enc('Name\tEmail\nAnn\tann@x.io\n'))).toMatchObject({
        ok: true,
        single: { headers: ['Name', 'Email'], rows: [['Ann', 'ann@x.io']] },
      });
    }
  });

  it('reports a file with no header row and an empty file', () => {
    expect(parseFileBytes('x.csv', enc(',,\nAnn,ann@x.io,1\n'))).toEqual({ ok: false, error: { code: 'noCsvHeaders' } });
    expect(parseFileBytes('x.csv', enc(''))).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseFileBytes('x.csv', enc('Name,Email\n\n'))).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('stops a truncated quoted field with a CSV parsing error instead of hanging', () => {
    const parsed = parseFileBytes('x.csv', enc('Name,Email\n"Ann,ann@x.io\nBo,bo@x.io'));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatchObject({ code: 'csvError', detail: expect.any(String) });
  });

  it('numbers each row as a spreadsheet shows it, after empty lines and a quoted line break', () => {
    const csv = '\n\nName,Email\n\nAnn,ann@x.io\n  \n,\n"Bo\nBoss",bo@x.io\n\n\nCy,not-an-email\n';
    const parsed = parseFileBytes('c.csv', enc(csv));
    expect(parsed).toMatchObject({
      ok: true,
      single: {
        headers: ['Name', 'Email'],
        rows: [
          ['Ann', 'ann@x.io'],
          ['Bo\nBoss', 'bo@x.io'],
          ['Cy', 'not-an-email'],
        ],
        rowNumbers: [5, 8, 11],
      },
    });
  });

  it('names the row of the file in a CSV parsing error, empty lines included', () => {
    const parsed = parseFileBytes('x.csv', enc('Name,Email\n\n\nAnn,"ann@x.io\n'));
    expect(parsed).toEqual({ ok: false, error: { code: 'csvError', detail: expect.any(String), row: 4 } });
  });

  it('refuses files above the size limit', () => {
    const big = new ArrayBuffer(LIMITS.fileBytes + 1);
    expect(parseFileBytes('big.csv', big)).toEqual({ ok: false, error: { code: 'tooLarge', megabytes: 20 } });
  });
});

describe('parsing Excel workbooks', () => {
  it('keeps Excel serial dates and currency-formatted numbers as numbers', () => {
    const wb = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Source', 'Amount', 'Date'],
      ['Acme', 1234.5, 45366],
    ]);
    sheet.B2!.z = '"$"#,##0.00';
    sheet.C2!.z = 'mm/dd/yyyy';
    XLSX.utils.book_append_sheet(wb, sheet, 'Sheet1');
    const bytes = XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const parsed = parseFileBytes('rev.xlsx', bytes);
    expect(parsed).toMatchObject({ ok: true, single: { headers: ['Source', 'Amount', 'Date'], rows: [['Acme', 1234.5, 45366]] } });
  });

  it('reads a percent-formatted cell as the spreadsheet shows it, so it imports as progress 45', () => {
    const wb = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Name', 'Email', 'Progress'],
      ['Ann', 'ann@x.io', 0.45],
    ]);
    sheet.C2!.z = '0%';
    XLSX.utils.book_append_sheet(wb, sheet, 'Sheet1');
    const parsed = parseFileBytes('clients.xlsx', XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(parsed).toMatchObject({ ok: true, single: { rows: [['Ann', 'ann@x.io', '45%']] } });
    const row = parsed.ok ? parsed.single!.rows[0]! : [];
    expect(rowToRecord('clients', row, ['name', 'email', 'progress'], EMPTY_CATEGORIES)).toMatchObject({ ok: true, value: { progress: 45 } });
  });

  it('reads a legacy .xls (BIFF8) file', () => {
    const parsed = parseFileBytes(
      'old.xls',
      workbook(
        {
          Data: [
            ['Name', 'Role'],
            ['Ann', 'Clerk'],
          ],
        },
        'biff8',
      ),
    );
    expect(parsed).toMatchObject({ ok: true, format: 'xls', single: { headers: ['Name', 'Role'], rows: [['Ann', 'Clerk']] } });
  });

  it('reads only the supported sheets of a multi-sheet workbook, case-insensitively', () => {
    const parsed = parseFileBytes(
      'all.xlsx',
      workbook({
        CLIENTS: [
          ['Name', 'Email'],
          ['Ann', 'ann@x.io'],
        ],
        Notes: [['Anything'], ['ignored']],
        revenue: [
          ['Source', 'Amount'],
          ['Acme', 10],
          ['Beta', 20],
        ],
      }),
    );
    expect(parsed.ok && parsed.sheets.map((s) => [s.name, s.table.rows.length])).toEqual([
      ['CLIENTS', 1],
      ['revenue', 2],
    ]);
  });

  it('says so when no sheet of a workbook is supported', () => {
    expect(parseFileBytes('x.xlsx', workbook({ A: [['x'], ['1']], B: [['y'], ['2']] }))).toEqual({ ok: false, error: { code: 'noSupportedSheets' } });
  });

  it('survives a sheet that declares absurd dimensions', () => {
    // Written normally, then the sheet XML's <dimension> is rewritten to the whole grid (the
    // writer itself would walk the declared range).
    const zip = CFB.read(
      new Uint8Array(
        workbook({
          Employees: [
            ['Name', 'Role'],
            ['Ann', 'Clerk'],
          ],
        }),
      ),
      { type: 'array' },
    );
    const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('sheet1.xml'))]!;
    const xml = new TextDecoder().decode(entry.content as Uint8Array).replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>');
    expect(xml).toContain('A1:XFD1048576');
    entry.content = new TextEncoder().encode(xml) as unknown as typeof entry.content;
    const bytes = CFB.write(zip, { fileType: 'zip', type: 'array' }) as Uint8Array | number[];
    const buffer = Uint8Array.from(bytes).buffer;
    const started = Date.now();
    expect(parseFileBytes('huge.xlsx', buffer)).toMatchObject({ ok: true, single: { rows: [['Ann', 'Clerk']] } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives a clear error for a damaged workbook', () => {
    const good = new Uint8Array(
      workbook({
        Clients: [
          ['Name', 'Email'],
          ['Ann', 'a@x.io'],
        ],
      }),
    );
    const truncated = good.slice(0, Math.floor(good.length / 2)).buffer;
    const parsed = parseFileBytes('broken.xlsx', truncated);
    expect(parsed.ok).toBe(false);
    const garbage = parseFileBytes('garbage.xlsx', enc('this is not a workbook at all'));
    expect(garbage.ok === false || (garbage.ok && garbage.single !== null)).toBe(true);
  });

  it('numbers the rows of a sheet as Excel shows them, after dropped empty rows', () => {
    const parsed = parseFileBytes('c.xlsx', workbook({ Data: [['Name', 'Email'], [], ['Ann', 'ann@x.io'], ['', ''], [], ['Bo', 'bo@x.io']] }));
    expect(parsed).toMatchObject({
      ok: true,
      single: {
        rows: [
          ['Ann', 'ann@x.io'],
          ['Bo', 'bo@x.io'],
        ],
        rowNumbers: [3, 6],
      },
    });
    const multi = parseFileBytes(
      'all.xlsx',
      workbook({
        Clients: [['Name', 'Email'], [], ['Ann', 'ann@x.io']],
        Revenue: [
          ['Source', 'Amount'],
          ['Acme', 1],
        ],
      }),
    );
    expect(multi.ok && multi.sheets.map((s) => s.table.rowNumbers)).toEqual([[3], [2]]);
  });

  it('reports an empty header row of a sheet', () => {
    expect(
      parseFileBytes(
        'x.xlsx',
        workbook({
          S: [
            ['', ''],
            ['Ann', 'x'],
          ],
        }),
      ),
    ).toEqual({ ok: false, error: { code: 'noSheetHeaders' } });
  });
});
