import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import styled from 'styled-components';
import { jobStageNames, jobStageValues } from '@validation/jobs/job-stages';
import { enumName } from '@validation/enum-names';
import { useJobColumnQuery, type JobCardFragment, type JobColumnQuery, type JobStage } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { useShowMore } from './use-show-more';
import type { JobFilterVariables } from './work-filters';
import { DraggedJobCard, JobCard, type StageChoice } from './JobCard';
import { ColumnCards } from './ColumnCards';

/** How many cards a column loads at a time: "Show more" loads the next page. Done shows the latest few. */
export const COLUMN_PAGE = 20;
const DONE_PAGE = 5;

/** The board's columns: every stage of the firm, in its order. */
export const boardStages: StageChoice[] = jobStageValues.map((stage) => ({
  stage: enumName(stage),
  name: jobStageNames[stage],
}));

export interface BoardProps {
  variables: JobFilterVariables;
  stagesOf: (job: JobCardFragment) => StageChoice[];
  onMove: (job: JobCardFragment, stage: JobStage) => void;
  moving: string | null;
}

const draggedJob = (event: { active: DragStartEvent['active'] }) =>
  (event.active.data.current as { job?: JobCardFragment } | undefined)?.job;

/**
 * The pipeline board (docs/staff-guide.md, "The work board"): a column per stage with how many
 * jobs are in it, each column loading its own page of cards. A card is dragged to another column
 * by mouse or finger (a short hold on a touch screen, so the board still scrolls), or moved with
 * its "Move to" list. The card in hand is drawn above the board (DragOverlay), since each column
 * scrolls its own cards and would cut off a card dragged out of it.
 */
export function Board({ variables, stagesOf, onMove, moving }: BoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const [dragged, setDragged] = useState<JobCardFragment | null>(null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const job = draggedJob(event);
    const stage = event.over?.id as JobStage | undefined;
    if (job && stage && stage !== job.stage) onMove(job, stage);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event) => setDragged(draggedJob(event) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Columns aria-label="Jobs by stage" $dragging={dragged !== null}>
        {boardStages.map((column) => (
          <Column
            key={column.stage}
            column={column}
            variables={variables}
            stagesOf={stagesOf}
            onMove={onMove}
            moving={moving}
            draggedId={dragged?.id ?? null}
          />
        ))}
      </Columns>
      <DragOverlay dropAnimation={null}>{dragged && <DraggedJobCard job={dragged} />}</DragOverlay>
    </DndContext>
  );
}

function Column({
  column,
  variables,
  stagesOf,
  onMove,
  moving,
  draggedId,
}: BoardProps & { column: StageChoice; draggedId: string | null }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const { data, loading, error, fetchMore, refetch } = useJobColumnQuery({
    variables: { stage: column.stage, first: column.stage === 'DONE' ? DONE_PAGE : COLUMN_PAGE, ...variables },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.jobs;
  const { loading: more, showMore } = useShowMore<JobColumnQuery>(fetchMore, page);
  const headingId = `work-column-${column.stage}`;
  return (
    <ColumnBox ref={setNodeRef} aria-labelledby={headingId} $over={isOver}>
      <h2 id={headingId}>
        {column.name} <Count aria-label={`${page?.totalCount ?? 0} jobs`}>{page ? page.totalCount : '…'}</Count>
      </h2>
      {error && !page ? (
        <Problem role="alert">
          {listFetchFailed(`the ${column.name.toLowerCase()} column`)}{' '}
          <Button $variant="outline" $size="sm" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Problem>
      ) : !page && loading ? (
        <Empty>Loading…</Empty>
      ) : page && page.nodes.length === 0 ? (
        <Empty>No jobs here.</Empty>
      ) : (
        page && (
          <ColumnCards items={page.nodes} total={page.totalCount} keepId={draggedId}>
            {(job) => <JobCard job={job} stages={stagesOf(job)} onMove={onMove} busy={moving === job.id} />}
          </ColumnCards>
        )
      )}
      {page?.pageInfo.hasNextPage && (
        <Button $variant="ghost" $size="sm" onClick={() => void showMore()} disabled={more}>
          {more ? 'Loading…' : `Show more (${page.totalCount - page.nodes.length} left)`}
        </Button>
      )}
    </ColumnBox>
  );
}

/*
 * Columns snap to their start when scrolled, but not while a card is in hand: Chrome snaps the
 * board again when a column below the pointer is highlighted, and would slide another column
 * under the card just before it is dropped.
 */
const Columns = styled.div<{ $dragging: boolean }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[3]};
  scroll-snap-type: ${({ $dragging }) => ($dragging ? 'none' : 'x proximity')};
  @media (max-width: 640px) {
    grid-auto-columns: 85%;
  }
`;

const ColumnBox = styled.section<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $over, theme }) => ($over ? theme.colors.navy100 : theme.colors.canvas)};
  outline: ${({ $over, theme }) => ($over ? `2px dashed ${theme.colors.navy600}` : 'none')};
  scroll-snap-align: start;
  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Count = styled.span`
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
