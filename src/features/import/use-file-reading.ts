// Reading a chosen file: parsed in a Web Worker with a progress figure, then recognised as one
// table of a known kind (with its columns mapped) or a workbook of importable sheets. Existing
// e-mails are fetched for the duplicate check.
import { useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Backend } from '../../lib/backend';
import type { ImportKind } from '../../domain/entitlements';
import { autoMap, detectKind, summariseSheet } from '../../domain/import/mapping';
import type { SheetSummary } from '../../domain/import/mapping';
import { headerSignature, parseRemembered, sameMapping } from '../../domain/import/remembered';
import type { RememberedMapping } from '../../domain/import/remembered';
import { recogniseTool } from '../../domain/import/tools';
import { detectDateOrder } from '../../domain/import/values';
import type { DateOrder, DateOrderChoice } from '../../domain/import/values';
import { existingEmails, hasEmails } from './import-state';
import type { Banner, ExistingByKind, Preview } from './import-state';
import { extensionOf } from './limits';
import { parseInWorker } from './parse-in-worker';
import type { ParseProblem } from './parse-problem';
import { problemText } from './parse-problem-text';
import { useFormat } from '../../lib/use-format';
import type { DefinitionsOf } from './use-import-fields';
import { customDateTargets } from '../../domain/import/custom-columns';

export type FileReadOutcome = { preview: Preview; existing: ExistingByKind; banner: Banner } | { preview: null; banner: Banner };

const failure = (problem: ParseProblem): FileReadOutcome => {
  const f = problemText(problem);
  return { preview: null, banner: { tone: 'error', text: f.message, details: f.details } };
};

/** 'File processed successfully - 1,234 rows found' (the figure formatted for the locale). */
const rowsFound = (count: number, rows: string) =>
  msg`${plural(count, { one: `File processed successfully - ${rows} row found`, other: `File processed successfully - ${rows} rows found` })}`;

/**
 * `read(file, show)` hands the preview to show (or the error banner) to `show` before the
 * processing state ends; `processing` and `readPercent` follow the reading.
 */
export function useFileReading(
  backend: Backend | null,
  uid: string,
  accountId: string,
  allowed: readonly ImportKind[],
  definitionsOf: DefinitionsOf = () => [],
) {
  const format = useFormat();
  const { t } = useLingui();
  // Dates no value decides read as the user's date-format setting writes them.
  const settingOrder: DateOrder = format.settings.dateFormat.startsWith('DD') ? 'dmy' : 'mdy';
  const [processing, setProcessing] = useState(false);
  const [readPercent, setReadPercent] = useState(0);

  const read = async (file: File, show: (outcome: FileReadOutcome) => void): Promise<void> => {
    if (!extensionOf(file.name)) return show(failure({ code: 'unsupportedFormat' }));
    setProcessing(true);
    try {
      show(await readParsed(file));
    } finally {
      setProcessing(false);
    }
  };

  /** The stored mapping for a header row; none when it cannot be read (it only saves clicks). */
  const rememberedFor = async (signature: string, headers: readonly string[]): Promise<RememberedMapping | null> => {
    if (!backend || !uid) return null;
    try {
      return parseRemembered(await backend.settings.getImportMapping(uid, signature), headers, definitionsOf);
    } catch {
      return null;
    }
  };

  /** A remembered date order is the user's choice; without one, the file's values tell again. */
  const rememberedDates = (m: RememberedMapping, rows: readonly (readonly unknown[])[]): DateOrderChoice =>
    m.dateOrder ? { order: m.dateOrder, from: 'user', example: null } : detectDateOrder(rows, m.fields, settingOrder, customDateTargets(definitionsOf(m.kind)));

  const readParsed = async (file: File): Promise<FileReadOutcome> => {
    setReadPercent(0);
    try {
      // The bar moves in steps of 10 %.
      const parsed = await parseInWorker(file, (percent) => setReadPercent(Math.floor(percent / 10) * 10));
      if (!parsed.ok) return failure(parsed.error);
      if (parsed.single) {
        const table = parsed.single;
        // Headers that tell no kind are no dead end: the user picks the kind on the mapping screen.
        const detectedKind = detectKind(table.headers);
        const detectedMapping = detectedKind ? autoMap(detectedKind, table.headers, definitionsOf(detectedKind)) : table.headers.map(() => '');
        const detected = {
          kind: detectedKind,
          mapping: detectedMapping,
          dates: detectDateOrder(table.rows, detectedMapping, settingOrder, customDateTargets(definitionsOf(detectedKind))),
        };
        // The mapping confirmed last time for these headers, when it differs from the detected one.
        const signature = headerSignature(table.headers);
        const last = await rememberedFor(signature, table.headers);
        const fromLast = last && !(detectedKind && sameMapping(last, { kind: detectedKind, fields: detectedMapping, dateOrder: null })) ? last : null;
        const start = fromLast ? { kind: fromLast.kind, mapping: fromLast.fields, dates: rememberedDates(fromLast, table.rows) } : detected;
        const kind = start.kind;
        const existing: ExistingByKind = kind && backend && accountId ? { [kind]: await existingEmails(backend, accountId, kind) } : {};
        const rows = format.number(table.rows.length);
        return {
          preview: {
            mode: 'single',
            fileName: file.name,
            table,
            tool: recogniseTool(table.headers, parsed.format),
            ...start,
            signature,
            detected,
            lastTime: fromLast ? 'shown' : last ? 'stored' : null,
          },
          existing,
          banner: { tone: 'success', text: t(rowsFound(parsed.single.rows.length, rows)), details: null },
        };
      }
      const sheets = parsed.sheets.map((s) => summariseSheet(s.name, s.table, definitionsOf)).filter((s): s is SheetSummary => s !== null);
      if (sheets.length === 0) return failure({ code: 'noSupportedSheets' });
      const existing: ExistingByKind = {};
      if (backend && accountId) {
        for (const kind of new Set(sheets.map((s) => s.kind))) {
          if (hasEmails(kind) && allowed.includes(kind)) existing[kind] = await existingEmails(backend, accountId, kind);
        }
      }
      const sheetCount = sheets.length;
      return {
        preview: { mode: 'multi', fileName: file.name, sheets, selected: sheets.filter((s) => allowed.includes(s.kind)).map((s) => s.name) },
        existing,
        banner: {
          tone: 'success',
          text: t(msg`${plural(sheetCount, { one: 'Found # importable sheet', other: 'Found # importable sheets' })}`),
          details: null,
        },
      };
    } catch (e) {
      return failure({ code: 'readError', detail: e instanceof Error ? e.message : String(e) });
    }
  };

  return { processing, readPercent, read, settingOrder };
}
