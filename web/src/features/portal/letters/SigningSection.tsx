import styled from 'styled-components';
import type { LetterDetailFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { media } from '../../../lib/theme';
import { DeferredSignLetterForm } from './DeferredSignLetterForm';

/**
 * For the client, while the letter waits for them: what signing means, in plain words, and the
 * form (whose code follows the letter onto the screen).
 */
export function SigningSection({ letter, onStale }: { letter: LetterDetailFragment; onStale: () => void }) {
  return (
    <Section aria-labelledby="sign-letter-heading">
      <h2 id="sign-letter-heading">Sign this letter</h2>
      <p>
        Signing here is as good as signing on paper. Under South Africa&rsquo;s Electronic Communications and Transactions Act, 2002, an
        electronic signature has legal force for an agreement that no law requires to be signed by hand, as is the case for this letter.
      </p>
      <p>
        When you sign, we make a signed copy: a PDF with the letter, your signature and the signing evidence (your name and e-mail address,
        the time, your network address and device, whether you signed in with two-step sign-in, and the letter&rsquo;s SHA-256 fingerprint,
        which shows the text was not changed). It is filed in your Documents.
      </p>
      <DeferredSignLetterForm letter={letter} onStale={onStale} />
    </Section>
  );
}

const Section = styled(Card).attrs({ as: 'section' })`
  max-width: 46rem;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.muted};
  }
  > p:last-of-type {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;
