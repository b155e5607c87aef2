import { useState } from 'react';
import styled from 'styled-components';
import { useRetryJobStageActionMutation, type JobActionKind, type JobCardFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';

/** What a done action says on the card, in the past tense. */
const doneWords: Record<JobActionKind, string> = {
  SEND_ORGANIZER: 'Organizer sent',
  REQUEST_DOCUMENTS: 'Documents asked for',
  SEND_LETTER: 'Engagement letter sent',
  NOTIFY_CLIENT: 'Client notified',
  POST_MESSAGE: 'Message posted to the client',
  ADD_TASK: 'Task added',
  ASSIGN: 'Assigned',
};

/** What a failed action was trying to do. */
const failedWords: Record<JobActionKind, string> = {
  SEND_ORGANIZER: 'The organizer was not sent',
  REQUEST_DOCUMENTS: 'The documents were not asked for',
  SEND_LETTER: 'The engagement letter was not sent',
  NOTIFY_CLIENT: 'The client was not notified',
  POST_MESSAGE: 'The message was not posted',
  ADD_TASK: 'The task was not added',
  ASSIGN: 'The job was not assigned',
};

/**
 * What the job's current stage did for it when it entered it (docs/jobs.md#stages-that-act): each
 * action done, being made, or failed with the reason and Try again. Nothing when the stage does
 * nothing.
 */
export function JobActions({ job }: { job: Pick<JobCardFragment, 'id' | 'title' | 'stage' | 'actions'> }) {
  const [retry] = useRetryJobStageActionMutation({ refetchQueries: ['JobColumn', 'JobList'], awaitRefetchQueries: true });
  const [trying, setTrying] = useState<string | null>(null);
  const actions = job.actions.filter((action) => action.stage === job.stage);
  if (actions.length === 0) return null;

  const tryAgain = async (id: string) => {
    setTrying(id);
    try {
      const { data } = await retry({ variables: { id } });
      const outcome = data?.retryJobStageAction;
      if (outcome?.status === 'FAILED') {
        toast({ title: 'It failed again', description: outcome.error ?? 'Please try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Done', description: `${job.title}: the stage’s action is made.`, variant: 'success' });
      }
    } catch (error) {
      toast({
        title: 'Not tried again',
        description: formFailureMessage(error, 'Please try again.') ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setTrying(null);
    }
  };

  return (
    <List aria-label={`What this stage did for ${job.title}`}>
      {actions.map((action) => (
        <li key={action.id} data-status={action.status}>
          {action.status === 'FAILED' ? (
            <>
              <span role="status">
                <strong>{failedWords[action.settings.kind]}:</strong> {action.error}
              </span>
              <Button $variant="outline" $size="sm" disabled={trying === action.id} onClick={() => void tryAgain(action.id)}>
                {trying === action.id ? 'Trying…' : 'Try again'}
              </Button>
            </>
          ) : (
            <span>{action.status === 'DONE' ? `✓ ${doneWords[action.settings.kind]}` : `${doneWords[action.settings.kind]}…`}</span>
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li[data-status='FAILED'] {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    justify-items: start;
    color: ${({ theme }) => theme.colors.danger};
  }
  li[data-status='DONE'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
