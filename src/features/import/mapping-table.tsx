// A single table's columns: the field each one goes to (one column per field) and a few sample
// values.
import { useMemo } from 'react';
import { IMPORT_FIELDS, summarise } from '../../domain/import/mapping';
import type { SinglePreview } from './import-state';

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
export function MappingTable({ preview, onMappingChange }: { preview: SinglePreview; onMappingChange: (mapping: string[]) => void }) {
  const { kind, table, mapping } = preview;
  // Worked out once per file, not at each render: a file may have 100,000 rows.
  const fields = useMemo(() => summarise(kind, table), [kind, table]);
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600 dark:text-slate-300">
          <th className="py-2">Column</th>
          <th className="py-2">Map To</th>
          <th className="py-2">Sample values</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f, i) => (
          <tr key={`${i}-${f.header}`} className="border-t border-slate-200 dark:border-slate-700">
            <td className="py-2 font-medium text-slate-900 dark:text-slate-100">{f.header || `(column ${i + 1})`}</td>
            <td className="py-2">
              <select
                aria-label={`Map To for ${f.header || `column ${i + 1}`}`}
                value={mapping[i] ?? ''}
                onChange={(e) => {
                  const next = [...mapping];
                  const field = e.target.value;
                  // One column per field: a field taken elsewhere moves here.
                  if (field !== '') next.forEach((m, j) => m === field && (next[j] = ''));
                  next[i] = field;
                  onMappingChange(next);
                }}
                className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              >
                <option value="">Don&apos;t import</option>
                {IMPORT_FIELDS[kind].map((field) => (
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
  );
}
