import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  ApproveErasureRequestMutation,
  ApproveErasureRequestMutationVariables,
  DeclineErasureRequestMutation,
  DeclineErasureRequestMutationVariables,
  ErasureRequestRowFragment,
  ErasureRequestsQuery,
  ErasureRequestsQueryVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { activityIs, statsFrom } from '../admin-test-kit';
import { submissionsAre } from '../../contact-tracker/contact-test-kit';

const thandi = (overrides: Partial<ErasureRequestRowFragment> = {}): ErasureRequestRowFragment => ({
  __typename: 'ErasureRequest',
  id: 'erasure-1',
  status: 'PENDING',
  reason: 'Moving to another firm',
  decisionReason: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  decidedAt: null,
  client: { __typename: 'User', id: 'user-7', firstName: 'Thandi', lastName: 'Nkosi', email: 'thandi@example.co.za' },
  decidedBy: null,
  ...overrides,
});

/** The server's list, changed by the decisions; records each request's variables. */
function requestsAre(initial: ErasureRequestRowFragment[]) {
  const state = { nodes: initial, asked: [] as ErasureRequestsQueryVariables[] };
  server.use(
    graphql.query<ErasureRequestsQuery, ErasureRequestsQueryVariables>('ErasureRequests', ({ variables }) => {
      state.asked.push(variables);
      const nodes = state.nodes.filter((node) => !variables.filter?.status || node.status === variables.filter.status);
      return HttpResponse.json({
        data: {
          erasureRequests: {
            __typename: 'ErasureRequestConnection',
            totalCount: nodes.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes,
          },
        },
      });
    }),
  );
  return state;
}

async function openPrivacyRequests(path = '/portal/admin') {
  server.use(statsFrom().handler, submissionsAre([]), activityIs([]));
  renderPortalAs(adminUser(), path);
  await userEvent.click(await screen.findByRole('tab', { name: 'Privacy requests' }));
  return within(await screen.findByRole('region', { name: 'Privacy requests' }));
}

describe('the admin panel, Privacy requests', () => {
  it('lists the requests with who asked, when, why and their state; only pending ones can be decided', async () => {
    requestsAre([
      thandi(),
      thandi({
        id: 'erasure-2',
        status: 'DECLINED',
        reason: null,
        decisionReason: 'Return still open',
        decidedAt: '2026-11-22T08:00:00.000Z',
        client: { __typename: 'User', id: 'user-8', firstName: 'Ayesha', lastName: 'Patel', email: 'ayesha@example.co.za' },
        decidedBy: { __typename: 'User', id: 'admin-1', firstName: 'Admin', lastName: 'User' },
      }),
    ]);
    const tab = await openPrivacyRequests();
    const pending = await tab.findByRole('listitem', { name: 'Thandi Nkosi' });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText(/thandi@example\.co\.za · Requested/)).toBeInTheDocument();
    expect(within(pending).getByText('Reason given: Moving to another firm')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: "Approve Thandi Nkosi's request" })).toBeEnabled();
    const declined = tab.getByRole('listitem', { name: 'Ayesha Patel' });
    expect(within(declined).getByText('Declined because: Return still open')).toBeInTheDocument();
    expect(within(declined).getByText(/by Admin User/)).toBeInTheDocument();
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
    expect(tab.getByText('2 requests')).toBeInTheDocument();
  });

  it('opens on this tab from a new request’s notification link', async () => {
    requestsAre([thandi()]);
    server.use(statsFrom().handler, submissionsAre([]), activityIs([]));
    renderPortalAs(adminUser(), '/portal/admin?tab=privacy');
    expect(await screen.findByRole('tab', { name: 'Privacy requests', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Thandi Nkosi' })).toBeInTheDocument();
  });

  it('filters by state', async () => {
    const state = requestsAre([thandi()]);
    const tab = await openPrivacyRequests();
    await tab.findByRole('listitem', { name: 'Thandi Nkosi' });
    await userEvent.selectOptions(tab.getByLabelText('Show'), 'APPROVED');
    expect(await tab.findByText('No requests in this state.')).toBeInTheDocument();
    expect(state.asked.at(-1)).toMatchObject({ filter: { status: 'APPROVED' } });
  });

  it('approves after a confirmation that says what erasure does, and shows the request approved', async () => {
    const state = requestsAre([thandi()]);
    const approved: ApproveErasureRequestMutationVariables[] = [];
    server.use(
      graphql.mutation<ApproveErasureRequestMutation, ApproveErasureRequestMutationVariables>('ApproveErasureRequest', ({ variables }) => {
        approved.push(variables);
        const erased = thandi({
          status: 'APPROVED',
          decidedAt: '2026-11-23T09:00:00.000Z',
          client: { __typename: 'User', id: 'user-7', firstName: 'Erased', lastName: 'client 7f3a', email: 'erased-user-7@erased.invalid' },
        });
        state.nodes = [erased];
        return HttpResponse.json({ data: { approveErasureRequest: erased } });
      }),
    );
    const tab = await openPrivacyRequests();
    await userEvent.click(await tab.findByRole('button', { name: "Approve Thandi Nkosi's request" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve and erase?' }));
    expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(approved).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Approve and erase' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approved).toEqual([{ id: 'erasure-1' }]);
    expect(await screen.findByText("Thandi Nkosi's personal information was erased")).toBeInTheDocument();
    const row = await tab.findByRole('listitem', { name: 'Erased client 7f3a' });
    expect(within(row).getByText('Approved (erased)')).toBeInTheDocument();
  });

  it('needs a reason to decline, sends it, and keeps the dialog and its text when the server refuses', async () => {
    requestsAre([thandi()]);
    const declined: DeclineErasureRequestMutationVariables[] = [];
    let refuse = true;
    server.use(
      graphql.mutation<DeclineErasureRequestMutation, DeclineErasureRequestMutationVariables>('DeclineErasureRequest', ({ variables }) => {
        declined.push(variables);
        if (refuse) return graphqlError('This request has already been decided', { code: 'CONFLICT' });
        return HttpResponse.json({
          data: { declineErasureRequest: thandi({ status: 'DECLINED', decisionReason: variables.input.reason ?? null }) },
        });
      }),
    );
    const tab = await openPrivacyRequests();
    await userEvent.click(await tab.findByRole('button', { name: "Decline Thandi Nkosi's request" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the request' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByText('Reason is required when declining a request')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(declined).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Reason'), 'Your 2026 return is still open.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This request has already been decided');
    expect(dialog.getByLabelText('Reason')).toHaveValue('Your 2026 return is still open.');

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declined.at(-1)).toEqual({ id: 'erasure-1', input: { reason: 'Your 2026 return is still open.' } });
  });
});
