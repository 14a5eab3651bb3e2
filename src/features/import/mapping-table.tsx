// A single table's columns: the field each one goes to (one column per field) and a few sample
// values.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_FIELDS, samplesOf } from '../../domain/import/mapping';
import type { SinglePreview } from './import-state';
import { FIELD_NAMES } from './import-labels';

export function MappingTable({ preview, onMappingChange }: { preview: SinglePreview; onMappingChange: (mapping: string[]) => void }) {
  const { t } = useLingui();
  const { kind, table, mapping } = preview;
  // Worked out once per file, not at each render: a file may have 100,000 rows.
  const fields = useMemo(() => table.headers.map((header, i) => ({ header, samples: samplesOf(table, i) })), [table]);
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600 dark:text-slate-300">
          <th className="py-2">
            <Trans>Column</Trans>
          </th>
          <th className="py-2">
            <Trans>Map To</Trans>
          </th>
          <th className="py-2">
            <Trans>Sample values</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f, i) => {
          const position = i + 1;
          const column = f.header || t`(column ${position})`;
          return (
            <tr key={`${i}-${f.header}`} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-2 font-medium text-slate-900 dark:text-slate-100">{column}</td>
              <td className="py-2">
                <select
                  aria-label={t`Map To for ${column}`}
                  value={mapping[i] ?? ''}
                  onChange={(e) => {
                    const next = [...mapping];
                    const field = e.target.value;
                    // One column per field: a field taken elsewhere moves here.
                    if (field !== '') next.forEach((m, j) => m === field && (next[j] = ''));
                    next[i] = field;
                    onMappingChange(next);
                  }}
                  disabled={kind === null}
                  className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                >
                  <option value="">{t`Don’t import`}</option>
                  {(kind ? IMPORT_FIELDS[kind] : []).map((field) => (
                    <option key={field} value={field}>
                      {FIELD_NAMES[field] ? t(FIELD_NAMES[field]) : field}
                    </option>
                  ))}
                </select>
              </td>
              <td className="py-2 text-slate-600 dark:text-slate-300">{f.samples.join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
