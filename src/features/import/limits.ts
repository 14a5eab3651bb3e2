// The import's file limits, shown on the screen and enforced by the parse worker (no parser
// dependencies here, so the screen's chunk stays free of SheetJS and Papa Parse).

export const LIMITS = {
  /** Largest file accepted. */
  fileBytes: 20 * 1024 * 1024,
  /** Data rows in one file (all sheets together). */
  rows: 100_000,
  /** Sheets in a workbook. */
  sheets: 20,
  /** Columns in a table. */
  columns: 200,
} as const;

/** The file formats read: CSV and its tab-separated kin (.tsv, .txt), vCard, Excel. */
export const FORMATS = ['csv', 'tsv', 'txt', 'vcf', 'xlsx', 'xls'] as const;
export type FileFormat = (typeof FORMATS)[number];

/** The `accept` list of the file picker. */
export const ACCEPT = FORMATS.map((f) => `.${f}`).join(',');

export function extensionOf(name: string): FileFormat | null {
  const m = /\.([a-z0-9]+)$/i.exec(name);
  const ext = m?.[1]?.toLowerCase();
  return (FORMATS as readonly string[]).includes(ext ?? '') ? (ext as FileFormat) : null;
}
