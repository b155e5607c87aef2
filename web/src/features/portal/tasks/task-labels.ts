import { taskPriorityValues, taskStatusValues, type TaskPriorityValue, type TaskStatusValue } from '@validation/task-values';
import type { BadgeTone } from '../../../components/Badge';

export const taskStatusLabels: Record<TaskStatusValue, string> = { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed' };
export const taskStatusTones: Record<TaskStatusValue, BadgeTone> = { pending: 'neutral', in_progress: 'info', completed: 'success' };
export const taskStatusOptions = taskStatusValues.map((value) => ({ value, label: taskStatusLabels[value] }));

export const taskPriorityLabels: Record<TaskPriorityValue, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const taskPriorityTones: Record<TaskPriorityValue, BadgeTone> = { high: 'danger', medium: 'gold', low: 'teal' };
export const taskPriorityOptions = taskPriorityValues.map((value) => ({ value, label: taskPriorityLabels[value] }));
