// One pipeline on the pipelines settings (docs/product/deals.md#editing-pipelines): its name, its
// stages in order with their default probability and kind, and how many deals each holds. Owners
// and managers rename it, add, rename, reorder (drag with the mouse or the keyboard, or the up and
// down buttons) and remove stages, and remove the pipeline; every edit is a function of
// src/domain/pipelines.ts, so a refusal (the last open, won or lost stage, a name taken, a
// probability out of range) shows its message before anything is written. Others read it.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { DealsApi, DealView } from '../../data/contract-deals';
import { DEAL_LIMITS, STAGE_KINDS } from '../../domain/deals';
import type { Pipeline, Stage, StageKind } from '../../domain/deals';
import { addStage, removePipeline, removeStage, renamePipeline, renameStage, reorderStages, setStageProbability } from '../../domain/pipelines';
import type { EditResult } from '../../domain/pipelines';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveErrorText } from '../../components/ui/field-error';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { translateText } from '../../lib/known-texts';
import { SavingField } from './pipeline-field';
import { RemovePipelineDialog, RemoveStageDialog } from './pipeline-remove';

export const KIND_LABELS: Record<StageKind, MessageDescriptor> = {
  open: msg({ context: 'stage kind', message: 'Open' }),
  won: msg({ context: 'stage kind', message: 'Won' }),
  lost: msg({ context: 'stage kind', message: 'Lost' }),
};

/** A probability as typed: a whole number, or the text itself (which the domain refuses). */
export function probabilityOf(text: string): unknown {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : text;
}

/** A stage id not used in the pipeline. */
function freshStageId(pipeline: Pipeline): string {
  for (;;) {
    const id = `stage-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    if (!pipeline.stages.some((s) => s.id === id)) return id;
  }
}

export type PipelineEditorProps = {
  api: DealsApi;
  accountId: string;
  pipeline: Pipeline;
  pipelines: readonly Pipeline[];
  /** The deals of the account (null while they load: removals wait for them). */
  deals: readonly DealView[] | null;
  editable: boolean;
};

export function PipelineEditor({ api, accountId, pipeline, pipelines, deals, editable }: PipelineEditorProps) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<{ basis: Pipeline; text: string } | null>(null);
  const [order, setOrder] = useState<{ basis: Pipeline; ids: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [removingStage, setRemovingStage] = useState<Stage | null>(null);
  const [removingPipeline, setRemovingPipeline] = useState(false);
  const [newStage, setNewStage] = useState({ name: '', probability: '50', kind: 'open' as StageKind });
  const headingId = `pipeline-${pipeline.id}`;
  const name = translateText(pipeline.name);

  const stages = useMemo(() => {
    const sorted = [...pipeline.stages].sort((a, b) => a.order - b.order);
    if (!order || order.basis !== pipeline) return sorted;
    const byId = new Map(sorted.map((s) => [s.id, s]));
    return order.ids.map((id) => byId.get(id)).filter((s): s is Stage => s !== undefined);
  }, [pipeline, order]);
  const ids = stages.map((s) => s.id);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const d of deals ?? []) if (d.pipelineId === pipeline.id) map.set(d.stageId, (map.get(d.stageId) ?? 0) + 1);
    return map;
  }, [deals, pipeline.id]);

  const shownProblem = problem && problem.basis === pipeline ? problem.text : null;
  const refuse = (text: string) => setProblem({ basis: pipeline, text: translateText(text) });

  /** Saves an edit the domain accepted; resolves to the message to show, or null once saved. */
  const save = async (result: EditResult<{ pipeline: Pipeline }>): Promise<string | null> => {
    if (!result.ok) return translateText(result.message);
    setBusy(true);
    try {
      const { id, ...input } = result.pipeline;
      await api.savePipeline(accountId, { ...input, id });
      setProblem(null);
      return null;
    } catch (e) {
      return saveErrorText(e);
    } finally {
      setBusy(false);
    }
  };
  const saveShown = async (result: EditResult<{ pipeline: Pipeline }>) => {
    const text = await save(result);
    if (text) setProblem({ basis: pipeline, text });
    return text;
  };

  const reorder = async (next: string[]) => {
    setOrder({ basis: pipeline, ids: next });
    const text = await saveShown(reorderStages(pipeline, next));
    if (text) setOrder(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    void reorder(arrayMove(ids, index, to));
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const stageName = (id: UniqueIdentifier) => translateText(stages.find((s) => s.id === id)?.name ?? '');
  const placeOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const total = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const stage = stageName(active.id);
      return t`Picked up stage ${stage}.`;
    },
    onDragOver: ({ active, over }) => {
      const stage = stageName(active.id);
      const place = placeOf(over?.id);
      return t`Stage ${stage} is at place ${place} of ${total}.`;
    },
    onDragEnd: ({ active, over }) => {
      const stage = stageName(active.id);
      const place = placeOf(over?.id);
      return t`Stage ${stage} dropped at place ${place} of ${total}.`;
    },
    onDragCancel: ({ active }) => {
      const stage = stageName(active.id);
      return t`Moving stage ${stage} was cancelled.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void reorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const askRemoveStage = (stage: Stage) => {
    // The schema first: the last stage of its kind stays, whatever its deals.
    const check = removeStage(pipeline, stage.id, null, []);
    if (!check.ok) refuse(check.message);
    else setRemovingStage(stage);
  };
  const askRemovePipeline = () => {
    const check = removePipeline(pipelines, pipeline.id, null, []);
    if (!check.ok) refuse(check.message);
    else setRemovingPipeline(true);
  };

  const addNewStage = async () => {
    const result = addStage(pipeline, { name: newStage.name, probability: probabilityOf(newStage.probability), kind: newStage.kind }, freshStageId(pipeline));
    const text = await saveShown(result);
    if (!text) setNewStage({ name: '', probability: '50', kind: 'open' });
  };

  if (!editable) {
    return (
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-fg">
          {name}
        </h2>
        <ol className="divide-y divide-line">
          {stages.map((s) => (
            <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2 text-fg-body">
              <span>{translateText(s.name)}</span>
              <span className="text-sm text-fg-muted">
                {t(KIND_LABELS[s.kind])} · {s.probability}%
              </span>
            </li>
          ))}
        </ol>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="sr-only">
          {name}
        </h2>
        <SavingField
          className="min-w-64 flex-1"
          label={t`Pipeline name`}
          stored={pipeline.name}
          maxLength={500}
          onSave={(value) => save(renamePipeline(pipeline, value))}
        />
        <Button variant="danger" size="sm" onClick={askRemovePipeline} disabled={deals === null}>
          <Trans>Remove pipeline</Trans>
        </Button>
      </div>

      {shownProblem && (
        <div role="alert" className="mb-3">
          <Alert tone="error">{shownProblem}</Alert>
        </div>
      )}

      <h3 className="mb-2 text-sm font-medium text-fg-body">
        <Trans>Stages</Trans>
      </h3>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2" aria-label={t`Stages of ${name}`}>
            {stages.map((stage, index) => (
              <StageRow
                key={stage.id}
                stage={stage}
                deals={counts.get(stage.id) ?? 0}
                first={index === 0}
                last={index === stages.length - 1}
                disabled={busy}
                onUp={() => move(index, -1)}
                onDown={() => move(index, 1)}
                onRename={(value) => save(renameStage(pipeline, stage.id, value))}
                onProbability={(value) => save(setStageProbability(pipeline, stage.id, probabilityOf(value)))}
                onRemove={() => askRemoveStage(stage)}
                removeDisabled={deals === null}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>

      <form
        className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4"
        noValidate
        aria-label={t`Add a stage to ${name}`}
        onSubmit={(e) => {
          e.preventDefault();
          void addNewStage();
        }}
      >
        <TextField
          className="min-w-48 flex-1"
          label={t`New stage`}
          value={newStage.name}
          maxLength={500}
          onChange={(e) => setNewStage({ ...newStage, name: e.target.value })}
        />
        <TextField
          className="w-32"
          label={t`Probability (%)`}
          inputMode="numeric"
          value={newStage.probability}
          onChange={(e) => setNewStage({ ...newStage, probability: e.target.value })}
        />
        <SelectField
          label={t`Kind`}
          value={newStage.kind}
          onChange={(e) => setNewStage({ ...newStage, kind: e.target.value as StageKind })}
          options={STAGE_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
        />
        <Button type="submit" disabled={busy || stages.length >= DEAL_LIMITS.stagesPerPipeline}>
          <Trans>Add stage</Trans>
        </Button>
      </form>

      {removingStage && deals && (
        <RemoveStageDialog api={api} accountId={accountId} pipeline={pipeline} stage={removingStage} deals={deals} onClose={() => setRemovingStage(null)} />
      )}
      {removingPipeline && deals && (
        <RemovePipelineDialog
          api={api}
          accountId={accountId}
          pipeline={pipeline}
          pipelines={pipelines}
          deals={deals}
          onClose={() => setRemovingPipeline(false)}
        />
      )}
    </Card>
  );
}

type StageRowProps = {
  stage: Stage;
  deals: number;
  first: boolean;
  last: boolean;
  disabled: boolean;
  removeDisabled: boolean;
  onUp: () => void;
  onDown: () => void;
  onRename: (value: string) => Promise<string | null>;
  onProbability: (value: string) => Promise<string | null>;
  onRemove: () => void;
};

function StageRow({ stage, deals, first, last, disabled, removeDisabled, onUp, onDown, onRename, onProbability, onRemove }: StageRowProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stage.id });
  const name = translateText(stage.name);
  const kind = t(KIND_LABELS[stage.kind]);
  const count = deals;
  const held = plural(count, { one: '# deal', other: '# deals' });
  return (
    <li
      ref={setNodeRef}
      data-stage={stage.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-end gap-3 rounded-ui border border-line bg-surface p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t`Drag stage ${name}`}
        className="mb-2 cursor-grab touch-none rounded px-1 text-fg-muted hover:text-fg focus:outline-2 focus:outline-primary-600"
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <SavingField className="min-w-40 flex-1" label={t`Stage name`} stored={stage.name} maxLength={500} onSave={onRename} />
      <SavingField className="w-32" label={t`Probability (%)`} inputMode="numeric" stored={String(stage.probability)} onSave={onProbability} />
      <p className="mb-2 w-28 text-sm text-fg-muted">
        <span className="block font-medium text-fg-body">{kind}</span>
        {held}
      </p>
      <div className="mb-1 flex gap-1">
        <Button variant="ghost" size="sm" onClick={onUp} disabled={first || disabled} aria-label={t`Move ${name} up`}>
          <span aria-hidden="true">↑</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDown} disabled={last || disabled} aria-label={t`Move ${name} down`}>
          <span aria-hidden="true">↓</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled || removeDisabled} aria-label={t`Remove stage ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}
