// What other features may use.
export { taskPriorityLabels } from './task-labels';
