import { useId, useState } from 'react';
import styled from 'styled-components';
import { useDeclaredHolidaysQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { formatDay } from './calendar-dates';
import { ConfirmDialog, type Confirmation } from '../../../components/ConfirmDialog';
import { AdminSection, SectionIntro } from './tax-calendar-layout';
import { useRemoveHolidayConfirmation } from './useRemoveHoliday';

/** The administrators' list of the public holidays the President declared, as entered, each removable. */
export function DeclaredHolidays() {
  const headingId = useId();
  const { data, loading, error, refetch } = useDeclaredHolidaysQuery({ fetchPolicy: 'cache-and-network' });
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const removal = useRemoveHolidayConfirmation();
  const holidays = data?.declaredHolidays;

  return (
    <AdminSection aria-labelledby={headingId}>
      <header>
        <h2 id={headingId} tabIndex={-1}>
          Declared public holidays
        </h2>
      </header>
      <SectionIntro>
        Days the President declared under section 2A of the Public Holidays Act, as entered here. The holidays of Schedule 1, and the
        Mondays after those on a Sunday, are on the calendar without being entered.
      </SectionIntro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!holidays}
        empty={holidays?.length === 0}
        loadingText="Loading declared holidays…"
        emptyText="No public holidays have been declared."
        errorText={listFetchFailed('declared holidays')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List aria-label="Declared public holidays">
          {holidays?.map((holiday) => (
            <li key={holiday.id}>
              <span>
                <time dateTime={holiday.date}>{formatDay(holiday.date)}</time> {holiday.name}
              </span>
              <Button $variant="ghost" $size="sm" onClick={() => setConfirming(removal(holiday, () => document.getElementById(headingId)))}>
                Remove<VisuallyHidden> {holiday.name}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </List>
      </DataState>
      <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} />
    </AdminSection>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  time {
    font-weight: 600;
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;
