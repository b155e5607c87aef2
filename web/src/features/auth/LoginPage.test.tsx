import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderWithApollo } from '../../test/render-portal';
import { adminUser, signedInAs } from '../../test/fixtures';
import type { AppInfoQuery, LoginMutation, LoginMutationVariables } from '../../graphql/generated';
import { DEMO_HINT_WAIT_MS, LoginScreen } from './LoginPage';

const demoAppInfoData: AppInfoQuery = {
  appInfo: {
    __typename: 'AppInfo',
    version: '1.0.0',
    demoLogin: { __typename: 'DemoLogin', email: 'admin@example.com', password: 'Demo@12345' },
  },
};
const demoAppInfo = graphql.query<AppInfoQuery>('AppInfo', () => HttpResponse.json({ data: demoAppInfoData }));

/** The sign-in page drawn in the browser, once its card shows (it waits, unseen, for the demo answer). */
async function renderLogin() {
  const rendered = renderWithApollo(<LoginScreen />, { path: '/login', route: '/login' });
  await screen.findByRole('main');
  return rendered;
}

describe('the login page', () => {
  it('drawn in the browser, keeps its card unseen until it knows about the demo account, so nothing jumps under a finger', async () => {
    let answer: () => void = () => undefined;
    server.use(
      graphql.query<AppInfoQuery>('AppInfo', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: demoAppInfoData });
      }),
    );
    renderWithApollo(<LoginScreen />, { path: '/login', route: '/login' });
    await waitFor(() => expect(screen.getByText('Client Portal').closest('main')).toHaveStyle({ visibility: 'hidden' }));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    answer();
    const card = await screen.findByRole('main');
    // The card appears once, with the hint already in it.
    expect(card).toHaveStyle({ visibility: 'visible' });
    expect(screen.getByLabelText('Demo access')).toBeInTheDocument();
  });

  it('shows its card without the demo hint when the answer is slow to come', async () => {
    server.use(graphql.query<AppInfoQuery>('AppInfo', () => new Promise(() => undefined)));
    renderWithApollo(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(await screen.findByRole('main', {}, { timeout: DEMO_HINT_WAIT_MS + 1000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the heading, subtitle, demo hint and the way back', async () => {
    server.use(demoAppInfo);
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your account')).toBeInTheDocument();
    expect(await screen.findByLabelText('Demo access')).toHaveTextContent('admin@example.com');
    expect(screen.getByLabelText('Demo access')).toHaveTextContent('Demo@12345');
    expect(screen.getByRole('link', { name: '← Back to main site' })).toHaveAttribute('href', '/');
  });

  it('leads a person who forgot their password to the reset request', async () => {
    server.use(demoAppInfo);
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/portal/forgot-password');
  });

  it('hides the demo hint and button when the server offers no demo account', async () => {
    server.use(
      graphql.query<AppInfoQuery>('AppInfo', () =>
        HttpResponse.json({ data: { appInfo: { __typename: 'AppInfo', version: '1.0.0', demoLogin: null } } }),
      ),
    );
    await renderLogin();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use Demo Credentials' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Demo access')).not.toBeInTheDocument();
  });

  it('fills the demo credentials with one button', async () => {
    server.use(demoAppInfo);
    await renderLogin();
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
    await renderLogin();
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
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal'));
    expect(variables).toEqual({ input: { email: 'admin@example.com', password: 'Demo@12345' } });
  });

  it('goes back to the page that sent the person to sign in (/login?next=…)', async () => {
    server.use(
      demoAppInfo,
      graphql.mutation<LoginMutation>('Login', () => HttpResponse.json({ data: { login: signedInAs(adminUser()) } })),
    );
    renderWithApollo(<LoginScreen />, { path: '/login?next=/portal/documents', route: '/login', landing: '/portal/documents' });
    await userEvent.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/documents'));
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    server.use(
      demoAppInfo,
      graphql.mutation('Login', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    await renderLogin();
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
    await renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
  });
});
