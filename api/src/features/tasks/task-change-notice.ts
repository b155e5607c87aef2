import type { NewNotification } from '../notifications/notifications.service';
import type { TaskStatus } from './task.entity';

const statusWords: Record<TaskStatus, string> = { pending: 'pending', in_progress: 'in progress', completed: 'completed' };

/** What the advisor reads when a client ticks off, reopens or starts one of their tasks. */
export function taskChangeNotice({
  clientName,
  task,
  engagement,
  previous,
  status,
}: {
  clientName: string;
  task: { title: string };
  engagement: { title: string };
  previous: TaskStatus;
  status: TaskStatus;
}): Pick<NewNotification, 'title' | 'content' | 'type' | 'category'> {
  const where = `"${task.title}" (${engagement.title})`;
  if (status === 'completed') {
    return { type: 'success', category: 'task', title: 'Task completed', content: `${clientName} completed ${where}.` };
  }
  if (previous === 'completed') {
    return { type: 'info', category: 'task', title: 'Task reopened', content: `${clientName} reopened ${where}.` };
  }
  return { type: 'info', category: 'task', title: 'Task updated', content: `${clientName} marked ${where} as ${statusWords[status]}.` };
}
