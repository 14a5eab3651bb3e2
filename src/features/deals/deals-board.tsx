// The deals board (docs/product/deals.md#the-board): one column per stage of a pipeline with its
// count, total and weighted total, cards that move between and within columns by mouse, touch and
// keyboard (@dnd-kit, with its screen-reader announcements). A drop writes one document through
// api.moveDeal: the card shows in its new place at once and goes back if the server refuses; a
// move that needs an answer (a lost reason, whether to remove a won deal's revenue) asks first.
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, TouchSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DealMoveAnswers, DealsApi, DealView } from '../../data/contract-deals';
import { boardColumns } from '../../domain/deal-figures';
import type { BoardColumn } from '../../domain/deal-figures';
import { isOverdue, isStale } from '../../domain/deals';
import type { Pipeline, Stage } from '../../domain/deals';
import type { Placement } from '../../domain/deal-writes';
import type { IsoDate } from '../../domain/types';
import { activeFields } from '../../domain/custom-fields';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { cardFieldsOf } from '../../domain/deal-card-fields';
import { CustomFieldValueText } from '../../components/fields/custom-field-parts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { saveErrorText } from '../../components/ui/field-error';
import { translateText } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { COLUMN_PREFIX, boardCollisions, boardKeyboardCoordinates, columnId } from './board-geometry';
import { lastTouchedOf, positionAt } from './deal-view';
import { MoveQuestion } from './move-question';
import type { Question } from './move-question';

export type DealsBoardProps = {
  api: DealsApi;
  accountId: string;
  pipeline: Pipeline;
  /** The deals the person may see (any pipeline: the board shows this pipeline's). */
  deals: readonly DealView[];
  /** The client's name for a client id ('' when unknown). */
  clientName: (clientId: string) => string;
  /** The owner's initials and full name for a member id. */
  owner: (uid: string) => { initials: string; name: string };
  /** False for viewers and read-only accounts: nothing can be dragged. */
  canDrag: boolean;
  today: IsoDate;
  onEdit?: (deal: DealView) => void;
  /** The account's custom field definitions for deals, once for the whole board (the cards show the filled active ones). */
  fields?: readonly CustomFieldDefinition[];
};

const NO_FIELDS: readonly CustomFieldDefinition[] = [];

/** The board of one pipeline. */
export function DealsBoard({ api, accountId, pipeline, deals, clientName, owner, canDrag, today, onEdit, fields = NO_FIELDS }: DealsBoardProps) {
  const { t } = useLingui();
  const format = useFormat();
  // Moves sent and not yet confirmed: shown at once, dropped when the server answers.
  const [moves, setMoves] = useState<Record<string, Required<Placement>>>({});
  // While a card is dragged: the deal ids of each column, as they show.
  const [dragging, setDragging] = useState<Record<string, string[]> | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const shown = useMemo(
    () =>
      deals.map((d) => {
        const m = moves[d.id];
        return m ? { ...d, stageId: m.stageId, position: m.position } : d;
      }),
    [deals, moves],
  );
  const columns = useMemo(() => boardColumns(pipeline, shown), [pipeline, shown]);
  const byId = useMemo(() => new Map(shown.map((d) => [d.id, d as DealView])), [shown]);

  const idsOf = (cols: readonly BoardColumn[]) => Object.fromEntries(cols.map((c) => [c.stage.id, c.deals.map((d) => d.id)]));
  const items: Record<string, string[]> = dragging ?? idsOf(columns);
  const stageById = useMemo(() => new Map(pipeline.stages.map((s) => [s.id, s])), [pipeline]);

  const containerOf = (id: UniqueIdentifier, from: Record<string, string[]> = items): string | undefined => {
    const key = String(id);
    if (key.startsWith(COLUMN_PREFIX)) return key.slice(COLUMN_PREFIX.length);
    return Object.keys(from).find((stageId) => from[stageId]?.includes(key));
  };

  // The announcements read the latest lookups (dnd-kit keeps the first object it is given).
  const lookup = useRef({ byId, stageById, containerOf });
  useLayoutEffect(() => {
    lookup.current = { byId, stageById, containerOf };
  });
  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: UniqueIdentifier) => lookup.current.byId.get(String(id))?.title ?? '';
    const stageNameOf = (id: UniqueIdentifier | undefined) => {
      if (id === undefined) return '';
      const stageId = lookup.current.containerOf(id);
      return stageId ? (lookup.current.stageById.get(stageId)?.name ?? '') : '';
    };
    return {
      onDragStart: ({ active }) => {
        const title = titleOf(active.id);
        return t`Picked up deal ${title}`;
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === active.id) return undefined;
        const title = titleOf(active.id);
        const stage = stageNameOf(over.id);
        return t`Deal ${title} moved to ${stage}`;
      },
      onDragEnd: ({ active, over }) => {
        const title = titleOf(active.id);
        if (!over) return t`Moving deal ${title} cancelled`;
        const stage = stageNameOf(over.id);
        return t`Deal ${title} dropped in ${stage}`;
      },
      onDragCancel: ({ active }) => {
        const title = titleOf(active.id);
        return t`Moving deal ${title} cancelled`;
      },
    };
  }, [t]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const [reasons, setReasons] = useState<string[]>([]);
  useEffect(() => api.watchLostReasons(accountId, setReasons), [api, accountId]);

  const forget = (id: string) =>
    setMoves((m) => {
      const { [id]: _gone, ...rest } = m;
      return rest;
    });

  const send = async (deal: DealView, to: Required<Placement>, answers: Omit<DealMoveAnswers, 'today'> = {}) => {
    setMoves((m) => ({ ...m, [deal.id]: to }));
    setError(null);
    try {
      const outcome = await api.moveDeal(accountId, deal.id, to, { ...answers, today });
      if (outcome.done) forget(deal.id);
      else setQuestion({ deal, to, needs: outcome.needs });
    } catch (e) {
      forget(deal.id);
      setError(saveErrorText(e, t`move the deal`));
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setDragging(idsOf(columns));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragging) return;
    const from = containerOf(active.id, dragging);
    const to = containerOf(over.id, dragging);
    if (!from || !to || from === to) return;
    const id = String(active.id);
    const target = (dragging[to] ?? []).filter((x) => x !== id);
    const overIndex = target.indexOf(String(over.id));
    const at = overIndex >= 0 ? overIndex : target.length;
    setDragging({ ...dragging, [from]: (dragging[from] ?? []).filter((x) => x !== id), [to]: [...target.slice(0, at), id, ...target.slice(at)] });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const now = dragging;
    setActiveId(null);
    setDragging(null);
    if (!over || !now) return;
    const id = String(active.id);
    const deal = byId.get(id);
    const stageId = containerOf(id, now);
    const overStage = containerOf(over.id, now);
    if (!deal || !stageId || !overStage) return;
    let list = now[stageId] ?? [];
    if (overStage === stageId && !String(over.id).startsWith(COLUMN_PREFIX)) {
      const from = list.indexOf(id);
      const to = list.indexOf(String(over.id));
      if (from >= 0 && to >= 0 && from !== to) list = arrayMove(list, from, to);
    }
    const index = list.indexOf(id);
    const others = list.filter((x) => x !== id).flatMap((x) => byId.get(x) ?? []);
    const before = columns.find((c) => c.stage.id === deal.stageId);
    const unchanged = deal.stageId === stageId && before?.deals.findIndex((d) => d.id === id) === index;
    if (unchanged) return;
    void send(deal, { stageId, position: positionAt(others, index) });
  };

  const onDragCancel = () => {
    setActiveId(null);
    setDragging(null);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  // Sorted once per board; the memoised cards compare this one array.
  const cardFields = useMemo(() => activeFields(fields), [fields]);
  const cardProps = { clientName, owner, today, canDrag, onEdit, fields: cardFields };

  return (
    <div>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div className="flex gap-4 overflow-x-auto pb-4" data-testid="deals-board">
          {columns.map((column) => {
            const ids = items[column.stage.id] ?? [];
            return (
              <DealColumn
                key={column.stage.id}
                stage={column.stage}
                count={ids.length}
                total={format.money(column.total)}
                weighted={format.money(column.weighted)}
                ids={ids}
                byId={byId}
                card={cardProps}
              />
            );
          })}
        </div>
        <DragOverlay>{active ? <DealCardView deal={active} {...cardProps} overlay /> : null}</DragOverlay>
      </DndContext>
      {question && (
        <MoveQuestion
          question={question}
          reasons={reasons}
          onCancel={() => {
            forget(question.deal.id);
            setQuestion(null);
          }}
          onAnswer={(answers) => {
            const { deal, to } = question;
            setQuestion(null);
            void send(deal, to, answers);
          }}
        />
      )}
    </div>
  );
}

type CardCommon = {
  clientName: DealsBoardProps['clientName'];
  owner: DealsBoardProps['owner'];
  today: IsoDate;
  canDrag: boolean;
  onEdit?: (deal: DealView) => void;
  /** The active custom fields of deals, in order. */
  fields: readonly CustomFieldDefinition[];
};

function DealColumn({
  stage,
  count,
  total,
  weighted,
  ids,
  byId,
  card,
}: {
  stage: Stage;
  count: number;
  total: string;
  weighted: string;
  ids: string[];
  byId: Map<string, DealView>;
  card: CardCommon;
}) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage.id), disabled: !card.canDrag });
  const headingId = `deal-column-${stage.id}`;
  const name = stage.name;
  return (
    <section aria-labelledby={headingId} className="flex w-72 shrink-0 flex-col rounded-ui-lg bg-slate-50 p-3 dark:bg-slate-900">
      <header className="mb-3">
        <h2 id={headingId} className="flex items-center justify-between font-semibold text-fg">
          <span>{translateText(name)}</span>
          <span className="rounded-full bg-line px-2 text-xs font-medium text-fg-soft">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{t`${plural(count, { one: '# deal', other: '# deals' })}`}</span>
          </span>
        </h2>
        <dl className="mt-1 grid grid-cols-2 gap-x-2 text-xs text-fg-muted">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="text-right" data-testid={`total-${stage.id}`}>
            {total}
          </dd>
          <dt>
            <Trans>Weighted</Trans>
          </dt>
          <dd className="text-right" data-testid={`weighted-${stage.id}`}>
            {weighted}
          </dd>
        </dl>
      </header>
      <SortableContext id={stage.id} items={ids} strategy={verticalListSortingStrategy}>
        <div
          ref={setNodeRef}
          data-column={stage.id}
          data-testid={`column-${stage.id}`}
          className={`flex min-h-24 flex-1 flex-col gap-2 rounded-ui p-1 ${isOver ? 'bg-primary-50 dark:bg-primary-950' : ''}`}
        >
          {ids.map((id) => {
            const deal = byId.get(id);
            return deal ? <SortableDealCard key={id} deal={deal} {...card} /> : null;
          })}
        </div>
      </SortableContext>
    </section>
  );
}

function SortableDealCard(props: CardCommon & { deal: DealView }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.deal.id,
    disabled: !props.canDrag,
  });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : undefined };
  const title = props.deal.title;
  const handle = props.canDrag ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t`Move deal ${title}`}
      className="mt-0.5 shrink-0 cursor-grab touch-none rounded px-1 text-fg-subtle hover:bg-line focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  ) : null;
  return (
    <div ref={setNodeRef} style={style} data-deal={props.deal.id}>
      <DealCard {...props} handle={handle} />
    </div>
  );
}

const DealCard = memo(DealCardView);

function DealCardView({
  deal,
  clientName,
  owner,
  today,
  onEdit,
  handle,
  overlay,
  fields,
}: CardCommon & { deal: DealView; handle?: ReactNode; overlay?: boolean }) {
  const { t } = useLingui();
  const custom = cardFieldsOf(fields, deal.customFields);
  const more = custom.more;
  const format = useFormat();
  const title = deal.title;
  const who = owner(deal.ownerId);
  const ownerName = who.name;
  const overdue = isOverdue(deal, today);
  const stale = isStale(deal, lastTouchedOf(deal), today);
  return (
    <article
      aria-label={overlay ? undefined : title}
      className={`rounded-ui border border-line bg-surface p-3 text-sm shadow-sm ${overlay ? 'shadow-lg' : ''}`}
      data-deal-overlay={overlay ? deal.id : undefined}
    >
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-fg">{title}</h3>
          <p className="truncate text-fg-muted">{clientName(deal.clientId) || '—'}</p>
        </div>
        <span
          className="shrink-0 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100"
          title={who.name}
        >
          <span aria-hidden="true">{who.initials}</span>
          <span className="sr-only">{t`Owner: ${ownerName}`}</span>
        </span>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="font-medium text-fg-soft">{format.money(deal.value)}</span>
        {deal.expectedClose && <span className="text-xs text-fg-muted">{format.date(deal.expectedClose)}</span>}
      </div>
      {custom.shown.length > 0 && (
        <div className="mt-2 text-xs" data-testid="deal-card-fields">
          <dl className="space-y-0.5">
            {custom.shown.map(({ definition, value }) => (
              <div key={definition.id} className="flex min-w-0 gap-1">
                <dt className="shrink-0 text-fg-muted">{definition.label}:</dt>
                <dd className="min-w-0 truncate text-fg-soft">
                  <CustomFieldValueText definition={definition} value={value} />
                </dd>
              </div>
            ))}
          </dl>
          {more > 0 && <p className="mt-0.5 text-fg-muted">{t`${plural(more, { one: '+# more field', other: '+# more fields' })}`}</p>}
        </div>
      )}
      {(overdue || stale) && (
        <div className="mt-2 flex flex-wrap gap-1 text-xs">
          {overdue && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 dark:bg-red-900 dark:text-red-100">
              <Trans>Overdue</Trans>
            </span>
          )}
          {stale && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              <Trans>No activity for 30 days</Trans>
            </span>
          )}
        </div>
      )}
      {onEdit && !overlay && (
        <div className="mt-2 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onEdit(deal)} aria-label={t`Edit ${title}`}>
            <Trans>Edit</Trans>
          </Button>
        </div>
      )}
    </article>
  );
}
