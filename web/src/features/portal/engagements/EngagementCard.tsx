import { useId } from 'react';
import styled from 'styled-components';
import { Fact, Facts, RecordArticle, recordTitle, RecordIcon } from '../../../components/RecordCard';
import { formatDate, formatRand } from '../../../lib/format';
import type { EngagementCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { backgroundPart } from '../../../components/background-part';
import { intentHandlers } from '../../../components/intent-handlers';
import { engagementStatusLabels, engagementStatusTones, personName } from './engagement-labels';
import { PaymentProgress } from './PaymentProgress';
import { EngagementLetterState } from './EngagementLetterState';
import { EngagementOrganizers } from './EngagementOrganizers';
import { prefetchEngagementDialog } from './DeferredEngagementDialog';

// A billing plan's section (its amounts, invoice links and staff's End) comes after the first
// screen, and only for an engagement that has one: most cards have none.
const EngagementBillingPlans = backgroundPart(() => import('./EngagementBillingPlans').then((module) => module.EngagementBillingPlans));

interface EngagementCardProps {
  engagement: EngagementCardFragment;
  /** Advisors, admins and superadmins also see whose engagement it is. */
  staff: boolean;
  /** Opens the engagement's form; absent when the viewer may not edit it. */
  onEdit?: () => void;
}

/**
 * One engagement of the grid (docs/product.md#engagements): what, when, for how much, how far
 * paid, its engagement letter, the billing plan its signed letter started and its organizers; for
 * staff who may, Edit.
 */
export function EngagementCard({ engagement, staff, onEdit }: EngagementCardProps) {
  const titleId = useId();
  const { taskCounts } = engagement;
  return (
    <RecordArticle aria-labelledby={titleId}>
      <Head>
        <RecordIcon $tone="gold" aria-hidden="true">
          <Icon name="briefcase" size={22} />
        </RecordIcon>
        <div>
          <h2 id={titleId}>{engagement.title}</h2>
          {engagement.service && <Service>{engagement.service.name}</Service>}
        </div>
      </Head>
      <StatusRow>
        <Badge $tone={engagementStatusTones[engagement.status]}>{engagementStatusLabels[engagement.status]}</Badge>
        {onEdit && (
          <Button
            $variant="outline"
            $size="sm"
            aria-label={`Edit: ${engagement.title}`}
            onClick={onEdit}
            {...intentHandlers(prefetchEngagementDialog)}
          >
            Edit
          </Button>
        )}
      </StatusRow>
      {engagement.description && <Description>{engagement.description}</Description>}
      <People>
        {staff && <p>Client: {personName(engagement.client) ?? 'Unknown'}</p>}
        <p>Advisor: {personName(engagement.advisor) ?? 'Not assigned'}</p>
      </People>
      <Facts>
        <Fact label="Start date">
          <time dateTime={engagement.startDate}>{formatDate(engagement.startDate)}</time>
        </Fact>
        <Fact label="Due date">
          {engagement.dueDate ? <time dateTime={engagement.dueDate}>{formatDate(engagement.dueDate)}</time> : 'Not set'}
        </Fact>
        {taskCounts.total > 0 && (
          <Fact label="Tasks">
            {taskCounts.completed} of {taskCounts.total} completed
          </Fact>
        )}
      </Facts>
      <EngagementLetterState engagement={engagement} staff={staff} />
      {engagement.billingPlans.length > 0 && (
        <EngagementBillingPlans engagementTitle={engagement.title} plans={engagement.billingPlans} staff={staff} />
      )}
      <EngagementOrganizers engagement={engagement} staff={staff} />
      <Money>
        <Facts>
          <Fact label="Total">{engagement.totalAmount === null ? 'Not set' : formatRand(engagement.totalAmount)}</Fact>
          {/* Null only on an engagement reached through a task alone; this list holds none such. */}
          <Fact label="Paid">{formatRand(engagement.paidAmount ?? 0)}</Fact>
        </Facts>
        {engagement.paymentProgress !== null && <PaymentProgress percent={engagement.paymentProgress} />}
      </Money>
    </RecordArticle>
  );
}

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    ${recordTitle}
  }
`;

/** The status, and Edit across from it: the title above keeps the card's whole width. */
const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
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

const Money = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
