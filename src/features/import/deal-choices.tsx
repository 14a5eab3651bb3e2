// The mapping screen's choices for a deals file (docs/product/import.md#deals): the pipeline the
// deals go to, a stage of it for each stage name of the file it does not have (required before
// importing), and what the rows whose client is not in the account get.
import { useId, useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Pipeline } from '../../domain/deals';
import { stagesToChoose } from '../../domain/import/deal-import';
import type { DealImportInput } from '../../domain/import/deal-import';
import type { Table } from '../../domain/import/mapping';
import { planOf, sourceOf, valueOf } from '../../domain/import/plan';
import type { Choices } from './import-state';

/** The pipeline a deals table goes to: the chosen one, else the account's first. */
export function pipelineChosen(pipelines: readonly Pipeline[], choices: Pick<Choices, 'pipelineId'>): Pipeline | null {
  return pipelines.find((p) => p.id === choices.pipelineId) ?? pipelines[0] ?? null;
}

/** The stage and status cells of each row under a mapping, as the stage rules read them. */
export function stageCells(table: Table, mapping: readonly string[]): Pick<DealImportInput, 'stage' | 'status'>[] {
  const plan = planOf(mapping, table.headers);
  const stage = sourceOf(plan, 'stage');
  const status = sourceOf(plan, 'status');
  if (!stage) return [];
  return table.rows.map((row) => ({ stage: String(valueOf(stage, row) ?? ''), status: status ? String(valueOf(status, row) ?? '') : '' }));
}

/** The file's stage names that still need a stage of the pipeline. */
export function useStagesToChoose(table: Table, mapping: readonly string[], pipeline: Pipeline | null) {
  // The stage and status columns, as text: mapping another field does not read the rows again.
  const columns = mapping.flatMap((m, i) => (m === 'stage' || m === 'status' ? [`${m}:${i}`] : [])).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns stand for the mapping
  const cells = useMemo(() => stageCells(table, mapping), [table, columns]);
  return useMemo(() => (pipeline ? stagesToChoose(pipeline, cells) : []), [pipeline, cells]);
}

/** `needed`: the file's stage names the pipeline does not have (useStagesToChoose). */
export function DealChoices({
  pipelines,
  needed,
  choices,
  onChange,
}: {
  pipelines: readonly Pipeline[];
  needed: readonly { key: string; name: string; rows: number }[];
  choices: Choices;
  onChange: (change: Partial<Choices>) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const pipeline = pipelineChosen(pipelines, choices);
  const select = 'rounded border border-line-strong bg-white px-2 py-1 dark:bg-slate-800 dark:text-slate-100';
  const radio = 'mr-4 inline-flex items-center gap-1 text-fg-soft';
  return (
    <div role="group" aria-label={t`Deal choices`} className="mt-4 space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-pipeline`} className="font-medium text-fg">
          <Trans>Pipeline</Trans>
        </label>
        <select
          id={`${id}-pipeline`}
          className={select}
          value={pipeline?.id ?? ''}
          // Another pipeline has other stages: the choices made for the last one go.
          onChange={(e) => onChange({ pipelineId: e.target.value, stages: {} })}
        >
          {pipelines.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>

      {pipeline && needed.length > 0 && (
        <fieldset className="rounded-ui border border-amber-300 p-3 dark:border-amber-700">
          <legend className="px-1 font-medium text-fg">
            <Trans>Stages of the file that this pipeline does not have: choose a stage for each</Trans>
          </legend>
          <ul className="space-y-2">
            {needed.map((n) => {
              const rows = n.rows;
              const name = n.name;
              return (
                <li key={n.key} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`${id}-stage-${n.key}`} className="min-w-48 text-fg-soft">
                    {t`${plural(rows, { one: `"${name}" (# row)`, other: `"${name}" (# rows)` })}`}
                  </label>
                  <select
                    id={`${id}-stage-${n.key}`}
                    className={select}
                    value={pipeline.stages.some((s) => s.id === choices.stages[n.key]) ? choices.stages[n.key] : ''}
                    onChange={(e) => onChange({ stages: { ...choices.stages, [n.key]: e.target.value } })}
                  >
                    <option value="">{t`Choose a stage...`}</option>
                    {pipeline.stages.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <fieldset className="rounded-ui border border-line p-3">
        <legend className="px-1 font-medium text-fg">
          <Trans>Rows whose client is not in the account</Trans>
        </legend>
        <label className={radio}>
          <input
            type="radio"
            name={`${id}-missing`}
            value="create"
            checked={choices.missingClients === 'create'}
            onChange={() => onChange({ missingClients: 'create' })}
          />
          <Trans>Create the client (it needs an e-mail)</Trans>
        </label>
        <label className={radio}>
          <input
            type="radio"
            name={`${id}-missing`}
            value="skip"
            checked={choices.missingClients === 'skip'}
            onChange={() => onChange({ missingClients: 'skip' })}
          />
          <Trans>Skip those rows (listed in the skipped rows)</Trans>
        </label>
      </fieldset>
    </div>
  );
}
