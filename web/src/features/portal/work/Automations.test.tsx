import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type {
  JobAutomationChoicesQuery,
  JobStageActionInput,
  SetJobStageAutomationMutationVariables,
  StageAutomationFragment,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { templateStagesAre } from './work-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const admin = () => sessionUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Thandi', roleNames: ['ADMIN'] });
const lerato = { __typename: 'User' as const, id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' };
const thabo = { __typename: 'User' as const, id: 'advisor-2', firstName: 'Thabo', lastName: 'Nkosi' };

const noAction = {
  templateId: null,
  checklistId: null,
  daysBeforeDue: null,
  title: null,
  message: null,
  subject: null,
  body: null,
  userId: null,
};
const action = (settings: JobStageActionInput): StageAutomationFragment['actions'][number] => ({
  __typename: 'JobActionSettings',
  ...noAction,
  ...settings,
});

function automation(
  overrides: Partial<StageAutomationFragment> & Pick<StageAutomationFragment, 'templateKey' | 'stage'>,
): StageAutomationFragment {
  return {
    __typename: 'JobStageAutomation',
    id: `automation-${overrides.templateKey}-${overrides.stage}`,
    moveOnWhenDone: false,
    updatedAt: '2027-01-10T08:00:00.000Z',
    actions: [],
    ...overrides,
  };
}

const itr12Settings = () => [
  automation({
    templateKey: 'itr12',
    stage: 'WAITING_FOR_CLIENT',
    moveOnWhenDone: true,
    actions: [
      action({ kind: 'SEND_ORGANIZER', templateId: 'organizer-itr12', daysBeforeDue: 30 }),
      action({ kind: 'NOTIFY_CLIENT', title: 'We need a few answers', message: 'Please answer the questions for {work}.' }),
    ],
  }),
  automation({
    templateKey: 'itr12',
    stage: 'PREPARING',
    actions: [
      action({ kind: 'ADD_TASK', title: 'Import the third-party data', daysBeforeDue: 20 }),
      action({ kind: 'ASSIGN', userId: 'advisor-1' }),
    ],
  }),
];

/** The automations answering `current`, and setJobStageAutomation changing them as the API would; what was sent, kept. */
function automationsApi(initial: StageAutomationFragment[]) {
  let current = initial;
  const sent: SetJobStageAutomationMutationVariables[] = [];
  const handlers = [
    graphql.query<JobAutomationChoicesQuery>('JobAutomationChoices', () =>
      HttpResponse.json({
        data: {
          jobStageAutomations: current,
          organizerTemplates: [{ __typename: 'OrganizerTemplate', id: 'organizer-itr12', title: 'ITR12 questions' }],
          letterTemplates: [{ __typename: 'LetterTemplate', id: 'letter-1', title: 'Engagement for tax returns' }],
          documentChecklists: [{ __typename: 'DocumentChecklist', id: 'checklist-1', name: 'Payroll reports' }],
          advisors: [lerato, thabo],
        },
      }),
    ),
    graphql.mutation<Record<string, unknown>, SetJobStageAutomationMutationVariables>('SetJobStageAutomation', ({ variables }) => {
      sent.push(variables);
      const saved = automation({
        templateKey: variables.templateKey,
        stage: variables.stage,
        moveOnWhenDone: variables.input.moveOnWhenDone ?? false,
        actions: variables.input.actions.map(action),
      });
      current = [...current.filter((each) => each.id !== saved.id), saved];
      return HttpResponse.json({ data: { setJobStageAutomation: saved } });
    }),
    templateStagesAre(),
  ];
  return { handlers, sent };
}

/** The card of a stage of the template shown. */
const stageCard = async (name: string) =>
  within(await within(await screen.findByRole('list', { name: /^Stages of / })).findByRole('article', { name }));

async function openDialog(stage: string) {
  const card = await stageCard(stage);
  await userEvent.click(card.getByRole('button', { name: `Change ${stage}` }));
  return within(await screen.findByRole('form', { name: `Change ${stage}` }));
}

describe('the Automations tab', () => {
  it('tells advisors what each stage does, in words, without a way to change it or the board’s filters', async () => {
    server.use(...automationsApi(itr12Settings()).handlers);
    renderPortalAs(advisor(), '/portal/work?view=automations');
    await userEvent.selectOptions(await screen.findByLabelText('Template'), 'ITR12: income tax return for individuals');

    const waiting = await stageCard('Waiting for client');
    expect(waiting.getByRole('list', { name: 'What Waiting for client does' })).toHaveTextContent(
      'Send the organizer “ITR12 questions”, due 30 days before the job',
    );
    expect(waiting.getByText('Notify the client: We need a few answers')).toBeInTheDocument();
    expect(waiting.getByText('Then moves on by itself when all is done.')).toBeInTheDocument();
    expect(waiting.getByText(/It waits for the organizer to be submitted\./)).toBeInTheDocument();

    const preparing = await stageCard('Preparing');
    expect(preparing.getByText('Add a task: Import the third-party data, due 20 days before the job')).toBeInTheDocument();
    expect(preparing.getByText('Assign the job to Lerato Mokoena')).toBeInTheDocument();
    expect(preparing.queryByText(/moves on by itself/)).not.toBeInTheDocument();

    expect((await stageCard('Submitted to SARS')).getByText('Nothing happens on entry beyond its checklist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    // The board's filters are not this tab's.
    expect(screen.queryByRole('search', { name: 'Filter jobs' })).not.toBeInTheDocument();
  });

  it('lets an administrator set a stage’s actions and moving on, sending only each kind’s fields', async () => {
    const api = automationsApi([]);
    server.use(...api.handlers);
    renderPortalAs(admin(), '/portal/work?view=automations');
    expect(await screen.findByLabelText('Template')).toHaveDisplayValue('EMP201: monthly PAYE, UIF and SDL');
    expect((await stageCard('Waiting for client')).getByText('Nothing happens on entry beyond its checklist.')).toBeInTheDocument();
    const form = await openDialog('Waiting for client');

    await userEvent.click(form.getByRole('button', { name: 'Add an action' }));
    const first = within(form.getByRole('group', { name: 'Action 1' }));
    await userEvent.selectOptions(first.getByLabelText('What it does'), 'Send an organizer');
    await userEvent.selectOptions(first.getByLabelText('Organizer template'), 'ITR12 questions');
    await userEvent.type(first.getByLabelText('Days before the job is due'), '30');

    await userEvent.click(form.getByRole('button', { name: 'Add an action' }));
    const second = within(form.getByRole('group', { name: 'Action 2' }));
    await userEvent.selectOptions(second.getByLabelText('What it does'), 'Notify the client');
    expect(second.queryByLabelText('Days before the job is due')).not.toBeInTheDocument();
    await userEvent.type(second.getByLabelText('Title'), 'We need a few answers');
    await userEvent.type(second.getByLabelText('Message'), 'Please answer the questions for {{work}.');

    await userEvent.click(form.getByRole('checkbox', { name: 'Move on by itself when all is done' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Stage saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        templateKey: 'emp201',
        stage: 'WAITING_FOR_CLIENT',
        input: {
          actions: [
            { kind: 'SEND_ORGANIZER', templateId: 'organizer-itr12', daysBeforeDue: 30 },
            { kind: 'NOTIFY_CLIENT', title: 'We need a few answers', message: 'Please answer the questions for {work}.' },
          ],
          moveOnWhenDone: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await stageCard('Waiting for client');
    expect(await card.findByText('Send the organizer “ITR12 questions”, due 30 days before the job')).toBeInTheDocument();
    expect(card.getByText('Then moves on by itself when all is done.')).toBeInTheDocument();
  });

  it('moves and removes actions, stops adding at the limit, and does not offer moving on from the last stage', async () => {
    const api = automationsApi([
      automation({
        templateKey: 'emp201',
        stage: 'DONE',
        actions: [
          action({ kind: 'ASSIGN', userId: 'advisor-2' }),
          action({ kind: 'POST_MESSAGE', subject: 'Your {work} is done', body: 'Thank you.' }),
          action({ kind: 'SEND_LETTER', templateId: 'letter-1' }),
        ],
      }),
    ]);
    server.use(...api.handlers);
    renderPortalAs(admin(), '/portal/work?view=automations');
    const card = await stageCard('Done');
    expect(card.getByText('Assign the job to Thabo Nkosi')).toBeInTheDocument();
    expect(card.getByText('Post a message to the client: Your {work} is done')).toBeInTheDocument();
    expect(card.getByText('Send the engagement letter “Engagement for tax returns”')).toBeInTheDocument();
    const form = await openDialog('Done');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'Move action 3 up' }));
    expect(form.getByRole('button', { name: 'Move action 2 up' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Remove action 1' }));
    expect(within(form.getByRole('group', { name: 'Action 1' })).getByLabelText('What it does')).toHaveDisplayValue(
      'Send an engagement letter',
    );
    for (let count = 2; count < 8; count++) await userEvent.click(form.getByRole('button', { name: 'Add an action' }));
    expect(form.getByRole('button', { name: 'Add an action' })).toBeDisabled();
    expect(form.getByText('A stage does at most 8 things.')).toBeInTheDocument();
    for (let count = 8; count > 2; count--) await userEvent.click(form.getByRole('button', { name: `Remove action ${count}` }));

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stage saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        templateKey: 'emp201',
        stage: 'DONE',
        input: {
          actions: [
            { kind: 'SEND_LETTER', templateId: 'letter-1' },
            { kind: 'POST_MESSAGE', subject: 'Your {work} is done', body: 'Thank you.' },
          ],
          moveOnWhenDone: false,
        },
      },
    ]);
  });

  it('names a missing organizer template beneath its field before sending anything', async () => {
    const api = automationsApi([]);
    server.use(...api.handlers);
    renderPortalAs(admin(), '/portal/work?view=automations');
    const form = await openDialog('Preparing');
    await userEvent.click(form.getByRole('button', { name: 'Add an action' }));
    const first = within(form.getByRole('group', { name: 'Action 1' }));
    await userEvent.selectOptions(first.getByLabelText('What it does'), 'Send an organizer');
    await userEvent.type(first.getByLabelText('Days before the job is due'), '14');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    // The message, not the select's blank choice of the same words.
    expect(await first.findByRole('alert')).toHaveTextContent('Choose an organizer template');
    expect(first.getByLabelText('Organizer template')).toHaveAccessibleDescription('Choose an organizer template');
    expect(first.getByLabelText('Organizer template')).toHaveFocus();
    expect(api.sent).toEqual([]);
  });

  it('shows the server’s refusal of a field beneath that field, keeping what was entered', async () => {
    const api = automationsApi([
      automation({
        templateKey: 'emp201',
        stage: 'WAITING_FOR_CLIENT',
        actions: [action({ kind: 'SEND_ORGANIZER', templateId: 'organizer-itr12', daysBeforeDue: 30 })],
      }),
    ]);
    server.use(
      graphql.mutation('SetJobStageAutomation', () =>
        graphqlError('Some fields are not valid', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'actions.0.templateId', message: 'That organizer template has been deleted' }],
        }),
      ),
      ...api.handlers,
    );
    renderPortalAs(admin(), '/portal/work?view=automations');
    const form = await openDialog('Waiting for client');
    const first = within(form.getByRole('group', { name: 'Action 1' }));
    expect(first.getByLabelText('Organizer template')).toHaveDisplayValue('ITR12 questions');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await first.findByText('That organizer template has been deleted')).toBeInTheDocument();
    expect(first.getByLabelText('Organizer template')).toHaveAccessibleDescription('That organizer template has been deleted');
    expect(first.getByLabelText('Days before the job is due')).toHaveValue(30);
    expect(form.queryByText('Some fields are not valid')).not.toBeInTheDocument();
    expect(screen.queryByText('Stage saved')).not.toBeInTheDocument();
  });
});
