import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  CreateWebhookEndpointMutation,
  CreateWebhookEndpointMutationVariables,
  DeleteWebhookEndpointMutation,
  DeleteWebhookEndpointMutationVariables,
  RedeliverWebhookMutation,
  RedeliverWebhookMutationVariables,
  RotateWebhookSecretMutation,
  RotateWebhookSecretMutationVariables,
  SendTestWebhookMutation,
  SendTestWebhookMutationVariables,
  UpdateWebhookEndpointMutation,
  UpdateWebhookEndpointMutationVariables,
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables,
  WebhookDeliveryRowFragment,
  WebhookEndpointRowFragment,
  WebhookEndpointsQuery,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw1Bqj4pQy2yU=';

const endpoint = (overrides: Partial<WebhookEndpointRowFragment> = {}): WebhookEndpointRowFragment => ({
  __typename: 'WebhookEndpoint',
  id: 'endpoint-1',
  url: 'https://hooks.practice.example.com/khanya',
  description: 'Practice manager',
  events: ['DOCUMENT_UPLOADED', 'DOCUMENT_APPROVED'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  lastAttemptAt: '2026-11-23T08:00:00.000Z',
  lastAttemptSucceeded: true,
  lastResponseStatus: 200,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDeliveryRowFragment> = {}): WebhookDeliveryRowFragment => ({
  __typename: 'WebhookDelivery',
  id: 'delivery-1',
  eventId: 'evt_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  eventType: 'DOCUMENT_UPLOADED',
  status: 'DELIVERED',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-23T08:00:01.000Z',
  responseStatus: 200,
  responseExcerpt: 'ok',
  durationMs: 87,
  lastError: null,
  deliveredAt: '2026-11-23T08:00:01.000Z',
  createdAt: '2026-11-23T08:00:00.000Z',
  ...overrides,
});

/** The server's endpoints, as the mutations below change them. */
function endpointsAre(initial: WebhookEndpointRowFragment[]) {
  const state = { endpoints: initial };
  server.use(
    graphql.query<WebhookEndpointsQuery>('WebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: state.endpoints } })),
  );
  return state;
}

/** An endpoint's delivery log; records each request's variables. */
function deliveriesAre(nodes: WebhookDeliveryRowFragment[]) {
  const asked: WebhookDeliveriesQueryVariables[] = [];
  server.use(
    graphql.query<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>('WebhookDeliveries', ({ variables }) => {
      asked.push(variables);
      const matching = nodes.filter((node) => !variables.filter?.status || node.status === variables.filter.status);
      return HttpResponse.json({
        data: {
          webhookEndpoint: {
            __typename: 'WebhookEndpoint',
            id: variables.id,
            deliveries: {
              __typename: 'WebhookDeliveryConnection',
              totalCount: matching.length,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              nodes: matching,
            },
          },
        },
      });
    }),
  );
  return asked;
}

async function openTab(path = '/portal/admin?tab=integrations') {
  server.use(...quietOverview());
  renderPortalAs(adminUser(), path);
  return within(await screen.findByRole('region', { name: 'Integrations' }));
}

describe('the admin panel, Integrations', () => {
  it('opens from ?tab=integrations and lists each endpoint with its events, state and last delivery', async () => {
    endpointsAre([
      endpoint(),
      endpoint({
        id: 'endpoint-2',
        url: 'https://crm.example.com/hooks',
        description: null,
        events: ['CONTACT_SUBMISSION_CREATED'],
        enabled: false,
        disabledReason: 'Every delivery failed for 3 days',
        disabledAt: '2026-11-22T06:00:00.000Z',
        failingSince: '2026-11-19T06:00:00.000Z',
        lastAttemptSucceeded: false,
        lastResponseStatus: 503,
      }),
      endpoint({
        id: 'endpoint-3',
        description: 'Accounting',
        failingSince: '2026-11-23T07:00:00.000Z',
        lastAttemptSucceeded: false,
        lastResponseStatus: null,
      }),
    ]);
    const tab = await openTab();
    const working = await tab.findByRole('listitem', { name: 'Practice manager' });
    expect(within(working).getByText('Enabled')).toBeInTheDocument();
    expect(
      within(working).getByText(
        /https:\/\/hooks\.practice\.example\.com\/khanya · Last delivery 23 Nov 2026, 10:00: delivered \(HTTP 200\)/,
      ),
    ).toBeInTheDocument();
    expect(within(working).getByText('document.uploaded')).toBeInTheDocument();
    expect(within(working).getByText('document.approved')).toBeInTheDocument();

    const disabled = tab.getByRole('listitem', { name: 'https://crm.example.com/hooks' });
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument();
    expect(within(disabled).getByText(/Every delivery failed for 3 days \(22 Nov 2026, 08:00\)/)).toBeInTheDocument();
    expect(within(disabled).getByText(/failed \(HTTP 503\)/)).toBeInTheDocument();
    expect(within(disabled).getByRole('button', { name: 'Enable https://crm.example.com/hooks' })).toBeEnabled();
    expect(within(disabled).queryByRole('button', { name: /Send a test event/ })).not.toBeInTheDocument();

    const failing = tab.getByRole('listitem', { name: 'Accounting' });
    expect(within(failing).getByText('Failing')).toBeInTheDocument();
    expect(within(failing).getByText(/failed \(no answer\) · failing since 23 Nov 2026, 09:00/)).toBeInTheDocument();
  });

  it('adds an endpoint: checks the form first, shows a refusal under its field keeping what was typed, then the secret once', async () => {
    const state = endpointsAre([]);
    const asked: CreateWebhookEndpointMutationVariables[] = [];
    server.use(
      graphql.mutation<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>('CreateWebhookEndpoint', ({ variables }) => {
        asked.push(variables);
        if (variables.input.url.includes('10.0.0.5'))
          return graphqlError('Webhooks go only to public addresses: 10.0.0.5 is a private address', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'url', message: 'Webhooks go only to public addresses: 10.0.0.5 is a private address' }],
          });
        const created = endpoint({
          id: 'endpoint-new',
          url: variables.input.url,
          description: variables.input.description ?? null,
          events: [...variables.input.events],
          lastAttemptAt: null,
          lastAttemptSucceeded: null,
          lastResponseStatus: null,
        });
        state.endpoints = [created];
        return HttpResponse.json({
          data: { createWebhookEndpoint: { __typename: 'WebhookEndpointSecret', secret: SECRET, endpoint: created } },
        });
      }),
    );
    const tab = await openTab();
    expect(await tab.findByText('No endpoints yet. Add one to send events to another system.')).toBeInTheDocument();
    await userEvent.click(tab.getByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('form', { name: 'Add endpoint' }));

    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText('Enter the address that receives the events')).toBeInTheDocument();
    expect(form.getByText('Choose at least one event')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await userEvent.type(form.getByLabelText('URL'), 'http://10.0.0.5/hooks');
    await userEvent.type(form.getByLabelText('Description (optional)'), 'Office server');
    await userEvent.click(form.getByRole('checkbox', { name: /contact_submission\.created/ }));
    await userEvent.click(form.getByRole('checkbox', { name: /^message\.received/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const urlField = form.getByLabelText('URL');
    await waitFor(() =>
      expect(urlField).toHaveAccessibleDescription('Webhooks go only to public addresses: 10.0.0.5 is a private address'),
    );
    expect(urlField).toHaveValue('http://10.0.0.5/hooks');
    expect(form.getByLabelText('Description (optional)')).toHaveValue('Office server');
    expect(form.getByRole('checkbox', { name: /contact_submission\.created/ })).toBeChecked();

    await userEvent.clear(urlField);
    await userEvent.type(urlField, 'https://hooks.practice.example.com/khanya');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(shown).getByLabelText('The signing secret')).toHaveTextContent(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      input: {
        url: 'https://hooks.practice.example.com/khanya',
        description: 'Office server',
        events: ['CONTACT_SUBMISSION_CREATED', 'MESSAGE_RECEIVED'],
      },
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    expect(await tab.findByRole('listitem', { name: 'Office server' })).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('edits an endpoint, disables it after a confirmation and enables it again', async () => {
    const state = endpointsAre([endpoint()]);
    const asked: UpdateWebhookEndpointMutationVariables[] = [];
    server.use(
      graphql.mutation<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>('UpdateWebhookEndpoint', ({ variables }) => {
        asked.push(variables);
        const { input } = variables;
        const changed = endpoint({
          ...state.endpoints[0],
          ...(input.url ? { url: input.url } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.events ? { events: [...input.events] } : {}),
          ...(input.enabled === false
            ? { enabled: false, disabledReason: 'Disabled by an administrator', disabledAt: '2026-11-24T08:00:00.000Z' }
            : {}),
          ...(input.enabled === true ? { enabled: true, disabledReason: null, disabledAt: null } : {}),
        });
        state.endpoints = [changed];
        return HttpResponse.json({ data: { updateWebhookEndpoint: changed } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Edit Practice manager' }));
    const form = within(await screen.findByRole('form', { name: 'Edit endpoint' }));
    expect(form.getByLabelText('URL')).toHaveValue('https://hooks.practice.example.com/khanya');
    expect(form.getByRole('checkbox', { name: /^document\.uploaded/ })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: /^document\.approved/ }));
    await userEvent.clear(form.getByLabelText('Description (optional)'));
    await userEvent.type(form.getByLabelText('Description (optional)'), 'Practice manager (new)');
    await userEvent.click(form.getByRole('button', { name: 'Save endpoint' }));
    expect(await tab.findByRole('listitem', { name: 'Practice manager (new)' })).toBeInTheDocument();
    expect(asked[0]).toEqual({
      id: 'endpoint-1',
      input: { url: 'https://hooks.practice.example.com/khanya', description: 'Practice manager (new)', events: ['DOCUMENT_UPLOADED'] },
    });

    await userEvent.click(tab.getByRole('button', { name: 'Disable Practice manager (new)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable this endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable endpoint' }));
    const row = await tab.findByRole('listitem', { name: 'Practice manager (new)' });
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeInTheDocument());
    expect(within(row).getByText(/Disabled by an administrator/)).toBeInTheDocument();
    expect(asked[1]).toEqual({ id: 'endpoint-1', input: { enabled: false } });

    await userEvent.click(within(row).getByRole('button', { name: 'Enable Practice manager (new)' }));
    await waitFor(() => expect(within(row).getByText('Enabled')).toBeInTheDocument());
    expect(asked[2]).toEqual({ id: 'endpoint-1', input: { enabled: true } });
  });

  it('rotates the secret and shows the new one once; deletes an endpoint after a confirmation, saying so when refused', async () => {
    const state = endpointsAre([endpoint()]);
    let refuseDelete = true;
    const rotated: RotateWebhookSecretMutationVariables[] = [];
    const deleted: DeleteWebhookEndpointMutationVariables[] = [];
    server.use(
      graphql.mutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>('RotateWebhookSecret', ({ variables }) => {
        rotated.push(variables);
        return HttpResponse.json({
          data: {
            rotateWebhookSecret: { __typename: 'WebhookEndpointSecret', secret: 'whsec_bmV3LXNlY3JldA==', endpoint: state.endpoints[0] },
          },
        });
      }),
      graphql.mutation<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>('DeleteWebhookEndpoint', ({ variables }) => {
        deleted.push(variables);
        if (refuseDelete) return graphqlError('Not found', { code: 'NOT_FOUND' });
        state.endpoints = [];
        return HttpResponse.json({ data: { deleteWebhookEndpoint: variables.id } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Rotate secret of Practice manager' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', { name: 'Rotate secret' }),
    );
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByLabelText('The signing secret')).toHaveTextContent('whsec_bmV3LXNlY3JldA==');
    expect(within(shown).getByText(/The old secret no longer verifies/)).toBeInTheDocument();
    expect(rotated).toEqual([{ id: 'endpoint-1' }]);
    await userEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));

    await userEvent.click(tab.getByRole('button', { name: 'Delete Practice manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Not found');
    refuseDelete = false;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(tab.queryByRole('listitem', { name: 'Practice manager' })).not.toBeInTheDocument());
    expect(deleted).toEqual([{ id: 'endpoint-1' }, { id: 'endpoint-1' }]);
  });

  it('shows the delivery log with each try’s answer, sends a delivery again and sends a test event', async () => {
    endpointsAre([endpoint()]);
    const asked = deliveriesAre([
      delivery(),
      delivery({
        id: 'delivery-2',
        eventType: 'DOCUMENT_APPROVED',
        status: 'RETRYING',
        attempts: 3,
        deliveredAt: null,
        responseStatus: 500,
        responseExcerpt: 'Internal error',
        durationMs: 1204,
        lastError: 'Answered 500',
        nextAttemptAt: '2026-11-23T10:30:00.000Z',
      }),
    ]);
    const again: RedeliverWebhookMutationVariables[] = [];
    const tests: SendTestWebhookMutationVariables[] = [];
    server.use(
      graphql.mutation<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>('RedeliverWebhook', ({ variables }) => {
        again.push(variables);
        return HttpResponse.json({
          data: {
            redeliverWebhook: delivery({ id: variables.deliveryId, eventType: 'DOCUMENT_APPROVED', status: 'RETRYING', attempts: 3 }),
          },
        });
      }),
      graphql.mutation<SendTestWebhookMutation, SendTestWebhookMutationVariables>('SendTestWebhook', ({ variables }) => {
        tests.push(variables);
        return HttpResponse.json({
          data: { sendTestWebhook: delivery({ id: 'delivery-3', eventType: 'WEBHOOK_TEST', status: 'WAITING', attempts: 0 }) },
        });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Delivery log of Practice manager' }));
    const log = within(await tab.findByRole('region', { name: 'Delivery log' }));
    const retrying = await log.findByRole('listitem', { name: 'document.approved queued 23 Nov 2026, 10:00' });
    expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
    expect(within(retrying).getByText(/3 tries · HTTP 500 · 1204 ms · Next try 23 Nov 2026, 12:30/)).toBeInTheDocument();
    expect(within(retrying).getByText('Last error: Answered 500')).toBeInTheDocument();
    expect(within(retrying).getByText('Answer: Internal error')).toBeInTheDocument();
    const delivered = log.getByRole('listitem', { name: 'document.uploaded queued 23 Nov 2026, 10:00' });
    expect(within(delivered).getByText(/1 try · HTTP 200 · 87 ms · Delivered 23 Nov 2026, 10:00/)).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ id: 'endpoint-1', first: 10 });

    await userEvent.click(within(retrying).getByRole('button', { name: 'Send again: document.approved of 23 Nov 2026, 10:00' }));
    expect(await screen.findByText('document.approved of 23 Nov 2026, 10:00 will be sent again now.')).toBeInTheDocument();
    expect(again).toEqual([{ deliveryId: 'delivery-2' }]);

    await userEvent.selectOptions(log.getByLabelText('Show'), 'FAILED');
    expect(await log.findByText('No deliveries in this state.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ filter: { status: 'FAILED' } });

    await userEvent.click(tab.getByRole('button', { name: 'Send test event to Practice manager' }));
    expect(await screen.findByText('A test event is on its way to https://hooks.practice.example.com/khanya.')).toBeInTheDocument();
    expect(tests).toEqual([{ endpointId: 'endpoint-1' }]);
  });
});
