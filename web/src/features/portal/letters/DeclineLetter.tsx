import { useState } from 'react';
import styled from 'styled-components';
import type { LetterDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { deferredDialog } from '../../../components/deferred-dialog';
import { intentHandlers } from '../../../components/intent-handlers';

// Few decline: the dialog's code (Radix's dialog and its form) comes when someone means to press Decline.
const { Deferred: DeferredDeclineLetterDialog, prefetch: prefetchDeclineLetterDialog } = deferredDialog(
  () => import('./DeclineLetterDialog').then((module) => module.DeclineLetterDialog),
  (props) => props.open,
);

/** "Decline", beneath the signing form: the client says why, and the firm reads it. */
export function DeclineLetter({ letter }: { letter: Pick<LetterDetailFragment, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <p>Not willing to sign this letter as it stands? Decline it and tell us why: your advisor will be in touch.</p>
      <Button $variant="outline" onClick={() => setOpen(true)} {...intentHandlers(prefetchDeclineLetterDialog)}>
        Decline
      </Button>
      <DeferredDeclineLetterDialog letter={letter} open={open} onClose={() => setOpen(false)} />
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    flex: 1 1 16rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
