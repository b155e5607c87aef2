import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DocumentRequestCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Fact, Facts, RecordArticle, recordTitle } from '../../../components/RecordCard';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { categoryLabel, categoryTone, personName, statusLabels } from '../documents';
import { requestStatusLabel, requestStatusTones } from './request-labels';

/** One request on the staff page: who, what, by when, where it stands, and Cancel while it is outstanding. */
export function RequestCard({
  request,
  onCancel,
}: {
  request: DocumentRequestCardFragment;
  onCancel: (request: DocumentRequestCardFragment) => Promise<void>;
}) {
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const outstanding = request.status === 'OPEN' || request.status === 'UPLOADED';
  const cancel = async () => {
    setCancelling(true);
    try {
      await onCancel(request);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Article aria-labelledby={titleId}>
      <h2 id={titleId}>{request.title}</h2>
      <Badges>
        <Badge $tone={requestStatusTones[request.status]}>{requestStatusLabel(request.status, 'staff')}</Badge>
        {request.isOverdue && <Badge $tone="danger">Overdue</Badge>}
        <Badge $tone={categoryTone(request.category)}>{categoryLabel(request.category)}</Badge>
      </Badges>
      <Facts>
        <Fact label="Client">{personName(request.client)}</Fact>
        <Fact label="Due">
          <time dateTime={request.dueDate}>{formatCalendarDate(request.dueDate)}</time>
        </Fact>
        <Fact label="Asked by">
          {personName(request.requestedBy)} on {formatDate(request.createdAt)}
        </Fact>
      </Facts>
      {request.note && <Note>{request.note}</Note>}
      {request.document && (
        <Note>
          Document: {request.document.originalName} ({statusLabels[request.document.status]})
        </Note>
      )}
      {outstanding && (
        <Actions>
          <Button
            $variant="outline"
            $size="sm"
            disabled={cancelling}
            aria-label={`Cancel request: ${request.title}`}
            onClick={() => void cancel()}
          >
            {cancelling ? 'Cancelling…' : 'Cancel request'}
          </Button>
        </Actions>
      )}
    </Article>
  );
}

const Article = styled(RecordArticle)`
  h2 {
    ${recordTitle}
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: auto;
`;
