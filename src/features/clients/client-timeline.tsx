// The client's timeline (docs/product/screens.md#client-page): newest first, filtered by kind,
// the first page live and "Show more" for older ones; a form to write a note or log a call,
// meeting or e-mail; each entry edited by its author and deleted by its author, an owner or a
// manager (the rules decide the same, firestore.rules activities).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityView, WithId } from '../../data/contract';
import { DataError } from '../../data/contract';
import { useSession } from '../../lib/session';
import { useFormat } from '../../lib/use-format';
import { translateText } from '../../lib/known-texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { saveErrorText } from '../../components/ui/field-error';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useMembers } from '../../components/ui/use-members';
import { canManageAccount } from '../../domain/accounts';
import { ACTIVITY_KINDS, ACTIVITY_LIMITS, canDeleteActivity, canEditActivity } from '../../domain/activities';
import type { ActivityKind } from '../../domain/activities';
import { todayIso } from '../../domain/dates';
import { mentionName, mentionSegments, mentionsInText } from '../../domain/mentions';
import type { MentionMember } from '../../domain/mentions';
import { canSee, recordAccessOf } from '../../domain/record-access';
import { HistoryEntryView } from './history-entry';
import { MentionTextarea } from './mention-textarea';
import { useClientTimeline } from './timeline-entries';
import type { TimelineEntry, TimelineFilter } from './timeline-entries';

type Client = WithId<'clients'>;

function useKindLabels(): Record<ActivityKind, string> {
  const { t } = useLingui();
  return { note: t`Note`, call: t`Call`, meeting: t`Meeting`, email: t`E-mail` };
}

export function ClientTimeline({ client, canWrite }: { client: Client; canWrite: boolean }) {
  const { t } = useLingui();
  const labels = useKindLabels();
  const [filter, setFilter] = useState<TimelineFilter>('all');
  const [pages, setPages] = useState(1);
  const timeline = useClientTimeline(client.id, filter, pages);
  const { user } = useSession();
  const { members } = useMembers();
  const names = new Map((members ?? []).map((m) => [m.uid, mentionName(m)]));
  // Who a note may mention: the members who can see this client (own-records-only applies), not the writer.
  const mentionable: MentionMember[] = (members ?? [])
    .filter((m) => m.uid !== user?.uid && canSee(recordAccessOf(m), m.uid, 'clients', client))
    .map((m) => ({ uid: m.uid, name: mentionName(m) }));
  const error = timeline.error ? translateText(timeline.error.message) : '';

  return (
    <Card as="section" aria-labelledby="timeline-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="timeline-heading" className="text-lg font-semibold text-fg">
          <Trans>Timeline</Trans>
        </h2>
        <SelectField
          label={t`Show`}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as TimelineFilter);
            setPages(1);
          }}
          options={[
            { value: 'all', label: t`Everything` },
            { value: 'note', label: t`Notes` },
            { value: 'call', label: t`Calls` },
            { value: 'meeting', label: t`Meetings` },
            { value: 'email', label: t`E-mails` },
            { value: 'changes', label: t`Changes` },
          ]}
        />
      </div>
      {canWrite && <ActivityForm clientId={client.id} mentionable={mentionable} names={names} />}
      {timeline.error && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          <Trans>Could not load the timeline: {error}</Trans>
        </p>
      )}
      {timeline.loading ? (
        <p className="mt-4 text-sm text-fg-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : timeline.entries.length === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{filter === 'all' ? <Trans>Nothing on the timeline yet.</Trans> : <Trans>No entries of this kind.</Trans>}</p>
      ) : (
        <ol aria-label={t`Timeline entries`} className="mt-4 space-y-3">
          {timeline.entries.map((entry) =>
            entry.type === 'history' ? (
              <li key={`history-${entry.id}`} className="rounded-ui border border-line-soft p-3">
                <HistoryEntryView entry={entry.entry} memberName={(uid) => names.get(uid) ?? ''} />
              </li>
            ) : (
              <TimelineItem key={entry.id} entry={entry} labels={labels} names={names} mentionable={mentionable} canWrite={canWrite} />
            ),
          )}
        </ol>
      )}
      {timeline.hasMore && (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
            <Trans>Show more</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

function TimelineItem({
  entry,
  labels,
  names,
  mentionable,
  canWrite,
}: {
  entry: Extract<TimelineEntry, { type: 'activity' }>;
  labels: Record<ActivityKind, string>;
  names: ReadonlyMap<string, string>;
  mentionable: readonly MentionMember[];
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { backend, accountId, user, accountRole } = useSession();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const a = entry.activity;
  const authorName = names.get(a.authorId) ?? '';
  const me = user?.uid ?? '';
  const kind = labels[a.kind];
  const when = format.dateTime(a.at);
  const minutes = a.duration;
  const outcome = a.outcome;
  return (
    <li className="rounded-ui border border-line p-3" aria-label={t`${kind}, ${when}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="text-fg">
          <span className="font-medium">{kind}</span> · <time dateTime={a.at.toISOString()}>{when}</time>
          {authorName && <span className="text-fg-muted"> · {authorName}</span>}
          {a.kind !== 'note' && minutes > 0 && (
            <span className="text-fg-muted">
              {' '}
              · <Trans>{minutes} min</Trans>
            </span>
          )}
        </p>
        {canWrite && !editing && (
          <div className="flex gap-1">
            {canEditActivity(a, me) && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t`Edit this entry`}>
                <Trans>Edit</Trans>
              </Button>
            )}
            {canDeleteActivity(a, me, canManageAccount(accountRole)) && (
              <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-300" onClick={() => setDeleting(true)} aria-label={t`Delete this entry`}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
      {editing ? (
        <ActivityForm clientId={a.subject} editing={a} onDone={() => setEditing(false)} mentionable={mentionable} names={names} />
      ) : (
        <>
          {a.outcome && (
            <p className="mt-1 text-sm text-fg-body">
              <Trans>Outcome: {outcome}</Trans>
            </p>
          )}
          {a.text && <NoteText text={a.text} mentioned={a.mentions.map((uid) => ({ uid, name: names.get(uid) ?? '' }))} />}
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={t`Delete this entry`}
        message={t`Are you sure you want to delete this entry from the timeline?`}
        onClose={() => setDeleting(false)}
        errorText={(e) => saveErrorText(e, t`delete the entry`)}
        onConfirm={async () => {
          if (!backend || !accountId) return;
          await backend.activities.removeActivity(accountId, a.id);
        }}
      />
    </li>
  );
}

/** A note's text with its line breaks, links and mentions, drawn as elements (never as HTML). */
export function NoteText({ text, mentioned = [] }: { text: string; mentioned?: readonly MentionMember[] }) {
  return (
    <p className="mt-1 break-words text-fg-body">
      {mentionSegments(text, mentioned).map((s, i) =>
        s.type === 'break' ? (
          <br key={i} />
        ) : s.type === 'link' ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary-700 underline dark:text-primary-300">
            {s.text}
          </a>
        ) : s.type === 'mention' ? (
          <span key={i} className="rounded bg-primary-50 px-0.5 font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200">
            {s.text}
          </span>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The moment a date and time field name, in this browser's time zone; null when either is not valid. */
function momentOf(day: string, time: string): Date | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return null;
  return new Date(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
}

/** A new note or log (no `editing`), or the edit of one (its kind fixed). */
function ActivityForm({
  clientId,
  editing,
  onDone,
  mentionable,
  names,
}: {
  clientId: string;
  editing?: ActivityView;
  onDone?: () => void;
  mentionable: readonly MentionMember[];
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useLingui();
  const labels = useKindLabels();
  const { backend, accountId } = useSession();
  const now = new Date();
  const [kind, setKind] = useState<ActivityKind>(editing?.kind ?? 'note');
  const [day, setDay] = useState(todayIso(editing?.at ?? now));
  const [time, setTime] = useState(timeOf(editing?.at ?? now));
  const [duration, setDuration] = useState(String(editing?.duration ?? 0));
  const [outcome, setOutcome] = useState(editing?.outcome ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The members picked while writing; an edit starts from those the entry mentions.
  const [picked, setPicked] = useState<MentionMember[]>([]);
  const isNote = kind === 'note';
  const candidates = [...picked, ...(editing?.mentions ?? []).map((uid) => ({ uid, name: names.get(uid) ?? '' }))];

  const submit = async () => {
    if (!backend || !accountId) return;
    const at = momentOf(day, time);
    if (!at) {
      setError(t`Enter a valid date and time.`);
      return;
    }
    setSaving(true);
    setError(null);
    const mentions = mentionsInText(text, candidates);
    try {
      if (editing) {
        // The fields show minutes: an untouched date and time keep the stored moment (its seconds too).
        const moved = day !== todayIso(editing.at) || time !== timeOf(editing.at);
        await backend.activities.updateActivity(accountId, editing.id, {
          ...(moved ? { at } : {}),
          text,
          mentions,
          ...(isNote ? {} : { duration: Number(duration), outcome }),
        });
        onDone?.();
      } else {
        await backend.activities.addActivity(accountId, {
          subject: clientId,
          kind,
          at,
          text,
          duration: isNote ? 0 : Number(duration),
          outcome: isNote ? '' : outcome,
          mentions,
        });
        // The form is ready for the next one; kind and time stay as chosen.
        setText('');
        setOutcome('');
        setDuration('0');
        setPicked([]);
      }
    } catch (e) {
      setError(e instanceof DataError && e.code === 'invalid-argument' ? translateText(e.message) : saveErrorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={editing ? t`Edit entry` : t`Add to the timeline`}
      className="mt-4 space-y-3 rounded-ui border border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-4">
        {!editing && (
          <SelectField
            label={t`Kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as ActivityKind)}
            options={ACTIVITY_KINDS.map((k) => ({ value: k, label: labels[k] }))}
          />
        )}
        <TextField label={t`Date`} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
        <TextField label={t({ message: 'Time', context: 'time of day' })} type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        {!isNote && (
          <TextField
            label={t`Duration (minutes)`}
            type="number"
            min={0}
            max={ACTIVITY_LIMITS.durationMax}
            step={1}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        )}
      </div>
      {!isNote && <TextField label={t`Outcome`} maxLength={ACTIVITY_LIMITS.outcome} value={outcome} onChange={(e) => setOutcome(e.target.value)} />}
      <MentionTextarea
        label={isNote ? t`Note` : t`Notes`}
        required={isNote}
        value={text}
        onChange={setText}
        members={mentionable}
        onPick={(m) => setPicked((list) => [...list, m])}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : editing ? <Trans>Save changes</Trans> : isNote ? <Trans>Add note</Trans> : <Trans>Log it</Trans>}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
