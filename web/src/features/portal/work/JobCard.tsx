import { useId } from 'react';
import { useDraggable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { JobCardFragment, JobStage } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Label, Select } from '../../../components/Field';
import { formatCalendarDate } from '../../../lib/format';
import { JobActions } from './JobActions';

export interface StageChoice {
  stage: JobStage;
  name: string;
}

export const personName = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/** When it is due, in words: the day, or why there is none yet. */
export const dueText = (job: Pick<JobCardFragment, 'dueDate' | 'dueDateMissing'>) =>
  job.dueDate ? `Due ${formatCalendarDate(job.dueDate)}` : 'No due date yet';

/**
 * A job on the board: what it is, for whom, when it is due and who does it. It is dragged by the
 * mouse or a finger to another column, and moved with the keyboard (or without dragging at all)
 * through its "Move to" list, which offers its template's other stages.
 */
export function JobCard({
  job,
  stages,
  onMove,
  busy,
}: {
  job: JobCardFragment;
  /** Its template's stages, in order. */
  stages: StageChoice[];
  onMove: (job: JobCardFragment, stage: JobStage) => void;
  busy: boolean;
}) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: job.id, data: { job }, disabled: busy });
  const moveId = useId();
  return (
    <Card ref={setNodeRef} $state={isDragging ? 'left' : 'resting'} aria-busy={busy || undefined}>
      {/* The card's text is what a pointer drags. dnd-kit's attributes (a button role, and
          instructions for dragging with the keys) are left off: the keyboard's way is the Move to
          list below, an ordinary control, and no keyboard sensor is set up. */}
      <Handle {...listeners}>
        <JobSummary job={job} />
      </Handle>
      <JobActions job={job} />
      <Move>
        <Label htmlFor={moveId}>Move to</Label>
        <Select
          id={moveId}
          value=""
          disabled={busy}
          onChange={(event) => {
            const stage = event.target.value as JobStage;
            if (stage) onMove(job, stage);
          }}
        >
          <option value="">{busy ? 'Moving…' : 'Choose a stage'}</option>
          {stages
            .filter((choice) => choice.stage !== job.stage)
            .map((choice) => (
              <option key={choice.stage} value={choice.stage}>
                {choice.name}
              </option>
            ))}
        </Select>
      </Move>
    </Card>
  );
}

/**
 * The card in hand while it is dragged, drawn above the board: what it is, for whom and when, with
 * no controls. Hidden from assistive technology, which meets the card itself in its column.
 */
export function DraggedJobCard({ job }: { job: JobCardFragment }) {
  return (
    <Card as="div" $state="lifted" aria-hidden="true">
      <Handle>
        <JobSummary job={job} />
      </Handle>
    </Card>
  );
}

/** What a card says: the job, the client, when it is due and who does it. */
function JobSummary({ job }: { job: JobCardFragment }) {
  const client = personName(job.client);
  const assignee = personName(job.assignee);
  return (
    <>
      <h3>{job.title}</h3>
      {client && <p>{client}</p>}
      <Facts>
        <span>{dueText(job)}</span>
        {job.isOverdue && <Badge $tone="danger">Overdue</Badge>}
        {job.priority === 'HIGH' && <Badge $tone="warning">High priority</Badge>}
      </Facts>
      <p>{assignee ? `Assigned to ${assignee}` : 'Nobody assigned'}</p>
    </>
  );
}

/** A card resting in its column, left behind while it is dragged (faded), or lifted in the hand. */
const Card = styled.article<{ $state: 'resting' | 'left' | 'lifted' }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $state, theme }) => ($state === 'lifted' ? theme.shadows.lg : theme.shadows.sm)};
  opacity: ${({ $state }) => ($state === 'left' ? 0.4 : 1)};
  cursor: ${({ $state }) => ($state === 'lifted' ? 'grabbing' : 'auto')};
  &[aria-busy] {
    opacity: 0.6;
  }
`;

const Handle = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  cursor: grab;
  touch-action: manipulation;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Move = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
