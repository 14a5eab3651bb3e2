// Why a file could not be read, as data: the parse worker has no React and no catalogue, so it
// sends a code (with its figures) and the page's thread words it in the interface language
// (parse-problem-text.ts). `detail` is the parser's own technical text (Papa Parse, SheetJS).
export type ParseProblem =
  | { code: 'unsupportedFormat' | 'empty' | 'noCsvHeaders' | 'noSheets' | 'noSheetHeaders' | 'noSupportedSheets' | 'readFailed' | 'timeout' | 'undetectable' }
  | { code: 'tooLarge'; megabytes: number }
  | { code: 'unknownEncoding'; encoding: string }
  | { code: 'tooManyRows' | 'tooManyColumns' | 'sheetTooManyColumns' | 'tooManySheets'; max: number }
  | { code: 'csvError'; detail: string; row: number | null }
  | { code: 'damagedWorkbook' | 'readError'; detail: string };

export type ParseProblemCode = ParseProblem['code'];
