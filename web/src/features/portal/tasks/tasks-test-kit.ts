import { graphql, HttpResponse } from 'msw';
import type { TaskItemFragment, TasksQuery, UpdateTaskStatusMutation, UpdateTaskStatusMutationVariables } from '../../../graphql/generated';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment some days from now (negative: in the past): overdue depends on the real clock. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const annualFinancials = {
  __typename: 'Engagement' as const,
  id: 'engagement-1',
  title: '2025 Annual Financial Statements & ITR14',
  client: { __typename: 'User' as const, id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' },
};

export function taskItem(overrides: Partial<TaskItemFragment> = {}): TaskItemFragment {
  return {
    __typename: 'Task',
    id: 'task-1',
    title: 'Review the draft financial statements',
    description: 'Read the draft and list any questions before the review meeting.',
    status: 'PENDING',
    priority: 'MEDIUM',
    dueDate: daysFromNow(14),
    completedAt: null,
    engagement: annualFinancials,
    ...overrides,
  };
}

export const overdueStatements = () =>
  taskItem({
    id: 'task-2',
    title: 'Upload bank statements',
    description: 'Current account and credit card statements for December to February.',
    priority: 'HIGH',
    dueDate: daysFromNow(-3),
  });

export const signedLetter = () =>
  taskItem({
    id: 'task-3',
    title: 'Sign the engagement letter',
    description: null,
    status: 'COMPLETED',
    priority: 'HIGH',
    dueDate: daysFromNow(-30),
    completedAt: daysFromNow(-31),
  });

export const assetRegister = () =>
  taskItem({
    id: 'task-4',
    title: 'Update the fixed asset register',
    description: 'Add the two trucks bought in October.',
    status: 'IN_PROGRESS',
    priority: 'MEDIUM',
    dueDate: daysFromNow(7),
  });

export const payrollReport = () =>
  taskItem({
    id: 'task-5',
    title: 'Send the monthly payroll report',
    description: 'Payroll summary for the EMP201 reconciliation.',
    priority: 'LOW',
    dueDate: null,
    engagement: { ...annualFinancials, id: 'engagement-2', title: 'Monthly Bookkeeping & VAT201 Returns' },
  });

export const someTasks = () => [overdueStatements(), taskItem(), signedLetter(), assetRegister(), payrollReport()];

/** Answers Tasks with `tasks` and counts the requests. */
export function tasksAre(tasks: TaskItemFragment[]) {
  const requests: unknown[] = [];
  const handler = graphql.query<TasksQuery>('Tasks', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { tasks } });
  });
  return { handler, requests };
}

/** Answers UpdateTaskStatus as the server would (completedAt its own), after `wait` if given. */
export function updatesSucceed(wait?: Promise<void>) {
  const requests: UpdateTaskStatusMutationVariables[] = [];
  const handler = graphql.mutation<UpdateTaskStatusMutation, UpdateTaskStatusMutationVariables>(
    'UpdateTaskStatus',
    async ({ variables }) => {
      requests.push(variables);
      await wait;
      const completedAt = variables.status === 'COMPLETED' ? '2026-02-25T09:00:00.000Z' : null;
      return HttpResponse.json({
        data: { updateTaskStatus: { __typename: 'Task', id: variables.id, status: variables.status, completedAt } },
      });
    },
  );
  return { handler, requests };
}
