import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { activateEnglishNow, activateLanguage, i18n } from '../../lib/i18n';
import { problemText } from './parse-problem-text';
import { errorListingText, rowErrorText, rowLabelText } from './row-texts';
import { undoneText } from './use-import-history';
import { resultLine } from './use-import-run';

describe('import texts worded on the page from codes and English reports', () => {
  it('words a CSV parsing problem with the seed headline and the row as details', () => {
    expect(problemText({ code: 'csvError', detail: 'Quoted field unterminated', row: 4 })).toEqual({
      message: 'Invalid file format. Please check your delimiter and column headers.',
      details: 'CSV parsing error: Quoted field unterminated (row 4)',
    });
    expect(problemText({ code: 'unsupportedFormat' })).toEqual({ message: 'Unsupported file type. Please upload a CSV or Excel file.', details: null });
    expect(problemText({ code: 'tooManyRows', max: 100_000 }).details).toBe('The file has more than 100,000 rows. Split it into smaller files.');
    expect(problemText({ code: 'tooManySheets', max: 1 }).details).toBe('The workbook has more than 1 sheet.');
  });

  it('keeps the sheet name of a row label and words the row errors', () => {
    expect(rowLabelText('My Clients Row 12')).toBe('My Clients Row 12');
    expect(rowLabelText('Row 3')).toBe('Row 3');
    expect(rowErrorText('Row 6: Missing required fields (name, email)')).toBe('Row 6: Missing required fields (Name and Email)');
    expect(rowErrorText('Clients Row 2: Client limit reached: the Basic plan keeps at most 1 clients. Upgrade to Pro to import more.')).toBe(
      'Clients Row 2: Client limit reached: the Basic plan keeps at most 1 client. Upgrade to Pro to import more.',
    );
  });

  it('words the invalid date and amount of a skipped row in the interface language', async () => {
    await activateLanguage('de');
    i18n.load('de', {
      [generateMessageId('Invalid date "{cell}" (use MM/DD/YYYY)')]: 'Ungültiges Datum „{cell}“ (verwenden Sie MM/TT/JJJJ)',
      [generateMessageId('Invalid amount "{cell}"')]: 'Ungültiger Betrag „{cell}“',
    });
    try {
      expect(rowErrorText('Row 3: Invalid date "31.03.2025" (use MM/DD/YYYY)')).toContain('Ungültiges Datum „31.03.2025“ (verwenden Sie MM/TT/JJJJ)');
      expect(rowErrorText('Row 4: Invalid amount "lots"')).toContain('Ungültiger Betrag „lots“');
    } finally {
      activateEnglishNow();
    }
  });

  it('groups repeated messages with their count and cuts the listing after ten', () => {
    const errors = ['Row 2: Bad', 'Row 3: Bad', 'Row 4: Other', ...Array.from({ length: 12 }, (_, i) => `Row ${i + 5}: Problem ${i}`)];
    const listing = errorListingText(errors);
    expect(listing[0]).toBe('Bad (2 occurrences)');
    expect(listing[1]).toBe('Row 4: Other');
    expect(listing).toHaveLength(11);
    expect(listing[10]).toBe('... and 4 more errors');
    expect(errorListingText([...errors, 'Row 99: Problem 11']).at(-1)).toBe('... and 4 more errors');
  });

  it('uses the plural forms in the result and undo sentences', () => {
    expect(resultLine(0, 3)).toEqual({ tone: 'error', text: 'Import failed - no records were imported' });
    expect(resultLine(1, 0).text).toBe('Successfully imported 1 record');
    expect(resultLine(12, 1).text).toBe('Successfully imported 12 records with 1 error');
    expect(undoneText(12, 0)).toBe('Import undone: 12 added records removed.');
    expect(undoneText(1, 2)).toBe('Import undone: 1 added record removed and 2 updated records restored.');
  });
});
