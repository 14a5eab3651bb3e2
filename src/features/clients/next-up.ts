// What comes next for each client, for the cards of the clients list: their open task due first
// (tasks naming the client, not completed; one without a due date last) or their next meeting,
// whichever is sooner. Tasks are a Pro feature; meetings come from the activities.
import { useEffect, useMemo, useState } from 'react';
import type { ActivityView } from '../../data/contract';
import { todayIso } from '../../domain/dates';
import { scopeOf } from '../../domain/record-access';
import { useSession } from '../../lib/session';
import { useRecords } from '../../components/ui/use-records';

export type NextUp = { key: string } & ({ kind: 'task'; title: string; day: string } | { kind: 'meeting'; title: string; at: Date });

function useUpcomingMeetings(): ActivityView[] {
  const { backend, accountId, user, recordAccess } = useSession();
  const { ownerId } = scopeOf(recordAccess, user?.uid ?? '', 'clients');
  const [meetings, setMeetings] = useState<ActivityView[]>([]);
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.activities.watchUpcomingMeetings(
      accountId,
      new Date(),
      setMeetings,
      () => setMeetings([]),
      ownerId !== null ? { hidden: false, ownerId, withoutPayroll: false } : undefined,
    );
  }, [backend, accountId, ownerId]);
  return meetings;
}

export function useNextUp(): Map<string, NextUp> {
  const { entitlements } = useSession();
  const tasks = useRecords('tasks', entitlements?.features.team ?? false);
  const meetings = useUpcomingMeetings();
  return useMemo(() => {
    const out = new Map<string, NextUp>();
    const dueOf = (n: NextUp) => (n.kind === 'task' ? n.day || '9999-12-31' : todayIso(n.at));
    const offer = (clientId: string, n: NextUp) => {
      const had = out.get(clientId);
      if (!had || dueOf(n) < dueOf(had)) out.set(clientId, n);
    };
    for (const task of tasks.records) {
      if (!task.clientId || task.status === 'completed') continue;
      offer(task.clientId, { key: `task/${task.id}/${task.title}/${task.deadline}`, kind: 'task', title: task.title, day: task.deadline });
    }
    // Soonest first: the first meeting of a client is its next.
    for (const m of meetings) {
      if (!out.has(m.subject) || out.get(m.subject)?.kind === 'task')
        offer(m.subject, { key: `meeting/${m.id}/${m.at.getTime()}`, kind: 'meeting', title: m.outcome, at: m.at });
    }
    return out;
  }, [tasks.records, meetings]);
}
