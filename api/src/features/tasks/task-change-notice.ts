import type { NewNotification } from '../notifications';
import type { TaskStatus } from './task.entity';

const statusWords: Record<TaskStatus, string> = { pending: 'pending', in_progress: 'in progress', completed: 'completed' };

/** What the other side of the engagement reads when someone ticks off, reopens or starts a task. */
export function taskChangeNotice({
  actorName,
  task,
  engagement,
  previous,
  status,
}: {
  actorName: string;
  task: { title: string };
  engagement: { title: string };
  previous: TaskStatus;
  status: TaskStatus;
}): Pick<NewNotification, 'title' | 'content' | 'type' | 'category'> {
  const where = `"${task.title}" (${engagement.title})`;
  if (status === 'completed') {
    return { type: 'success', category: 'task', title: 'Task completed', content: `${actorName} completed ${where}.` };
  }
  if (previous === 'completed') {
    return { type: 'info', category: 'task', title: 'Task reopened', content: `${actorName} reopened ${where}.` };
  }
  return { type: 'info', category: 'task', title: 'Task updated', content: `${actorName} marked ${where} as ${statusWords[status]}.` };
}
