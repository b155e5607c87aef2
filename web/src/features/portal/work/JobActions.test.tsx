import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { JobCardFragment, RetryJobStageActionMutationVariables } from '../../../graphql/generated';
import { renderPortalAs } from '../portal-test-kit';
import { columnsOf, job, templateStagesAre } from './work-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });

const action = (overrides: Partial<JobCardFragment['actions'][number]>): JobCardFragment['actions'][number] => ({
  __typename: 'JobStageAction',
  id: 'action-1',
  stage: 'WAITING_FOR_CLIENT',
  status: 'DONE',
  error: null,
  settings: { __typename: 'JobActionSettings', kind: 'SEND_ORGANIZER' },
  ...overrides,
});

describe('what a stage did for a job, on its card', () => {
  it('lists the current stage’s actions, a failure with its reason and Try again, which asks the server once', async () => {
    const NOBODY = 'Assign the engagement, or the job, to a staff member: its actions are made in their name';
    let failed = true;
    const card = () =>
      job({
        title: 'ITR12 2027 tax year',
        actions: [
          action({ id: 'action-0', stage: 'PREPARING', settings: { __typename: 'JobActionSettings', kind: 'ADD_TASK' } }),
          action({}),
          action({
            id: 'action-2',
            status: failed ? 'FAILED' : 'DONE',
            error: failed ? NOBODY : null,
            settings: { __typename: 'JobActionSettings', kind: 'NOTIFY_CLIENT' },
          }),
        ],
      });
    const board = columnsOf(() => [card()]);
    const sent: RetryJobStageActionMutationVariables[] = [];
    server.use(
      board.handler,
      templateStagesAre(),
      graphql.mutation<object, RetryJobStageActionMutationVariables>('RetryJobStageAction', ({ variables }) => {
        sent.push(variables);
        failed = false;
        return HttpResponse.json({
          data: { retryJobStageAction: { __typename: 'JobStageAction', id: variables.id, status: 'DONE', error: null } },
        });
      }),
    );
    renderPortalAs(advisor(), '/portal/work');
    const waiting = await screen.findByRole('region', { name: /Waiting for client/ });
    const actions = within(await within(waiting).findByRole('list', { name: 'What this stage did for ITR12 2027 tax year' }));
    // Only this stage's: the task another stage added is not listed.
    expect(actions.getAllByRole('listitem')).toHaveLength(2);
    expect(actions.getByText('✓ Organizer sent')).toBeInTheDocument();
    expect(actions.getByRole('status')).toHaveTextContent(`The client was not notified: ${NOBODY}`);

    await userEvent.click(actions.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ITR12 2027 tax year: the stage’s action is made.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'action-2' }]);
    expect(await actions.findByText('✓ Client notified')).toBeInTheDocument();
  });
});
