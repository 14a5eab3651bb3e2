// What a file must look like, and templates to start from (one kind as CSV, or every kind the
// plan allows as one workbook).
import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/card';
import { downloadText } from '../../components/ui/download';
import type { ImportKind } from '../../domain/entitlements';
import { IMPORT_KINDS } from '../../domain/entitlements';
import { KIND_LABELS } from '../../domain/import/mapping';
import { templateCsv, templateRows } from '../../domain/import/templates';
import { KIND_NAMES, limitText, listOf } from './import-labels';

export function ImportGuidelines({ allowed, clientCap }: { allowed: readonly ImportKind[]; clientCap: number | null }) {
  const { t } = useLingui();
  const [templateKind, setTemplateKind] = useState<ImportKind>(allowed[0] ?? 'clients');
  const kindSelectId = useId();
  const downloadCsvTemplate = () => downloadText(`${templateKind}-template.csv`, templateCsv(templateKind));
  const downloadExcelTemplate = async () => {
    const XLSX = await import('xlsx');
    const wb = XLSX.utils.book_new();
    for (const kind of allowed) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(templateRows(kind)), KIND_LABELS[kind]);
    XLSX.writeFile(wb, 'import-template.xlsx');
  };

  const supported = listOf(IMPORT_KINDS.map((k) => t(KIND_NAMES[k])));
  const yours = listOf(allowed.map((k) => t(KIND_NAMES[k])));
  // The sheet names a workbook must use are the English ones (detection reads them).
  const sheetNames = listOf(
    IMPORT_KINDS.map((k) => KIND_LABELS[k]),
    'disjunction',
  );
  return (
    <Panel title={t`Import guidelines`} titleId="guidelines" titleClassName="mb-2" className="mt-6">
      <ul className="list-disc space-y-1 pl-5 text-sm text-fg-body">
        <li>{allowed.length < IMPORT_KINDS.length ? t`Supported data: ${supported} (your plan: ${yours}).` : t`Supported data: ${supported}.`}</li>
        <li>
          <Trans>The first row must hold the column headers. Empty rows are skipped.</Trans>
        </li>
        <li>
          <Trans>Dates should be MM/DD/YYYY (YYYY-MM-DD and Excel dates work too).</Trans>
        </li>
        <li>
          <Trans>Amounts may include currency symbols and thousands separators, e.g. $1,234.50.</Trans>
        </li>
        <li>{t`Workbooks: name the sheets ${sheetNames}.`}</li>
        {clientCap !== null && (
          <li>{t`${plural(clientCap, { one: 'Your plan keeps at most # client; rows beyond that are not imported.', other: 'Your plan keeps at most # clients; rows beyond that are not imported.' })}`}</li>
        )}
        <li>{limitText()}</li>
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={kindSelectId} className="mb-1 block text-sm font-medium text-fg-body">
            <Trans>Template for</Trans>
          </label>
          <select
            id={kindSelectId}
            value={templateKind}
            onChange={(e) => setTemplateKind(e.target.value as ImportKind)}
            className="rounded border border-line-strong bg-white px-2 py-1.5 dark:bg-slate-800 dark:text-slate-100"
          >
            {allowed.map((k) => (
              <option key={k} value={k}>
                {t(KIND_NAMES[k])}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={downloadCsvTemplate}>
          <Trans>Download CSV Template</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void downloadExcelTemplate()}>
          <Trans>Download Excel Template (all sheets)</Trans>
        </Button>
      </div>
    </Panel>
  );
}
