import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTasksQuery, type RoleName, type SessionUserFragment } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../shared/PageHeader';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';
import { TaskFilters } from './TaskFilters';
import { TaskItem } from './TaskItem';
import { filterTasks, isFiltered, isOverdue, noTaskFilters, type TaskFilterValues } from './task-rules';
import { useTaskStatusToggle } from './useTaskStatusToggle';
import { EmptyTitle, ResultCount } from '../../../components/RecordList';

/** Advisors, admins and superadmins see whose task each one is (docs/product.md#record-access). */
const isStaff = (roleNames: readonly RoleName[]) =>
  roleNames.some((role) => role === 'ADVISOR' || role === 'ADMIN' || role === 'SUPERADMIN');

/**
 * /portal/tasks (docs/product.md#tasks): search, status and priority filters, a checkbox per task.
 */
export function TasksPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  const [filters, setFilters] = useState<TaskFilterValues>(noTaskFilters);
  const { data, loading, error, refetch } = useTasksQuery({ notifyOnNetworkStatusChange: true });
  useListFetchFailureToast(error, 'tasks');
  const { toggle, busyIds } = useTaskStatusToggle();
  const shown = useMemo(() => filterTasks(data?.tasks ?? [], filters), [data, filters]);
  const now = new Date();
  const overdueCount = (data?.tasks ?? []).filter((task) => isOverdue(task, now)).length;

  return (
    <>
      <title>Tasks | Khanya Client Portal</title>
      <PageHeader
        title="Tasks"
        subtitle={
          staff
            ? "Your clients' to-dos and your own."
            : 'What we need from you, and what we are working on. Tick a task off when it is done.'
        }
      />
      <TaskFilters values={filters} onChange={setFilters} />
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={shown.length === 0}
        loadingText="Loading tasks…"
        emptyText={
          <>
            <EmptyTitle>No tasks found</EmptyTitle>
            {isFiltered(filters) ? 'Try adjusting your search or filters.' : 'You have no tasks right now.'}
          </>
        }
        errorText={listFetchFailed('tasks')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ResultCount aria-live="polite">
          {shown.length} {shown.length === 1 ? 'task' : 'tasks'}
          {overdueCount > 0 && <Overdue> · {overdueCount} overdue</Overdue>}
        </ResultCount>
        <List aria-label="Tasks">
          {shown.map((task) => (
            <li key={task.id}>
              <TaskItem
                task={task}
                now={now}
                staff={staff}
                busy={busyIds.has(task.id)}
                onToggle={(item, done) => void toggle(item, done)}
              />
            </li>
          ))}
        </List>
      </DataState>
    </>
  );
}

const Overdue = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
