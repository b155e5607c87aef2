import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describeDay } from '@validation/organizer-values';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { OrganizerTemplateChoicesQuery, SendOrganizerMutation, SendOrganizerMutationVariables } from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { dayFromToday } from '../document-requests/document-requests-test-kit';
import { engagementCard, engagementsAre, lerato, organizerSummary, sipho, tenderPack } from './engagements-test-kit';

const client = () => sessionUser({ id: sipho.id });
const advisor = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const TITLE = '2025 Annual Financial Statements & ITR14';
const ITR12 = 'Individual income tax return (ITR12) organizer';
const IRP6 = 'Provisional tax estimate (IRP6) organizer';

const renderEngagements = (user = client()) => renderPortalAs(user, '/portal/engagements');
const card = () => screen.findByRole('article', { name: TITLE });
const organizersOf = (article: HTMLElement) => within(article).getByRole('region', { name: 'Organizers' });

const templatesAre = (templates: OrganizerTemplateChoicesQuery['organizerTemplates']) =>
  graphql.query<OrganizerTemplateChoicesQuery>('OrganizerTemplateChoices', () =>
    HttpResponse.json({ data: { organizerTemplates: templates } }),
  );

const demoTemplates = () =>
  templatesAre([
    { __typename: 'OrganizerTemplate', id: 'template-1', title: ITR12, description: 'Employment, medical aid, retirement annuities.' },
    { __typename: 'OrganizerTemplate', id: 'template-2', title: IRP6, description: null },
  ]);

/** Opens Send organizer on the card, as Lerato, and waits for the templates. */
async function openSendOrganizer() {
  renderEngagements(advisor());
  const shown = await card();
  await userEvent.click(within(shown).getByRole('button', { name: `Send organizer: ${TITLE}` }));
  const form = within(await screen.findByRole('form', { name: 'Send organizer' }));
  await waitFor(() => expect(form.getByLabelText('Template')).toBeEnabled());
  return { shown, form };
}

describe('the engagement card’s organizers', () => {
  it('shows the client each organizer as a link with its state, progress and due day, and no Send organizer', async () => {
    server.use(
      engagementsAre([
        engagementCard({
          organizers: [
            organizerSummary({
              id: 'organizer-2',
              title: IRP6,
              status: 'SENT',
              progress: { __typename: 'OrganizerProgress', answered: 0, total: 9 },
            }),
            organizerSummary(),
            organizerSummary({ id: 'organizer-3', title: 'Old organizer', status: 'CANCELLED' }),
          ],
        }),
      ]).handler,
    );
    renderEngagements();
    const organizers = organizersOf(await card());
    const items = within(organizers).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([IRP6, ITR12, 'Old organizer']);
    expect(within(items[1]).getByRole('link', { name: ITR12 })).toHaveAttribute('href', '/portal/organizers/organizer-1');
    expect(items[0]).toHaveTextContent('Waiting for your answers');
    expect(items[0]).toHaveTextContent('0 of 9 answered · due 15 Dec 2026');
    expect(items[1]).toHaveTextContent('Being filled in');
    expect(items[1]).toHaveTextContent('7 of 23 answered · due 15 Dec 2026');
    // Cancelled: no longer asked for, so neither progress nor due day.
    expect(items[2]).toHaveTextContent('Cancelled');
    expect(items[2]).not.toHaveTextContent('answered');
    expect(screen.queryByRole('button', { name: /Send organizer/ })).not.toBeInTheDocument();
  });

  it('tells staff where each stands, and shows nothing on a client’s card without organizers', async () => {
    server.use(
      engagementsAre([
        engagementCard({
          organizers: [organizerSummary({ status: 'SENT' }), organizerSummary({ id: 'organizer-2', title: IRP6, status: 'REOPENED' })],
        }),
        tenderPack(),
      ]).handler,
    );
    renderEngagements(advisor());
    const organizers = organizersOf(await card());
    expect(organizers).toHaveTextContent('Waiting for the client');
    expect(organizers).toHaveTextContent('Reopened for changes');
    // A cancelled engagement takes no organizer: nothing to show and nothing to send.
    const cancelled = screen.getByRole('article', { name: 'CIDB Tender Readiness Pack' });
    expect(within(cancelled).queryByRole('region', { name: 'Organizers' })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Send organizer/ })).not.toBeInTheDocument();
  });

  it('shows a client nothing about organizers while none was sent', async () => {
    server.use(engagementsAre([engagementCard()]).handler);
    renderEngagements();
    expect(within(await card()).queryByRole('region', { name: 'Organizers' })).not.toBeInTheDocument();
  });
});

describe('Send organizer', () => {
  it('names the field when a template or a due day is missing or past, sends, toasts and lists the organizer on the card', async () => {
    const sent: SendOrganizerMutationVariables[] = [];
    server.use(
      engagementsAre([engagementCard()]).handler,
      demoTemplates(),
      graphql.mutation<SendOrganizerMutation, SendOrganizerMutationVariables>('SendOrganizer', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            sendOrganizer: organizerSummary({
              id: 'organizer-9',
              status: 'SENT',
              dueDate: variables.input.dueDate,
              progress: { __typename: 'OrganizerProgress', answered: 0, total: 23 },
            }),
          },
        });
      }),
    );
    const { shown, form } = await openSendOrganizer();
    // Behind the open dialog, so found by its text rather than its role.
    expect(within(shown).getByText('None sent yet.')).toBeInTheDocument();
    // Four weeks and a bit ahead unless changed.
    expect(form.getByLabelText('Due date')).toHaveValue(dayFromToday(30));

    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await form.findByText('Choose a template from the list')).toBeInTheDocument();
    expect(form.getByLabelText('Template')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(form.getByLabelText('Template'), ITR12);
    expect(form.getByText('Employment, medical aid, retirement annuities.')).toBeInTheDocument();
    const dueDate = form.getByLabelText('Due date');
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, dayFromToday(-1));
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await form.findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(dueDate).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, dayFromToday(14));
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await screen.findByText('Organizer sent')).toBeInTheDocument();
    expect(screen.getByText(`"${ITR12}" was sent to Sipho Dlamini to fill in by ${describeDay(dayFromToday(14))}.`)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { engagementId: 'engagement-1', templateId: 'template-1', dueDate: dayFromToday(14) } }]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Send organizer' })).not.toBeInTheDocument());
    const listed = within(organizersOf(shown)).getByRole('link', { name: ITR12 });
    expect(listed).toHaveAttribute('href', '/portal/organizers/organizer-9');
    expect(organizersOf(shown)).toHaveTextContent('Waiting for the client');
    expect(organizersOf(shown)).toHaveTextContent('0 of 23 answered');
  });

  it('puts the server’s message beneath the field it names', async () => {
    server.use(
      engagementsAre([engagementCard()]).handler,
      demoTemplates(),
      graphql.mutation('SendOrganizer', () =>
        graphqlError('The due date cannot be in the past', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'dueDate', message: 'The due date cannot be in the past' }],
        }),
      ),
    );
    const { form } = await openSendOrganizer();
    await userEvent.selectOptions(form.getByLabelText('Template'), IRP6);
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await form.findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(form.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryAllByRole('alert')).toHaveLength(1);
  });

  it('says why a send failed and keeps what was chosen', async () => {
    let refuse = true;
    server.use(
      engagementsAre([engagementCard()]).handler,
      demoTemplates(),
      graphql.mutation<SendOrganizerMutation, SendOrganizerMutationVariables>('SendOrganizer', () =>
        refuse
          ? graphqlError('This client’s account is inactive: activate it before sending an organizer', {
              code: 'BAD_USER_INPUT',
              fieldErrors: [
                { path: 'engagementId', message: 'This client’s account is inactive: activate it before sending an organizer' },
              ],
            })
          : HttpResponse.json({ data: { sendOrganizer: organizerSummary({ id: 'organizer-9', status: 'SENT' }) } }),
      ),
    );
    const { form } = await openSendOrganizer();
    await userEvent.selectOptions(form.getByLabelText('Template'), IRP6);
    const dueDate = form.getByLabelText('Due date');
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, dayFromToday(7));
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This client’s account is inactive: activate it before sending an organizer');
    expect(form.getByLabelText('Template')).toHaveDisplayValue(IRP6);
    expect(form.getByLabelText('Due date')).toHaveValue(dayFromToday(7));
    expect(screen.queryByText('Organizer sent')).not.toBeInTheDocument();

    // Once the client is active again, the same choices go through.
    refuse = false;
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await screen.findByText('Organizer sent')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and keeps the dialog open', async () => {
    server.use(
      engagementsAre([engagementCard()]).handler,
      demoTemplates(),
      graphql.mutation('SendOrganizer', () => HttpResponse.error()),
    );
    const { form } = await openSendOrganizer();
    await userEvent.selectOptions(form.getByLabelText('Template'), ITR12);
    await userEvent.click(form.getByRole('button', { name: 'Send organizer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(form.getByLabelText('Template')).toHaveDisplayValue(ITR12);
  });
});
