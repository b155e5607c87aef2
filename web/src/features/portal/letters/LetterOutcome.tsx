import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fullNameOf } from '@validation/people';
import type { LetterDetailFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { formatDateTime } from '../../../lib/format';
import { media } from '../../../lib/theme';
import { signatureFont } from './signature-font';
import { SignedLetterDownload } from './SignedLetterDownload';

/**
 * Where a letter stands when this viewer has nothing to sign: waiting for the client (staff),
 * signed with its evidence, declined or withdrawn with the reason.
 */
export function LetterOutcome({ letter, justSettled = false }: { letter: LetterDetailFragment; justSettled?: boolean }) {
  return (
    <JustSettled.Provider value={justSettled}>
      <OutcomeOf letter={letter} />
    </JustSettled.Provider>
  );
}

/**
 * True when the letter was signed or declined (or found withdrawn) on this page a moment ago: the
 * form is gone, so its heading takes the focus and comes into view, and a screen reader reads it.
 */
const JustSettled = createContext(false);

function OutcomeOf({ letter }: { letter: LetterDetailFragment }) {
  switch (letter.status) {
    case 'SIGNED':
      return <SignedLetter letter={letter} />;
    case 'DECLINED':
      return (
        <Outcome heading="Declined" $tone="danger">
          <Evidence>
            <Row label="Declined on">{letter.declinedAt && <When at={letter.declinedAt} />}</Row>
            <Row label="Reason">{letter.declineReason}</Row>
          </Evidence>
        </Outcome>
      );
    case 'WITHDRAWN':
      return (
        <Outcome heading="Withdrawn by the firm" $tone="neutral">
          <p>This letter no longer needs a signature.</p>
          <Evidence>
            <Row label="Withdrawn on">{letter.withdrawnAt && <When at={letter.withdrawnAt} />}</Row>
            <Row label="Reason">{letter.withdrawalReason || 'No reason was given.'}</Row>
          </Evidence>
        </Outcome>
      );
    default:
      return (
        <Outcome heading={`Waiting for ${letter.client ? fullNameOf(letter.client) : 'the client'} to sign`} $tone="gold">
          <Evidence>
            <Row label="Opened by the client">{letter.viewedAt ? <When at={letter.viewedAt} /> : 'Not yet'}</Row>
          </Evidence>
        </Outcome>
      );
  }
}

function SignedLetter({ letter }: { letter: LetterDetailFragment }) {
  return (
    <Outcome heading="Signed" $tone="success">
      <Evidence>
        <Row label="Signed by">
          {letter.signerName}
          {letter.signerEmail && <> ({letter.signerEmail})</>}
        </Row>
        <Row label="Signed on">{letter.signedAt && <When at={letter.signedAt} />}</Row>
        <Row label="Signature">
          {letter.signatureKind === 'TYPED' ? (
            <>
              Typed: <TypedSignature>{letter.signatureText}</TypedSignature>
            </>
          ) : (
            'Drawn on the screen'
          )}
        </Row>
        <Row label="Two-step sign-in">{letter.signedWithTwoStep === null ? 'Not recorded' : letter.signedWithTwoStep ? 'Yes' : 'No'}</Row>
        <Row label="Letter’s SHA-256">
          <Hash>{letter.bodySha256}</Hash>
        </Row>
        {letter.signedPdfSha256 && (
          <Row label="Signed PDF’s SHA-256">
            <Hash>{letter.signedPdfSha256}</Hash>
          </Row>
        )}
      </Evidence>
      <Note>
        A fingerprint (SHA-256) changes if a single character of what it was taken of changes: the first is of the letter&rsquo;s text as it
        was sent and signed, the second of the signed PDF.
      </Note>
      <Copy>
        {letter.signedDocument ? (
          <>
            <SignedLetterDownload documentId={letter.signedDocument.id} letterTitle={letter.title} />
            <span>
              Filed in <Link to="/portal/documents">Documents</Link> as {letter.signedDocument.originalName}
            </span>
          </>
        ) : (
          <span>The signed PDF is no longer in Documents.</span>
        )}
      </Copy>
    </Outcome>
  );
}

type Tone = 'success' | 'danger' | 'neutral' | 'gold';

function Outcome({ heading, $tone, children }: { heading: string; $tone: Tone; children: ReactNode }) {
  const justSettled = useContext(JustSettled);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSettled) headingRef.current?.focus();
  }, [justSettled]);
  return (
    <Section aria-labelledby="letter-outcome-heading" $tone={$tone}>
      <h2 id="letter-outcome-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </Section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A moment to the minute, in SAST as the signed PDF writes it. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)} SAST</time>;
}

const edges: Record<Tone, ReturnType<typeof css>> = {
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  danger: css`
    border-left-color: ${({ theme }) => theme.colors.danger};
  `,
  neutral: css`
    border-left-color: ${({ theme }) => theme.colors.subtle};
  `,
  gold: css`
    border-left-color: ${({ theme }) => theme.colors.gold500};
  `,
};

const Section = styled(Card).attrs({ as: 'section' })<{ $tone: Tone }>`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid;
  ${({ $tone }) => edges[$tone]}
  ${media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Evidence = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${media.sm} {
    grid-template-columns: minmax(9rem, max-content) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[5]};
    div {
      display: contents;
    }
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const TypedSignature = styled.span`
  ${signatureFont}
  font-size: 1.5rem;
`;

const Hash = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Copy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy800};
  }
`;
