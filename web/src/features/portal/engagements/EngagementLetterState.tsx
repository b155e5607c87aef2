import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { EngagementCardFragment } from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';
import { SignedLetterDownload, isLetterWaiting } from '../letters';
import { DeferredSendLetterDialog } from './DeferredSendLetterDialog';

interface EngagementLetterStateProps {
  engagement: EngagementCardFragment;
  /** Staff follow the letter and may send one; the client is asked to read and sign it. */
  staff: boolean;
}

/**
 * Where the engagement's letter stands (docs/product.md#engagement-letters): one waiting for the
 * client's signature (a link to it), or the signed one (its PDF). Staff may send a letter while
 * none waits, as the API allows one waiting letter per engagement and none for a cancelled one.
 */
export function EngagementLetterState({ engagement, staff }: EngagementLetterStateProps) {
  // Engagement.letters comes newest first.
  const waiting = engagement.letters.find((letter) => isLetterWaiting(letter.status));
  const signed = engagement.letters.find((letter) => letter.status === 'SIGNED');
  const canSend = staff && !waiting && engagement.status !== 'CANCELLED';
  if (!waiting && !signed && !canSend) return null;

  return (
    <Section aria-label="Engagement letter">
      {waiting && (
        <p>
          {staff ? (
            <>
              Letter waiting for signature · <Link to={`/portal/letters/${waiting.id}`}>Open the letter</Link>
            </>
          ) : (
            <Link to={`/portal/letters/${waiting.id}`}>Read and sign the engagement letter</Link>
          )}
        </p>
      )}
      {!waiting && signed && (
        <Signed>
          <p>
            Letter signed
            {signed.signedAt && (
              <>
                {' '}
                on <time dateTime={signed.signedAt}>{formatDate(signed.signedAt)}</time>
              </>
            )}
          </p>
          {signed.signedDocument && <SignedLetterDownload documentId={signed.signedDocument.id} letterTitle={engagement.title} />}
        </Signed>
      )}
      {canSend && <DeferredSendLetterDialog engagement={engagement} />}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy700};
    overflow-wrap: anywhere;
  }
`;

const Signed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;
