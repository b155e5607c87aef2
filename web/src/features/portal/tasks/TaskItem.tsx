import { useId } from 'react';
import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { RecordArticle } from '../../../components/RecordCard';
import { formatDate } from '../../../lib/format';
import type { TaskItemFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { CheckboxField } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { taskPriorityLabels, taskPriorityTones, taskStatusLabels, taskStatusTones } from './task-labels';
import { isOverdue } from './task-rules';

interface TaskItemProps {
  task: TaskItemFragment;
  now: Date;
  /** Advisors, admins and superadmins also see whose task it is. */
  staff: boolean;
  busy: boolean;
  onToggle: (task: TaskItemFragment, completed: boolean) => void;
}

/**
 * One task (docs/product.md#tasks): a checkbox named by its title, struck through once completed;
 * overdue tasks are marked in red with a warning icon and the word Overdue
 * (docs/product.md#task-status).
 */
export function TaskItem({ task, now, staff, busy, onToggle }: TaskItemProps) {
  const titleId = useId();
  const completed = task.status === 'COMPLETED';
  const overdue = isOverdue(task, now);
  const client = task.engagement?.client;
  return (
    <Article aria-labelledby={titleId} data-overdue={overdue || undefined} aria-busy={busy || undefined}>
      <CheckboxField
        label={
          <Title id={titleId} as={completed ? 's' : 'span'} $done={completed}>
            {task.title}
          </Title>
        }
        description={task.description ?? undefined}
        checked={completed}
        disabled={busy}
        onCheckedChange={(checked) => onToggle(task, checked)}
      />
      <Meta>
        <Badge $tone={taskPriorityTones[task.priority]}>{taskPriorityLabels[task.priority]} priority</Badge>
        <Badge $tone={taskStatusTones[task.status]}>{taskStatusLabels[task.status]}</Badge>
        {task.engagement && (
          <Engagement>
            <Icon name="briefcase" size={14} />
            {task.engagement.title}
          </Engagement>
        )}
        {staff && client && (
          <Engagement>
            <Icon name="user" size={14} />
            {fullNameOf(client)}
          </Engagement>
        )}
      </Meta>
      <Dates>
        {overdue && (
          <OverdueNote>
            <Icon name="alert-triangle" size={16} />
            Overdue
          </OverdueNote>
        )}
        <Due $overdue={overdue}>
          {task.dueDate ? (
            <>
              Due <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
            </>
          ) : (
            'No due date'
          )}
        </Due>
        {completed && task.completedAt && (
          <Done>
            Completed <time dateTime={task.completedAt}>{formatDate(task.completedAt)}</time>
          </Done>
        )}
      </Dates>
    </Article>
  );
}

/** A row of the task list rather than a grid card: laid out as a grid, and lower. */
const Article = styled(RecordArticle)`
  display: grid;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  &[data-overdue] {
    /* A red edge, 3 px wider than the others, taken back from the padding so nothing shifts. */
    padding-left: calc(${({ theme }) => theme.space[5]} - 3px);
    border-color: #f3b8b2;
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
    background: #fffafa;
  }
  &[aria-busy='true'] {
    opacity: 0.8;
  }
`;

/** Rendered as <s> once completed: struck through, and marked as no longer relevant. */
const Title = styled.span<{ $done: boolean }>`
  overflow-wrap: anywhere;
  color: ${({ theme, $done }) => ($done ? theme.colors.muted : 'inherit')};
  text-decoration-thickness: 2px;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: calc(22px + ${({ theme }) => theme.space[3]});
`;

const Engagement = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.navy700};
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-left: calc(22px + ${({ theme }) => theme.space[3]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const OverdueNote = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

const Due = styled.span<{ $overdue: boolean }>`
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $overdue }) => ($overdue ? 600 : 400)};
`;

const Done = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;
