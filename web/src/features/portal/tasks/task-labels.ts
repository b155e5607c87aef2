import { taskPriorityValues, taskStatusValues, type TaskPriorityValue, type TaskStatusValue } from '@validation/task-values';
import { enumName, type EnumName } from '@validation/enum-names';
import type { BadgeTone } from '../../../components/Badge';

export const taskStatusLabels: Record<EnumName<TaskStatusValue>, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};
export const taskStatusTones: Record<EnumName<TaskStatusValue>, BadgeTone> = {
  PENDING: 'neutral',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
};
// The filters compare with tasks as GraphQL gives them, so their options carry GraphQL's names.
export const taskStatusOptions = taskStatusValues.map((value) => ({ value: enumName(value), label: taskStatusLabels[enumName(value)] }));

export const taskPriorityLabels: Record<EnumName<TaskPriorityValue>, string> = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' };
export const taskPriorityTones: Record<EnumName<TaskPriorityValue>, BadgeTone> = { HIGH: 'danger', MEDIUM: 'gold', LOW: 'teal' };
export const taskPriorityOptions = taskPriorityValues.map((value) => ({
  value: enumName(value),
  label: taskPriorityLabels[enumName(value)],
}));
