import { useId } from 'react';
import type { OrganizerStatus, WaitingOrganizerFragment } from '../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { formatCalendarDate } from '../../../lib/format';
import { usePrefetchOnIntent } from '../shared/page-prefetch';
import { personName } from '../documents';
import { describeProgress } from '@validation/organizer-progress';
import { ProgressBar } from '../../../components/ProgressBar';
import { Badges, Due, Item, Main, TitleLink } from './waiting-item-parts';

/**
 * Where an organizer waiting on the client stands, in their words: only the states in which it
 * waits on them come here (the query asks for outstanding ones). Reopened is said as what it
 * means for them: the firm read it and wants some answers looked at again.
 */
const waitingStates: Partial<Record<OrganizerStatus, { label: string; tone: BadgeTone }>> = {
  SENT: { label: 'Waiting for your answers', tone: 'gold' },
  IN_PROGRESS: { label: 'Started — not yet submitted', tone: 'info' },
  REOPENED: { label: 'The firm asked you to look again', tone: 'warning' },
};

/**
 * One organizer of "Waiting for you" (docs/product.md#organizers): a link to its page, where it is
 * filled in, how far the client is (a bar and "7 of 23 answered"), and its due day, flagged once
 * past.
 */
export function WaitingOrganizer({ organizer }: { organizer: WaitingOrganizerFragment }) {
  const titleId = useId();
  const to = `/portal/organizers/${organizer.id}`;
  const overdue = organizer.isOverdue;
  const state = waitingStates[organizer.status];
  return (
    <Item aria-labelledby={titleId} $overdue={overdue}>
      <Main>
        <h3 id={titleId}>
          <TitleLink to={to} {...usePrefetchOnIntent(to)}>
            Fill in: {organizer.title}
          </TitleLink>
        </h3>
        <Badges>
          {state && <Badge $tone={state.tone}>{state.label}</Badge>}
          {overdue && <Badge $tone="danger">Overdue</Badge>}
        </Badges>
        <ProgressBar
          label="Questions answered"
          value={organizer.progress.answered}
          max={organizer.progress.total}
          valueText={describeProgress(organizer.progress)}
        />
        <Due $overdue={overdue}>
          Due <time dateTime={organizer.dueDate}>{formatCalendarDate(organizer.dueDate)}</time>
          {organizer.sentBy && <> · sent by {personName(organizer.sentBy)}</>}
          {organizer.engagement && <> · for {organizer.engagement.title}</>}
        </Due>
      </Main>
    </Item>
  );
}
