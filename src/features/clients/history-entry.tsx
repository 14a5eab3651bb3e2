// One entry of a client's history (docs/product/history.md): what happened (a client or one of its
// deals created, changed, moved, won, lost, deleted), each changed field with its label translated
// and its value before → after, who (a member's name, or the API, an import, the service), and
// when. The client's timeline renders a list of these; the names it cannot know itself (members,
// stages) come from the screen that shows it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryEntry } from '../../domain/history';
import { CUSTOM_FIELD_CHANGE_PREFIX } from '../../domain/history';
import type { CustomFieldValue } from '../../domain/custom-fields';
import { CustomFieldValueText } from '../../components/fields/custom-field-parts';
import { useFieldDefinitions } from '../../components/fields/use-field-definitions';
import { knownValueLabel } from '../../components/ui/value-labels';
import { useFormat } from '../../lib/use-format';

export type HistoryEntryViewProps = {
  entry: HistoryEntry;
  /** A member's name by uid ('' when unknown: the entry then says "a former member"). */
  memberName: (uid: string) => string;
  /** A stage's name by pipeline and stage id ('' when unknown). */
  stageName?: (pipelineId: string, stageId: string) => string;
};

/** The labels of the fields a client's or deal's history names. */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  name: msg({ message: 'Name', context: 'history field' }),
  email: msg({ message: 'Email', context: 'history field' }),
  phone: msg({ message: 'Phone', context: 'history field' }),
  company: msg({ message: 'Company', context: 'history field' }),
  value: msg({ message: 'Value', context: 'history field' }),
  progress: msg({ message: 'Progress', context: 'history field' }),
  notes: msg({ message: 'Notes', context: 'history field' }),
  dateAdded: msg({ message: 'Date added', context: 'history field' }),
  lastContact: msg({ message: 'Last contact', context: 'history field' }),
  status: msg({ message: 'Status', context: 'history field' }),
  type: msg({ message: 'Type', context: 'history field' }),
  ownerId: msg({ message: 'Assigned to', context: 'history field' }),
  title: msg({ message: 'Title', context: 'history field' }),
  clientId: msg({ message: 'Client', context: 'history field' }),
  expectedClose: msg({ message: 'Expected close date', context: 'history field' }),
  pipelineId: msg({ message: 'Pipeline', context: 'history field' }),
  stageId: msg({ message: 'Stage', context: 'history field' }),
  probability: msg({ message: 'Probability', context: 'history field' }),
  wonAt: msg({ message: 'Won on', context: 'history field' }),
  lostAt: msg({ message: 'Lost on', context: 'history field' }),
  lostReason: msg({ message: 'Reason lost', context: 'history field' }),
  revenueId: msg({ message: 'Revenue', context: 'history field' }),
};

const DATE_FIELDS = ['dateAdded', 'lastContact', 'expectedClose', 'wonAt', 'lostAt'];
/** Links to other records: their ids mean nothing to a person; the entry says only that they changed. */
const LINK_FIELDS = ['clientId', 'pipelineId', 'revenueId'];

type Change = { field: string; before: unknown; after: unknown };

/** What an entry did, in a few words. */
function useHeadline(entry: HistoryEntry): string {
  const { t } = useLingui();
  const title = entry.title;
  if (entry.recordKind === 'clients') {
    if (entry.op === 'create') return t`Client created`;
    if (entry.op === 'delete') return t`Client deleted`;
    return t`Client changed`;
  }
  if (entry.op === 'create') return t`Deal “${title}” created`;
  if (entry.op === 'delete') return t`Deal “${title}” deleted`;
  const status = entry.changes.status?.after;
  if (status === 'won') return t`Deal “${title}” won`;
  if (status === 'lost') return t`Deal “${title}” lost`;
  if (entry.changes.stageId) return t`Deal “${title}” moved`;
  return t`Deal “${title}” changed`;
}

export function HistoryEntryView({ entry, memberName, stageName }: HistoryEntryViewProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const headline = useHeadline(entry);
  // A custom field's change is named by the label its definition has now (a removed one: "a removed field").
  const definitions = useFieldDefinitions(entry.recordKind === 'deals' ? 'deals' : 'clients');
  const definitionOf = (field: string) =>
    field.startsWith(CUSTOM_FIELD_CHANGE_PREFIX) ? definitions?.find((d) => d.id === field.slice(CUSTOM_FIELD_CHANGE_PREFIX.length)) : undefined;
  const when = format.dateTime(entry.at);

  const who = (() => {
    if (entry.source === 'api') return t`API`;
    if (entry.source === 'import') return t`Import`;
    if (entry.source === 'system') return t`System`;
    if (!entry.actor) return t`Someone in the app`;
    return memberName(entry.actor) || t`A former member`;
  })();

  const pipelineOf = (side: 'before' | 'after') => {
    const p = entry.changes.pipelineId?.[side] ?? (entry.before?.pipelineId as string | undefined);
    return typeof p === 'string' ? p : '';
  };

  const shown = (change: Change, side: 'before' | 'after'): string => {
    const v = change[side];
    if (v === null || v === undefined || v === '') return '—';
    if (change.field === 'ownerId' && typeof v === 'string') return memberName(v) || t`A former member`;
    if (change.field === 'stageId' && typeof v === 'string') return stageName?.(pipelineOf(side), v) || v;
    if (change.field === 'value' && typeof v === 'number') return format.money(v);
    if ((change.field === 'progress' || change.field === 'probability') && typeof v === 'number') return `${format.number(v)} %`;
    if (DATE_FIELDS.includes(change.field) && typeof v === 'string') return format.date(v) || v;
    if (typeof v === 'string') return knownValueLabel(v) ?? v;
    if (typeof v === 'number') return format.number(v);
    if (typeof v === 'boolean') return v ? t`Yes` : t`No`;
    return JSON.stringify(v);
  };

  const changes: Change[] = entry.op === 'update' ? Object.entries(entry.changes).map(([field, c]) => ({ field, before: c.before, after: c.after })) : [];
  const label = (field: string) => {
    if (field.startsWith(CUSTOM_FIELD_CHANGE_PREFIX)) {
      const id = field.slice(CUSTOM_FIELD_CHANGE_PREFIX.length);
      if (definitions === null) return id;
      return definitionOf(field)?.label ?? t`${id} (a removed field)`;
    }
    const d = FIELD_LABELS[field];
    return d ? i18n._(d) : field;
  };
  const side = (c: Change, which: 'before' | 'after') => {
    const definition = definitionOf(c.field);
    const v = c[which];
    if (!definition || v === null || v === undefined || v === '') return shown(c, which);
    return <CustomFieldValueText definition={definition} value={v as CustomFieldValue} />;
  };

  return (
    <article className="rounded-ui border border-line bg-surface px-4 py-3 text-sm" aria-label={headline}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-fg">{headline}</h3>
        <p className="text-fg-muted">
          <Trans>
            {who} · <time dateTime={entry.at.toISOString()}>{when}</time>
          </Trans>
        </p>
      </header>
      {changes.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {changes.map((c) => (
            <div key={c.field} className="contents">
              <dt className="text-fg-muted">{label(c.field)}</dt>
              <dd className="break-words text-fg">
                {LINK_FIELDS.includes(c.field) ? (
                  <Trans>changed</Trans>
                ) : (
                  <>
                    <span className="line-through decoration-fg-muted/60">{side(c, 'before')}</span> <span aria-hidden="true">→</span>
                    <span className="sr-only">{t`changed to`}</span> <span>{side(c, 'after')}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
