import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderWithApollo } from '../../test/render-portal';
import { adminUser, signedInAs } from '../../test/fixtures';
import type { AppInfoQuery, LoginMutation, LoginMutationVariables } from '../../graphql/generated';
import { LoginScreen } from './LoginPage';

const demoAppInfo = graphql.query<AppInfoQuery>('AppInfo', () =>
  HttpResponse.json({
    data: {
      appInfo: {
        __typename: 'AppInfo',
        version: '1.0.0',
        demoLogin: { __typename: 'DemoLogin', email: 'admin@example.com', password: 'Demo@12345' },
      },
    },
  }),
);

function renderLogin() {
  return renderWithApollo(<LoginScreen />, { path: '/login', route: '/login' });
}

describe('the login page', () => {
  it('shows the heading, subtitle, demo hint and the way back', async () => {
    server.use(demoAppInfo);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your account')).toBeInTheDocument();
    expect(await screen.findByLabelText('Demo access')).toHaveTextContent('admin@example.com');
    expect(screen.getByLabelText('Demo access')).toHaveTextContent('Demo@12345');
    expect(screen.getByRole('link', { name: '← Back to main site' })).toHaveAttribute('href', '/');
  });

  it('leads a person who forgot their password to the reset request', async () => {
    server.use(demoAppInfo);
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/portal/forgot-password');
  });

  it('hides the demo hint and button when the server offers no demo account', async () => {
    server.use(
      graphql.query<AppInfoQuery>('AppInfo', () =>
        HttpResponse.json({ data: { appInfo: { __typename: 'AppInfo', version: '1.0.0', demoLogin: null } } }),
      ),
    );
    renderLogin();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use Demo Credentials' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Demo access')).not.toBeInTheDocument();
  });

  it('fills the demo credentials with one button', async () => {
    server.use(demoAppInfo);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Demo Credentials' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@12345');
  });

  it('shows the spec messages beneath empty fields and sends nothing', async () => {
    let sent = false;
    server.use(
      demoAppInfo,
      graphql.mutation('Login', () => {
        sent = true;
        return HttpResponse.json({ data: null });
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('signs in, says so, and goes to /portal', async () => {
    let variables: LoginMutationVariables | undefined;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      demoAppInfo,
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', async ({ variables: sent }) => {
        variables = sent;
        await answered;
        return HttpResponse.json({ data: { login: signedInAs(adminUser()) } });
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal'));
    expect(variables).toEqual({ input: { email: 'admin@example.com', password: 'Demo@12345' } });
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    server.use(
      demoAppInfo,
      graphql.mutation('Login', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says Network error occurred when the server cannot be reached', async () => {
    server.use(
      demoAppInfo,
      graphql.mutation('Login', () => HttpResponse.error()),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  });
});
