// A single table's columns: the field each one goes to (one column per field, except the fields
// several columns combine into: name parts, e-mails, phones, notes) and a few sample values;
// then each combined field with what it gives on the first rows.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_FIELDS, SAMPLE_COUNT, samplesOf } from '../../domain/import/mapping';
import type { Table } from '../../domain/import/mapping';
import { planOf, valueOf } from '../../domain/import/plan';
import { COMBINABLE_FIELDS } from '../../domain/import/synonyms';
import type { SinglePreview } from './import-state';
import { FIELD_NAMES, listOf } from './import-labels';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { customFieldIdOf, customTargets } from '../../domain/import/custom-columns';

export function MappingTable({
  preview,
  definitions = [],
  onMappingChange,
}: {
  preview: SinglePreview;
  /** The custom fields of the file's kind: the active ones are offered after the built-in fields. */
  definitions?: readonly CustomFieldDefinition[];
  onMappingChange: (mapping: string[]) => void;
}) {
  const { kind, table, mapping } = preview;
  return (
    <>
      <ColumnTable preview={preview} definitions={definitions} onMappingChange={onMappingChange} />
      <CombinedFields table={table} mapping={mapping} kind={kind} />
    </>
  );
}

/** Fields filled from several columns, with what they give on the first rows. */
function CombinedFields({ table, mapping, kind }: { table: Table; mapping: readonly string[]; kind: SinglePreview['kind'] }) {
  const { t } = useLingui();
  const combined = useMemo(() => {
    if (!kind) return [];
    const plan = planOf(mapping, table.headers);
    const rows = table.rows.slice(0, SAMPLE_COUNT);
    return plan.sources
      .filter((s) => s.how !== 'one')
      .map((s) => ({
        field: s.field,
        columns: mapping.flatMap((m, i) => (m === s.field ? [table.headers[i] || String(i + 1)] : [])),
        samples: rows.map((r) => String(valueOf(s, r) ?? '')).filter((v) => v !== ''),
      }));
  }, [kind, mapping, table]);
  if (combined.length === 0) return null;
  return (
    <section aria-label={t`Combined columns`} className="mt-4 rounded border border-line p-3 text-sm">
      <h3 className="mb-2 font-medium text-fg">{t`Combined columns`}</h3>
      <ul className="space-y-1">
        {combined.map((c) => {
          const name = FIELD_NAMES[c.field];
          const field = name ? t(name) : c.field;
          const columns = listOf(c.columns);
          const samples = c.samples.join(' | ');
          return <li key={c.field}>{t`${field} from ${columns}: ${samples}`}</li>;
        })}
      </ul>
    </section>
  );
}

function ColumnTable({
  preview,
  definitions,
  onMappingChange,
}: {
  preview: SinglePreview;
  definitions: readonly CustomFieldDefinition[];
  onMappingChange: (mapping: string[]) => void;
}) {
  const { t } = useLingui();
  const { kind, table, mapping } = preview;
  const custom = useMemo(() => (kind === 'clients' || kind === 'deals' ? customTargets(definitions) : []), [kind, definitions]);
  // A remembered custom field since archived or deleted is no choice: its column shows "Don't import".
  const offered = new Set(custom.map((c) => c.target));
  // Worked out once per file, not at each render: a file may have 100,000 rows.
  const fields = useMemo(() => table.headers.map((header, i) => ({ header, samples: samplesOf(table, i) })), [table]);
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-fg-muted">
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
            <tr key={`${i}-${f.header}`} className="border-t border-line">
              <td className="py-2 font-medium text-fg">{column}</td>
              <td className="py-2">
                <select
                  aria-label={t`Map To for ${column}`}
                  value={customFieldIdOf(mapping[i] ?? '') !== null && !offered.has(mapping[i]!) ? '' : (mapping[i] ?? '')}
                  onChange={(e) => {
                    const next = [...mapping];
                    const field = e.target.value;
                    // One column per field (a field taken elsewhere moves here), except the fields
                    // several columns combine into (name parts, e-mails, phones, notes).
                    if (field !== '' && !COMBINABLE_FIELDS.has(field)) next.forEach((m, j) => m === field && (next[j] = ''));
                    next[i] = field;
                    onMappingChange(next);
                  }}
                  disabled={kind === null}
                  className="rounded border border-line-strong bg-white px-2 py-1 dark:bg-slate-800 dark:text-slate-100"
                >
                  <option value="">{t`Don’t import`}</option>
                  {(kind ? IMPORT_FIELDS[kind] : []).map((field) => (
                    <option key={field} value={field}>
                      {FIELD_NAMES[field] ? t(FIELD_NAMES[field]) : field}
                    </option>
                  ))}
                  {custom.length > 0 && (
                    <optgroup label={t`Custom fields`}>
                      {custom.map(({ target, label }) => (
                        <option key={target} value={target}>
                          {t`${label} (custom field)`}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </select>
              </td>
              <td className="py-2 text-fg-muted">{f.samples.join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
