// A parse problem (parse-problem.ts) in the interface language, on the page's thread: the
// friendly headline, with the specific reason as details where docs/product/import.md#writing-and-results shows them.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { ParseProblem } from './parse-problem';

export type ProblemText = { message: string; details: string | null };

const HEADLINES = {
  format: msg`Invalid file format. Please check your delimiter and column headers.`,
  columns: msg`Some columns do not match supported fields. Please review the mapping.`,
  type: msg`Unsupported file type. Please upload a CSV or Excel file.`,
  general: msg`An error occurred while importing. Please try again.`,
};

/** The specific reason of a problem, in the interface language. */
export function problemReason(problem: ParseProblem): string {
  switch (problem.code) {
    case 'unsupportedFormat':
      return i18n._(msg`Unsupported file format`);
    case 'empty':
      return i18n._(msg`The file appears to be empty or contains no valid data`);
    case 'noCsvHeaders':
      return i18n._(msg`No column headers found in CSV file`);
    case 'noSheets':
      return i18n._(msg`No sheets found in Excel file`);
    case 'noSheetHeaders':
      return i18n._(msg`No column headers found in Excel sheet`);
    case 'noSupportedSheets':
      return i18n._(msg`No supported sheets found`);
    case 'undetectable':
      return i18n._(msg`Unable to detect data type from column headers`);
    case 'readFailed':
      return i18n._(msg`Failed to read file`);
    case 'timeout':
      return i18n._(msg`File reading error: the file took too long to read`);
    case 'unknownEncoding': {
      const encoding = problem.encoding;
      return i18n._(
        msg`The file's text encoding cannot be read: it looks like ${encoding} without a byte-order mark. Save it again as "CSV UTF-8" and import that file.`,
      );
    }
    case 'tooLarge': {
      const megabytes = problem.megabytes;
      return i18n._(msg`The file is larger than ${megabytes} MB. Split it into smaller files.`);
    }
    case 'tooManyRows': {
      const max = i18n.number(problem.max);
      return i18n._(msg`The file has more than ${max} rows. Split it into smaller files.`);
    }
    case 'tooManyColumns': {
      const max = problem.max;
      return i18n._(msg`${plural(max, { one: 'The file has more than # column.', other: 'The file has more than # columns.' })}`);
    }
    case 'sheetTooManyColumns': {
      const max = problem.max;
      return i18n._(msg`${plural(max, { one: 'The sheet has more than # column.', other: 'The sheet has more than # columns.' })}`);
    }
    case 'tooManySheets': {
      const max = problem.max;
      return i18n._(msg`${plural(max, { one: 'The workbook has more than # sheet.', other: 'The workbook has more than # sheets.' })}`);
    }
    case 'csvError': {
      const detail = problem.detail;
      const row = problem.row;
      return row === null ? i18n._(msg`CSV parsing error: ${detail}`) : i18n._(msg`CSV parsing error: ${detail} (row ${row})`);
    }
    case 'damagedWorkbook': {
      const detail = problem.detail;
      return i18n._(msg`Unsupported format or damaged Excel file: ${detail}`);
    }
    case 'readError': {
      const detail = problem.detail;
      return i18n._(msg`File reading error: ${detail}`);
    }
  }
}

/** The headline and details the import screen shows for a problem. */
export function problemText(problem: ParseProblem): ProblemText {
  const reason = problemReason(problem);
  switch (problem.code) {
    case 'csvError':
    case 'noCsvHeaders':
      return { message: i18n._(HEADLINES.format), details: reason };
    case 'noSheetHeaders':
    case 'undetectable':
    case 'tooManyColumns':
    case 'sheetTooManyColumns':
      return { message: i18n._(HEADLINES.columns), details: reason };
    case 'unknownEncoding':
      return { message: i18n._(HEADLINES.format), details: reason };
    case 'unsupportedFormat':
    case 'damagedWorkbook':
      return { message: i18n._(HEADLINES.type), details: null };
    default:
      return { message: i18n._(HEADLINES.general), details: reason };
  }
}
