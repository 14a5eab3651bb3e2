// The questions a removal on the pipelines settings asks (pipeline-editor.tsx): where the deals of
// a stage go (another stage of the same kind in the same pipeline), and which pipeline takes the
// deals of a removed pipeline, with the stage each of its stages' deals goes to. The choice is
// checked by src/domain/pipelines.ts before it is sent; the data layer moves the deals in batches,
// the edit last, so no deal is ever left without a stage. A removal with deals shows a progress
// bar while they move.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { DealsApi, DealView } from '../../data/contract-deals';
import type { Pipeline, Stage } from '../../domain/deals';
import { removePipeline, removeStage, sortPipelines } from '../../domain/pipelines';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { saveErrorText } from '../../components/ui/field-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { translateText } from '../../lib/known-texts';

const sortedStages = (p: Pipeline) => [...p.stages].sort((a, b) => a.order - b.order);

function RemovalDialog({
  title,
  children,
  moving,
  run,
  onClose,
}: {
  title: string;
  children: ReactNode;
  /** How many deals the removal moves (a progress bar while they do). */
  moving: number;
  /** Checks and sends the removal; resolves to the message to show, or null once done. */
  run: () => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const problem = await run().catch((e: unknown) => saveErrorText(e));
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  };
  const movingText = plural(moving, { one: 'Moving # deal…', other: 'Moving # deals…' });
  return (
    <Modal open onClose={close} title={title}>
      {children}
      {busy && moving > 0 && (
        <div className="mt-4">
          <p className="mb-1 text-sm text-fg-muted">{movingText}</p>
          <progress className="w-full" aria-label={movingText} />
        </div>
      )}
      {error && (
        <div role="alert" className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t`Removing…` : t`Remove`}
        </Button>
      </div>
    </Modal>
  );
}

export function RemoveStageDialog({
  api,
  accountId,
  pipeline,
  stage,
  deals,
  onClose,
}: {
  api: DealsApi;
  accountId: string;
  pipeline: Pipeline;
  stage: Stage;
  deals: readonly DealView[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const holding = deals.filter((d) => d.pipelineId === pipeline.id && d.stageId === stage.id);
  const targets = sortedStages(pipeline).filter((s) => s.id !== stage.id && s.kind === stage.kind);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const name = translateText(stage.name);
  const count = holding.length;
  const run = async () => {
    const moveTo = count > 0 ? target : null;
    const check = removeStage(pipeline, stage.id, moveTo, deals);
    if (!check.ok) return translateText(check.message);
    await api.removeStage(accountId, pipeline.id, stage.id, moveTo);
    return null;
  };
  return (
    <RemovalDialog title={t`Remove stage ${name}`} moving={count} run={run} onClose={onClose}>
      {count === 0 ? (
        <p className="text-fg-body">
          <Trans>Remove the stage {name}? It holds no deals.</Trans>
        </p>
      ) : (
        <>
          <p className="mb-3 text-fg-body">
            {plural(count, {
              one: `# deal is in ${name}. Where should it go?`,
              other: `# deals are in ${name}. Where should they go?`,
            })}
          </p>
          <SelectField
            label={t`Move its deals to`}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            options={targets.map((s) => ({ value: s.id, label: translateText(s.name) }))}
          />
        </>
      )}
    </RemovalDialog>
  );
}

export function RemovePipelineDialog({
  api,
  accountId,
  pipeline,
  pipelines,
  deals,
  onClose,
}: {
  api: DealsApi;
  accountId: string;
  pipeline: Pipeline;
  pipelines: readonly Pipeline[];
  deals: readonly DealView[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const holding = deals.filter((d) => d.pipelineId === pipeline.id);
  const others = sortPipelines(pipelines.filter((p) => p.id !== pipeline.id));
  const [targetId, setTargetId] = useState(others[0]?.id ?? '');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const target = others.find((p) => p.id === targetId);
  const name = translateText(pipeline.name);
  const count = holding.length;
  // The stages whose deals move, each with the target's stages of its kind (the first by default).
  const used = sortedStages(pipeline).filter((s) => holding.some((d) => d.stageId === s.id));
  const choicesOf = (s: Stage) => (target ? sortedStages(target).filter((ts) => ts.kind === s.kind) : []);
  const stageMap = Object.fromEntries(
    used.map((s) => {
      const choices = choicesOf(s);
      const chosen = choices.find((c) => c.id === picked[s.id]) ?? choices[0];
      return [s.id, chosen?.id ?? ''];
    }),
  );
  const run = async () => {
    const moveTo = count > 0 ? { pipelineId: targetId, stageMap } : null;
    const check = removePipeline(pipelines, pipeline.id, moveTo, deals);
    if (!check.ok) return translateText(check.message);
    await api.removePipeline(accountId, pipeline.id, moveTo);
    return null;
  };
  return (
    <RemovalDialog title={t`Remove pipeline ${name}`} moving={count} run={run} onClose={onClose}>
      {count === 0 ? (
        <p className="text-fg-body">
          <Trans>Remove the pipeline {name}? It holds no deals.</Trans>
        </p>
      ) : (
        <div className="space-y-3">
          <p className="text-fg-body">
            {plural(count, {
              one: `# deal is in ${name}. Choose the pipeline that takes it, and its stage there.`,
              other: `# deals are in ${name}. Choose the pipeline that takes them, and the stage for the deals of each stage.`,
            })}
          </p>
          <SelectField
            label={t`Move its deals to the pipeline`}
            value={targetId}
            onChange={(e) => {
              setTargetId(e.target.value);
              setPicked({});
            }}
            options={others.map((p) => ({ value: p.id, label: translateText(p.name) }))}
          />
          {used.map((s) => {
            const from = translateText(s.name);
            return (
              <SelectField
                key={s.id}
                label={t`Deals in ${from} go to`}
                value={stageMap[s.id] ?? ''}
                onChange={(e) => setPicked({ ...picked, [s.id]: e.target.value })}
                options={choicesOf(s).map((c) => ({ value: c.id, label: translateText(c.name) }))}
              />
            );
          })}
        </div>
      )}
    </RemovalDialog>
  );
}
