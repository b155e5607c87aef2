import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  ApiTokenRowFragment,
  CreateApiTokenMutation,
  CreateApiTokenMutationVariables,
  MySessionsQuery,
  MyApiTokensQuery,
  RevokeApiTokenMutation,
  RevokeApiTokenMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';

const SECRET = 'khanya_pat_Q7wErTy9uIoP1aSdFgHjKlZxCvBnM0123456789A';

const token = (overrides: Partial<ApiTokenRowFragment> = {}): ApiTokenRowFragment => ({
  __typename: 'ApiToken',
  id: 'token-1',
  name: 'Practice manager sync',
  prefix: 'khanya_pat_a1B2',
  scopes: ['DOCUMENTS_READ', 'TASKS_WRITE'],
  status: 'ACTIVE',
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2027-01-30T08:00:00.000Z',
  lastUsedAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

/** The person's tokens as the server holds them; each test changes them as it goes. */
function tokensAre(initial: ApiTokenRowFragment[]) {
  const state = { tokens: initial };
  server.use(
    graphql.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: [] } })),
    graphql.query<MyApiTokensQuery>('MyApiTokens', () => HttpResponse.json({ data: { apiTokens: state.tokens } })),
  );
  return state;
}

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', roleNames: ['ADVISOR'] });

async function openSecurity(user = advisor()) {
  renderPortalAs(user, '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
}

const section = async () => within(await screen.findByRole('region', { name: 'API tokens' }));
const form = () => screen.getByRole('form', { name: 'Create token' });

async function fillForm(name: string, scopes: string[]) {
  await userEvent.click((await section()).getByRole('button', { name: 'Create token' }));
  await userEvent.type(within(form()).getByLabelText('Name'), name);
  for (const scope of scopes) await userEvent.click(within(form()).getByRole('checkbox', { name: new RegExp(`^${scope}`) }));
}

describe('the profile page, Security, API tokens', () => {
  it('is not there for a client', async () => {
    server.use(graphql.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: [] } })));
    await openSecurity(sessionUser());
    expect(await screen.findByRole('heading', { name: 'Where you are signed in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('lists each token with its start, scopes, creation, expiry and last use', async () => {
    tokensAre([
      token(),
      token({ id: 'token-2', name: 'Old export', status: 'EXPIRED', lastUsedAt: null, expiresAt: '2026-11-10T08:00:00.000Z' }),
    ]);
    await openSecurity();
    const list = within(await (await section()).findByRole('list', { name: 'API tokens' }));
    const sync = list.getByRole('listitem', { name: 'Practice manager sync' });
    expect(within(sync).getByText('khanya_pat_a1B2…')).toBeInTheDocument();
    expect(within(sync).getByText('documents:read')).toBeInTheDocument();
    expect(within(sync).getByText('tasks:write')).toBeInTheDocument();
    expect(within(sync).getByText(/Created 1 Nov 2026 · Expires 30 Jan 2027 · Last used 23 Nov 2026, 10:00/)).toBeInTheDocument();
    const old = list.getByRole('listitem', { name: 'Old export' });
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText(/Expired 10 Nov 2026 · Never used/)).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with Copy', async () => {
    const state = tokensAre([]);
    const sent: CreateApiTokenMutationVariables[] = [];
    server.use(
      graphql.mutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>('CreateApiToken', ({ variables }) => {
        sent.push(variables);
        const created = token({ id: 'token-9', name: 'Nightly export', scopes: ['DOCUMENTS_READ', 'USERS_READ'], lastUsedAt: null });
        state.tokens = [created];
        return HttpResponse.json({ data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: created } } });
      }),
    );
    const user = userEvent.setup();
    await openSecurity();
    await fillForm('Nightly export', ['documents:read', 'users:read']);
    await user.click(within(form()).getByLabelText('1 year'));
    await user.click(within(form()).getByRole('button', { name: 'Create token' }));

    const shown = within(await screen.findByRole('region', { name: 'Your new token "Nightly export"' }));
    expect(shown.getByText(SECRET)).toBeInTheDocument();
    expect(shown.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Nightly export', scopes: ['DOCUMENTS_READ', 'USERS_READ'], expiresInDays: 365 } }]);
    // userEvent.setup() gives the page a clipboard of its own.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Token copied')).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await (await section()).findByRole('listitem', { name: 'Nightly export' })).toBeInTheDocument();
  });

  it('sends a chosen day as days from today', async () => {
    tokensAre([]);
    const sent: CreateApiTokenMutationVariables[] = [];
    server.use(
      graphql.mutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>('CreateApiToken', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: token() } } });
      }),
    );
    await openSecurity();
    await fillForm('Quarter end', ['tasks:read']);
    await userEvent.click(within(form()).getByLabelText('On a day I choose'));
    const tenDays = todayInSouthAfrica(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    await userEvent.type(within(form()).getByLabelText('Expires on'), tenDays);
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(sent).toEqual([{ input: { name: 'Quarter end', scopes: ['TASKS_READ'], expiresInDays: 10 } }]));
  });

  it('checks the form in the browser: scopes, and a day within a year; nothing is sent', async () => {
    tokensAre([]);
    let sent = false;
    server.use(
      graphql.mutation('CreateApiToken', () => {
        sent = true;
        return graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' });
      }),
    );
    await openSecurity();
    await fillForm('No scopes', []);
    await userEvent.click(within(form()).getByLabelText('On a day I choose'));
    const tooFar = todayInSouthAfrica(new Date(Date.now() + 400 * 24 * 60 * 60 * 1000));
    await userEvent.type(within(form()).getByLabelText('Expires on'), tooFar);
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    expect(await within(form()).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Expires on')).toHaveAccessibleDescription('An API token lasts at most 365 days');
    expect(sent).toBe(false);
  });

  it("keeps what was filled in on the server's refusal, each message by its field", async () => {
    tokensAre([token()]);
    const taken = 'You already have a token named "Practice manager sync": choose another name';
    let answer = () => graphqlError(taken, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'name', message: taken }] });
    server.use(graphql.mutation('CreateApiToken', () => answer()));
    await openSecurity();
    await fillForm('Practice manager sync', ['documents:read']);
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveAccessibleDescription(taken));
    expect(within(form()).getByLabelText('Name')).toHaveValue('Practice manager sync');
    expect(within(form()).getByRole('checkbox', { name: /^documents:read/ })).toBeChecked();
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);

    answer = () => graphqlError("Only the firm's staff can make API tokens.", { code: 'FORBIDDEN' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Create token' }));
    expect(await within(form()).findByText("Only the firm's staff can make API tokens.")).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Practice manager sync');
  });

  it('revokes a token after a confirmation and takes it off the list', async () => {
    const state = tokensAre([token()]);
    const asked: RevokeApiTokenMutationVariables[] = [];
    server.use(
      graphql.mutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>('RevokeApiToken', ({ variables }) => {
        asked.push(variables);
        state.tokens = [];
        return HttpResponse.json({
          data: { revokeApiToken: { __typename: 'ApiToken', id: variables.id, status: 'REVOKED', revokedAt: '2026-11-24T08:00:00.000Z' } },
        });
      }),
    );
    await openSecurity();
    await userEvent.click(await (await section()).findByRole('button', { name: 'Revoke Practice manager sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "Practice manager sync"?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('"Practice manager sync" was revoked')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'token-1' }]);
    expect(await (await section()).findByText('No API tokens yet.')).toBeInTheDocument();
  });
});
