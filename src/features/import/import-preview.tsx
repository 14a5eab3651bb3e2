// What the read file holds before anything is written: file, rows and kind; the column mapping
// (one table) or the sheet checklist (workbook), the duplicate choices, and Import / Cancel.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useId } from 'react';
import type { ImportKind } from '../../domain/entitlements';
import type { Pipeline } from '../../domain/deals';
import { stagesChosen } from '../../domain/import/deal-import';
import { NO_DUPLICATES } from '../../domain/import/duplicates';
import type { DuplicateScan } from '../../domain/import/duplicates';
import { isImportKind, mappedCount } from '../../domain/import/mapping';
import { detectDateOrder } from '../../domain/import/values';
import type { DateOrder } from '../../domain/import/values';
import { useFormat } from '../../lib/use-format';
import { KIND_NAMES, TOOL_RECOGNISED } from './import-labels';
import { DateOrderChoiceLine } from './date-order';
import { DealChoices, pipelineChosen, useStagesToChoose } from './deal-choices';
import { DuplicateChoices } from './duplicate-choices';
import type { Choices, Preview } from './import-state';
import { MappingTable } from './mapping-table';
import { customDateTargets } from '../../domain/import/custom-columns';
import type { DefinitionsOf } from './use-import-fields';
import { SheetList } from './sheet-list';

const DATE_FIELDS = new Set(['dateAdded', 'lastContact', 'payDate', 'date', 'expectedClose', 'wonAt', 'lostAt']);
const NO_TABLE = { headers: [], rows: [] };
const NO_MAPPING: string[] = [];

export function ImportPreview({
  preview,
  allowed,
  kinds,
  pipelines,
  canWrite,
  scans,
  choicesFor,
  onChoose,
  onPreviewChange,
  onKindChange,
  onUseDetected,
  settingOrder,
  definitionsOf,
  onCancel,
  onImport,
}: {
  preview: Preview;
  allowed: readonly ImportKind[];
  /** The kinds offered in the kind choice (a member who is not a manager: deals only). */
  kinds: readonly ImportKind[];
  /** The account's pipelines, for a deals file. */
  pipelines: readonly Pipeline[];
  canWrite: boolean;
  scans: ReadonlyMap<string, DuplicateScan>;
  choicesFor: (key: string) => Choices;
  onChoose: (key: string, change: Partial<Choices>) => void;
  onPreviewChange: (preview: Preview) => void;
  onKindChange: (kind: ImportKind) => void;
  /** Back from the mapping remembered for these headers to the detected one. */
  onUseDetected: () => void;
  /** The order of dates no value decides (the user's date-format setting). */
  settingOrder: DateOrder;
  /** The account's custom fields of a kind (clients, deals), offered as targets. */
  definitionsOf: DefinitionsOf;
  onCancel: () => void;
  onImport: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const kindId = useId();
  const single = preview.mode === 'single' ? preview : null;
  const multi = preview.mode === 'multi' ? preview : null;
  const mapped = single ? mappedCount(single.mapping) : 0;
  // Custom date columns read in the file's date order too.
  const customDates = customDateTargets(definitionsOf(single?.kind ?? null));
  // A deals file: every stage name of it the pipeline does not have needs a stage first.
  const deals = single?.kind === 'deals' ? single : null;
  const pipeline = deals ? pipelineChosen(pipelines, choicesFor('')) : null;
  const needed = useStagesToChoose(deals?.table ?? NO_TABLE, deals?.mapping ?? NO_MAPPING, pipeline);
  const dealsReady = !deals || (pipeline !== null && stagesChosen(pipeline, needed, choicesFor('').stages));
  const canImport = canWrite && dealsReady && (single ? single.kind !== null && mapped > 0 : multi ? multi.selected.length > 0 : false);
  return (
    <Card as="section" aria-label={t`Import preview`}>
      <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-fg-subtle">
            <Trans>File</Trans>
          </dt>
          <dd className="font-medium text-fg">{preview.fileName}</dd>
        </div>
        <div>
          <dt className="text-fg-subtle">
            <Trans>Rows</Trans>
          </dt>
          <dd className="font-medium text-fg">
            {format.number(single ? single.table.rows.length : (multi?.sheets.reduce((n, s) => n + s.table.rows.length, 0) ?? 0))}
          </dd>
        </div>
        <div>
          <dt className="text-fg-subtle">{single ? <label htmlFor={kindId}>{t`Kind of data`}</label> : <Trans>Detected type</Trans>}</dt>
          <dd className="font-medium text-fg">
            {single ? (
              <select
                id={kindId}
                value={single.kind ?? ''}
                onChange={(e) => isImportKind(e.target.value) && onKindChange(e.target.value)}
                className="rounded border border-line-strong bg-white px-2 py-1 dark:bg-slate-800 dark:text-slate-100"
              >
                {single.kind === null && <option value="">{t`Choose...`}</option>}
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(KIND_NAMES[k])}
                  </option>
                ))}
              </select>
            ) : (
              t`Multi-tab workbook`
            )}
          </dd>
        </div>
      </dl>

      {single?.tool && (
        <p role="status" className="mb-4 text-sm font-medium text-emerald-800 dark:text-emerald-200">
          {t(TOOL_RECOGNISED[single.tool])}
        </p>
      )}

      {single?.lastTime === 'shown' && (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <span>
            <Trans>Using the mapping you chose last time for these columns.</Trans>
          </span>
          <Button variant="secondary" onClick={onUseDetected}>
            <Trans>Use the detected mapping</Trans>
          </Button>
        </div>
      )}

      {single?.kind === null && (
        <p role="status" className="mb-4 rounded bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <Trans>The column headers do not tell what this file holds. Choose the kind of data above, then the field of each column.</Trans>
        </p>
      )}

      {single && single.mapping.some((m) => DATE_FIELDS.has(m) || customDates.has(m)) && (
        <DateOrderChoiceLine dates={single.dates} onChange={(order) => onPreviewChange({ ...single, dates: { order, from: 'user', example: null } })} />
      )}

      {single && (
        <>
          <MappingTable
            preview={single}
            definitions={definitionsOf(single.kind)}
            onMappingChange={(mapping) =>
              // A date column mapped anew may tell the order, unless the user chose it.
              onPreviewChange({
                ...single,
                mapping,
                dates: single.dates.from === 'user' ? single.dates : detectDateOrder(single.table.rows, mapping, settingOrder, customDates),
              })
            }
          />
          {deals && <DealChoices pipelines={pipelines} needed={needed} choices={choicesFor('')} onChange={(change) => onChoose('', change)} />}
          {single.kind && (
            <DuplicateChoices kind={single.kind} scan={scans.get('') ?? NO_DUPLICATES} choices={choicesFor('')} onChange={(change) => onChoose('', change)} />
          )}
        </>
      )}

      {multi && (
        <SheetList
          preview={multi}
          allowed={allowed}
          scans={scans}
          choicesFor={choicesFor}
          onChoose={onChoose}
          onSelectedChange={(selected) => onPreviewChange({ ...multi, selected })}
        />
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-body">
          {single ? <MappedCount mapped={mapped} total={single.mapping.length} /> : <SheetsSelected count={multi?.selected.length ?? 0} />}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onImport} disabled={!canImport}>
            <Trans>Import Data</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function MappedCount({ mapped, total }: { mapped: number; total: number }) {
  const { t } = useLingui();
  return <>{t`${plural(total, { one: `${mapped} of # field mapped`, other: `${mapped} of # fields mapped` })}`}</>;
}

function SheetsSelected({ count }: { count: number }) {
  const { t } = useLingui();
  return <>{t`${plural(count, { one: '# sheet selected', other: '# sheets selected' })}`}</>;
}
