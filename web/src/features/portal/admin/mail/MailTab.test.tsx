import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  MailQueueQuery,
  MailQueueQueryVariables,
  QueuedMailRowFragment,
  RetryMailMutation,
  RetryMailMutationVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview, systemStatus, systemStatusIs } from '../admin-test-kit';

const mail = (overrides: Partial<QueuedMailRowFragment> = {}): QueuedMailRowFragment => ({
  __typename: 'QueuedMail',
  id: 'mail-1',
  recipient: 'enquiries@khanya-advisory.co.za',
  subject: 'New enquiry from Naledi Mokoena',
  status: 'SENT',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: '2026-11-23T08:00:05.000Z',
  createdAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

const failed = mail({
  id: 'mail-2',
  recipient: 'sipho@example.co.za',
  subject: 'Your documents were approved',
  status: 'FAILED',
  attempts: 5,
  sentAt: null,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
});

/** The server's queue, changed by "Send again"; records each request's variables. */
function queueIs(initial: QueuedMailRowFragment[], options: { hasNextPage?: boolean } = {}) {
  const state = { nodes: initial, asked: [] as MailQueueQueryVariables[] };
  server.use(
    graphql.query<MailQueueQuery, MailQueueQueryVariables>('MailQueue', ({ variables }) => {
      state.asked.push(variables);
      const matching = state.nodes.filter((node) => !variables.filter?.status || node.status === variables.filter.status);
      const nodes = variables.after ? [] : matching;
      return HttpResponse.json({
        data: {
          mailQueue: {
            __typename: 'QueuedMailConnection',
            totalCount: matching.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: options.hasNextPage ?? false, endCursor: 'cursor-1' },
            nodes,
          },
        },
      });
    }),
  );
  return state;
}

async function openMailTab(path = '/portal/admin') {
  server.use(...quietOverview());
  renderPortalAs(adminUser(), path);
  await userEvent.click(await screen.findByRole('tab', { name: 'Mail' }));
  return within(await screen.findByRole('region', { name: 'Mail' }));
}

describe('the admin panel, Mail', () => {
  it('lists each e-mail with its state, tries, times and last error; only a failed one can be sent again', async () => {
    queueIs([
      mail(),
      mail({
        id: 'mail-3',
        recipient: 'thandi@example.co.za',
        subject: 'Appointment confirmed',
        status: 'RETRYING',
        attempts: 2,
        sentAt: null,
        nextAttemptAt: '2026-11-23T08:10:00.000Z',
        lastError: 'Greeting never received',
      }),
      failed,
    ]);
    const tab = await openMailTab();
    const sent = await tab.findByRole('listitem', { name: 'New enquiry from Naledi Mokoena to enquiries@khanya-advisory.co.za' });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText(/1 try · Sent 23 Nov 2026, 10:00/)).toBeInTheDocument();
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    const retrying = tab.getByRole('listitem', { name: 'Appointment confirmed to thandi@example.co.za' });
    expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
    expect(within(retrying).getByText(/2 tries · Next try 23 Nov 2026, 10:10/)).toBeInTheDocument();
    expect(within(retrying).getByText('Last error: Greeting never received')).toBeInTheDocument();
    expect(within(retrying).queryByRole('button')).not.toBeInTheDocument();
    const failedRow = tab.getByRole('listitem', { name: 'Your documents were approved to sipho@example.co.za' });
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('Last error: connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(
      within(failedRow).getByRole('button', { name: 'Send again: "Your documents were approved" to sipho@example.co.za' }),
    ).toBeEnabled();
    expect(tab.getByText('3 e-mails')).toBeInTheDocument();
  });

  it('filters by state and pages on', async () => {
    const state = queueIs([mail()], { hasNextPage: true });
    const tab = await openMailTab('/portal/admin?tab=mail');
    await tab.findByRole('listitem', { name: /New enquiry/ });
    await userEvent.click(tab.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(state.asked.at(-1)).toMatchObject({ after: 'cursor-1', first: 20 }));
    await userEvent.selectOptions(tab.getByLabelText('Show'), 'FAILED');
    expect(await tab.findByText('No e-mails in this state.')).toBeInTheDocument();
    expect(state.asked.at(-1)).toMatchObject({ filter: { status: 'FAILED' } });
  });

  it('sends a failed e-mail again and shows it waiting; says so when the server refuses', async () => {
    const state = queueIs([failed]);
    const asked: RetryMailMutationVariables[] = [];
    let refuse = true;
    server.use(
      graphql.mutation<RetryMailMutation, RetryMailMutationVariables>('RetryMail', ({ variables }) => {
        asked.push(variables);
        if (refuse) return graphqlError('Only a failed e-mail can be sent again', { code: 'CONFLICT' });
        const waiting = { ...failed, status: 'WAITING' as const, attempts: 0, nextAttemptAt: '2026-11-23T09:00:00.000Z' };
        state.nodes = [waiting];
        return HttpResponse.json({ data: { retryMail: waiting } });
      }),
    );
    const tab = await openMailTab();
    const button = await tab.findByRole('button', { name: 'Send again: "Your documents were approved" to sipho@example.co.za' });

    await userEvent.click(button);
    expect(await screen.findByText('Only a failed e-mail can be sent again')).toBeInTheDocument();
    expect(within(tab.getByRole('listitem', { name: /Your documents were approved/ })).getByText('Failed')).toBeInTheDocument();

    refuse = false;
    await userEvent.click(button);
    expect(await screen.findByText('"Your documents were approved" to sipho@example.co.za will be sent again now.')).toBeInTheDocument();
    const row = tab.getByRole('listitem', { name: /Your documents were approved/ });
    await waitFor(() => expect(within(row).getByText('Waiting')).toBeInTheDocument());
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toEqual([{ id: 'mail-2' }, { id: 'mail-2' }]);
  });
});

describe('the System tab’s mail queue', () => {
  it('shows the backlog: waiting, retrying, failed and the oldest waiting e-mail’s age', async () => {
    server.use(
      ...quietOverview(),
      systemStatusIs(
        systemStatus({
          mailQueue: { __typename: 'MailQueueStats', waiting: 2, sending: 1, retrying: 4, failed: 1, oldestWaitingAgeSeconds: 780 },
        }),
      ),
    );
    renderPortalAs(adminUser(), '/portal/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'System' }));
    const card = await screen.findByRole('region', { name: 'Mail Queue' });
    expect(card).toHaveTextContent('1 failed');
    expect(card).toHaveTextContent('Waiting3');
    expect(card).toHaveTextContent('Retrying4');
    expect(card).toHaveTextContent('Oldest waiting13 minutes');
  });
});
