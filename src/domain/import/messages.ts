// The import's friendly messages, error grouping and result texts (docs/product/import.md#writing-and-results).

export type FriendlyError = { message: string; details: string | null };

/** The friendly message for an error text, with the original as details where the result panel shows it. */
export function friendlyMessage(errorText: string): FriendlyError {
  const t = errorText.toLowerCase();
  if (/csv|delimiter|parse/.test(t)) return { message: 'Invalid file format. Please check your delimiter and column headers.', details: errorText };
  if (/field|column|header/.test(t)) return { message: 'Some columns do not match supported fields. Please review the mapping.', details: errorText };
  if (/unsupported|format|extension/.test(t)) return { message: 'Unsupported file type. Please upload a CSV or Excel file.', details: null };
  if (/required|missing/.test(t)) return { message: 'Some required fields are missing. Please check your data and try again.', details: errorText };
  return { message: 'An error occurred while importing. Please try again.', details: errorText };
}

export const ERROR_LIST_LIMIT = 10;

/** 'Row 12: ' or 'Clients Row 12: ' */
const ROW_PREFIX = /^(?:.*? )?Row \d+: /;

/**
 * Row errors deduplicated after removing the row prefix: a message seen once keeps its row,
 * repeats read 'message (N occurrences)'. Order of first appearance.
 */
export function groupErrors(errors: readonly string[]): string[] {
  const groups = new Map<string, { first: string; count: number }>();
  for (const e of errors) {
    const key = e.replace(ROW_PREFIX, '');
    const g = groups.get(key);
    if (g) g.count += 1;
    else groups.set(key, { first: e, count: 1 });
  }
  return [...groups.entries()].map(([key, g]) => (g.count > 1 ? `${key} (${g.count} occurrences)` : g.first));
}

/** The first 10 grouped errors plus '... and N more errors'. */
export function errorListing(errors: readonly string[]): string[] {
  const grouped = groupErrors(errors);
  if (grouped.length <= ERROR_LIST_LIMIT) return grouped;
  return [...grouped.slice(0, ERROR_LIST_LIMIT), `... and ${grouped.length - ERROR_LIST_LIMIT} more errors`];
}

export type ImportOutcome = { tone: 'success' | 'error'; text: string };

export function resultText(imported: number, errorCount: number): ImportOutcome {
  if (imported === 0) return { tone: 'error', text: 'Import failed - no records were imported' };
  if (errorCount > 0) return { tone: 'success', text: `Successfully imported ${imported} records with ${errorCount} errors` };
  return { tone: 'success', text: `Successfully imported ${imported} records` };
}

export const CLIENT_CAP_REACHED = (cap: number) => `Client limit reached: the Basic plan keeps at most ${cap} clients. Upgrade to Pro to import more.`;
