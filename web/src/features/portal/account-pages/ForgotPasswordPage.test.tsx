import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { PASSWORD_RESET_REQUESTED } from '@validation/password-texts';
import { server } from '../../../test/msw-server';
import { renderWithApollo } from '../../../test/render-portal';
import type { RequestPasswordResetMutation, RequestPasswordResetMutationVariables } from '../../../graphql/generated';
import { graphqlError } from '../portal-test-kit';
import { PortalRoutes } from '../PortalApp';

/** Rendered as PortalApp mounts it, with no Me handler: the page must not check the session. */
const renderForgotPassword = () =>
  renderWithApollo(<PortalRoutes />, { path: '/portal/forgot-password', route: '/portal/*', landing: '/login' });

async function askFor(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('the forgot-password page', () => {
  it('sends the address and says the same thing whatever the answer would reveal', async () => {
    let sent: RequestPasswordResetMutationVariables | undefined;
    server.use(
      graphql.mutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>('RequestPasswordReset', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { requestPasswordReset: true } });
      }),
    );
    renderForgotPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Forgot Password | Khanya Client Portal'));
    await askFor('Naledi@Example.com');
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual({ email: 'naledi@example.com' });
    // The form is gone: nothing left to send twice.
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('checks the address in the browser first and sends nothing', async () => {
    let asked = false;
    server.use(
      graphql.mutation('RequestPasswordReset', () => {
        asked = true;
        return HttpResponse.json({ data: { requestPasswordReset: true } });
      }),
    );
    renderForgotPassword();
    await askFor('not-an-address');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows a refusal (too many requests) and keeps the address typed', async () => {
    const refusal = 'Too many password reset requests. Please try again in 42 minutes.';
    server.use(graphql.mutation('RequestPasswordReset', () => graphqlError(refusal, { code: 'RATE_LIMITED' })));
    renderForgotPassword();
    await askFor('naledi@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Email')).toHaveValue('naledi@example.com');
    expect(screen.queryByText(PASSWORD_RESET_REQUESTED)).not.toBeInTheDocument();
  });

  it("puts the server's message about the address under the field, once, and keeps the address", async () => {
    const rule = 'Email must be at most 254 characters';
    server.use(
      graphql.mutation('RequestPasswordReset', () =>
        graphqlError(rule, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'email', message: rule }] }),
      ),
    );
    renderForgotPassword();
    await askFor('naledi@example.com');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(rule));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('naledi@example.com');
    expect(screen.queryByText(PASSWORD_RESET_REQUESTED)).not.toBeInTheDocument();
  });

  it('says when the server cannot be reached, and keeps the address', async () => {
    server.use(graphql.mutation('RequestPasswordReset', () => HttpResponse.error()));
    renderForgotPassword();
    await askFor('naledi@example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.'));
    expect(screen.getByLabelText('Email')).toHaveValue('naledi@example.com');
  });
});
