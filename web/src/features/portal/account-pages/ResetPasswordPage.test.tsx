import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { PASSWORD_RESET_DONE } from '@validation/password-texts';
import { server } from '../../../test/msw-server';
import { renderWithApollo } from '../../../test/render-portal';
import type { ResetPasswordMutation, ResetPasswordMutationVariables } from '../../../graphql/generated';
import { graphqlError } from '../portal-test-kit';
import { PortalRoutes } from '../PortalApp';

const TOKEN = 'reset_abcdefghijklmnopqrstuvwxyz';
const SPENT_LINK = 'This link has expired or has already been used. Ask for a new one on the sign-in page.';

const renderReset = (search = `?token=${TOKEN}`) =>
  renderWithApollo(<PortalRoutes />, { path: `/portal/reset-password${search}`, route: '/portal/*', landing: '/login' });

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the reset-password page', () => {
  it('sets the new password with the token, says so and goes to /login', async () => {
    let sent: ResetPasswordMutationVariables | undefined;
    server.use(
      graphql.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('ResetPassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    renderReset();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset Password | Khanya Client Portal'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 10 characters, with letters and numbers.');
    await choose('Khanya2026!', 'Khanya2026!');
    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sent).toEqual({ input: { token: TOKEN, password: 'Khanya2026!' } });
  });

  it('refuses a confirmation that does not match and sends nothing', async () => {
    let sent = false;
    server.use(
      graphql.mutation('ResetPassword', () => {
        sent = true;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    renderReset();
    await choose('Khanya2026!', 'Khanya2027!');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('explains a spent link, offers a new one and keeps what was typed', async () => {
    server.use(
      graphql.mutation('ResetPassword', () =>
        graphqlError(SPENT_LINK, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'token', message: SPENT_LINK }] }),
      ),
    );
    renderReset();
    await choose('Khanya2026!', 'Khanya2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(SPENT_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/portal/forgot-password');
    expect(screen.getByLabelText('New password')).toHaveValue('Khanya2026!');
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/reset-password');
  });

  it("puts the server's password rule under the field", async () => {
    const rule = 'Password must contain a number';
    server.use(
      graphql.mutation('ResetPassword', () =>
        graphqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'password', message: rule }] }),
      ),
    );
    renderReset();
    await choose('Khanya2026!', 'Khanya2026!');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(rule)));
    // Only the field's message: no second alert, and the link is not called spent.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Khanya2026!');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Khanya2026!');
  });

  it('shows a refusal in an alert and keeps both passwords', async () => {
    const refusal = 'Too many attempts. Please try again in 15 minutes.';
    server.use(graphql.mutation('ResetPassword', () => graphqlError(refusal, { code: 'RATE_LIMITED' })));
    renderReset();
    await choose('Khanya2026!', 'Khanya2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('New password')).toHaveValue('Khanya2026!');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('Khanya2026!');
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/reset-password');
  });

  it('says when the server cannot be reached, and keeps both passwords', async () => {
    server.use(graphql.mutation('ResetPassword', () => HttpResponse.error()));
    renderReset();
    await choose('Khanya2026!', 'Khanya2026!');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.'));
    expect(screen.getByLabelText('New password')).toHaveValue('Khanya2026!');
  });

  it('says a link without a token is incomplete and offers a new one', async () => {
    renderReset('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Open the link from your e-mail again');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeInTheDocument();
  });
});
