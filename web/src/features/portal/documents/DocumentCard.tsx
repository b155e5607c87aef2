import { useId, useState } from 'react';
import styled from 'styled-components';
import { Fact, Facts, RecordArticle, recordTitle, RecordIcon } from '../../../components/RecordCard';
import { formatDate } from '../../../lib/format';
import type { DocumentCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { categoryLabel, categoryTone, personName, statusLabels, statusTones } from './document-labels';
import { formatFileSize } from '../../../lib/file-size';
import { intentHandlers } from '../../../components/intent-handlers';

interface DocumentCardProps {
  document: DocumentCardFragment;
  /** Advisors, admins and superadmins: the owner's name, and Approve and Reject on pending documents. */
  staff: boolean;
  onDownload: (document: DocumentCardFragment) => Promise<void>;
  onApprove: (document: DocumentCardFragment) => Promise<void>;
  onReject: (document: DocumentCardFragment) => void;
  /** Someone is about to press Reject (hover, focus, touch): the dialog's code can be fetched. */
  onRejectIntent?: () => void;
}

/** One document of the grid (docs/product.md#documents). */
export function DocumentCard({ document, staff, onDownload, onApprove, onReject, onRejectIntent }: DocumentCardProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<'download' | 'approve' | null>(null);
  const run = async (action: 'download' | 'approve', work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const reviewable = staff && document.status === 'PENDING';

  return (
    <RecordArticle aria-labelledby={titleId}>
      <Head>
        <RecordIcon $tone="navy" aria-hidden="true">
          <Icon name="file-text" size={22} />
        </RecordIcon>
        <h2 id={titleId}>{document.originalName}</h2>
      </Head>
      <Badges>
        <Badge $tone={statusTones[document.status]}>{statusLabels[document.status]}</Badge>
        <Badge $tone={categoryTone(document.category)}>{categoryLabel(document.category)}</Badge>
      </Badges>
      {staff && <Owner>Client: {personName(document.owner)}</Owner>}
      {document.description && <Description>{document.description}</Description>}
      <Facts>
        <Fact label="Size">{formatFileSize(document.fileSize)}</Fact>
        <Fact label="Uploaded">
          <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
        </Fact>
        <Fact label="Downloads">{document.downloadCount}</Fact>
      </Facts>
      {document.status === 'REJECTED' && document.rejectionReason && (
        <Reason>
          <strong>Reason for rejection:</strong> {document.rejectionReason}
        </Reason>
      )}
      {document.status !== 'PENDING' && document.approvedAt && (
        <Reviewed>
          {document.status === 'APPROVED' ? 'Approved' : 'Rejected'}
          {document.approvedBy ? ` by ${personName(document.approvedBy)}` : ''} on {formatDate(document.approvedAt)}
        </Reviewed>
      )}
      <Actions>
        {reviewable && (
          <Review>
            <Button $size="sm" disabled={busy === 'approve'} onClick={() => void run('approve', () => onApprove(document))}>
              {busy === 'approve' ? 'Approving…' : 'Approve'}
            </Button>
            <Button
              $variant="outline"
              $size="sm"
              onClick={() => onReject(document)}
              {...(onRejectIntent && intentHandlers(onRejectIntent))}
            >
              Reject
            </Button>
          </Review>
        )}
        <Button
          $variant="outline"
          $size="sm"
          $block={reviewable}
          disabled={busy === 'download'}
          onClick={() => void run('download', () => onDownload(document))}
        >
          {busy === 'download' ? 'Preparing…' : 'Download'}
        </Button>
      </Actions>
    </RecordArticle>
  );
}

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    ${recordTitle}
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Owner = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy700};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reviewed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.subtle};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Review = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  align-self: stretch;
`;
