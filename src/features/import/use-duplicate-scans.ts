// Duplicate e-mails in the file being previewed, scanned in slices so that a 100,000-row file
// does not block the page.
import { useEffect, useMemo, useState } from 'react';
import type { ImportKind } from '../../domain/entitlements';
import { DuplicateScanner } from '../../domain/import/duplicates';
import type { DuplicateScan, SeenEmails } from '../../domain/import/duplicates';
import type { Cell, Table } from '../../domain/import/mapping';
import { planOf, sourceOf, valueOf } from '../../domain/import/plan';
import { nextTask } from '../../lib/yield';
import { hasEmails } from './import-state';
import type { ExistingByKind, Preview } from './import-state';

/** A table to scan for duplicate e-mails ('' for a single file, else the sheet name). */
type ScanJob = { key: string; kind: ImportKind; table: Table; emailOf: ((row: readonly Cell[]) => Cell | undefined) | null; prefix?: string };

/** How a row's e-mail is read under a mapping (several e-mail columns combine, plan.ts). */
function emailReader(table: Table, mapping: readonly string[]): ((row: readonly Cell[]) => Cell | undefined) | null {
  const source = sourceOf(planOf(mapping, table.headers), 'email');
  return source ? (row) => valueOf(source, row) : null;
}
/** Rows scanned for duplicates between two yields to the browser (a few milliseconds). */
const SCAN_SLICE = 10_000;

const NO_SCANS: ReadonlyMap<string, DuplicateScan> = new Map();

/**
 * The duplicates of each table of the preview (by key: '' for a single file, else the sheet
 * name); empty until the scan is done. The sheets of one kind share the e-mails seen, in order,
 * as the import does. Only the selected sheets are scanned.
 */
export function useDuplicateScans(preview: Preview | null, existing: ExistingByKind): ReadonlyMap<string, DuplicateScan> {
  const single = preview?.mode === 'single' ? preview : null;
  const multi = preview?.mode === 'multi' ? preview : null;
  // Worked out once per file (or e-mail column), not at each render: a file may have 100,000 rows.
  const singleKind = single?.kind;
  const singleTable = single?.table;
  // The e-mail columns (as text, so that mapping another field does not scan again).
  const singleEmailColumns = single ? single.mapping.flatMap((m, i) => (m === 'email' ? [String(i)] : [])).join(',') : '';
  const multiSheets = multi?.sheets;
  const multiSelected = multi?.selected;
  const jobs = useMemo((): ScanJob[] => {
    if (singleKind && singleTable) {
      const mapping = singleTable.headers.map(() => '');
      for (const c of singleEmailColumns.split(',')) if (c !== '') mapping[Number(c)] = 'email';
      return hasEmails(singleKind) ? [{ key: '', kind: singleKind, table: singleTable, emailOf: emailReader(singleTable, mapping) }] : [];
    }
    return (multiSheets ?? [])
      .filter((s) => hasEmails(s.kind) && multiSelected?.includes(s.name))
      .map((s) => ({
        key: s.name,
        kind: s.kind,
        table: s.table,
        emailOf: emailReader(
          s.table,
          s.fields.map((f) => f.mappedTo),
        ),
        prefix: s.name,
      }));
  }, [singleKind, singleTable, singleEmailColumns, multiSheets, multiSelected]);

  const [scans, setScans] = useState<{ jobs: ScanJob[]; existing: ExistingByKind; result: Map<string, DuplicateScan> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const result = new Map<string, DuplicateScan>();
      const seen = new Map<ImportKind, SeenEmails>();
      for (const job of jobs) {
        const seenOfKind = seen.get(job.kind) ?? new Map<string, string>();
        seen.set(job.kind, seenOfKind);
        const scanner = new DuplicateScanner(job.table, job.emailOf, existing[job.kind] ?? new Map(), { prefix: job.prefix, seen: seenOfKind });
        while (!scanner.step(SCAN_SLICE)) {
          await nextTask();
          if (cancelled) return;
        }
        result.set(job.key, scanner.result);
      }
      if (!cancelled) setScans({ jobs, existing, result });
    })();
    return () => {
      cancelled = true;
    };
  }, [jobs, existing]);
  // A scan of other tables (or of older existing records) is not shown.
  return scans && scans.jobs === jobs && scans.existing === existing ? scans.result : NO_SCANS;
}
