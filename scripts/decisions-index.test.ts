import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, INDEX_FILE, parseIndex, parseRecord, recordFiles, renderIndex, statusOf } from './decisions-index';

const records = recordFiles().map((f) => parseRecord(f, readFileSync(join(DECISIONS_DIR, f), 'utf8')));
const rows = parseIndex(readFileSync(join(DECISIONS_DIR, INDEX_FILE), 'utf8'));

describe('the decisions index', () => {
  it('lists every record file once, and nothing else', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.file)).toEqual(records.map((r) => r.file));
  });

  it("gives each record its own number, title and status (run 'npx tsx scripts/decisions-index.ts' after adding one)", () => {
    for (const record of records) {
      const row = rows.find((r) => r.file === record.file);
      expect(row, record.file).toMatchObject({ number: record.number, title: record.title, status: statusOf(record) });
    }
  });

  it('numbers no two records alike', () => {
    const numbers = records.map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('points every "superseded by N" at a record that exists and says it supersedes that one', () => {
    for (const row of rows) {
      const by = /^superseded by (\d{4})$/.exec(row.status)?.[1];
      if (row.status !== 'accepted') expect(by, `${row.file}: status "${row.status}"`).toBeDefined();
      if (!by) continue;
      const successor = records.find((r) => r.number === by);
      expect(successor, `${row.file} is superseded by ${by}, which is no record`).toBeDefined();
      const text = readFileSync(join(DECISIONS_DIR, successor?.file ?? ''), 'utf8');
      expect(text, `${successor?.file} should say "Supersedes ${row.number}"`).toMatch(new RegExp(`Supersedes (?:docs/decisions/)?${row.number}\\b`));
    }
  });

  it('reads a record and catches a wrong one', () => {
    const record = parseRecord('0042-a-thing.md', '# 0042 A thing\n\nSuperseded by 0043: because.\n\n## Context\nSuperseded by 0099 later.\n');
    expect(record).toEqual({ file: '0042-a-thing.md', number: '0042', title: 'A thing', supersededBy: '0043' });
    expect(() => parseRecord('0042-a-thing.md', '# 0041 A thing\n')).toThrow(/heading says 0041/);
    expect(parseIndex(renderIndex([record], () => '2026-01-02'))).toEqual([
      { file: '0042-a-thing.md', number: '0042', title: 'A thing', date: '2026-01-02', status: 'superseded by 0043' },
    ]);
  });
});
