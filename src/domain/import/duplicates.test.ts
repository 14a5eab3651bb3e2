import { describe, expect, it } from 'vitest';
import { DuplicateScanner, emailKey, rowLabel, scanDuplicates } from './duplicates';
import type { SeenEmails } from './duplicates';
import { rowNumberOf } from './mapping';
import type { Table } from './mapping';

describe('row numbers and labels', () => {
  it('names the row of the file, counting dropped empty lines, and falls back to index + 2', () => {
    const numbered: Table = { headers: ['Name'], rows: [['a'], ['b']], rowNumbers: [4, 9] };
    expect(rowNumberOf(numbered, 1)).toBe(9);
    expect(rowLabel(numbered, 0)).toBe('Row 4');
    expect(rowLabel(numbered, 1, 'Clients')).toBe('Clients Row 9');
    const plain: Table = { headers: ['Name'], rows: [['a'], ['b']] };
    expect(rowLabel(plain, 1)).toBe('Row 3');
  });
});

describe('duplicates by e-mail', () => {
  const existing = new Map([['ann@x.io', 'c1']]);

  it('normalises e-mails as records store them', () => {
    expect(emailKey('  Ann@X.io ')).toBe('ann@x.io');
    expect(emailKey('')).toBe('');
    expect(emailKey(undefined)).toBe('');
    expect(emailKey(42)).toBe('42');
  });

  it('counts rows matching existing records and later rows repeating an earlier row of the file', () => {
    const table: Table = {
      headers: ['Name', 'Email'],
      rows: [
        ['Ann', 'ann@x.io'],
        ['Bo', 'bo@x.io'],
        ['Bo again', ' BO@x.io '],
        ['Ann again', 'Ann@x.io'],
        ['No mail', ''],
        ['Bo thrice', 'bo@x.io'],
      ],
      rowNumbers: [2, 3, 5, 6, 7, 9],
    };
    const scan = scanDuplicates(table, 1, existing);
    expect(scan.existing).toBe(2);
    expect(scan.repeated).toBe(3);
    expect(scan.examples).toEqual([
      { label: 'Row 5', firstLabel: 'Row 3', email: 'bo@x.io' },
      { label: 'Row 6', firstLabel: 'Row 2', email: 'ann@x.io' },
      { label: 'Row 9', firstLabel: 'Row 3', email: 'bo@x.io' },
    ]);
  });

  it('keeps at most three examples and finds nothing without an e-mail column', () => {
    const rows = Array.from({ length: 10 }, () => ['Same', 'same@x.io']);
    const scan = scanDuplicates({ headers: ['Name', 'Email'], rows }, 1, new Map());
    expect(scan.repeated).toBe(9);
    expect(scan.examples.map((e) => e.label)).toEqual(['Row 3', 'Row 4', 'Row 5']);
    expect(scanDuplicates({ headers: ['Name', 'Email'], rows }, -1, existing)).toEqual({ existing: 0, repeated: 0, examples: [] });
  });

  it('catches a sheet repeating an e-mail of an earlier sheet of the same kind', () => {
    const seen: SeenEmails = new Map();
    const first = scanDuplicates({ headers: ['Email'], rows: [['ann@x.io']] }, 0, new Map(), { prefix: 'Clients', seen });
    const second = scanDuplicates({ headers: ['Email'], rows: [['x@x.io'], ['ANN@x.io']] }, 0, new Map(), { prefix: 'Employees', seen });
    expect(first.repeated).toBe(0);
    expect(second.examples).toEqual([{ label: 'Employees Row 3', firstLabel: 'Clients Row 2', email: 'ann@x.io' }]);
  });

  it('scans a slice of rows at a time with the same result as one pass', () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => [`C${i}`, `c${i % 1_000}@x.io`]);
    const table: Table = { headers: ['Name', 'Email'], rows };
    const scanner = new DuplicateScanner(table, 1, new Map([['c5@x.io', 'id5']]));
    let steps = 1;
    while (!scanner.step(300)) steps++;
    expect(steps).toBe(9);
    expect(scanner.result).toEqual(scanDuplicates(table, 1, new Map([['c5@x.io', 'id5']])));
    expect(scanner.result).toMatchObject({ existing: 3, repeated: 1_500 });
    expect(scanner.result.examples[0]).toEqual({ label: 'Row 1002', firstLabel: 'Row 2', email: 'c0@x.io' });
  });
});
