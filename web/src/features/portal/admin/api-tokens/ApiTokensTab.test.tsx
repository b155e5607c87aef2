import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  AdminApiTokenRowFragment,
  AllApiTokensQuery,
  AllApiTokensQueryVariables,
  RevokeApiTokenMutation,
  RevokeApiTokenMutationVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';

const token = (overrides: Partial<AdminApiTokenRowFragment> = {}): AdminApiTokenRowFragment => ({
  __typename: 'ApiToken',
  id: 'token-1',
  name: 'Practice manager sync',
  prefix: 'khanya_pat_a1B2',
  scopes: ['DOCUMENTS_READ', 'TASKS_WRITE'],
  status: 'ACTIVE',
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2027-01-30T08:00:00.000Z',
  lastUsedAt: '2026-11-23T08:00:00.000Z',
  revokedAt: null,
  owner: { __typename: 'User', id: 'advisor-1', name: 'Lerato Mokoena', email: 'advisor@example.com' },
  ...overrides,
});

/** The server's tokens, changed by a revocation; records each request's variables. */
function tokensAre(initial: AdminApiTokenRowFragment[], options: { hasNextPage?: boolean } = {}) {
  const state = { nodes: initial, asked: [] as AllApiTokensQueryVariables[] };
  server.use(
    graphql.query<AllApiTokensQuery, AllApiTokensQueryVariables>('AllApiTokens', ({ variables }) => {
      state.asked.push(variables);
      const matching = state.nodes.filter((node) => !variables.filter?.status || node.status === variables.filter.status);
      return HttpResponse.json({
        data: {
          allApiTokens: {
            __typename: 'ApiTokenConnection',
            totalCount: matching.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: options.hasNextPage ?? false, endCursor: 'cursor-1' },
            nodes: variables.after ? [] : matching,
          },
        },
      });
    }),
  );
  return state;
}

async function openTab() {
  server.use(...quietOverview());
  renderPortalAs(adminUser(), '/portal/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'API tokens' }));
  return within(await screen.findByRole('region', { name: 'API tokens' }));
}

describe('the admin panel, API tokens', () => {
  it("lists everyone's tokens in use with their owner, scopes and dates; filters by state and pages on", async () => {
    const state = tokensAre(
      [token(), token({ id: 'token-2', name: 'Old export', status: 'REVOKED', revokedAt: '2026-11-20T08:00:00.000Z' })],
      {
        hasNextPage: true,
      },
    );
    const tab = await openTab();
    const row = await tab.findByRole('listitem', { name: 'Practice manager sync of Lerato Mokoena (advisor@example.com)' });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/Lerato Mokoena \(advisor@example\.com\)/)).toBeInTheDocument();
    expect(within(row).getByText('khanya_pat_a1B2…')).toBeInTheDocument();
    expect(within(row).getByText(/Created 1 Nov 2026 · Expires 30 Jan 2027/)).toBeInTheDocument();
    expect(within(row).getByText(/Last used 23 Nov 2026, 10:00/)).toBeInTheDocument();
    expect(within(row).getByText('documents:read')).toBeInTheDocument();
    expect(within(row).getByText('tasks:write')).toBeInTheDocument();
    expect(state.asked[0]).toMatchObject({ first: 20, filter: { status: 'ACTIVE' } });
    expect(tab.queryByRole('listitem', { name: /Old export/ })).not.toBeInTheDocument();

    await userEvent.click(tab.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(state.asked.at(-1)).toMatchObject({ after: 'cursor-1' }));
    await userEvent.selectOptions(tab.getByLabelText('Show'), 'REVOKED');
    const revoked = await tab.findByRole('listitem', { name: /Old export/ });
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it("revokes anyone's token after a confirmation, and keeps the dialog with the reason when refused", async () => {
    const state = tokensAre([token()]);
    const asked: RevokeApiTokenMutationVariables[] = [];
    let refuse = true;
    server.use(
      graphql.mutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>('RevokeApiToken', ({ variables }) => {
        asked.push(variables);
        if (refuse) return graphqlError('Not found', { code: 'NOT_FOUND' });
        state.nodes = [];
        return HttpResponse.json({
          data: { revokeApiToken: { __typename: 'ApiToken', id: variables.id, status: 'REVOKED', revokedAt: '2026-11-24T08:00:00.000Z' } },
        });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Revoke Practice manager sync of Lerato Mokoena (advisor@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "Practice manager sync"?' });
    expect(
      within(dialog).getByText(/khanya_pat_a1B2… of Lerato Mokoena \(advisor@example\.com\) stops working at once/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('"Practice manager sync" was revoked')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'token-1' }, { id: 'token-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tab.findByText('No API tokens in this state.')).toBeInTheDocument();
  });
});
