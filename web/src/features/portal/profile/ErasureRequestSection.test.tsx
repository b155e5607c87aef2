import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  ErasureRequestFieldsFragment,
  MyErasureRequestQuery,
  RequestErasureMutation,
  RequestErasureMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';

const pending = (overrides: Partial<ErasureRequestFieldsFragment> = {}): ErasureRequestFieldsFragment => ({
  __typename: 'ErasureRequest',
  id: 'erasure-1',
  status: 'PENDING',
  reason: 'Moving to another firm',
  decisionReason: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const myRequestIs = (request: ErasureRequestFieldsFragment | null) =>
  server.use(graphql.query<MyErasureRequestQuery>('MyErasureRequest', () => HttpResponse.json({ data: { myErasureRequest: request } })));

async function openPrivacy() {
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Privacy' }));
  return within(await screen.findByRole('region', { name: 'Erase my personal information' }));
}

const form = () => screen.getByRole('form', { name: 'Request erasure' });

describe('the profile page, Privacy: erasure request', () => {
  it('explains erasure, links the Privacy Policy, and sends the request with its reason; then shows it awaiting review', async () => {
    myRequestIs(null);
    const sent: RequestErasureMutationVariables[] = [];
    server.use(
      graphql.mutation<RequestErasureMutation, RequestErasureMutationVariables>('RequestErasure', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { requestErasure: pending({ reason: variables.input?.reason ?? null }) } });
      }),
    );
    const section = await openPrivacy();
    expect(section.getByText(/tax records SARS requires for five years/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await userEvent.type(await within(form()).findByLabelText('Reason (optional)'), '  Moving to another firm ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Request erasure' }));

    expect(await section.findByText('Awaiting review')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { reason: 'Moving to another firm' } }]);
    expect(section.getByText('Moving to another firm')).toBeInTheDocument();
    expect(section.queryByRole('form', { name: 'Request erasure' })).not.toBeInTheDocument();
    expect(await screen.findByText('Erasure request sent')).toBeInTheDocument();
  });

  it('sends no reason when none is given', async () => {
    myRequestIs(null);
    const sent: RequestErasureMutationVariables[] = [];
    server.use(
      graphql.mutation<RequestErasureMutation, RequestErasureMutationVariables>('RequestErasure', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { requestErasure: pending({ reason: null }) } });
      }),
    );
    await openPrivacy();
    await userEvent.click(await within(form()).findByRole('button', { name: 'Request erasure' }));
    await waitFor(() => expect(sent).toEqual([{ input: { reason: null } }]));
  });

  it('keeps the reason and says why when the request fails', async () => {
    myRequestIs(null);
    server.use(
      graphql.mutation('RequestErasure', () =>
        graphqlError('Staff accounts cannot be erased through the portal: an administrator must first remove the staff roles', {
          code: 'FORBIDDEN',
        }),
      ),
    );
    await openPrivacy();
    const reason = await within(form()).findByLabelText('Reason (optional)');
    await userEvent.type(reason, 'Please');
    await userEvent.click(within(form()).getByRole('button', { name: 'Request erasure' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(/^Staff accounts cannot be erased/);
    expect(reason).toHaveValue('Please');
  });

  it('refuses a reason over 2000 characters beneath the field, sending nothing', async () => {
    myRequestIs(null);
    const sent: unknown[] = [];
    server.use(graphql.mutation('RequestErasure', ({ variables }) => (sent.push(variables), HttpResponse.json({ data: null }))));
    await openPrivacy();
    const reason = await within(form()).findByLabelText('Reason (optional)');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(form()).getByRole('button', { name: 'Request erasure' }));
    expect(await within(form()).findByText('Reason must be at most 2000 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows a declined request with the firm’s reason, and lets the client ask again', async () => {
    myRequestIs(
      pending({ status: 'DECLINED', decidedAt: '2026-11-24T09:00:00.000Z', decisionReason: 'Your 2026 return is still being prepared.' }),
    );
    const section = await openPrivacy();
    expect(await section.findByText('Declined')).toBeInTheDocument();
    expect(section.getByText('Your 2026 return is still being prepared.')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Request erasure again' })).toBeEnabled();
  });
});
