// Ticking a subtask on a task card: the box shows at once (optimistically) until the write
// settles; a failure reverts it and leaves an error message.
import { useState } from 'react';
import { t } from '@lingui/core/macro';
import type { Backend } from '../../lib/backend';
import { saveErrorText } from '../../components/ui/field-error';
import type { Subtask } from '../../domain/types';
import type { Task } from './team-values';

export function useSubtaskTicks(backend: Backend | null, uid: string) {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [tickError, setTickError] = useState<string | null>(null);

  /** The task as shown: with the ticks still being written. */
  const withTicks = (task: Task): Task => {
    if (!task.subtasks.some((s) => `${task.id}/${s.id}` in ticks)) return task;
    return { ...task, subtasks: task.subtasks.map((s) => ({ ...s, completed: ticks[`${task.id}/${s.id}`] ?? s.completed })) };
  };

  const toggleSubtask = async (task: Task, subtaskId: string) => {
    if (!backend) return;
    setTickError(null);
    const key = `${task.id}/${subtaskId}`;
    const subtasks: Subtask[] = task.subtasks.map((s) => (s.id === subtaskId ? { ...s, completed: !s.completed } : s));
    setTicks((shown) => ({ ...shown, [key]: subtasks.find((s) => s.id === subtaskId)?.completed ?? false }));
    try {
      await backend.records.updateRecord(uid, 'tasks', task.id, { subtasks });
    } catch (e) {
      setTickError(saveErrorText(e, t`update the subtask`));
    } finally {
      setTicks(({ [key]: _done, ...rest }) => rest);
    }
  };

  return { withTicks, toggleSubtask, tickError };
}
