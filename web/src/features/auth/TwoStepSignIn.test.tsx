import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { WRONG_CODE } from '@validation/two-step';
import { server } from '../../test/msw-server';
import { renderWithApollo } from '../../test/render-portal';
import { sessionUser } from '../../test/fixtures';
import type {
  AppInfoQuery,
  CompleteTwoStepSignInMutation,
  CompleteTwoStepSignInMutationVariables,
  ConfirmTwoStepEnrolmentMutation,
  ConfirmTwoStepEnrolmentMutationVariables,
  LoginMutation,
  StartTwoStepEnrolmentMutation,
} from '../../graphql/generated';
import { graphqlError } from '../portal/portal-test-kit';
import { LoginScreen } from './LoginPage';

const secure = sessionUser({ id: 'secure-1', email: 'secure@example.com', firstName: 'Naledi' });
const advisor = sessionUser({ id: 'advisor-1', email: 'advisor@example.com', roleNames: ['ADVISOR'] });
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jk${String(index).padStart(2, '2')}`);

const noDemo = graphql.query<AppInfoQuery>('AppInfo', () =>
  HttpResponse.json({ data: { appInfo: { __typename: 'AppInfo', version: '1.0.0', demoLogin: null } } }),
);
const passwordNeeds = (nextStep: 'CODE' | 'ENROL') =>
  graphql.mutation<LoginMutation>('Login', () =>
    HttpResponse.json({
      data: { login: { __typename: 'SignInResult', user: null, nextStep, expiresAt: '2026-11-23T10:05:00.000Z' } },
    }),
  );

async function passThePassword(email = 'secure@example.com') {
  renderWithApollo(<LoginScreen />, { path: '/login', route: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Demo@12345');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const codeForm = () => screen.getByRole('form', { name: 'Two-step verification' });

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the password, then signs in and goes to /portal', async () => {
    let sent: CompleteTwoStepSignInMutationVariables | undefined;
    server.use(
      noDemo,
      passwordNeeds('CODE'),
      graphql.mutation<CompleteTwoStepSignInMutation, CompleteTwoStepSignInMutationVariables>('CompleteTwoStepSignIn', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { completeTwoStepSignIn: secure } });
      }),
    );
    await passThePassword();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    // The password step said nothing yet: not signed in.
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    const code = within(codeForm()).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '123 456');
    await userEvent.click(within(codeForm()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal'));
    expect(sent).toEqual({ input: { code: '123456' } });
  });

  it('puts a wrong code under the field and keeps it for correcting', async () => {
    server.use(
      noDemo,
      passwordNeeds('CODE'),
      graphql.mutation('CompleteTwoStepSignIn', () =>
        graphqlError(WRONG_CODE, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'code', message: WRONG_CODE }] }),
      ),
    );
    await passThePassword();
    const code = await screen.findByLabelText('Authentication code');
    await userEvent.type(code, '000000');
    await userEvent.click(within(codeForm()).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    expect(code).toHaveValue('000000');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('checks the shape of the code in the browser and sends nothing', async () => {
    let sent = false;
    server.use(
      noDemo,
      passwordNeeds('CODE'),
      graphql.mutation('CompleteTwoStepSignIn', () => {
        sent = true;
        return HttpResponse.json({ data: null });
      }),
    );
    await passThePassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12');
    await userEvent.click(within(codeForm()).getByRole('button', { name: 'Verify' }));
    expect(
      await within(codeForm()).findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('takes a recovery code instead, and shows a refusal (too many tries) in an alert', async () => {
    const refusal = 'Too many wrong codes. Please try again in 15 minutes.';
    let sent: CompleteTwoStepSignInMutationVariables | undefined;
    server.use(
      noDemo,
      passwordNeeds('CODE'),
      graphql.mutation<CompleteTwoStepSignInMutation, CompleteTwoStepSignInMutationVariables>('CompleteTwoStepSignIn', ({ variables }) => {
        sent = variables;
        return graphqlError(refusal, { code: 'RATE_LIMITED' });
      }),
    );
    await passThePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = within(codeForm()).getByLabelText('Recovery code');
    await userEvent.type(code, 'k7mq-2xrt-9dnw');
    await userEvent.click(within(codeForm()).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm()).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent).toEqual({ input: { code: 'k7mq-2xrt-9dnw' } });
  });

  it('goes back to the password with Start over', async () => {
    server.use(noDemo, passwordNeeds('CODE'));
    await passThePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-step verification' })).not.toBeInTheDocument();
  });

  it('leads a staff member who must use it through setting it up, shows the recovery codes once, then signs in', async () => {
    let confirmed: ConfirmTwoStepEnrolmentMutationVariables | undefined;
    server.use(
      noDemo,
      passwordNeeds('ENROL'),
      graphql.mutation<StartTwoStepEnrolmentMutation>('StartTwoStepEnrolment', () =>
        HttpResponse.json({
          data: {
            startTwoStepEnrolment: {
              __typename: 'TwoStepEnrolment',
              secret: 'KHANYADEMOTWOSTEPSECRET234567ABC',
              otpauthUri: 'otpauth://totp/Khanya:advisor%40example.com?secret=KHANYADEMOTWOSTEPSECRET234567ABC',
              qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
            },
          },
        }),
      ),
      graphql.mutation<ConfirmTwoStepEnrolmentMutation, ConfirmTwoStepEnrolmentMutationVariables>(
        'ConfirmTwoStepEnrolment',
        ({ variables }) => {
          confirmed = variables;
          return HttpResponse.json({
            data: { confirmTwoStepEnrolment: { __typename: 'TwoStepConfirmation', recoveryCodes, user: advisor } },
          });
        },
      ),
    );
    await passThePassword('advisor@example.com');
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('KHAN YADE MOTW OSTE PSEC RET2 3456 7ABC')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download the codes' })).toHaveAttribute('download', 'khanya-recovery-codes.txt');
    // Not in the portal until the codes have been seen.
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the portal' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal'));
    expect(confirmed).toEqual({ input: { code: '654321' } });
  });
});
