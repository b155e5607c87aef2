import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { PASSWORD_CHANGED } from '@validation/password-texts';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  EndOtherSessionsMutation,
  EndSessionMutation,
  EndSessionMutationVariables,
  MySessionsQuery,
  SignedInSessionRowFragment,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';

const session = (overrides: Partial<SignedInSessionRowFragment>): SignedInSessionRowFragment => ({
  __typename: 'SignedInSession',
  id: 'session-1',
  device: 'Chrome on Windows',
  ipAddress: '196.25.1.10',
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-23T09:30:00.000Z',
  current: true,
  ...overrides,
});
const laptop = session({});
const phone = session({ id: 'session-2', device: 'Safari on iOS', ipAddress: '41.13.2.7', current: false });

/** The server's session list, which the test changes as sessions end. */
function sessionsAre(initial: SignedInSessionRowFragment[]) {
  const state = { sessions: initial };
  server.use(graphql.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: state.sessions } })));
  return state;
}

async function openSecurity() {
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
}

const changeForm = () => screen.getByRole('form', { name: 'Change password' });

async function fillChange(current: string, next: string, confirmation = next) {
  const form = changeForm();
  await userEvent.type(within(form).getByLabelText('Current password'), current);
  await userEvent.type(within(form).getByLabelText('New password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('the profile page, Security', () => {
  it('changes the password with the current one, clears the form and says the others were signed out', async () => {
    const state = sessionsAre([laptop, phone]);
    let sent: ChangePasswordMutationVariables | undefined;
    server.use(
      graphql.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>('ChangePassword', ({ variables }) => {
        sent = variables;
        state.sessions = [laptop];
        return HttpResponse.json({ data: { changePassword: true } });
      }),
    );
    await openSecurity();
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    await fillChange('Demo@12345', 'Khanya2026!');
    expect(await within(changeForm()).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(sent).toEqual({ input: { currentPassword: 'Demo@12345', newPassword: 'Khanya2026!' } });
    expect(within(changeForm()).getByLabelText('Current password')).toHaveValue('');
    expect(within(changeForm()).getByLabelText('New password')).toHaveValue('');
    expect(within(changeForm()).getByLabelText('Confirm new password')).toHaveValue('');
    // The app's toast says it too, outside the form.
    await waitFor(() => expect(screen.getAllByText(PASSWORD_CHANGED).filter((node) => !changeForm().contains(node))).not.toHaveLength(0));
    // The list follows: the phone was signed out by the change.
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
  });

  it('puts a wrong current password under its field and keeps all three', async () => {
    sessionsAre([laptop]);
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphqlError('Invalid input', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        }),
      ),
    );
    await openSecurity();
    await fillChange('not-it', 'Khanya2026!');
    expect(await within(changeForm()).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(changeForm()).getByLabelText('Current password')).toHaveValue('not-it');
    expect(within(changeForm()).getByLabelText('New password')).toHaveValue('Khanya2026!');
  });

  it('puts a new password equal to the current one under the new-password field', async () => {
    sessionsAre([laptop]);
    const rule = 'Choose a password different from your current one';
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphqlError(rule, { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'newPassword', message: rule }] }),
      ),
    );
    await openSecurity();
    await fillChange('Khanya2026!', 'Khanya2026!');
    await waitFor(() =>
      expect(within(changeForm()).getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(rule)),
    );
    expect(within(changeForm()).getAllByRole('alert')).toHaveLength(1);
    expect(within(changeForm()).getByLabelText('Confirm new password')).toHaveValue('Khanya2026!');
  });

  it('asks for the fields it needs, with the right kinds of password fields', async () => {
    sessionsAre([laptop]);
    await openSecurity();
    const form = changeForm();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(within(form).getByLabelText(label)).toHaveAttribute('type', 'password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
  });

  it('checks the confirmation in the browser and sends nothing', async () => {
    sessionsAre([laptop]);
    let sent = false;
    server.use(
      graphql.mutation('ChangePassword', () => {
        sent = true;
        return HttpResponse.json({ data: { changePassword: true } });
      }),
    );
    await openSecurity();
    await fillChange('Demo@12345', 'Khanya2026!', 'Khanya2027!');
    expect(await within(changeForm()).findByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('shows a refusal in an alert and keeps the form', async () => {
    sessionsAre([laptop]);
    const refusal = 'Too many wrong current passwords. Please try again in 15 minutes.';
    server.use(graphql.mutation('ChangePassword', () => graphqlError(refusal, { code: 'RATE_LIMITED' })));
    await openSecurity();
    await fillChange('guess', 'Khanya2026!');
    expect(await within(changeForm()).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(changeForm()).getByLabelText('Current password')).toHaveValue('guess');
  });

  it('lists the devices, marks this one, and signs another out', async () => {
    const state = sessionsAre([laptop, phone]);
    let ended: EndSessionMutationVariables | undefined;
    server.use(
      graphql.mutation<EndSessionMutation, EndSessionMutationVariables>('EndSession', ({ variables }) => {
        ended = variables;
        state.sessions = [laptop];
        return HttpResponse.json({ data: { endSession: true } });
      }),
    );
    await openSecurity();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText(/41\.13\.2\.7/)).toBeInTheDocument();
    // This device offers no "Sign out" of its own: the Logout button does that.
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(ended).toEqual({ id: 'session-2' });
    expect(await screen.findByText('Safari on iOS signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('signs out everywhere else at once', async () => {
    const state = sessionsAre([laptop, phone, session({ id: 'session-3', device: 'Firefox on Linux', current: false })]);
    server.use(
      graphql.mutation<EndOtherSessionsMutation>('EndOtherSessions', () => {
        state.sessions = [laptop];
        return HttpResponse.json({ data: { endOtherSessions: 2 } });
      }),
    );
    await openSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('2 other sessions signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument());
  });
});
