// The import's row labels and row errors in the interface language. The import's checks and the
// data layer word them in English ('Clients Row 12: Please enter a valid email address'), as
// stored in reports; they are translated here at display: the label part, then the message
// (a domain message through translateText, the two worded with figures here).
import { msg, plural } from '@lingui/core/macro';
import { ERROR_LIST_LIMIT } from '../../domain/import/messages';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { FIELD_NAMES, listOf } from './import-labels';

const LABEL = /^(?:(.+) )?Row (\d+)$/;
const LINE = /^((?:.+ )?Row \d+): (.*)$/s;
const MISSING = /^Missing required fields \((.*)\)$/;
const BAD_DATE = /^Invalid date "(.*)" \(use (DD\/MM\/YYYY|MM\/DD\/YYYY)\)$/s;
const BAD_AMOUNT = /^Invalid amount "(.*)"$/s;
const CAP = /^Client limit reached: the Basic plan keeps at most (\d+) clients\. Upgrade to Pro to import more\.$/;

/** 'Row 12' or 'Clients Row 12' (the sheet's name as the user typed it). */
export function rowLabelText(label: string): string {
  const m = LABEL.exec(label);
  if (!m) return label;
  const row = Number(m[2]);
  const sheet = m[1];
  return sheet ? i18n._(msg`${sheet} Row ${row}`) : i18n._(msg`Row ${row}`);
}

/** A row error's message (without its label). */
export function rowMessageText(message: string): string {
  const missing = MISSING.exec(message);
  if (missing) {
    const fields = listOf(missing[1]!.split(', ').map((f) => (FIELD_NAMES[f] ? i18n._(FIELD_NAMES[f]) : f)));
    return i18n._(msg`Missing required fields (${fields})`);
  }
  const date = BAD_DATE.exec(message);
  if (date) {
    const cell = date[1]!;
    return date[2] === 'DD/MM/YYYY' ? i18n._(msg`Invalid date "${cell}" (use DD/MM/YYYY)`) : i18n._(msg`Invalid date "${cell}" (use MM/DD/YYYY)`);
  }
  const amount = BAD_AMOUNT.exec(message);
  if (amount) {
    const cell = amount[1]!;
    return i18n._(msg`Invalid amount "${cell}"`);
  }
  const cap = CAP.exec(message);
  if (cap) {
    const max = Number(cap[1]);
    return i18n._(
      msg`${plural(max, { one: 'Client limit reached: the Basic plan keeps at most # client. Upgrade to Pro to import more.', other: 'Client limit reached: the Basic plan keeps at most # clients. Upgrade to Pro to import more.' })}`,
    );
  }
  return translateText(message);
}

/** 'Row 12: message' with both parts translated. */
export function rowErrorText(error: string): string {
  const m = LINE.exec(error);
  if (!m) return rowMessageText(error);
  const row = rowLabelText(m[1]!);
  const message = rowMessageText(m[2]!);
  return i18n._(msg`${row}: ${message}`);
}

/**
 * The errors as the result panel lists them: repeats of one message grouped as
 * 'message (N occurrences)', a message seen once with its row; the first 10, then
 * '... and N more errors' (the listing of domain/import/messages.ts errorListing).
 */
export function errorListingText(errors: readonly string[]): string[] {
  const groups = new Map<string, { first: string; count: number }>();
  for (const e of errors) {
    const m = LINE.exec(e);
    const key = m ? m[2]! : e;
    const g = groups.get(key);
    if (g) g.count += 1;
    else groups.set(key, { first: e, count: 1 });
  }
  const lines = [...groups.entries()].map(([key, g]) => {
    if (g.count === 1) return rowErrorText(g.first);
    const message = rowMessageText(key);
    return i18n._(msg`${plural(g.count, { one: `${message} (# occurrence)`, other: `${message} (# occurrences)` })}`);
  });
  if (lines.length <= ERROR_LIST_LIMIT) return lines;
  const more = lines.length - ERROR_LIST_LIMIT;
  return [...lines.slice(0, ERROR_LIST_LIMIT), i18n._(msg`${plural(more, { one: '... and # more error', other: '... and # more errors' })}`)];
}
