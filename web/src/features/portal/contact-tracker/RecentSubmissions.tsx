import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { formatDate } from '../../../lib/format';
import { useContactSubmissionsQuery } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { serviceWithSpaces } from './service-label';
import { SubmissionTypeBadge } from './SubmissionTypeBadge';
import { RECENT_SUBMISSIONS, recentSubmissionsVariables } from './contact-submissions-variables';

/**
 * The 5 newest submissions: name, e-mail, service, date and a type badge
 * (docs/product.md#portal-shell-and-dashboard).
 */
export function RecentSubmissions() {
  const { data, loading, error, refetch } = useContactSubmissionsQuery({ variables: recentSubmissionsVariables });
  // The cache may hold a longer list of the same query (the tracker's pages); show only the newest.
  const submissions = data?.contactSubmissions.nodes.slice(0, RECENT_SUBMISSIONS) ?? [];
  return (
    <DataState
      loading={loading}
      error={error}
      hasData={!!data}
      empty={submissions.length === 0}
      loadingText="Loading recent submissions…"
      emptyText="No contact submissions yet."
      errorText="We could not load the recent submissions."
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <List>
        {submissions.map((submission) => (
          <Item key={submission.id}>
            <Who>
              <strong>{fullNameOf(submission)}</strong>
              <span>{submission.email}</span>
            </Who>
            <What>
              <Service>{serviceWithSpaces(submission.service)}</Service>
              <time dateTime={submission.createdAt}>{formatDate(submission.createdAt)}</time>
              <SubmissionTypeBadge type={submission.type} />
            </What>
          </Item>
        ))}
      </List>
    </DataState>
  );
}

// Laid out by the width of its card, not of the window: the list sits in a full-width card on
// the dashboard and in a narrower column on the admin Overview.
const List = styled.ul`
  container-type: inline-size;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  @container (min-width: 640px) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const What = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Service = styled.span`
  text-transform: capitalize;
  color: ${({ theme }) => theme.colors.ink};
`;
