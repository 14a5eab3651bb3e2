// Running an import: every row of every chosen table is checked first (in slices that yield to
// the browser), then written in batches, with progress through both phases.
import { useEffect, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { Backend } from '../../lib/backend';
import type { ImportRow } from '../../data/contract-transfer';
import type { ImportKind } from '../../domain/entitlements';
import type { SeenEmails } from '../../domain/import/duplicates';
import type { Table } from '../../domain/import/mapping';
import { friendlyMessage } from '../../domain/import/messages';
import type { DateOrder } from '../../domain/import/values';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { EMPTY_CATEGORIES } from '../../domain/schemas';
import type { CustomCategories } from '../../domain/types';
import { prepareRows } from './import-flow';
import { customFieldsSchema } from '../../domain/custom-fields';
import type { DefinitionsOf } from './use-import-fields';
import { skippedRowsCsv } from './skipped-rows';
import type { ExistingByEmail, PreparedRows } from './import-flow';
import { existingEmails, hasEmails } from './import-state';
import type { Banner, Choices, ImportResult, Preview, Progress } from './import-state';

export type RunOutcome = { result: ImportResult } | { banner: Banner };

/** The result line ('Successfully imported 12 records with 2 errors'), in the interface language. */
export function resultLine(imported: number, errorCount: number): { tone: 'success' | 'error'; text: string } {
  if (imported === 0) return { tone: 'error', text: i18n._(msg`Import failed - no records were imported`) };
  if (errorCount === 0) {
    return { tone: 'success', text: i18n._(msg`${plural(imported, { one: 'Successfully imported # record', other: 'Successfully imported # records' })}`) };
  }
  return {
    tone: 'success',
    text: i18n._(
      msg`${plural(imported, {
        one: `Successfully imported # record with ${plural(errorCount, { one: '# error', other: '# errors' })}`,
        other: `Successfully imported # records with ${plural(errorCount, { one: '# error', other: '# errors' })}`,
      })}`,
    ),
  };
}

type Job = { key: string; kind: ImportKind; table: Table; mapping: string[]; prefix?: string; dateOrder?: DateOrder };

function jobsOf(preview: Preview): Job[] {
  if (preview.mode === 'single')
    return preview.kind ? [{ key: '', kind: preview.kind, table: preview.table, mapping: preview.mapping, dateOrder: preview.dates.order }] : [];
  return preview.sheets
    .filter((s) => preview.selected.includes(s.name))
    .map((s) => ({ key: s.name, kind: s.kind, table: s.table, mapping: s.fields.map((f) => f.mappedTo), prefix: s.name }));
}

/**
 * `run(preview, choicesFor, show)` imports and hands the result (or an error banner) to `show`
 * before the progress ends, so the screen changes in one step; `importing` is the progress.
 */
export function useImportRun(backend: Backend | null, uid: string, clientCap: number | null) {
  const [importing, setImporting] = useState<Progress | null>(null);
  // Custom categories are known values for the category column.
  const [categories, setCategories] = useState<CustomCategories>(EMPTY_CATEGORIES);
  useEffect(() => {
    if (!backend || !uid) return;
    return backend.records.watchCategories(uid, setCategories);
  }, [backend, uid]);

  const run = async (
    preview: Preview,
    choicesFor: (key: string) => Choices,
    definitionsOf: DefinitionsOf,
    show: (outcome: RunOutcome) => void,
  ): Promise<void> => {
    if (!backend || !uid) return;
    const jobs = jobsOf(preview);
    const total = jobs.reduce((n, j) => n + j.table.rows.length, 0);
    setImporting({ phase: 'checking', done: 0, total });
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
            dateOrder: job.dateOrder,
            existing: known.get(job.kind),
            duplicates: choice.existing,
            repeats: choice.repeats,
            seen: seenOfKind,
            customFields: job.kind === 'clients' || job.kind === 'deals' ? customFieldsSchema(definitionsOf(job.kind)) : undefined,
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
        // A deals table goes with its pipeline, its stage choices and its missing-client choice.
        const choice = choicesFor(job.key);
        const deals = job.kind === 'deals' ? { deals: { pipelineId: choice.pipelineId, stages: choice.stages, missingClients: choice.missingClients } } : {};
        const report = await backend.transfer.importBatch(uid, job.kind, rows.rows as ImportRow<typeof job.kind>[], { clientCap, ...deals }, (p) =>
          setImporting({ phase: 'writing', done: base + p.done, total }),
        );
        imported += report.created + report.updated;
        errors.push(...report.errors);
        if (report.batchId) batchIds.push(report.batchId);
        offset += job.table.rows.length;
      }
      const outcome = resultLine(imported, errors.length);
      const note = skipped > 0 ? i18n._(msg`${plural(skipped, { one: '# duplicate skipped.', other: '# duplicates skipped.' })}`) : null;
      const skippedCsv = jobs
        .map((j) => skippedRowsCsv(j.table, errors, j.prefix))
        .filter((c): c is string => c !== null)
        .map((c, i) => (i === 0 ? c : c.replace(/^\ufeff[^\n]*\n/, '')))
        .join('');
      show({ result: { tone: outcome.tone, text: outcome.text, note, errors, batchIds, skippedCsv: skippedCsv === '' ? null : skippedCsv } });
    } catch (e) {
      // The friendly headline with the data layer's message as details, both translated
      // when they are known texts.
      const f = friendlyMessage(e instanceof Error ? e.message : String(e));
      show({ banner: { tone: 'error', text: translateText(f.message), details: f.details && translateText(f.details) } });
    } finally {
      setImporting(null);
    }
  };

  return { importing, run };
}
