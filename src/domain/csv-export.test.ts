import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv-export';

describe('csv export', () => {
  it('neutralises cells that start with = + - @ tab or CR', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('quotes commas, quotes and line breaks, and writes numbers plainly', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('plain')).toBe('plain');
  });

  it('quotes semicolons and tabs, and neutralises a formula after a separator inside a cell', () => {
    expect(csvCell('Acme;=8+9')).toBe(`"Acme;'=8+9"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('Smith, @home')).toBe(`"Smith, '@home"`);
  });

  it('writes a header and one line per row', () => {
    const csv = toCsv(
      [{ n: 'Jane', a: 5 }],
      [
        { header: 'Name', value: (r) => r.n },
        { header: 'Amount', value: (r) => r.a },
      ],
    );
    expect(csv).toBe('Name,Amount\r\nJane,5\r\n');
    expect(csvFileName('clients', '2024-03-10')).toBe('clients-2024-03-10.csv');
  });
});
