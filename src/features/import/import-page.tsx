// Import Data (seed 001 sections 2-5 and 8): drop or pick a .csv, .xlsx or .xls file, parsed in
// a Web Worker; preview with mapping (single sheet) or a sheet checklist (workbook); batched
// writes with progress; results with grouped errors; duplicates by e-mail (existing records and
// repeats inside the file, per sheet for workbooks); undo within 30 days. Big files (100,000
// rows) arrive from the worker in chunks and are checked in slices, so the page never freezes.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { Backend } from '../../lib/backend';
import type { ImportRecord, ImportRow } from '../../data/contract-transfer';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { downloadText } from '../../components/ui/download';
import { PageHeader } from '../../components/ui/page-header';
import { ProPrompt } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import type { ImportKind } from '../../domain/entitlements';
import { IMPORT_KINDS } from '../../domain/entitlements';
import { DuplicateScanner, NO_DUPLICATES } from '../../domain/import/duplicates';
import type { DuplicateScan, RepeatChoice, SeenEmails } from '../../domain/import/duplicates';
import { IMPORT_FIELDS, KIND_LABELS, MESSAGES, autoMap, detectKind, mappedCount, summarise, summariseSheet } from '../../domain/import/mapping';
import type { SheetSummary, Table } from '../../domain/import/mapping';
import { errorListing, friendlyMessage, resultText } from '../../domain/import/messages';
import { templateCsv, templateRows } from '../../domain/import/templates';
import { EMPTY_CATEGORIES } from '../../domain/schemas';
import type { CustomCategories } from '../../domain/types';
import { prepareRows } from './import-flow';
import type { DuplicateChoice, ExistingByEmail, PreparedRows } from './import-flow';
import { LIMIT_TEXT, extensionOf } from './limits';
import { parseInWorker } from './parse-in-worker';
import { useFormat } from '../../lib/format';

type Single = { mode: 'single'; fileName: string; kind: ImportKind; table: Table; mapping: string[] };
type Multi = { mode: 'multi'; fileName: string; sheets: SheetSummary[]; selected: string[] };
type Preview = Single | Multi;
type Banner = { tone: 'success' | 'error'; text: string; details: string | null };
type Result = { tone: 'success' | 'error'; text: string; errors: string[]; batchIds: string[] };
/** 'checking': rows validated in slices before anything is written; 'writing': batched writes. */
type Progress = { phase: 'checking' | 'writing'; done: number; total: number };
/** What to do with duplicates, per table ('' for a single file, else the sheet name). */
type Choices = { existing: DuplicateChoice; repeats: RepeatChoice };
const DEFAULT_CHOICES: Choices = { existing: 'skip', repeats: 'skip' };
/** Existing e-mails per kind (clients and employees only). */
type ExistingByKind = Partial<Record<ImportKind, ExistingByEmail>>;
const hasEmails = (kind: ImportKind) => kind === 'clients' || kind === 'employees';
/** A table to scan for duplicate e-mails ('' for a single file, else the sheet name). */
type ScanJob = { key: string; kind: ImportKind; table: Table; emailColumn: number; prefix?: string };
/** Rows scanned for duplicates between two yields to the browser (a few milliseconds). */
const SCAN_SLICE = 10_000;
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const NO_SCANS: ReadonlyMap<string, DuplicateScan> = new Map();

/**
 * The duplicates of each table (by key), scanned in slices so that a 100,000-row file does not
 * block the page; empty until the scan is done. The sheets of one kind share the e-mails seen,
 * in order, as the import does.
 */
function useDuplicateScans(jobs: ScanJob[], existing: ExistingByKind): ReadonlyMap<string, DuplicateScan> {
  const [scans, setScans] = useState<{ jobs: ScanJob[]; existing: ExistingByKind; result: Map<string, DuplicateScan> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const result = new Map<string, DuplicateScan>();
      const seen = new Map<ImportKind, SeenEmails>();
      for (const job of jobs) {
        const seenOfKind = seen.get(job.kind) ?? new Map<string, string>();
        seen.set(job.kind, seenOfKind);
        const scanner = new DuplicateScanner(job.table, job.emailColumn, existing[job.kind] ?? new Map(), { prefix: job.prefix, seen: seenOfKind });
        while (!scanner.step(SCAN_SLICE)) {
          await yieldToBrowser();
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

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  status: 'Status',
  type: 'Type',
  value: 'Value',
  dateAdded: 'Date Added',
  lastContact: 'Last Contact',
  progress: 'Progress',
  notes: 'Notes',
  role: 'Role',
  employeeName: 'Employee Name',
  position: 'Position',
  amount: 'Amount',
  payDate: 'Pay Date',
  source: 'Source',
  date: 'Date',
  description: 'Description',
  category: 'Category',
};

async function existingEmails(backend: Backend, uid: string, kind: ImportKind): Promise<ExistingByEmail> {
  const map: ExistingByEmail = new Map();
  if (!hasEmails(kind)) return map;
  const list = await backend.records.listRecords(uid, kind);
  for (const r of list) if (r.email) map.set(r.email.toLowerCase(), r.id);
  return map;
}

export function ImportPage() {
  const { entitlements } = useSession();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  return <ImportScreen />;
}

function ImportScreen() {
  const format = useFormat();
  const { backend, user, entitlements } = useSession();
  const uid = user?.uid ?? '';
  const allowed = entitlements?.importKinds ?? [];
  const canWrite = entitlements?.canWrite ?? false;
  const clientCap = entitlements?.clientCap ?? null;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [readPercent, setReadPercent] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [showDetails, setShowDetails] = useState(false);
  const [importing, setImporting] = useState<Progress | null>(null);
  const [categories, setCategories] = useState<CustomCategories>(EMPTY_CATEGORIES);
  const [existing, setExisting] = useState<ExistingByKind>({});
  const [choices, setChoices] = useState<Record<string, Choices>>({});
  const [history, setHistory] = useState<ImportRecord[]>([]);
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const [templateKind, setTemplateKind] = useState<ImportKind>(allowed[0] ?? 'clients');
  const kindSelectId = useId();

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.records.watchCategories(uid, setCategories);
  }, [backend, uid]);

  const [historyVersion, setHistoryVersion] = useState(0);
  const refreshHistory = () => setHistoryVersion((v) => v + 1);
  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    backend.transfer
      .listImports(uid)
      .then((list) => live && setHistory(list))
      .catch(() => live && setHistory([]));
    return () => {
      live = false;
    };
  }, [backend, uid, historyVersion]);

  const clear = () => {
    setPreview(null);
    setResult(null);
    setBanner(null);
    setShowDetails(false);
    setChoices({});
  };
  const choicesFor = (key: string) => choices[key] ?? DEFAULT_CHOICES;
  const choose = (key: string, change: Partial<Choices>) => setChoices((c) => ({ ...c, [key]: { ...(c[key] ?? DEFAULT_CHOICES), ...change } }));

  const handleFile = async (file: File) => {
    clear();
    if (!extensionOf(file.name)) {
      const f = friendlyMessage(MESSAGES.unsupportedFormat);
      setBanner({ tone: 'error', text: f.message, details: f.details });
      return;
    }
    setProcessing(true);
    setReadPercent(0);
    try {
      // The bar moves in steps of 10 %.
      const parsed = await parseInWorker(file, (percent) => setReadPercent(Math.floor(percent / 10) * 10));
      if (!parsed.ok) {
        const f = friendlyMessage(parsed.error);
        setBanner({ tone: 'error', text: f.message, details: f.details });
        return;
      }
      if (parsed.single) {
        const kind = detectKind(parsed.single.headers);
        if (!kind) {
          const f = friendlyMessage(MESSAGES.undetectable);
          setBanner({ tone: 'error', text: f.message, details: f.details });
          return;
        }
        const mapping = autoMap(kind, parsed.single.headers);
        if (backend && uid) setExisting({ [kind]: await existingEmails(backend, uid, kind) });
        setPreview({ mode: 'single', fileName: file.name, kind, table: parsed.single, mapping });
        setBanner({ tone: 'success', text: `File processed successfully - ${format.number(parsed.single.rows.length)} rows found`, details: null });
      } else {
        const sheets = parsed.sheets.map((s) => summariseSheet(s.name, s.table)).filter((s): s is SheetSummary => s !== null);
        if (sheets.length === 0) {
          const f = friendlyMessage(MESSAGES.noSupportedSheets);
          setBanner({ tone: 'error', text: f.message, details: f.details });
          return;
        }
        const known: ExistingByKind = {};
        if (backend && uid) {
          for (const kind of new Set(sheets.map((s) => s.kind))) {
            if (hasEmails(kind) && allowed.includes(kind)) known[kind] = await existingEmails(backend, uid, kind);
          }
        }
        setExisting(known);
        setPreview({ mode: 'multi', fileName: file.name, sheets, selected: sheets.filter((s) => allowed.includes(s.kind)).map((s) => s.name) });
        setBanner({ tone: 'success', text: `Found ${sheets.length} importable sheets`, details: null });
      }
    } catch (e) {
      const f = friendlyMessage(e instanceof Error ? e.message : 'File reading error');
      setBanner({ tone: 'error', text: f.message, details: f.details });
    } finally {
      setProcessing(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void handleFile(file);
  };

  const runImport = async () => {
    if (!backend || !uid || !preview) return;
    const jobs: { key: string; kind: ImportKind; table: Table; mapping: string[]; prefix?: string }[] =
      preview.mode === 'single'
        ? [{ key: '', kind: preview.kind, table: preview.table, mapping: preview.mapping }]
        : preview.sheets
            .filter((s) => preview.selected.includes(s.name))
            .map((s) => ({ key: s.name, kind: s.kind, table: s.table, mapping: s.fields.map((f) => f.mappedTo), prefix: s.name }));
    const total = jobs.reduce((n, j) => n + j.table.rows.length, 0);
    setImporting({ phase: 'checking', done: 0, total });
    setResult(null);
    setBanner(null);
    let imported = 0;
    let skipped = 0;
    const errors: string[] = [];
    const batchIds: string[] = [];
    try {
      // Every row is checked first (in slices that yield to the browser), then written. The
      // sheets of one kind share the e-mails seen, so a repeat across sheets is caught too.
      const known = new Map<ImportKind, ExistingByEmail>();
      const seen = new Map<ImportKind, SeenEmails>();
      const prepared: PreparedRows<ImportKind>[] = [];
      let offset = 0;
      for (const job of jobs) {
        if (hasEmails(job.kind) && !known.has(job.kind)) known.set(job.kind, await existingEmails(backend, uid, job.kind));
        const seenOfKind = seen.get(job.kind) ?? new Map<string, string>();
        seen.set(job.kind, seenOfKind);
        const choice = choicesFor(job.key);
        const base = offset;
        prepared.push(
          await prepareRows(job.kind, job.table, job.mapping, categories, {
            prefix: job.prefix,
            existing: known.get(job.kind),
            duplicates: choice.existing,
            repeats: choice.repeats,
            seen: seenOfKind,
            onProgress: (checked) => setImporting({ phase: 'checking', done: base + checked, total }),
          }),
        );
        offset += job.table.rows.length;
      }
      offset = 0;
      for (const [i, job] of jobs.entries()) {
        const rows = prepared[i]!;
        errors.push(...rows.errors);
        skipped += rows.skipped;
        const base = offset + rows.errors.length + rows.skipped;
        setImporting({ phase: 'writing', done: base, total });
        const report = await backend.transfer.importBatch(uid, job.kind, rows.rows as ImportRow<typeof job.kind>[], { clientCap }, (p) =>
          setImporting({ phase: 'writing', done: base + p.done, total }),
        );
        imported += report.created + report.updated;
        errors.push(...report.errors);
        if (report.batchId) batchIds.push(report.batchId);
        offset += job.table.rows.length;
      }
      const outcome = resultText(imported, errors.length);
      const skippedText = skipped > 0 ? ` (${skipped} duplicates skipped)` : '';
      setResult({ tone: outcome.tone, text: `${outcome.text}${skippedText}`, errors, batchIds });
      setPreview(null);
    } catch (e) {
      const f = friendlyMessage(e instanceof Error ? e.message : String(e));
      setBanner({ tone: 'error', text: f.message, details: f.details });
    } finally {
      setImporting(null);
      refreshHistory();
    }
  };

  const undo = async (record: ImportRecord) => {
    if (!backend || !uid) return;
    await backend.transfer.undoImport(uid, record.batchId, { clientCap });
    setResult(null);
    setBanner({ tone: 'success', text: `Import undone: ${record.created} added records removed${record.updated > 0 ? ` and ${record.updated} updated records restored` : ''}.`, details: null });
    refreshHistory();
  };

  const downloadCsvTemplate = () => downloadText(`${templateKind}-template.csv`, templateCsv(templateKind));
  const downloadExcelTemplate = async () => {
    const XLSX = await import('xlsx');
    const wb = XLSX.utils.book_new();
    for (const kind of allowed) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(templateRows(kind)), KIND_LABELS[kind]);
    XLSX.writeFile(wb, 'import-template.xlsx');
  };

  const single = preview?.mode === 'single' ? preview : null;
  const multi = preview?.mode === 'multi' ? preview : null;
  // Worked out once per file (or e-mail column), not at each render: a file may have 100,000 rows.
  const singleKind = single?.kind;
  const singleTable = single?.table;
  const singleEmailColumn = single ? single.mapping.indexOf('email') : -1;
  const singleFields = useMemo(() => (singleKind && singleTable ? summarise(singleKind, singleTable) : []), [singleKind, singleTable]);
  const multiSheets = multi?.sheets;
  const multiSelected = multi?.selected;
  const scanJobs = useMemo((): ScanJob[] => {
    if (singleKind && singleTable) return hasEmails(singleKind) ? [{ key: '', kind: singleKind, table: singleTable, emailColumn: singleEmailColumn }] : [];
    return (multiSheets ?? [])
      .filter((s) => hasEmails(s.kind) && multiSelected?.includes(s.name))
      .map((s) => ({ key: s.name, kind: s.kind, table: s.table, emailColumn: s.fields.findIndex((f) => f.mappedTo === 'email'), prefix: s.name }));
  }, [singleKind, singleTable, singleEmailColumn, multiSheets, multiSelected]);
  const scans = useDuplicateScans(scanJobs, existing);

    // A single file of a kind the plan does not include: the plan-upgrade screen.
  if (preview?.mode === 'single' && !allowed.includes(preview.kind)) {
    return (
      <div>
        <ProPrompt
          title="Import - Pro Feature"
          text={`Importing ${KIND_LABELS[preview.kind].toLowerCase()} needs the Pro plan. Your plan can import ${allowed.map((k) => KIND_LABELS[k].toLowerCase()).join(' and ')}.`}
          pricingPath={paths.pricing}
        />
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={clear}>
            Choose another file
          </Button>
        </div>
      </div>
    );
  }

  const busy = importing !== null;
  const mapped = single ? mappedCount(single.mapping) : 0;
  const canImport = canWrite && !busy && (single ? mapped > 0 : multi ? multi.selected.length > 0 : false);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Import Data" subtitle="Bring your clients, team and finances in from a spreadsheet." />
      {!canWrite && (
        <Alert tone="error" className="mb-4">
          Your account is read-only, so importing is not available. <Link to={paths.plans} className="underline">View plans</Link>
        </Alert>
      )}
      {banner && (
        <Alert tone={banner.tone} className="mb-4">
          <p>{banner.text}</p>
          {banner.details && <p className="mt-1 text-xs opacity-80">Details: {banner.details}</p>}
        </Alert>
      )}

      {!preview && !busy && (
        <div
          role="region"
          aria-label="File drop area"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging || undefined}
          className={`rounded-ui-lg border-2 border-dashed p-10 text-center transition-colors ${
            dragging ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'
          }`}
        >
          {processing ? (
            <div role="status" className="flex flex-col items-center gap-3 text-slate-700 dark:text-slate-200">
              <Spinner className="h-8 w-8" />
              Processing file...
              <progress className="h-2 w-64 max-w-full" max={100} value={readPercent} aria-label="File reading progress" />
            </div>
          ) : (
            <>
              <p className="text-lg font-medium text-slate-900 dark:text-slate-100">Drag and drop your file here</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">CSV, XLSX or XLS. {LIMIT_TEXT}</p>
              <Button className="mt-4" onClick={() => inputRef.current?.click()} disabled={!canWrite}>
                Choose File
              </Button>
              <input
                ref={inputRef}
                type="file"
                aria-label="Choose a file to import"
                accept=".csv,.xlsx,.xls"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void handleFile(file);
                }}
              />
            </>
          )}
        </div>
      )}

      {busy && (
        <section aria-label="Import progress" className="rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <p className="mb-2 text-slate-800 dark:text-slate-100">
            {importing.phase === 'checking' ? 'Checking rows...' : 'Importing...'} {importing.done} of {importing.total} rows
          </p>
          <progress className="h-3 w-full" max={Math.max(1, importing.total)} value={importing.done} aria-label="Import progress" />
        </section>
      )}

      {preview && !busy && (
        <section aria-label="Import preview" className="rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">File</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{preview.fileName}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Rows</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {single ? single.table.rows.length : multi?.sheets.reduce((n, s) => n + s.table.rows.length, 0)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Detected type</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{single ? KIND_LABELS[single.kind] : 'Multi-tab workbook'}</dd>
            </div>
          </dl>

          {single && (
            <>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="text-slate-600 dark:text-slate-300">
                    <th className="py-2">Column</th>
                    <th className="py-2">Map To</th>
                    <th className="py-2">Sample values</th>
                  </tr>
                </thead>
                <tbody>
                  {singleFields.map((f, i) => (
                    <tr key={`${i}-${f.header}`} className="border-t border-slate-200 dark:border-slate-700">
                      <td className="py-2 font-medium text-slate-900 dark:text-slate-100">{f.header || `(column ${i + 1})`}</td>
                      <td className="py-2">
                        <select
                          aria-label={`Map To for ${f.header || `column ${i + 1}`}`}
                          value={single.mapping[i] ?? ''}
                          onChange={(e) => {
                            const next = [...single.mapping];
                            const field = e.target.value;
                            // One column per field: a field taken elsewhere moves here.
                            if (field !== '') next.forEach((m, j) => m === field && (next[j] = ''));
                            next[i] = field;
                            setPreview({ ...single, mapping: next });
                          }}
                          className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                        >
                          <option value="">Don&apos;t import</option>
                          {IMPORT_FIELDS[single.kind].map((field) => (
                            <option key={field} value={field}>
                              {FIELD_LABELS[field] ?? field}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td className="py-2 text-slate-600 dark:text-slate-300">{f.samples.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <DuplicateChoices kind={single.kind} scan={scans.get('') ?? NO_DUPLICATES} choices={choicesFor('')} onChange={(change) => choose('', change)} />
            </>
          )}

          {multi && (
            <ul className="space-y-2">
              {multi.sheets.map((s) => {
                const ok = allowed.includes(s.kind);
                return (
                  <li key={s.name} className="rounded-ui border border-slate-200 p-3 dark:border-slate-700">
                    <label className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        disabled={!ok}
                        checked={multi.selected.includes(s.name)}
                        onChange={(e) =>
                          setPreview({
                            ...multi,
                            selected: e.target.checked ? [...multi.selected, s.name] : multi.selected.filter((n) => n !== s.name),
                          })
                        }
                      />
                      <span>
                        <span className="font-medium text-slate-900 dark:text-slate-100">
                          {s.name} ({KIND_LABELS[s.kind]})
                        </span>
                        <span className="block text-sm text-slate-600 dark:text-slate-300">
                          {format.number(s.table.rows.length)} rows · {s.autoMapped} of {s.fields.length} fields auto-mapped · {s.fields.map((f) => f.header).join(', ')}
                        </span>
                        {!ok && (
                          <span className="block text-sm text-amber-700 dark:text-amber-300">
                            Needs the Pro plan. <Link to={paths.pricing} className="underline">Upgrade to Pro</Link>
                          </span>
                        )}
                      </span>
                    </label>
                    {ok && multi.selected.includes(s.name) && (
                      <DuplicateChoices
                        kind={s.kind}
                        sheet={s.name}
                        scan={scans.get(s.name) ?? NO_DUPLICATES}
                        choices={choicesFor(s.name)}
                        onChange={(change) => choose(s.name, change)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-200">
              {single ? `${mapped} of ${single.mapping.length} fields mapped` : `${multi?.selected.length ?? 0} sheets selected`}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={clear}>
                Cancel
              </Button>
              <Button onClick={() => void runImport()} disabled={!canImport}>
                Import Data
              </Button>
            </div>
          </div>
        </section>
      )}

      {result && (
        <section aria-label="Import result" className="mt-4">
          <Alert tone={result.tone}>
            <p className="font-medium">{result.text}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {result.errors.length > 0 && (
                <Button size="sm" variant="secondary" aria-expanded={showDetails} onClick={() => setShowDetails((v) => !v)}>
                  {showDetails ? 'Hide Details' : 'Show Details'}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={clear}>
                Close
              </Button>
            </div>
            {showDetails && (
              <ul className="mt-2 list-disc pl-5">
                {errorListing(result.errors).map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            )}
          </Alert>
        </section>
      )}

      {history.length > 0 && (
        <section aria-labelledby="recent-imports" className="mt-6 rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="recent-imports" className="mb-2 font-semibold text-slate-900 dark:text-slate-100">
            Recent imports (can be undone for 30 days)
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {history.map((h) => (
              <li key={h.batchId} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800 dark:text-slate-100">
                <span>
                  {KIND_LABELS[h.kind]}: {format.number(h.created)} added{h.updated > 0 ? `, ${format.number(h.updated)} updated` : ''} · {format.dateTime(h.createdAt)}
                </span>
                <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setUndoing(h)}>
                  Undo import
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="guidelines" className="mt-6 rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="guidelines" className="mb-2 font-semibold text-slate-900 dark:text-slate-100">
          Import guidelines
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
          <li>
            Supported data: {IMPORT_KINDS.map((k) => KIND_LABELS[k]).join(', ')}
            {allowed.length < IMPORT_KINDS.length && ` (your plan: ${allowed.map((k) => KIND_LABELS[k]).join(' and ')})`}.
          </li>
          <li>The first row must hold the column headers. Empty rows are skipped.</li>
          <li>Dates should be MM/DD/YYYY (YYYY-MM-DD and Excel dates work too).</li>
          <li>Amounts may include currency symbols and thousands separators, e.g. $1,234.50.</li>
          <li>Workbooks: name the sheets Clients, Employees, Salaries, Revenue or Expenses.</li>
          {clientCap !== null && <li>Your plan keeps at most {clientCap} clients; rows beyond that are not imported.</li>}
          <li>{LIMIT_TEXT}</li>
        </ul>
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={kindSelectId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Template for
            </label>
            <select
              id={kindSelectId}
              value={templateKind}
              onChange={(e) => setTemplateKind(e.target.value as ImportKind)}
              className="rounded border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            >
              {allowed.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={downloadCsvTemplate}>
            Download CSV Template
          </Button>
          <Button variant="secondary" onClick={() => void downloadExcelTemplate()}>
            Download Excel Template (all sheets)
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={undoing !== null}
        title="Undo import"
        message={
          undoing
            ? `Remove the ${undoing.created} records this import added${undoing.updated > 0 ? ` and put back the ${undoing.updated} records it updated` : ''}?`
            : ''
        }
        confirmLabel="Undo import"
        onConfirm={() => (undoing ? undo(undoing) : Promise.resolve())}
        onClose={() => setUndoing(null)}
        errorText={(e) => (e instanceof Error ? e.message : 'Could not undo the import. Please try again.')}
      />
    </div>
  );
}

/**
 * The duplicates of one table (a single file or one sheet): rows with the e-mail of an existing
 * record (skip, update or create) and rows repeating an earlier row's e-mail (skip or import).
 */
function DuplicateChoices({
  kind,
  sheet,
  scan,
  choices,
  onChange,
}: {
  kind: ImportKind;
  sheet?: string;
  scan: DuplicateScan;
  choices: Choices;
  onChange: (change: Partial<Choices>) => void;
}) {
  const group = useId();
  if (scan.existing === 0 && scan.repeated === 0) return null;
  const noun = kind === 'clients' ? 'client' : 'employee';
  const radio = 'mr-4 inline-flex items-center gap-1 text-slate-800 dark:text-slate-100';
  return (
    <div role="group" aria-label={sheet ? `Duplicates in ${sheet}` : 'Duplicates'}>
      {scan.existing > 0 && (
        <fieldset className="mt-4 rounded-ui border border-amber-300 p-3 text-sm dark:border-amber-700">
          <legend className="px-1 font-medium text-slate-900 dark:text-slate-100">
            {scan.existing} rows have the e-mail of an existing {noun}
          </legend>
          {(['skip', 'update', 'create'] as const).map((choice) => (
            <label key={choice} className={radio}>
              <input type="radio" name={`duplicates-${group}`} value={choice} checked={choices.existing === choice} onChange={() => onChange({ existing: choice })} />
              {choice === 'skip' ? 'Skip them' : choice === 'update' ? 'Update the existing records' : 'Create new records anyway'}
            </label>
          ))}
        </fieldset>
      )}
      {scan.repeated > 0 && (
        <fieldset className="mt-4 rounded-ui border border-amber-300 p-3 text-sm dark:border-amber-700">
          <legend className="px-1 font-medium text-slate-900 dark:text-slate-100">
            {scan.repeated} rows repeat the e-mail of an earlier row in this file
          </legend>
          <ul className="mb-2 list-disc pl-5 text-slate-700 dark:text-slate-200">
            {scan.examples.map((e) => (
              <li key={e.label}>
                {e.label} has the same e-mail as {e.firstLabel} ({e.email})
              </li>
            ))}
            {scan.repeated > scan.examples.length && <li>... and {scan.repeated - scan.examples.length} more</li>}
          </ul>
          {(['skip', 'create'] as const).map((choice) => (
            <label key={choice} className={radio}>
              <input type="radio" name={`repeats-${group}`} value={choice} checked={choices.repeats === choice} onChange={() => onChange({ repeats: choice })} />
              {choice === 'skip' ? 'Skip the repeated rows' : 'Import the repeated rows too'}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
