import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { DeclaredHolidayFieldsFragment, PublicHolidayRowFragment, TaxDeadlineRowFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Card';
import { intentHandlers } from '../../../components/intent-handlers';
import { media } from '../../../lib/theme';
import { formatDay, formatDayInYear } from './calendar-dates';
import { changeButtonId } from './calendar-rows';
import { prefetchChangeDueDateDialog } from './deferred-dialogs';

/** What an administrator can do from a deadline's row; absent for everyone else. */
export interface DeadlineActions {
  onChangeDueDate: (deadline: TaxDeadlineRowFragment) => void;
  onUndoExtension: (deadline: TaxDeadlineRowFragment) => void;
}

/**
 * A deadline: the day it is due, what is due, and why it is not on the day the law names: the
 * business-day rule's note ("Moved from Sun 7 Mar: 7 Mar 2027 is a Sunday"), or SARS's extension
 * with its reason and the rule's own day.
 */
export function DeadlineRow({ deadline, today, actions }: { deadline: TaxDeadlineRowFragment; today: string; actions?: DeadlineActions }) {
  const titleId = useId();
  const past = deadline.due < today;
  return (
    <Row aria-labelledby={titleId} $past={past}>
      <When date={deadline.due} past={past} />
      <What>
        <Title>
          <h3 id={titleId}>{deadline.label}</h3>
          {deadline.due === today && <Badge $tone="warning">Due today</Badge>}
        </Title>
        {deadline.overrideReason ? (
          <Extension>
            <p>
              <Badge $tone="gold">Extended by SARS</Badge> {deadline.overrideReason}
            </p>
            <Muted>The rule&rsquo;s date: {formatDay(deadline.computed)}.</Muted>
          </Extension>
        ) : (
          deadline.movedBecause && (
            <Muted>
              Moved from {formatDayInYear(deadline.named)}: {deadline.movedBecause}
            </Muted>
          )
        )}
      </What>
      {actions && (
        <Actions>
          <Button
            id={changeButtonId(deadline.periodKey)}
            $variant="outline"
            $size="sm"
            onClick={() => actions.onChangeDueDate(deadline)}
            {...intentHandlers(prefetchChangeDueDateDialog)}
          >
            Change due date<VisuallyHidden> of {deadline.label}</VisuallyHidden>
          </Button>
          {deadline.overrideReason && (
            <Button $variant="ghost" $size="sm" onClick={() => actions.onUndoExtension(deadline)}>
              Undo extension<VisuallyHidden> of {deadline.label}</VisuallyHidden>
            </Button>
          )}
        </Actions>
      )}
    </Row>
  );
}

/** A public holiday between the deadlines; a declared one an administrator may remove. */
export function HolidayRow({
  holiday,
  today,
  declared,
  onRemove,
}: {
  holiday: PublicHolidayRowFragment;
  today: string;
  /** The administrators' entry it comes from, when it is a declared holiday and the viewer may remove it. */
  declared?: DeclaredHolidayFieldsFragment;
  onRemove?: (holiday: DeclaredHolidayFieldsFragment) => void;
}) {
  const titleId = useId();
  const past = holiday.date < today;
  return (
    <Row aria-labelledby={titleId} $past={past} $holiday>
      <When date={holiday.date} past={past} />
      <What>
        <Title>
          <h3 id={titleId}>{holiday.name}</h3>
          <Badge $tone="teal">Public holiday</Badge>
          {holiday.reason === 'DECLARED' && <Badge $tone="purple">Declared</Badge>}
          {holiday.date === today && <Badge $tone="warning">Today</Badge>}
        </Title>
      </What>
      {declared && onRemove && (
        <Actions>
          <Button $variant="ghost" $size="sm" onClick={() => onRemove(declared)}>
            Remove<VisuallyHidden> {declared.name}</VisuallyHidden>
          </Button>
        </Actions>
      )}
    </Row>
  );
}

/** Where today falls among the month's rows. */
export function TodayMarker({ today }: { today: string }) {
  return (
    <Marker>
      <strong>Today</strong> <time dateTime={today}>{formatDay(today)}</time>
    </Marker>
  );
}

function When({ date, past }: { date: string; past: boolean }) {
  return (
    <Day>
      <time dateTime={date}>{formatDay(date)}</time>
      {past && <VisuallyHidden> (passed)</VisuallyHidden>}
    </Day>
  );
}

const Row = styled.article<{ $past: boolean; $holiday?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme, $past }) => ($past ? theme.colors.muted : theme.colors.ink)};
  ${({ $holiday, theme }) =>
    $holiday &&
    css`
      background: ${theme.colors.canvas};
    `}
  ${media.md} {
    grid-template-columns: 10.5rem minmax(0, 1fr) auto;
    align-items: start;
  }
`;

const Day = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${media.md} {
    padding-top: 0.125rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const What = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: inherit;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Extension = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  ${media.md} {
    justify-content: flex-end;
    margin-top: 0;
  }
`;

const Marker = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gold600};
  background: ${({ theme }) => theme.colors.gold100};
  border-left: 4px solid ${({ theme }) => theme.colors.gold500};
  strong {
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;
