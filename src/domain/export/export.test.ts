import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORIES } from '../schemas';
import { createFormatter } from '../format';
import { DEFAULT_PIPELINE } from '../deals';
import { countRecords, csvCell, exportFileName, readBackup, toBackup, toCsv, toJson, toText } from './export';
import type { BackupData } from './export';

const data: BackupData = {
  records: {
    clients: [
      {
        id: 'c1',
        name: '=HYPERLINK("x")',
        email: 'a@x.io',
        phone: '+1 555',
        company: '@corp',
        value: 10,
        progress: 5,
        notes: 'line\nbreak, "quoted"',
        dateAdded: '2024-03-15',
        lastContact: '',
        status: 'active',
        type: 'one-time',
      },
    ],
    employees: [{ id: 'e1', name: 'Ann', role: 'Clerk', email: '', dateAdded: '2024-01-02' }],
    tasks: [
      {
        id: 't1',
        title: 'Do',
        description: '',
        progress: 0,
        deadline: '',
        dateCreated: '2024-01-02',
        assignedEmployees: ['e1'],
        status: 'pending',
        subtasks: [{ id: 's1', title: 'a', completed: true, progressValue: 100 }],
      },
    ],
    salaries: [],
    revenues: [{ id: 'r1', source: 'Acme', amount: 5, description: '', date: '2024-02-29', type: 'Retainers', clientId: 'c1' }],
    expenses: [],
  },
  categories: { ...EMPTY_CATEGORIES, revenues: ['Retainers'] },
  settings: { theme: 'dark', nested: { a: 1 } },
};

describe('export formats', () => {
  it('neutralises cells starting with = + - @ tab or CR and quotes when needed', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(12)).toBe('12');
    const csv = toCsv(data);
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
    expect(csv).toContain('# Clients');
  });

  it('quotes a cell with a semicolon and neutralises a formula after any separator, so an Excel that splits at ";" runs none', () => {
    expect(csvCell('Acme;=8+9')).toBe(`"Acme;'=8+9"`);
    expect(csvCell('Acme; =8+9')).toBe(`"Acme; '=8+9"`);
    expect(csvCell('Acme,+1')).toBe(`"Acme,'+1"`);
    expect(csvCell('line\r\n@SUM(1)')).toBe(`"line\r\n'@SUM(1)"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(['Ann', '=Bob'])).toBe(`"Ann; '=Bob"`);
    expect(csvCell('Acme Ltd')).toBe('Acme Ltd');

    // A reader that splits at any separator and ignores quotes finds no piece starting a formula.
    const hostile = ['Acme;=8+9', 'x;"=1"', 'a,-1;+2', 'q"";=cmd|', '=1;=2', 'ok;  @x', 'a\n=1', 'a\t=1'];
    for (const value of hostile) {
      const row = toCsv({ ...data, records: { ...data.records, clients: [{ ...data.records.clients[0]!, name: value }] } });
      const pieces = row.split(/[;,\t\r\n]/).map((p) => p.replace(/^[\s"]+/, ''));
      expect(
        pieces.filter((p) => /^[=+\-@]/.test(p)),
        value,
      ).toEqual([]);
    }
  });

  it('names files as the seed does', () => {
    expect(exportFileName('csv', '2026-11-22')).toBe('crm-data-2026-11-22.csv');
    expect(exportFileName('json', '2026-11-22')).toBe('crm-data-2026-11-22.json');
    expect(exportFileName('text', '2026-11-22')).toBe('crm-export-2026-11-22.txt');
  });

  it('round-trips a JSON backup with every record, category and setting', () => {
    const backup = toBackup(data, { email: 'a@x.io', displayName: 'A' }, new Date('2026-11-22T10:00:00Z'));
    expect(backup.version).toBe('2.4.0');
    const read = readBackup(`\uFEFF${toJson(backup)}`);
    expect(read).toEqual({ ok: true, invalid: [], backup });
    expect(toText(backup)).toContain('=== CLIENTS (1) ===');
  });

  it('round-trips the deals, pipelines and lost reasons, and a revenue keeps the deal it came from', () => {
    const won = {
      id: 'd1',
      title: 'Website',
      clientId: 'c1',
      value: 5,
      expectedClose: '',
      ownerId: 'u1',
      pipelineId: 'default',
      stageId: 'won',
      probability: null,
      status: 'won' as const,
      wonAt: '2024-02-29',
      lostAt: '',
      lostReason: '',
      revenueId: 'r1',
      position: 'a0',
      notes: '',
    };
    const withDeals = {
      ...data,
      records: { ...data.records, revenues: [{ ...data.records.revenues[0]!, dealId: 'd1' }] },
      deals: [won],
      pipelines: [DEFAULT_PIPELINE],
      lostReasons: ['Price', 'Late'],
    };
    const backup = toBackup(withDeals, { email: 'a@x.io', displayName: 'A' }, new Date('2026-11-22T10:00:00Z'));
    expect(readBackup(toJson(backup))).toEqual({ ok: true, invalid: [], backup });
    expect(countRecords(backup)).toBe(countRecords(data) + 1);
    expect(toText(backup)).toContain('=== DEALS (1) ===');
    const broken = readBackup(
      JSON.stringify({
        ...backup,
        deals: [
          { ...won, title: '' },
          { ...won, id: '' },
        ],
        pipelines: [{ id: 'p', name: 'P', stages: [] }],
      }),
    );
    expect(broken.ok && broken.invalid).toEqual([
      'Deals 1: Title is required',
      'Deals 2: Missing id',
      'Pipelines 1: A pipeline needs at least one open stage, one won stage and one lost stage.',
    ]);
  });

  it('a backup from before deals reads without them, so a restore leaves the deals alone', () => {
    const read = readBackup(JSON.stringify({ version: '2.1.0', records: { clients: [] } }));
    expect(read.ok && 'deals' in read.backup).toBe(false);
    expect(exportFileName('deals-csv', '2026-11-22')).toBe('crm-deals-2026-11-22.csv');
  });

  it('the text export writes dates and amounts in the user formats while CSV and JSON keep ISO', () => {
    const backup = toBackup(data, { email: 'a@x.io', displayName: 'A' }, new Date('2026-11-22T10:00:00Z'));
    const format = createFormatter({
      dateFormat: 'DD.MM.YYYY',
      currency: 'EUR',
      numberFormat: 'EU',
      timeZone: 'Europe/Paris',
      timeFormat: '24',
      relativeDates: true,
    });
    const text = toText(backup, format).replace(/\u00a0/g, ' ');
    expect(text).toContain('date: 29.02.2024');
    expect(text).toContain('amount: 5,00 €');
    expect(text).toContain('Exported: 22.11.2026 11:00');
    expect(toJson(backup)).toContain('"date": "2024-02-29"');
  });

  it('rejects files that are not backups and skips invalid records', () => {
    expect(readBackup('nope')).toEqual({ ok: false, message: 'This file is not a valid JSON backup.' });
    expect(readBackup('{"a":1}')).toEqual({ ok: false, message: 'This file is not a CRM backup (missing version or records).' });
    expect(readBackup('{"version":"3.0.0","records":{}}')).toEqual({ ok: false, message: 'This backup was made by a newer version of the app.' });
    const partial = readBackup(JSON.stringify({ version: '2.1.0', records: { clients: [{ id: 'x', name: '', email: 'a@x.io' }] } }));
    expect(partial.ok && partial.invalid).toEqual(['Clients 1: Name is required']);
  });
});
