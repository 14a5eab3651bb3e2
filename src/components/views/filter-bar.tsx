// A list's filters, sort and visible columns as a view holds them (docs/product/saved-views.md):
// the filters as chips with a remove button, "Add filter" (column, operator, value), the sort and
// the column chooser, where owners and managers also define a new custom field that the view then
// shows at once (src/components/fields/new-field.tsx). Every change goes to the address
// (use-list-view.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CustomFieldRecordKind } from '../../domain/custom-fields';
import { CUSTOM_PREFIX, OPS_BY_KIND, visibleColumns } from '../../domain/list-view';
import { NewField } from '../fields/new-field';
import type { ColumnKind, FilterOp, FilterValue, ViewFilter } from '../../domain/list-view';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useOpLabels } from './view-labels';
import type { ListViewState } from './use-list-view';

export type ColumnOption = { id: string; label: string; kind: ColumnKind; choices: { value: string; label: string }[] };

export type FilterBarProps = {
  state: ListViewState;
  /** The columns a filter or the sort may use. */
  columns: ColumnOption[];
  /** The columns a person may show, and those shown when the view names none. */
  visible: { options: { id: string; label: string }[]; defaults: string[] };
  /** The record kind whose custom fields the Columns menu may define ("New field"); none: no such button. */
  fieldKind?: CustomFieldRecordKind;
};

/** The value of a filter as a chip shows it. */
function valueText(filter: ViewFilter, column: ColumnOption | undefined, days: (n: number) => string): string {
  const v = filter.value;
  if (v === null) return '';
  if (Array.isArray(v)) return v.map((x) => column?.choices.find((c) => c.value === x)?.label ?? x).join(', ');
  if (filter.op === 'within' || filter.op === 'notWithin') return days(Number(v));
  return String(v);
}

const needsNoValue = (op: FilterOp) => op === 'empty' || op === 'yes' || op === 'no';

export function FilterBar({ state, columns, visible, fieldKind }: FilterBarProps) {
  const { t } = useLingui();
  const ops = useOpLabels();
  const { view } = state;
  const byId = new Map(columns.map((c) => [c.id, c]));
  const [adding, setAdding] = useState<{ column: string; op: FilterOp; value: string; choices: string[] } | null>(null);
  const [choosing, setChoosing] = useState<string[] | null>(null);
  const days = (n: number) => t`${n} days`;

  const remove = (i: number) => state.setView({ ...view, filters: view.filters.filter((_, j) => j !== i) });
  const startAdding = () => {
    const first = columns[0];
    if (first) setAdding({ column: first.id, op: OPS_BY_KIND[first.kind][0], value: '', choices: [] });
  };
  const addingColumn = adding ? byId.get(adding.column) : undefined;
  const addingValue = (): FilterValue | undefined => {
    if (!adding || !addingColumn) return undefined;
    if (needsNoValue(adding.op)) return null;
    if (adding.op === 'anyOf') return adding.choices.length > 0 ? adding.choices : undefined;
    const raw = adding.value.trim();
    if (raw === '') return undefined;
    if (['eq', 'lt', 'gt', 'within', 'notWithin'].includes(adding.op)) return Number.isFinite(Number(raw)) ? Number(raw) : undefined;
    return raw;
  };
  const ready = addingValue() !== undefined;
  const shown = visibleColumns(
    view,
    visible.options.map((o) => o.id),
    visible.defaults,
  );

  return (
    <div className="mb-4 space-y-3">
      <ul className="flex flex-wrap items-center gap-2" aria-label={t`Filters`}>
        {view.filters.map((f, i) => {
          const column = byId.get(f.column);
          const text = `${column?.label ?? f.column} ${ops[f.op]} ${valueText(f, column, days)}`.trim();
          return (
            <li key={`${f.column}-${i}`} className="inline-flex items-center gap-1 rounded-full bg-line px-3 py-1 text-sm text-fg-body">
              <span>{text}</span>
              <button type="button" className="ml-1 text-fg-muted hover:text-fg" aria-label={t`Remove filter ${text}`} onClick={() => remove(i)}>
                ×
              </button>
            </li>
          );
        })}
        <li>
          <Button variant="secondary" size="sm" onClick={startAdding} disabled={adding !== null || view.filters.length >= 20}>
            <Trans>Add filter</Trans>
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="sm" onClick={() => setChoosing(shown)}>
            <Trans>Columns</Trans>
          </Button>
        </li>
        <li className="flex items-end gap-2">
          <SelectField
            label={t`Sort by`}
            hideLabel
            value={view.sort?.column ?? ''}
            onChange={(e) => state.setView({ ...view, sort: e.target.value ? { column: e.target.value, dir: view.sort?.dir ?? 'asc' } : null })}
            options={[
              { value: '', label: t`Default order` },
              ...columns.map((c) => {
                const name = c.label;
                return { value: c.id, label: t`Sort by ${name}` };
              }),
            ]}
          />
          {view.sort && (
            <SelectField
              label={t`Sort direction`}
              hideLabel
              value={view.sort.dir}
              onChange={(e) => view.sort && state.setView({ ...view, sort: { column: view.sort.column, dir: e.target.value === 'desc' ? 'desc' : 'asc' } })}
              options={[
                { value: 'asc', label: t`Ascending` },
                { value: 'desc', label: t`Descending` },
              ]}
            />
          )}
        </li>
      </ul>

      {adding && addingColumn && (
        <form
          className="flex flex-wrap items-end gap-2 rounded-ui border border-line p-3"
          aria-label={t`New filter`}
          onSubmit={(e) => {
            e.preventDefault();
            const value = addingValue();
            if (value === undefined) return;
            state.setView({ ...view, filters: [...view.filters, { column: adding.column, op: adding.op, value }] });
            setAdding(null);
          }}
        >
          <SelectField
            label={t`Column`}
            value={adding.column}
            onChange={(e) => {
              const c = byId.get(e.target.value);
              if (c) setAdding({ column: c.id, op: OPS_BY_KIND[c.kind][0], value: '', choices: [] });
            }}
            options={columns.map((c) => ({ value: c.id, label: c.label }))}
          />
          <SelectField
            label={t`Operator`}
            value={adding.op}
            onChange={(e) => setAdding({ ...adding, op: e.target.value as FilterOp })}
            options={OPS_BY_KIND[addingColumn.kind].map((op) => ({ value: op, label: ops[op] }))}
          />
          {adding.op === 'anyOf' ? (
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-sm font-medium text-fg-body">
                <Trans>Values</Trans>
              </legend>
              {addingColumn.choices.map((c) => (
                <label key={c.value} className="flex items-center gap-1 text-sm text-fg-body">
                  <input
                    type="checkbox"
                    checked={adding.choices.includes(c.value)}
                    onChange={(e) =>
                      setAdding({ ...adding, choices: e.target.checked ? [...adding.choices, c.value] : adding.choices.filter((x) => x !== c.value) })
                    }
                  />
                  {c.label}
                </label>
              ))}
            </fieldset>
          ) : needsNoValue(adding.op) ? null : (
            <TextField
              label={adding.op === 'within' || adding.op === 'notWithin' ? t`Days` : t`Value`}
              type={
                adding.op === 'before' || adding.op === 'after' ? 'date' : ['eq', 'lt', 'gt', 'within', 'notWithin'].includes(adding.op) ? 'number' : 'text'
              }
              value={adding.value}
              maxLength={200}
              onChange={(e) => setAdding({ ...adding, value: e.target.value })}
            />
          )}
          <Button type="submit" size="sm" disabled={!ready}>
            <Trans>Apply filter</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAdding(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      )}

      <Modal open={choosing !== null} onClose={() => setChoosing(null)} title={t`Columns`}>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">
            <Trans>Visible columns</Trans>
          </legend>
          {visible.options.map((o) => (
            <label key={o.id} className="flex items-center gap-2 text-sm text-fg-body">
              <input
                type="checkbox"
                checked={choosing?.includes(o.id) ?? false}
                onChange={(e) => choosing && setChoosing(e.target.checked ? [...choosing, o.id] : choosing.filter((x) => x !== o.id))}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
        {fieldKind && (
          <NewField
            kind={fieldKind}
            onAdded={(field) => {
              // The list shows the new field at once, after the columns it shows now.
              const id = `${CUSTOM_PREFIX}${field.id}`;
              state.setView({ ...view, columns: [...shown.filter((c) => c !== id), id] });
              setChoosing((c) => (c ? [...c.filter((x) => x !== id), id] : c));
            }}
          />
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button
            variant="ghost"
            onClick={() => {
              state.setView({ ...view, columns: [] });
              setChoosing(null);
            }}
          >
            <Trans>Default columns</Trans>
          </Button>
          <Button
            onClick={() => {
              // In the list's order, whatever the order of the clicks (a field just added, not yet
              // among the options, last).
              const order = visible.options.map((o) => o.id);
              const picked = choosing ?? [];
              state.setView({ ...view, columns: [...order.filter((id) => picked.includes(id)), ...picked.filter((id) => !order.includes(id))] });
              setChoosing(null);
            }}
          >
            <Trans>Show these columns</Trans>
          </Button>
        </div>
      </Modal>
    </div>
  );
}
