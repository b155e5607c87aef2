import { useCallback, useState } from 'react';
import { isReference, type ApolloCache } from '@apollo/client';
import { useUpdateTaskStatusMutation, type TaskItemFragment, type TaskStatus } from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';
import { failureToastText } from '../../../lib/service-unavailable';

/**
 * Keeps the engagement's "n of m completed" right when one of its tasks is ticked or unticked,
 * should the engagements list be in the cache (it is never fetched again:
 * docs/product.md#how-the-browser-calls-the-api).
 */
function recountEngagement(cache: ApolloCache<unknown>, task: TaskItemFragment, status: TaskStatus) {
  if (!task.engagement) return;
  const change = Number(status === 'COMPLETED') - Number(task.status === 'COMPLETED');
  if (change === 0) return;
  cache.modify<{ taskCounts: { total: number; completed: number } }>({
    id: cache.identify({ __typename: 'Engagement', id: task.engagement.id }),
    fields: {
      taskCounts: (counts) => (isReference(counts) ? counts : { ...counts, completed: Math.max(0, counts.completed + change) }),
    },
  });
}

/**
 * The task checkbox (docs/product.md#task-status): ticked is completed, unticked is pending. The
 * change shows at once (an optimistic answer whose completedAt the server then replaces with its
 * own) and is rolled back if the server refuses it. Toasts as docs/product.md#errors says.
 */
export function useTaskStatusToggle() {
  const [mutate] = useUpdateTaskStatusMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = useCallback(
    async (task: TaskItemFragment, completed: boolean) => {
      const status: TaskStatus = completed ? 'COMPLETED' : 'PENDING';
      setBusy(task.id, true);
      try {
        await mutate({
          variables: { id: task.id, status },
          optimisticResponse: {
            updateTaskStatus: { __typename: 'Task', id: task.id, status, completedAt: completed ? new Date().toISOString() : null },
          },
          update(cache, { data }) {
            if (data) recountEngagement(cache, task, data.updateTaskStatus.status);
          },
        });
        toast({ description: 'Task updated successfully', variant: 'success' });
      } catch (error) {
        toast({ ...failureToastText(error, 'Failed to update task'), variant: 'destructive' });
      } finally {
        setBusy(task.id, false);
      }
    },
    [mutate],
  );

  return { toggle, busyIds };
}
