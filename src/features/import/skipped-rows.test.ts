import { describe, expect, it } from 'vitest';
import { skippedRowsCsv } from './skipped-rows';

describe('skipped rows', () => {
  it('lists the skipped rows of the file with the reason in a last column, found by their row number', () => {
    const table = {
      headers: ['Name', 'Email'],
      rows: [
        ['Ann', 'ann@x.io'],
        ['Bo', 'not-an-email'],
        ['', 'cy@x.io'],
      ],
      rowNumbers: [2, 4, 5],
    };
    const csv = skippedRowsCsv(table, ['Row 4: Please enter a valid email address', 'Row 5: Missing required fields (name, email)']);
    expect(csv).toBe('\ufeffName,Email,Reason\r\nBo,not-an-email,Please enter a valid email address\r\n,cy@x.io,Missing required fields (Name and Email)\r\n');
  });

  it('keeps a workbook sheet to its own rows and gives null when no row was skipped', () => {
    const table = { headers: ['Name'], rows: [['Ann']] };
    expect(skippedRowsCsv(table, ['Clients Row 2: Name is required'], 'Employees')).toBeNull();
    expect(skippedRowsCsv(table, ['Clients Row 2: Name is required'], 'Clients')).toBe('\ufeffName,Reason\r\nAnn,Name is required\r\n');
  });
});
