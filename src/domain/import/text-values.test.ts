import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORIES } from '../schemas';
import { decodeText } from './encoding';
import { dropReportFooters } from './footers';
import { rowToRecord } from './rows';
import { dateOrderOf, detectDateOrder, parseImportAmount, parseImportDate, parseImportPercent } from './values';

const now = new Date(2026, 10, 22, 12);
const utf16 = (s: string, bigEndian: boolean) => {
  const out = new Uint8Array(2 + s.length * 2);
  out.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.set(bigEndian ? [c >> 8, c & 0xff] : [c & 0xff, c >> 8], 2 + i * 2);
  }
  return out;
};

describe('text encodings', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const bytes = new TextEncoder().encode('Name\nJürgen Müller');
    expect(decodeText(bytes)).toEqual({ ok: true, text: 'Name\nJürgen Müller', encoding: 'UTF-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ ok: true, text: 'Name\nJürgen Müller', encoding: 'UTF-8' });
  });

  it('reads UTF-16 little- and big-endian with a byte-order mark', () => {
    expect(decodeText(utf16('Name\tE-mail\nZoë\tz@x.io', false))).toEqual({ ok: true, text: 'Name\tE-mail\nZoë\tz@x.io', encoding: 'UTF-16LE' });
    expect(decodeText(utf16('Name\nZoë', true))).toEqual({ ok: true, text: 'Name\nZoë', encoding: 'UTF-16BE' });
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252 (ISO-8859-1 letters included)', () => {
    // "Jürgen Müller;€ 5" as Excel's plain CSV writes it in Western Europe.
    const bytes = new Uint8Array([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80, 0x20, 0x35]);
    expect(decodeText(bytes)).toEqual({ ok: true, text: 'Jürgen Müller;€ 5', encoding: 'Windows-1252' });
  });

  it('names the encoding of UTF-16 text without a byte-order mark instead of reading it wrongly', () => {
    expect(decodeText(utf16('Name\nAnn', false).subarray(2))).toEqual({ ok: false, encoding: 'UTF-16' });
  });
});

describe('dates, amounts and percentages as the file means them', () => {
  it('detects the date order from a day above 12, else dotted dates, else the setting', () => {
    expect(dateOrderOf(['03/04/2025', '31/03/2025']).order).toBe('dmy');
    expect(dateOrderOf(['03/04/2025', '12/31/2025']).order).toBe('mdy');
    expect(dateOrderOf(['03/04/2025']).order).toBeNull();
    expect(detectDateOrder([['03.04.2025']], ['dateAdded'], 'mdy')).toEqual({ order: 'dmy', from: 'dots', example: null });
    expect(detectDateOrder([['03/04/2025']], ['dateAdded'], 'dmy')).toEqual({ order: 'dmy', from: 'setting', example: null });
    expect(
      detectDateOrder(
        [
          ['Ann', '03/04/2025'],
          ['Bo', '04/25/2025'],
        ],
        ['name', 'dateAdded'],
        'dmy',
      ),
    ).toEqual({ order: 'mdy', from: 'values', example: '04/25/2025' });
  });

  it('reads d/m/y dates in the order given, with or without a time', () => {
    expect(parseImportDate('03.04.2025', 'dmy')).toBe('2025-04-03');
    expect(parseImportDate('31.03.2025', 'dmy')).toBe('2025-03-31');
    expect(parseImportDate('03/04/2025')).toBe('2025-03-04');
    expect(parseImportDate('31/03/2025 14:05', 'dmy')).toBe('2025-03-31');
    expect(parseImportDate('31.03.2025', 'mdy')).toBeNull();
  });

  it('reads amounts in both forms and percentages as progress', () => {
    expect(parseImportAmount('1.234,56 €')).toBe(1234.56);
    expect(parseImportAmount('$1,234.56')).toBe(1234.56);
    expect(parseImportPercent('45%')).toBe(45);
    expect(parseImportPercent('12,5 %')).toBe(12.5);
    const r = rowToRecord(
      'clients',
      ['Ann', 'a@x.io', '45%', '31.03.2025', '1.234,56 €'],
      ['name', 'email', 'progress', 'dateAdded', 'value'],
      EMPTY_CATEGORIES,
      now,
      { dateOrder: 'dmy' },
    );
    expect(r).toMatchObject({ ok: true, value: { progress: 45, dateAdded: '2025-03-31', value: 1234.56 } });
  });
});

describe('report footers', () => {
  it('drops Salesforce footers and total rows at the end of a report, not data rows', () => {
    const table = {
      headers: ['First Name', 'Email'],
      rows: [
        ['Ann', 'a@x.io'],
        ['Grand Totals (1 records)', ''],
        ['Confidential Information - Do Not Distribute', ''],
        ['Copyright (c) 2000-2025 salesforce.com, inc. All rights reserved.', ''],
      ],
      rowNumbers: [2, 3, 5, 6],
    };
    expect(dropReportFooters(table)).toEqual({ headers: table.headers, rows: [['Ann', 'a@x.io']], rowNumbers: [2] });
    const data = { headers: ['Name'], rows: [['Total Fitness Ltd']] };
    expect(dropReportFooters(data)).toBe(data);
  });
});
