import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { sessionUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import type { MySessionsQuery } from '../../graphql/generated';
import { GetInTouchForm } from '../public/contact/GetInTouchForm';
import { fillEnquiry, thabo } from '../public/contact/contact-test-kit';
import { graphqlError, renderPortalAs } from './portal-test-kit';

/** The server's answer to a bug or an outage: a generic message and the request's id to quote. */
const REFERENCE = '5c14c3d1-268b-478f-8b3c-639dd09984f4';

async function changePassword() {
  server.use(graphql.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: [] } })));
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  const form = await screen.findByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current password'), 'Demo@12345');
  await userEvent.type(within(form).getByLabelText('New password'), 'Khanya2026!');
  await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Khanya2026!');
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('a failure the server caused shows the reference the client can quote', () => {
  it('in a form: the GraphQL error’s requestId, and the form keeps what was typed', async () => {
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR', requestId: REFERENCE }),
      ),
    );
    const form = await changePassword();
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Internal server error. Reference: ${REFERENCE}`);
    expect(within(form).getByLabelText('Current password')).toHaveValue('Demo@12345');
  });

  it('not for a failure of the client’s own input, which names the field instead', async () => {
    server.use(
      graphql.mutation('ChangePassword', () =>
        graphqlError('Invalid input', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
          requestId: REFERENCE,
        }),
      ),
    );
    const form = await changePassword();
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(REFERENCE))).not.toBeInTheDocument();
  });

  it('in a form whose request failed with a 5xx: the response’s X-Request-Id', async () => {
    server.use(
      graphql.mutation('ChangePassword', () =>
        HttpResponse.json(
          { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
          { status: 500, headers: { 'X-Request-Id': REFERENCE } },
        ),
      ),
    );
    const form = await changePassword();
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Internal server error. Reference: ${REFERENCE}`);
  });

  it('in the toast of a list that could not be fetched', async () => {
    server.use(
      graphql.query(
        'Tasks',
        () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway', headers: { 'X-Request-Id': REFERENCE } }),
      ),
    );
    renderPortalAs(sessionUser(), '/portal/tasks');
    expect(await screen.findByText(`Failed to fetch tasks: Bad Gateway. Reference: ${REFERENCE}`)).toBeInTheDocument();
  });

  it('in the toast of the contact form (REST), from the 500 answer', async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          { message: 'Internal server error', requestId: REFERENCE },
          { status: 500, headers: { 'X-Request-Id': REFERENCE } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h2 id="get-in-touch">Get In Touch</h2>
        <GetInTouchForm headingId="get-in-touch" />
      </>,
    );
    await fillEnquiry(user, screen, thabo);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(`Internal server error. Reference: ${REFERENCE}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue(thabo.firstName);
  });
});
