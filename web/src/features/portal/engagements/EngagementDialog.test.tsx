import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  CreateEngagementMutation,
  CreateEngagementMutationVariables,
  UpdateEngagementMutation,
  UpdateEngagementMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { ayesha, engagementCard, engagementChoicesAre, engagementsAre, fleetReview, lerato, sipho, thabo } from './engagements-test-kit';

const admin = () =>
  sessionUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Nomsa', lastName: 'Khumalo', roleNames: ['ADMIN'] });
const advisor = () =>
  sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', lastName: 'Mokoena', roleNames: ['ADVISOR'] });
const AFS = '2025 Annual Financial Statements & ITR14';
const VAT = 'VAT Registration & First VAT201';
const FLEET = 'Fleet Cost & Cash-Flow Review';
const FORECAST = 'Cash-Flow Forecast 2026';

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Sends createEngagement's variables to `sent` and answers the engagement as the API would. */
function createAnswers(sent: CreateEngagementMutationVariables[]) {
  return graphql.mutation<CreateEngagementMutation, CreateEngagementMutationVariables>('CreateEngagement', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({
      data: {
        createEngagement: engagementCard({
          id: 'engagement-9',
          title: variables.input.title,
          description: variables.input.description ?? null,
          status: variables.input.status,
          // 1 April 2026 in South Africa: the instant of its SAST midnight.
          startDate: '2026-03-31T22:00:00.000Z',
          dueDate: '2026-04-29T22:00:00.000Z',
          totalAmount: variables.input.totalAmount ?? null,
          paidAmount: variables.input.paidAmount ?? 0,
          paymentProgress: 0,
          client: ayesha,
          advisor: thabo,
          service: { __typename: 'FirmService', id: 'service-2', name: 'Management Consulting', category: 'MANAGEMENT_CONSULTING' },
          taskCounts: { __typename: 'EngagementTaskCounts', total: 0, completed: 0 },
        }),
      },
    });
  });
}

/** Opens New engagement as `user` and waits for the choices. */
async function openNew(user = admin()) {
  renderPortalAs(user, '/portal/engagements');
  await userEvent.click(await screen.findByRole('button', { name: 'New engagement' }));
  const form = within(await screen.findByRole('form', { name: 'New engagement' }));
  await waitFor(() => expect(form.getByLabelText('Client')).toBeEnabled());
  return form;
}

/** Opens the card's Edit as `user` and waits for the choices. */
async function openEdit(user = advisor(), title = AFS) {
  renderPortalAs(user, '/portal/engagements');
  const card = await screen.findByRole('article', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: `Edit: ${title}` }));
  const form = within(await screen.findByRole('form', { name: 'Edit engagement' }));
  await waitFor(() => expect(form.getByLabelText('Client')).toBeEnabled());
  return { card, form };
}

describe('New engagement', () => {
  it('sends every field as the API names it, toasts, and shows the card in its place without asking for the list again', async () => {
    const sent: CreateEngagementMutationVariables[] = [];
    const list = engagementsAre([engagementCard(), fleetReview()]);
    server.use(list.handler, engagementChoicesAre(), createAnswers(sent));
    const form = await openNew();
    // A new engagement starts today (in South Africa), active, with nothing paid and no advisor.
    expect(form.getByLabelText('Start date')).toHaveValue(todayInSouthAfrica(new Date()));
    expect(form.getByLabelText('Status')).toHaveDisplayValue('Active');
    expect(form.getByLabelText('Paid before billing in rand')).toHaveValue('0.00');
    expect(form.getByLabelText('Advisor')).toHaveDisplayValue('Not assigned');
    // The services the firm offers, as firmServices answers them (by name).
    expect(optionsOf(form.getByLabelText('Service'))).toEqual([
      'Choose a service',
      'Annual Financial Statements',
      'Management Consulting',
      'Tax Returns',
    ]);
    expect(optionsOf(form.getByLabelText('Advisor'))).toEqual(['Not assigned', 'Lerato Mokoena', 'Thabo Nkosi']);

    await userEvent.type(form.getByLabelText('Find a client'), 'patel');
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Ayesha Patel (ayesha@patel-logistics.co.za)');
    await userEvent.selectOptions(form.getByLabelText('Service'), 'Management Consulting');
    await userEvent.selectOptions(form.getByLabelText('Advisor'), 'Thabo Nkosi');
    await userEvent.type(form.getByLabelText('Title'), `  ${FORECAST} `);
    await userEvent.type(form.getByLabelText('Description (optional)'), 'A 12-month forecast for the bank.');
    await userEvent.selectOptions(form.getByLabelText('Status'), 'On Hold');
    await userEvent.clear(form.getByLabelText('Start date'));
    await userEvent.type(form.getByLabelText('Start date'), '2026-04-01');
    await userEvent.type(form.getByLabelText('Due date (optional)'), '2026-04-30');
    await userEvent.type(form.getByLabelText('Total amount in rand (optional)'), '12 500.50');
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));

    expect(await screen.findByText('Engagement created')).toBeInTheDocument();
    expect(screen.getByText(`"${FORECAST}" for Ayesha Patel.`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          clientId: 'client-2',
          serviceId: 'service-2',
          advisorId: 'advisor-2',
          title: FORECAST,
          description: 'A 12-month forecast for the bank.',
          status: 'ON_HOLD',
          startDate: '2026-04-01',
          dueDate: '2026-04-30',
          totalAmount: 12500.5,
          paidAmount: 0,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New engagement' })).not.toBeInTheDocument());
    // Started after the other, so first, as the server orders the list.
    expect(shownTitles()).toEqual([FORECAST, AFS, FLEET]);
    expect(screen.getByRole('article', { name: FORECAST })).toHaveTextContent('Client: Ayesha Patel');
    expect(list.requests).toHaveLength(1);
  });

  it('names each field at fault, in the shared schema’s words, and sends nothing', async () => {
    const sent: CreateEngagementMutationVariables[] = [];
    server.use(engagementsAre([engagementCard()]).handler, engagementChoicesAre(), createAnswers(sent));
    const form = await openNew();
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    // Beneath the field (the list's first option says the same).
    expect(await form.findByText('Choose a client', { selector: 'p' })).toBeInTheDocument();
    expect(form.getByLabelText('Client')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Client')).toHaveAccessibleDescription('Choose a client');
    expect(form.getByLabelText('Service')).toHaveAccessibleDescription('Choose a service');
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');

    await userEvent.clear(form.getByLabelText('Start date'));
    await userEvent.type(form.getByLabelText('Start date'), '2026-04-01');
    await userEvent.type(form.getByLabelText('Due date (optional)'), '2026-03-31');
    await userEvent.type(form.getByLabelText('Total amount in rand (optional)'), '100.005');
    await userEvent.clear(form.getByLabelText('Paid before billing in rand'));
    await userEvent.type(form.getByLabelText('Paid before billing in rand'), '-5');
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    expect(await form.findByText('Total amount must be at most 2 decimals')).toBeInTheDocument();
    expect(form.getByLabelText('Total amount in rand (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Paid before billing in rand')).toHaveAccessibleDescription('Paid amount cannot be negative');

    // The schema compares the two days once every field is valid on its own.
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Ayesha Patel (ayesha@patel-logistics.co.za)');
    await userEvent.selectOptions(form.getByLabelText('Advisor'), 'Lerato Mokoena');
    await userEvent.type(form.getByLabelText('Title'), VAT);
    await userEvent.clear(form.getByLabelText('Total amount in rand (optional)'));
    await userEvent.clear(form.getByLabelText('Paid before billing in rand'));
    expect(form.getByLabelText('Service')).toHaveAccessibleDescription('Choose a service');
    expect(form.getByLabelText('Title')).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(form.getByLabelText('Service'), 'Annual Financial Statements');
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    expect(await form.findByText('Due date cannot be before the start date')).toBeInTheDocument();
    expect(form.getByLabelText('Due date (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getAllByRole('alert')).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('puts the server’s field message beneath its field, says the rest above the buttons, and keeps what was typed', async () => {
    let answer = 'field';
    server.use(
      engagementsAre([fleetReview()]).handler,
      engagementChoicesAre(),
      graphql.mutation('CreateEngagement', () =>
        answer === 'field'
          ? graphqlError('Choose an active client from the list', {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ path: 'clientId', message: 'Choose an active client from the list' }],
            })
          : HttpResponse.error(),
      ),
    );
    const form = await openNew();
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Sipho Dlamini (sipho@example.com)');
    await userEvent.selectOptions(form.getByLabelText('Service'), 'Management Consulting');
    await userEvent.type(form.getByLabelText('Title'), 'Fleet review');
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    expect(await form.findByText('Choose an active client from the list')).toBeInTheDocument();
    expect(form.getByLabelText('Client')).toHaveAccessibleDescription('Choose an active client from the list');
    expect(form.getAllByRole('alert')).toHaveLength(1);

    answer = 'network';
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    expect(await form.findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveValue('Fleet review');
    expect(form.getByLabelText('Service')).toHaveDisplayValue('Management Consulting');
    expect(screen.queryByText('Engagement created')).not.toBeInTheDocument();
  });

  it('finds a client by name or e-mail, keeping the chosen one in the list', async () => {
    server.use(engagementsAre([]).handler, engagementChoicesAre());
    const form = await openNew();
    const client = form.getByLabelText('Client');
    expect(optionsOf(client)).toEqual([
      'Choose a client',
      'Ayesha Patel (ayesha@patel-logistics.co.za)',
      'Sipho Dlamini (sipho@example.com)',
      'Sipho Mahlangu (sipho.m@example.com)',
    ]);
    await userEvent.type(form.getByLabelText('Find a client'), 'SIPHO');
    expect(optionsOf(client)).toEqual([
      'Choose from 2 matching clients',
      'Sipho Dlamini (sipho@example.com)',
      'Sipho Mahlangu (sipho.m@example.com)',
    ]);
    await userEvent.selectOptions(client, 'Sipho Mahlangu (sipho.m@example.com)');
    await userEvent.clear(form.getByLabelText('Find a client'));
    await userEvent.type(form.getByLabelText('Find a client'), 'patel-logistics');
    expect(optionsOf(client)).toEqual([
      'Choose from 1 matching client',
      'Sipho Mahlangu (sipho.m@example.com)',
      'Ayesha Patel (ayesha@patel-logistics.co.za)',
    ]);
    expect(client).toHaveDisplayValue('Sipho Mahlangu (sipho.m@example.com)');
    await userEvent.type(form.getByLabelText('Find a client'), 'x');
    expect(optionsOf(client)).toEqual(['No client matches “patel-logisticsx”', 'Sipho Mahlangu (sipho.m@example.com)']);

    // Closed and opened again: a new engagement, the whole list, no search.
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New engagement' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'New engagement' }));
    const again = within(await screen.findByRole('form', { name: 'New engagement' }));
    expect(again.getByLabelText('Find a client')).toHaveValue('');
    expect(again.getByLabelText('Client')).toHaveDisplayValue('Choose a client');
    expect(optionsOf(again.getByLabelText('Client'))).toHaveLength(4);
  });

  it('assigns an advisor’s new engagement to them, without a choice', async () => {
    const sent: CreateEngagementMutationVariables[] = [];
    server.use(engagementsAre([engagementCard()]).handler, engagementChoicesAre(), createAnswers(sent));
    const form = await openNew(advisor());
    const assigned = form.getByLabelText('Advisor');
    expect(assigned).toHaveValue('Lerato Mokoena (you)');
    expect(assigned).toHaveAttribute('readonly');
    await userEvent.selectOptions(form.getByLabelText('Client'), 'Ayesha Patel (ayesha@patel-logistics.co.za)');
    await userEvent.selectOptions(form.getByLabelText('Service'), 'Annual Financial Statements');
    await userEvent.type(form.getByLabelText('Title'), VAT);
    await userEvent.click(form.getByRole('button', { name: 'Create engagement' }));
    await screen.findByText('Engagement created');
    expect(sent[0].input).toMatchObject({
      clientId: 'client-2',
      serviceId: 'service-1',
      advisorId: lerato.id,
      description: null,
      dueDate: null,
      totalAmount: null,
    });
  });
});

describe('Edit engagement', () => {
  it('opens filled in from the card, sends updateEngagement with every field, and the card shows the change', async () => {
    const sent: UpdateEngagementMutationVariables[] = [];
    server.use(
      engagementsAre([engagementCard()]).handler,
      engagementChoicesAre(),
      graphql.mutation<UpdateEngagementMutation, UpdateEngagementMutationVariables>('UpdateEngagement', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            updateEngagement: engagementCard({
              title: variables.input.title,
              status: variables.input.status,
              paymentProgress: 50,
              completedAt: '2026-04-02T09:00:00.000Z',
            }),
          },
        });
      }),
    );
    const { card, form } = await openEdit();
    expect(form.getByLabelText('Client')).toHaveDisplayValue('Sipho Dlamini (sipho@example.com)');
    expect(form.getByLabelText('Service')).toHaveDisplayValue('Annual Financial Statements');
    expect(form.getByLabelText('Advisor')).toHaveValue('Lerato Mokoena (you)');
    expect(form.getByLabelText('Title')).toHaveValue(AFS);
    expect(form.getByLabelText('Description (optional)')).toHaveValue(
      'Independent review of the annual financial statements and the company income tax return.',
    );
    expect(form.getByLabelText('Status')).toHaveDisplayValue('Active');
    // The SAST days of the instants the API gives (12 Jan 10:00 and 31 Mar 17:00 in Johannesburg).
    expect(form.getByLabelText('Start date')).toHaveValue('2026-01-12');
    expect(form.getByLabelText('Due date (optional)')).toHaveValue('2026-03-31');
    expect(form.getByLabelText('Total amount in rand (optional)')).toHaveValue('18500.00');
    // Shown, never sent: payments on its invoices move it.
    expect(form.getByLabelText('Paid so far in rand')).toHaveValue('9250.00');
    expect(form.getByLabelText('Paid so far in rand')).toHaveAttribute('readonly');
    expect(form.getByText('Payments recorded on its invoices add to the paid amount.')).toBeInTheDocument();

    await userEvent.selectOptions(form.getByLabelText('Status'), 'Completed');
    await userEvent.click(form.getByRole('button', { name: 'Save engagement' }));

    expect(await screen.findByText('Engagement saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: 'engagement-1',
        input: {
          clientId: sipho.id,
          serviceId: 'service-1',
          advisorId: lerato.id,
          title: AFS,
          description: 'Independent review of the annual financial statements and the company income tax return.',
          status: 'COMPLETED',
          startDate: '2026-01-12',
          dueDate: '2026-03-31',
          totalAmount: 18500,
          paidAmount: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit engagement' })).not.toBeInTheDocument());
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Paid').nextSibling).toHaveTextContent('R 9 250.00');
  });

  it('keeps a service and an advisor no longer offered, and lets an admin leave it unassigned', async () => {
    const sent: UpdateEngagementMutationVariables[] = [];
    const retired = { __typename: 'FirmService' as const, id: 'service-old', name: 'Tender Support', category: null };
    const departed = { __typename: 'User' as const, id: 'advisor-old', firstName: 'Pieter', lastName: 'van Wyk' };
    server.use(
      engagementsAre([engagementCard({ service: retired, advisor: departed })]).handler,
      engagementChoicesAre(),
      graphql.mutation<UpdateEngagementMutation, UpdateEngagementMutationVariables>('UpdateEngagement', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { updateEngagement: engagementCard({ service: retired, advisor: null }) } });
      }),
    );
    const { card, form } = await openEdit(admin());
    expect(form.getByLabelText('Service')).toHaveDisplayValue('Tender Support');
    expect(form.getByLabelText('Advisor')).toHaveDisplayValue('Pieter van Wyk');
    expect(optionsOf(form.getByLabelText('Advisor'))).toEqual(['Not assigned', 'Pieter van Wyk', 'Lerato Mokoena', 'Thabo Nkosi']);
    await userEvent.selectOptions(form.getByLabelText('Advisor'), 'Not assigned');
    await userEvent.click(form.getByRole('button', { name: 'Save engagement' }));
    await screen.findByText('Engagement saved');
    expect(sent[0].input).toMatchObject({ serviceId: 'service-old', advisorId: null });
    await waitFor(() => expect(card).toHaveTextContent('Advisor: Not assigned'));
  });

  it('opens each time from the engagement it is for, not from what was typed before', async () => {
    server.use(
      engagementsAre([engagementCard(), engagementCard({ id: 'engagement-9', title: VAT, client: ayesha, description: null })]).handler,
      engagementChoicesAre(),
    );
    const { form } = await openEdit();
    await userEvent.clear(form.getByLabelText('Title'));
    await userEvent.type(form.getByLabelText('Title'), 'Something else');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit engagement' })).not.toBeInTheDocument());

    await userEvent.click(within(screen.getByRole('article', { name: VAT })).getByRole('button', { name: `Edit: ${VAT}` }));
    const again = within(await screen.findByRole('form', { name: 'Edit engagement' }));
    expect(again.getByLabelText('Title')).toHaveValue(VAT);
    expect(again.getByLabelText('Client')).toHaveDisplayValue('Ayesha Patel (ayesha@patel-logistics.co.za)');
    expect(again.getByLabelText('Description (optional)')).toHaveValue('');
  });
});
