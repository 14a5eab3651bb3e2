import { describe, expect, it } from 'vitest';
import { autoMap, detectKind } from '../../domain/import/mapping';
import type { Table } from '../../domain/import/mapping';
import { EMPTY_CATEGORIES } from '../../domain/schemas';
import { SLICE, prepareRows } from './import-flow';
import type { PrepareOptions } from './import-flow';
import { parseCsvText } from './parse-file';

const now = new Date(2026, 10, 22, 12);

/** A clients table (the kind with e-mails), mapped as the screen would. */
function prepare(table: Table, options: PrepareOptions = {}) {
  expect(detectKind(table.headers)).toBe('clients');
  return prepareRows('clients', table, autoMap('clients', table.headers), EMPTY_CATEGORIES, { now, ...options });
}

describe('preparing rows', () => {
  it('names the row of the file in errors, after empty lines were dropped', async () => {
    const table = parseCsvText('Name,Email\n\nAnn,ann@x.io\n\n\nBo,not-an-email\n\nCy,\n');
    const prepared = await prepare(table);
    expect(prepared.rows.map((r) => r.label)).toEqual(['Row 3']);
    expect(prepared.errors).toEqual(['Row 6: Please enter a valid email address', 'Row 8: Missing required fields (name, email)']);
  });

  it('skips rows repeating the e-mail of an earlier row, or imports them when asked', async () => {
    const table: Table = {
      headers: ['Name', 'Email'],
      rows: [
        ['Ann', 'ann@x.io'],
        ['Bo', 'bo@x.io'],
        ['Ann 2', ' ANN@x.io'],
        ['Ann 3', 'ann@x.io'],
      ],
    };
    const skipped = await prepare(table);
    expect(skipped.rows.map((r) => r.input.name)).toEqual(['Ann', 'Bo']);
    expect(skipped.skipped).toBe(2);
    const created = await prepare(table, { repeats: 'create' });
    expect(created.rows.map((r) => [r.label, r.input.name])).toEqual([
      ['Row 2', 'Ann'],
      ['Row 3', 'Bo'],
      ['Row 4', 'Ann 2'],
      ['Row 5', 'Ann 3'],
    ]);
    expect(created.skipped).toBe(0);
  });

  it('applies the existing-record choice to repeats that are imported too', async () => {
    const table: Table = {
      headers: ['Name', 'Email'],
      rows: [
        ['Ann', 'ann@x.io'],
        ['Ann 2', 'ann@x.io'],
        ['Bo', 'bo@x.io'],
      ],
    };
    const existing = new Map([['ann@x.io', 'c1']]);
    const updated = await prepare(table, { existing, duplicates: 'update', repeats: 'create' });
    expect(updated.rows.map((r) => [r.input.name, r.updateId])).toEqual([
      ['Ann', 'c1'],
      ['Ann 2', 'c1'],
      ['Bo', undefined],
    ]);
    const skipAll = await prepare(table, { existing, duplicates: 'skip', repeats: 'create' });
    expect(skipAll.rows.map((r) => r.input.name)).toEqual(['Bo']);
    expect(skipAll.skipped).toBe(2);
  });

  it('shares the e-mails seen between sheets and reports its progress per slice', async () => {
    const seen = new Map<string, string>();
    await prepare({ headers: ['Name', 'Email'], rows: [['Ann', 'ann@x.io']] }, { prefix: 'Clients', seen });
    const rows = Array.from({ length: SLICE * 2 + 10 }, (_, i) => [`C${i}`, i === 7 ? 'ann@x.io' : `c${i}@x.io`]);
    const progress: number[] = [];
    const second = await prepare({ headers: ['Name', 'Email'], rows }, { prefix: 'Employees', seen, onProgress: (n) => progress.push(n) });
    expect(second.skipped).toBe(1);
    expect(second.rows[0]!.label).toBe('Employees Row 2');
    expect(seen.get('ann@x.io')).toBe('Clients Row 2');
    expect(progress).toEqual([SLICE, SLICE * 2, SLICE * 2 + 10]);
  });
});
