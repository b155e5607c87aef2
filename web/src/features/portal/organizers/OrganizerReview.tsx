import { useState } from 'react';
import styled from 'styled-components';
import { reopenOrganizerSchema } from '@validation/organizers';
import { useReopenOrganizerMutation, type OrganizerDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FieldMessage, TextAreaField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { CancelOrganizerDialog } from './CancelOrganizerDialog';
import { isOrganizerOpen } from './organizer-open';
import { forgetOrganizerLists } from './organizer-lists';
import { OrganizerAnswers } from './OrganizerAnswers';
import { errorsByField } from './review-errors';

/**
 * Staff's view of an organizer (docs/product.md#organizers): the answers beside the files, the PDF
 * for the working papers, and, once submitted, "Reopen for changes": a note on each question the
 * client should look at again, and a message; the client sees which questions and why. Cancelling
 * is for one still waiting for the client.
 */
export function OrganizerReview({ organizer }: { organizer: OrganizerDetailFragment }) {
  const [reviewing, setReviewing] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [reopenOrganizer, { loading }] = useReopenOrganizerMutation();
  const noted = Object.entries(notes).filter(([, note]) => note.trim() !== '');

  async function reopen() {
    setFailure(null);
    const input = { message, notes: noted.map(([questionKey, note]) => ({ questionKey, note })) };
    const parsed = reopenOrganizerSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        errorsByField(
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          noted,
        ),
      );
      return;
    }
    setErrors({});
    try {
      await reopenOrganizer({ variables: { id: organizer.id, input: parsed.data }, update: forgetOrganizerLists });
    } catch (error) {
      const named = errorsByField(fieldErrorsOf(error), noted);
      setErrors(named);
      setFailure(
        Object.keys(named).length > 0 ? null : formFailureMessage(error, 'The organizer could not be reopened. Please try again.'),
      );
      return;
    }
    toast({
      title: 'Organizer reopened',
      description: `The client is asked to look again at ${noted.length === 1 ? 'one question' : `${noted.length} questions`}.`,
      variant: 'success',
    });
    setReviewing(false);
    setNotes({});
    setMessage('');
  }

  return (
    <>
      <Actions aria-label="Organizer actions">
        <PdfLink href={`/api/organizers/${organizer.id}/pdf`} download>
          Download answers (PDF)
        </PdfLink>
        {organizer.status === 'SUBMITTED' && !reviewing && (
          <Button type="button" $size="sm" onClick={() => setReviewing(true)}>
            Reopen for changes
          </Button>
        )}
        {isOrganizerOpen(organizer.status) && <CancelOrganizerDialog organizer={organizer} />}
      </Actions>
      {reviewing && (
        <Guide role="note">
          Write a note on each question the client should look at again; leave the others empty. The client sees the notes beside the
          questions, answers again and submits.
        </Guide>
      )}
      <OrganizerAnswers
        organizer={organizer}
        review={reviewing ? { notes, errors, onNote: (key, note) => setNotes((current) => ({ ...current, [key]: note })) } : undefined}
      />
      {reviewing && (
        <Panel as="section" aria-labelledby="reopen-heading">
          <h2 id="reopen-heading">Reopen for the client</h2>
          <TextAreaField
            label="Message to the client (optional)"
            rows={3}
            value={message}
            error={errors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {(errors.notes || failure) && <FieldMessage role="alert">{errors.notes ?? failure}</FieldMessage>}
          <Buttons>
            <Button type="button" $variant="ghost" onClick={() => setReviewing(false)}>
              Stop
            </Button>
            <Button type="button" disabled={loading} onClick={() => void reopen()}>
              {loading
                ? 'Reopening…'
                : noted.length === 0
                  ? 'Reopen'
                  : `Reopen with ${noted.length === 1 ? 'one note' : `${noted.length} notes`}`}
            </Button>
          </Buttons>
        </Panel>
      )}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const PdfLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.navy800};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.navy800};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
`;

const Guide = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold100};
`;

const Panel = styled(Card)`
  max-width: 46rem;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
