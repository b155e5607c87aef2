import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LetterRowFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Fact, Facts, RecordArticle, recordTitle } from '../../../components/RecordCard';
import { formatDate } from '../../../lib/format';
import { isLetterWaiting, letterStatusLabels, letterStatusTones } from './letter-labels';
import { LetterLink } from './LetterLink';
import { SignedLetterDownload } from './SignedLetterDownload';

/**
 * One of the client's letters: what it is for, where it stands, and the way to it: "Read and sign"
 * while it waits for them, "View" after; a signed one offers its signed PDF, which is also filed
 * in their documents.
 */
export function ClientLetterCard({ letter }: { letter: LetterRowFragment }) {
  const titleId = useId();
  const waiting = isLetterWaiting(letter.status);
  return (
    <RecordArticle aria-labelledby={titleId}>
      <Title id={titleId}>{letter.title}</Title>
      <div>
        <Badge $tone={letterStatusTones[letter.status]}>{letterStatusLabels[letter.status]}</Badge>
      </div>
      <Facts>
        <Fact label="Engagement">{letter.engagement?.title ?? 'Not shown'}</Fact>
        <Fact label="Sent">
          <time dateTime={letter.sentAt}>{formatDate(letter.sentAt)}</time>
        </Fact>
        {letter.signedAt && (
          <Fact label="Signed">
            <time dateTime={letter.signedAt}>{formatDate(letter.signedAt)}</time>
          </Fact>
        )}
        {letter.declinedAt && (
          <Fact label="Declined">
            <time dateTime={letter.declinedAt}>{formatDate(letter.declinedAt)}</time>
          </Fact>
        )}
        {letter.withdrawnAt && (
          <Fact label="Withdrawn">
            <time dateTime={letter.withdrawnAt}>{formatDate(letter.withdrawnAt)}</time>
          </Fact>
        )}
      </Facts>
      {letter.status === 'WITHDRAWN' && <Note>The firm withdrew this letter: it no longer needs your signature.</Note>}
      {letter.signedDocument && (
        <Note>
          The signed copy is filed in <Link to="/portal/documents">Documents</Link> as {letter.signedDocument.originalName}.
        </Note>
      )}
      <Actions>
        {letter.signedDocument && <SignedLetterDownload documentId={letter.signedDocument.id} letterTitle={letter.title} />}
        <LetterLink id={letter.id} title={letter.title} label={waiting ? 'Read and sign' : 'View'} primary={waiting} />
      </Actions>
    </RecordArticle>
  );
}

const Title = styled.h2`
  ${recordTitle}
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;
