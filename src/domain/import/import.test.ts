import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORIES } from '../schemas';
import { autoMap, detectKind, mapHeader, sheetKind, summarise } from './mapping';
import { errorListing, friendlyMessage, groupErrors, resultText } from './messages';
import { rowToRecord } from './rows';
import { excelSerialToIso, parseImportAmount, parseImportDate } from './values';

const now = new Date(2026, 10, 22, 12);

describe('header mapping and type detection', () => {
  it('maps headers case-insensitively and trimmed to the first field whose synonyms contain them', () => {
    expect(mapHeader('clients', '  Customer Name ')).toBe('name');
    expect(mapHeader('clients', 'E-Mail')).toBe('email');
    expect(mapHeader('clients', 'Amount')).toBe('value');
    expect(mapHeader('clients', 'Favourite colour')).toBe('');
    expect(mapHeader('salaries', 'Name')).toBe('employeeName');
    expect(mapHeader('expenses', 'Type')).toBe('category');
  });

  it('leaves a second column mapping to the same field unmapped', () => {
    expect(autoMap('clients', ['Name', 'Client Name', 'Email'])).toEqual(['name', '', 'email']);
  });

  it('detects the type in the seed order: clients, employees, salaries, revenues, expenses', () => {
    expect(detectKind(['Name', 'Email', 'Role'])).toBe('clients');
    expect(detectKind(['Name', 'Role'])).toBe('employees');
    expect(detectKind(['Employee Name', 'Salary'])).toBe('salaries');
    expect(detectKind(['Source', 'Amount'])).toBe('revenues');
    expect(detectKind(['Description', 'Cost'])).toBe('expenses');
    expect(detectKind(['Foo', 'Bar'])).toBeNull();
  });

  it('falls back to the sheet name when the headers do not tell the type', () => {
    expect(sheetKind('REVENUE', ['Foo'])).toBe('revenues');
    expect(sheetKind('Other', ['Foo'])).toBeNull();
  });

  it('summarises up to three samples per column cut to 50 characters', () => {
    const long = 'x'.repeat(80);
    const fields = summarise('clients', {
      headers: ['Name', 'Notes'],
      rows: [
        ['a', long],
        ['', ''],
        ['b', 'n'],
        ['c', 'm'],
        ['d', 'o'],
      ],
    });
    expect(fields[0]).toEqual({ header: 'Name', mappedTo: 'name', samples: ['a', 'b', 'c'] });
    expect(fields[1]!.samples[0]).toHaveLength(50);
  });
});

describe('dates and amounts', () => {
  it('reads MM/DD/YYYY, ISO and Excel serial dates without shifting the day', () => {
    expect(parseImportDate('03/15/2024')).toBe('2024-03-15');
    expect(parseImportDate('3/5/24')).toBe('2024-03-05');
    expect(parseImportDate('2024-03-15')).toBe('2024-03-15');
    expect(parseImportDate('2024-03-15T10:00:00Z')).toBe('2024-03-15');
    expect(parseImportDate(45366)).toBe('2024-03-15');
    expect(parseImportDate('45366')).toBe('2024-03-15');
    expect(excelSerialToIso(1)).toBe('1900-01-01');
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(parseImportDate('')).toBe('');
    expect(parseImportDate('02/30/2024')).toBeNull();
    expect(parseImportDate('yesterday')).toBeNull();
  });

  it('reads amounts with currency symbols, codes and thousands separators', () => {
    expect(parseImportAmount('$1,234.50')).toBe(1234.5);
    expect(parseImportAmount('€1.234,50')).toBe(1234.5);
    expect(parseImportAmount('1 234,5 EUR')).toBe(1234.5);
    expect(parseImportAmount('£12')).toBe(12);
    expect(parseImportAmount('12,5')).toBe(12.5);
    expect(parseImportAmount('(100)')).toBe(-100);
    expect(parseImportAmount(99.9)).toBe(99.9);
    expect(parseImportAmount('')).toBe(0);
    expect(parseImportAmount('abc')).toBeNull();
  });
});

describe('rows to records', () => {
  it('builds a client with fallbacks for unknown status and type and keeps the date as written', () => {
    const r = rowToRecord(
      'clients',
      ['Ann', 'ANN@x.io', 'weird', 'odd', '$1,500', '150', '03/15/2024'],
      ['name', 'email', 'status', 'type', 'value', 'progress', 'dateAdded'],
      EMPTY_CATEGORIES,
      now,
    );
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: 'Ann',
        email: 'ann@x.io',
        status: 'active',
        type: 'one-time',
        value: 1500,
        progress: 100,
        dateAdded: '2024-03-15',
      }),
    });
  });

  it('reports missing required fields with the seed text', () => {
    expect(rowToRecord('clients', ['Ann', ''], ['name', 'email'], EMPTY_CATEGORIES, now)).toEqual({
      ok: false,
      message: 'Missing required fields (name, email)',
    });
    expect(rowToRecord('salaries', ['Bo'], ['employeeName'], EMPTY_CATEGORIES, now)).toEqual({
      ok: false,
      message: 'Missing required fields (employeeName, amount)',
    });
  });

  it('defaults a missing date to today and falls back to the seed defaults for salaries, revenues and expenses', () => {
    const s = rowToRecord('salaries', ['Bo', '100', 'x', 'y'], ['employeeName', 'amount', 'status', 'type'], EMPTY_CATEGORIES, now);
    expect(s).toEqual({ ok: true, value: expect.objectContaining({ status: 'pending', type: 'monthly', payDate: '2026-11-22' }) });
    const r = rowToRecord('revenues', ['Acme', '10', 'zzz'], ['source', 'amount', 'type'], EMPTY_CATEGORIES, now);
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ type: 'service' }) });
    const e = rowToRecord('expenses', ['Pens', '3', 'nonsense'], ['description', 'amount', 'category'], EMPTY_CATEGORIES, now);
    expect(e).toEqual({ ok: true, value: expect.objectContaining({ category: 'office' }) });
    const custom = rowToRecord(
      'expenses',
      ['Pens', '3', 'STATIONERY'],
      ['description', 'amount', 'category'],
      { ...EMPTY_CATEGORIES, expenses: ['Stationery'] },
      now,
    );
    expect(custom).toEqual({ ok: true, value: expect.objectContaining({ category: 'Stationery' }) });
  });

  it('rejects invalid dates, amounts and e-mails with a clear message', () => {
    expect(rowToRecord('revenues', ['A', '10', 'soon'], ['source', 'amount', 'date'], EMPTY_CATEGORIES, now)).toEqual({
      ok: false,
      message: 'Invalid date "soon" (use MM/DD/YYYY)',
    });
    expect(rowToRecord('revenues', ['A', 'ten'], ['source', 'amount'], EMPTY_CATEGORIES, now)).toEqual({ ok: false, message: 'Invalid amount "ten"' });
    expect(rowToRecord('clients', ['A', 'nope'], ['name', 'email'], EMPTY_CATEGORIES, now)).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
  });
});

describe('messages', () => {
  it('derives the friendly messages of the seed from the error text', () => {
    expect(friendlyMessage('CSV parsing error: x').message).toBe('Invalid file format. Please check your delimiter and column headers.');
    expect(friendlyMessage('No column headers found in CSV file').message).toBe('Invalid file format. Please check your delimiter and column headers.');
    expect(friendlyMessage('Unable to detect data type from column headers').message).toBe(
      'Some columns do not match supported fields. Please review the mapping.',
    );
    expect(friendlyMessage('Unsupported file format')).toEqual({ message: 'Unsupported file type. Please upload a CSV or Excel file.', details: null });
    expect(friendlyMessage('Missing required fields (name, email)').message).toBe('Some columns do not match supported fields. Please review the mapping.');
    expect(friendlyMessage('Email is required').message).toBe('Some required fields are missing. Please check your data and try again.');
    expect(friendlyMessage('boom')).toEqual({ message: 'An error occurred while importing. Please try again.', details: 'boom' });
  });

  it('groups repeated row errors and lists the first 10 with a count of the rest', () => {
    expect(groupErrors(['Row 2: A', 'Row 3: A', 'Row 4: B', 'Clients Row 5: A'])).toEqual(['A (3 occurrences)', 'Row 4: B']);
    const many = Array.from({ length: 13 }, (_, i) => `Row ${i + 2}: problem ${i}`);
    const listing = errorListing(many);
    expect(listing).toHaveLength(11);
    expect(listing[10]).toBe('... and 3 more errors');
  });

  it('words the results as the seed does', () => {
    expect(resultText(0, 4).text).toBe('Import failed - no records were imported');
    expect(resultText(5, 2).text).toBe('Successfully imported 5 records with 2 errors');
    expect(resultText(5, 0)).toEqual({ tone: 'success', text: 'Successfully imported 5 records' });
  });
});
