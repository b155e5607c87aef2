import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatTimeAgo } from '../../../../lib/format';
import { useRecentActivityQuery } from '../../../../graphql/generated';
import { DataState } from '../../../../components/DataState';
import { activitySentence } from './activity-sentence';
import { recentActivityVariables } from './recent-activity-variables';

/** The newest audit-log entries, each as a sentence and how long ago. */
export function RecentActivity() {
  const [now] = useState(() => new Date());
  const { data, loading, error, refetch } = useRecentActivityQuery({ variables: recentActivityVariables });
  const entries = data?.auditLog.nodes ?? [];
  return (
    <DataState
      loading={loading}
      error={error}
      hasData={!!data}
      empty={entries.length === 0}
      loadingText="Loading recent activity…"
      emptyText="No activity recorded yet."
      errorText="We could not load the recent activity."
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Dot aria-hidden="true" />
            <span>{activitySentence(entry)}</span>
            <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
              {formatTimeAgo(entry.createdAt, now)}
            </time>
          </li>
        ))}
      </List>
    </DataState>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    &:last-child {
      border-bottom: 0;
    }
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  time {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  margin-top: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold500};
`;
