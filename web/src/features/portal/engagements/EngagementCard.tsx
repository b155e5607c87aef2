import { useId } from 'react';
import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { recordTitle, RecordIcon } from '../../../components/RecordCard';
import { formatDate, formatRand } from '../../../app/format';
import type { EngagementCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { engagementStatusLabels, engagementStatusTones, personName } from './engagement-labels';
import { PaymentProgress } from './PaymentProgress';

interface EngagementCardProps {
  engagement: EngagementCardFragment;
  /** Advisors, admins and superadmins also see whose engagement it is. */
  staff: boolean;
}

/** One engagement of the grid (SPEC.md §2, Engagements): what, when, for how much, how far paid. */
export function EngagementCard({ engagement, staff }: EngagementCardProps) {
  const titleId = useId();
  const { taskCounts } = engagement;
  return (
    <Article aria-labelledby={titleId}>
      <Head>
        <RecordIcon $tone="gold" aria-hidden="true">
          <Icon name="briefcase" size={22} />
        </RecordIcon>
        <div>
          <h2 id={titleId}>{engagement.title}</h2>
          {engagement.service && <Service>{engagement.service.name}</Service>}
        </div>
      </Head>
      <div>
        <Badge $tone={engagementStatusTones[engagement.status]}>{engagementStatusLabels[engagement.status]}</Badge>
      </div>
      {engagement.description && <Description>{engagement.description}</Description>}
      <People>
        {staff && <p>Client: {personName(engagement.client) ?? 'Unknown'}</p>}
        <p>Advisor: {personName(engagement.advisor) ?? 'Not assigned'}</p>
      </People>
      <Facts>
        <div>
          <dt>Start date</dt>
          <dd>
            <time dateTime={engagement.startDate}>{formatDate(engagement.startDate)}</time>
          </dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>{engagement.dueDate ? <time dateTime={engagement.dueDate}>{formatDate(engagement.dueDate)}</time> : 'Not set'}</dd>
        </div>
        {taskCounts.total > 0 && (
          <div>
            <dt>Tasks</dt>
            <dd>
              {taskCounts.completed} of {taskCounts.total} completed
            </dd>
          </div>
        )}
      </Facts>
      <Money>
        <Facts>
          <div>
            <dt>Total</dt>
            <dd>{engagement.totalAmount === null ? 'Not set' : formatRand(engagement.totalAmount)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            {/* Null only on an engagement reached through a task alone; this list holds none such. */}
            <dd>{formatRand(engagement.paidAmount ?? 0)}</dd>
          </div>
        </Facts>
        {engagement.paymentProgress !== null && <PaymentProgress percent={engagement.paymentProgress} />}
      </Money>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    ${recordTitle}
  }
`;

const Service = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const People = styled.div`
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
`;

const Money = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
