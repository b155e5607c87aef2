import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderWithApollo } from '../../../test/render-portal';
import type {
  InvitationQuery,
  InvitationQueryVariables,
  SetPasswordWithInvitationMutation,
  SetPasswordWithInvitationMutationVariables,
} from '../../../graphql/generated';
import { gate, graphqlError } from '../portal-test-kit';
import { PortalRoutes } from '../PortalApp';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const INVALID_LINK = 'This link has expired or has already been used. Ask the firm to send a new invitation.';

const invitationFor = (firstName = 'Naledi') =>
  graphql.query<InvitationQuery, InvitationQueryVariables>('Invitation', () =>
    HttpResponse.json({
      data: {
        invitation: { __typename: 'InvitationPreview', email: 'naledi@example.com', firstName, expiresAt: '2026-11-25T10:00:00.000Z' },
      },
    }),
  );

/** Rendered as PortalApp mounts it, with no Me handler: the page must not check the session. */
function renderSetPassword(search = `?token=${TOKEN}`) {
  return renderWithApollo(<PortalRoutes />, { path: `/portal/set-password${search}`, route: '/portal/*', landing: '/login' });
}

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('the set-password page', () => {
  it('checks the invitation without a session and greets the invited person', async () => {
    const answer = gate();
    let asked: InvitationQueryVariables | undefined;
    server.use(
      graphql.query<InvitationQuery, InvitationQueryVariables>('Invitation', async ({ variables }) => {
        asked = variables;
        await answer.opened;
        return HttpResponse.json({
          data: {
            invitation: {
              __typename: 'InvitationPreview',
              email: 'naledi@example.com',
              firstName: 'Naledi',
              expiresAt: '2026-11-25T10:00:00.000Z',
            },
          },
        });
      }),
    );
    renderSetPassword();
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Naledi' })).toBeInTheDocument();
    expect(screen.getByText('naledi@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 10 characters, with letters and numbers.');
    expect(asked).toEqual({ token: TOKEN });
  });

  it('explains an expired or used link and points to the sign-in page', async () => {
    server.use(
      graphql.query('Invitation', () =>
        graphqlError(INVALID_LINK, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'token', message: INVALID_LINK }] }),
      ),
    );
    renderSetPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    renderSetPassword('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
  });

  it('refuses a confirmation that does not match, and a weak password, and sends nothing', async () => {
    let sent = false;
    server.use(
      invitationFor(),
      graphql.mutation('SetPasswordWithInvitation', () => {
        sent = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderSetPassword();
    await choose('Khanya2026!', 'Khanya2027!');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'short1');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('sets the password, says so and goes to /login', async () => {
    const answer = gate();
    let sent: SetPasswordWithInvitationMutationVariables | undefined;
    server.use(
      invitationFor(),
      graphql.mutation<SetPasswordWithInvitationMutation, SetPasswordWithInvitationMutationVariables>(
        'SetPasswordWithInvitation',
        async ({ variables }) => {
          sent = variables;
          await answer.opened;
          return HttpResponse.json({
            data: { setPasswordWithInvitation: { __typename: 'User', id: 'user-9', email: 'naledi@example.com' } },
          });
        },
      ),
    );
    renderSetPassword();
    await choose('Khanya2026!', 'Khanya2026!');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Password set. You can now sign in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sent).toEqual({ input: { token: TOKEN, password: 'Khanya2026!' } });
  });

  it('shows the server message and keeps the passwords when setting fails', async () => {
    server.use(
      invitationFor(),
      graphql.mutation('SetPasswordWithInvitation', () => graphqlError(INVALID_LINK, { code: 'BAD_USER_INPUT' })),
    );
    renderSetPassword();
    await choose('Khanya2026!', 'Khanya2026!');
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('Khanya2026!');
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/set-password');
  });
});
