import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { builtInJobTemplates } from '@validation/jobs/job-templates';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { renderWithApollo } from '../../../test/render-portal';
import type {
  CreateJobMutation,
  CreateJobMutationVariables,
  CreateJobSeriesMutation,
  CreateJobSeriesMutationVariables,
  NewJobChoicesQuery,
} from '../../../graphql/generated';
import { graphqlError } from '../portal-test-kit';
import { NewJobDialog } from './NewJobDialog';

const sipho = { __typename: 'User' as const, id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' };
const ayesha = { __typename: 'User' as const, id: 'client-2', firstName: 'Ayesha', lastName: 'Patel' };
const lerato = { __typename: 'User' as const, id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' };
const thabo = { __typename: 'User' as const, id: 'advisor-2', firstName: 'Thabo', lastName: 'Nkosi' };

const ITR14 = 'ITR14: income tax return for companies';
const EMP201 = 'EMP201: monthly PAYE, UIF and SDL';
const VAT_B = 'VAT201: category B, two-monthly, periods ending in even months';

/** Three engagements of two clients (as the API orders them: the most recently started first) and two advisors. */
const choicesAre = () =>
  graphql.query<NewJobChoicesQuery>('NewJobChoices', () =>
    HttpResponse.json({
      data: {
        engagements: [
          { __typename: 'Engagement', id: 'engagement-3', title: 'VAT registration and first VAT201', client: ayesha },
          { __typename: 'Engagement', id: 'engagement-2', title: 'Payroll', client: sipho },
          { __typename: 'Engagement', id: 'engagement-1', title: '2025 annual financial statements and ITR14', client: sipho },
        ],
        advisors: [lerato, thabo],
      },
    }),
  );

/** Sends createJob's variables to `sent` and answers the job as the API would. */
function createAnswers(sent: CreateJobMutationVariables[]) {
  return graphql.mutation<CreateJobMutation, CreateJobMutationVariables>('CreateJob', ({ variables }) => {
    sent.push(variables);
    return HttpResponse.json({ data: { createJob: { __typename: 'Job', id: 'job-9', title: 'EMP201 for the month' } } });
  });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Opens the dialog and waits for the engagements and staff. */
async function open() {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderWithApollo(<NewJobDialog open onClose={onClose} onCreated={onCreated} />);
  const form = within(await screen.findByRole('form', { name: 'New job' }));
  await waitFor(() => expect(form.getByLabelText('Engagement')).toBeEnabled());
  return { form, onClose, onCreated };
}

/** The dialog as a page opens it: from a button, closed by its own buttons and on success. */
function Opener({ onCreated }: { onCreated: (job: { id: string; title: string }) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New job
      </button>
      <NewJobDialog open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </>
  );
}

describe('New job', () => {
  it('offers the engagements with their clients, every template, the staff and the priorities', async () => {
    server.use(choicesAre());
    const { form } = await open();
    expect(optionsOf(form.getByLabelText('Engagement'))).toEqual([
      'Choose an engagement',
      'Ayesha Patel: VAT registration and first VAT201',
      'Sipho Dlamini: 2025 annual financial statements and ITR14',
      'Sipho Dlamini: Payroll',
    ]);
    expect(optionsOf(form.getByLabelText('Template'))).toEqual([
      'Choose a template',
      ...builtInJobTemplates.map((template) => template.name),
    ]);
    expect(optionsOf(form.getByLabelText('Assignee'))).toEqual(['Nobody', 'Lerato Mokoena', 'Thabo Nkosi']);
    expect(optionsOf(form.getByLabelText('Reviewer'))).toEqual(['Nobody', 'Lerato Mokoena', 'Thabo Nkosi']);
    expect(optionsOf(form.getByLabelText('Priority'))).toEqual(['High', 'Medium', 'Low']);
    expect(form.getByLabelText('Priority')).toHaveDisplayValue('Medium');
    // No template yet: no settings, and no periods to choose from.
    expect(form.getByLabelText('Period')).toBeDisabled();
    expect(form.getByLabelText('Period')).toHaveDisplayValue('Choose a template first');
    expect(form.queryByLabelText('Financial year-end')).not.toBeInTheDocument();
    expect(form.getByLabelText('Due date (optional)')).toHaveValue('');
    expect(form.getByLabelText('Due date (optional)')).toHaveAccessibleDescription('Leave empty to use the tax calendar’s date');
  });

  it('asks ITR14 for the financial year-end before it offers its periods, starting on the next one to end', async () => {
    server.use(choicesAre());
    const { form } = await open();
    await userEvent.selectOptions(form.getByLabelText('Template'), ITR14);
    const period = form.getByLabelText('Period');
    expect(period).toBeDisabled();
    expect(period).toHaveDisplayValue('Enter the financial year-end first');
    expect(form.getByLabelText('Financial year-end')).toHaveAccessibleDescription('Any year: its day and month are used.');

    // Submitted without it: the setting says what is missing, and the period list what to do first.
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));
    expect(await form.findByText('Enter the financial year-end')).toBeInTheDocument();
    expect(form.getByLabelText('Financial year-end')).toHaveAttribute('aria-invalid', 'true');
    expect(period).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(form.getByLabelText('Financial year-end'), '2020-06-30');
    await waitFor(() => expect(period).toBeEnabled());
    expect(form.getByLabelText('Financial year-end')).not.toHaveAttribute('aria-invalid', 'true');
    // 30 June of this year always ends between a year before today and 15 months after it.
    const today = todayInSouthAfrica(new Date());
    const year = Number(today.slice(0, 4));
    expect(optionsOf(period)).toContain(`year ended 30 Jun ${year}`);
    expect(optionsOf(period).every((label) => label === 'Choose a period' || /^year ended 30 Jun \d{4}$/.test(label ?? ''))).toBe(true);
    const next = today <= `${year}-06-30` ? year : year + 1;
    expect(period).toHaveValue(`itr14:${next}-06-30`);
    expect(period).toHaveDisplayValue(`year ended 30 Jun ${next}`);

    // Another template asks for nothing of the sort.
    await userEvent.selectOptions(form.getByLabelText('Template'), EMP201);
    expect(form.queryByLabelText('Financial year-end')).not.toBeInTheDocument();
    expect(period).toHaveValue(`emp201:${today.slice(0, 7)}`);
  });

  it('sends the job as the API names it, toasts, and tells the page', async () => {
    const sent: CreateJobMutationVariables[] = [];
    server.use(choicesAre(), createAnswers(sent));
    const { form, onClose, onCreated } = await open();
    await userEvent.selectOptions(form.getByLabelText('Engagement'), 'Sipho Dlamini: Payroll');
    await userEvent.selectOptions(form.getByLabelText('Template'), EMP201);
    await userEvent.selectOptions(form.getByLabelText('Assignee'), 'Thabo Nkosi');
    await userEvent.selectOptions(form.getByLabelText('Priority'), 'High');
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));

    expect(await screen.findByText('Job created')).toBeInTheDocument();
    expect(screen.getByText('EMP201 for the month for Sipho Dlamini.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          engagementId: 'engagement-2',
          templateKey: 'emp201',
          // This month's EMP201: the first period not yet over.
          periodKey: `emp201:${todayInSouthAfrica(new Date()).slice(0, 7)}`,
          assignedTo: 'advisor-2',
          reviewerId: null,
          priority: 'HIGH',
          dueDate: null,
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith({ id: 'job-9', title: 'EMP201 for the month' });
    expect(onClose).toHaveBeenCalled();
  });

  it('names each field at fault in the shared schema’s words and sends nothing', async () => {
    const sent: CreateJobMutationVariables[] = [];
    server.use(choicesAre(), createAnswers(sent));
    const { form } = await open();
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));
    expect(await form.findByText('Choose an engagement', { selector: 'p' })).toBeInTheDocument();
    expect(form.getByLabelText('Engagement')).toHaveAccessibleDescription('Choose an engagement');
    expect(form.getByLabelText('Template')).toHaveAccessibleDescription('Choose a template from the list');
    expect(form.getAllByRole('alert')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('puts the server’s refusal of a period that has its job beneath the period, and keeps what was chosen', async () => {
    const MESSAGE = 'This engagement already has a job for VAT201 May–Jun 2027';
    let answer = 'conflict';
    server.use(
      choicesAre(),
      graphql.mutation('CreateJob', () =>
        answer === 'conflict'
          ? graphqlError(MESSAGE, { code: 'CONFLICT', fieldErrors: [{ path: 'periodKey', message: MESSAGE }] })
          : HttpResponse.error(),
      ),
    );
    const { form, onCreated } = await open();
    await userEvent.selectOptions(form.getByLabelText('Engagement'), 'Ayesha Patel: VAT registration and first VAT201');
    await userEvent.selectOptions(form.getByLabelText('Template'), VAT_B);
    await userEvent.selectOptions(form.getByLabelText('Reviewer'), 'Lerato Mokoena');
    const period = form.getByLabelText('Period');
    await waitFor(() => expect(period).toBeEnabled());
    const chosen = (period as HTMLSelectElement).value;
    expect(chosen).toMatch(/^vat201:\d{4}-\d{2}\.\.\d{4}-(02|04|06|08|10|12)$/);
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));

    expect(await form.findByText(MESSAGE)).toBeInTheDocument();
    expect(period).toHaveAccessibleDescription(MESSAGE);
    expect(period).toHaveAttribute('aria-invalid', 'true');
    // Beneath the field only: nothing above the buttons says it again.
    expect(form.getAllByRole('alert')).toHaveLength(1);

    answer = 'network';
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));
    expect(await form.findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(form.getByLabelText('Template')).toHaveDisplayValue(VAT_B);
    expect(form.getByLabelText('Reviewer')).toHaveDisplayValue('Lerato Mokoena');
    expect(period).toHaveValue(chosen);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.queryByText('Job created')).not.toBeInTheDocument();
  });

  it('closes on success, and opens again afresh', async () => {
    const sent: CreateJobMutationVariables[] = [];
    server.use(choicesAre(), createAnswers(sent));
    const onCreated = jest.fn();
    renderWithApollo(<Opener onCreated={onCreated} />);
    await userEvent.click(screen.getByRole('button', { name: 'New job' }));
    let form = within(await screen.findByRole('form', { name: 'New job' }));
    await waitFor(() => expect(form.getByLabelText('Engagement')).toBeEnabled());
    await userEvent.selectOptions(form.getByLabelText('Engagement'), 'Sipho Dlamini: Payroll');
    await userEvent.selectOptions(form.getByLabelText('Template'), ITR14);
    await userEvent.type(form.getByLabelText('Financial year-end'), '2020-02-29');
    await waitFor(() => expect(form.getByLabelText('Period')).toBeEnabled());
    await userEvent.type(form.getByLabelText('Due date (optional)'), '2040-03-31');
    await userEvent.click(form.getByRole('button', { name: 'Create job' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New job' })).not.toBeInTheDocument());
    expect(onCreated).toHaveBeenCalledTimes(1);
    // The year-end is not sent: it only says which periods there are. A year-end of 29 February
    // is the 28th in a year without one.
    expect(sent[0].input).toMatchObject({ templateKey: 'itr14', dueDate: '2040-03-31', priority: 'MEDIUM' });
    expect(sent[0].input.periodKey).toMatch(/^itr14:\d{4}-02-2[89]$/);
    expect(sent[0].input).not.toHaveProperty('financialYearEnd');

    await userEvent.click(screen.getByRole('button', { name: 'New job' }));
    form = within(await screen.findByRole('form', { name: 'New job' }));
    expect(form.getByLabelText('Engagement')).toHaveDisplayValue('Choose an engagement');
    expect(form.getByLabelText('Template')).toHaveDisplayValue('Choose a template');
    expect(form.getByLabelText('Period')).toHaveDisplayValue('Choose a template first');
    expect(form.getByLabelText('Due date (optional)')).toHaveValue('');
  });

  it('with Repeat, starts a recurring series from the chosen period, with the settings it keeps and its lead', async () => {
    const sent: CreateJobSeriesMutationVariables[] = [];
    server.use(
      choicesAre(),
      graphql.mutation<CreateJobSeriesMutation, CreateJobSeriesMutationVariables>('CreateJobSeries', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            createJobSeries: {
              __typename: 'JobSeries',
              id: 'series-1',
              title: ITR14,
              upcoming: [{ __typename: 'JobSeriesPeriod', makesOn: '2031-06-23', skipped: false }],
              jobs: [{ __typename: 'Job', id: 'job-1' }],
            },
          },
        });
      }),
    );
    const { form, onCreated } = await open();
    await userEvent.selectOptions(form.getByLabelText('Engagement'), 'Sipho Dlamini: 2025 annual financial statements and ITR14');
    await userEvent.selectOptions(form.getByLabelText('Template'), ITR14);
    await userEvent.type(form.getByLabelText('Financial year-end'), '2020-06-30');
    await userEvent.click(form.getByRole('checkbox', { name: /Repeat for every period/ }));
    const first = form.getByLabelText('First period');
    await waitFor(() => expect(first).toBeEnabled());
    // A series' jobs are due on the tax calendar's days: its lead is asked instead of a due date.
    expect(form.queryByLabelText('Due date (optional)')).not.toBeInTheDocument();
    const lead = form.getByLabelText('Made this many days before each period ends');
    expect(lead).toHaveValue(7);
    await userEvent.clear(lead);
    await userEvent.type(lead, '500');
    await userEvent.click(form.getByRole('button', { name: 'Start series' }));
    expect(await form.findByText('Days before the period ends must be at most 120')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(lead);
    await userEvent.type(lead, '14');
    await userEvent.click(form.getByRole('button', { name: 'Start series' }));
    expect(await screen.findByText('Recurring series started')).toBeInTheDocument();
    expect(screen.getByText('ITR14 for Sipho Dlamini: its first job made now; the next is made on 23 Jun 2031.')).toBeInTheDocument();
    const periodKey = (first as HTMLSelectElement).value;
    expect(sent).toEqual([
      {
        input: {
          engagementId: 'engagement-1',
          templateKey: 'itr14',
          settings: { financialYearEnd: '2020-06-30' },
          assignedTo: null,
          reviewerId: null,
          priority: 'MEDIUM',
          leadDays: 14,
          // The chosen period's last day: the series starts with it.
          startsOn: periodKey.slice('itr14:'.length),
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith({ id: 'series-1', title: ITR14 });
  });

  it('puts the server’s refusal of a series’ setting beneath that setting, and of a second series beneath the template', async () => {
    const SETTING = 'Enter a real day from 1995 on';
    const SECOND = 'This engagement already has a recurring EMP201 series';
    let refusal: { code: string; fieldErrors: { path: string; message: string }[] } = {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'settings.financialYearEnd', message: SETTING }],
    };
    server.use(
      choicesAre(),
      graphql.mutation('CreateJobSeries', () => graphqlError(refusal.fieldErrors[0].message, refusal)),
    );
    const { form } = await open();
    await userEvent.selectOptions(form.getByLabelText('Engagement'), 'Sipho Dlamini: Payroll');
    await userEvent.selectOptions(form.getByLabelText('Template'), ITR14);
    await userEvent.type(form.getByLabelText('Financial year-end'), '2020-06-30');
    await userEvent.click(form.getByRole('checkbox', { name: /Repeat for every period/ }));
    await waitFor(() => expect(form.getByLabelText('First period')).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Start series' }));
    expect(await form.findByText(SETTING)).toBeInTheDocument();
    expect(form.getByLabelText('Financial year-end')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getAllByRole('alert')).toHaveLength(1);

    refusal = { code: 'CONFLICT', fieldErrors: [{ path: 'templateKey', message: SECOND }] };
    await userEvent.selectOptions(form.getByLabelText('Template'), EMP201);
    await userEvent.click(form.getByRole('button', { name: 'Start series' }));
    expect(await form.findByText(SECOND)).toBeInTheDocument();
    expect(form.getByLabelText('Template')).toHaveAccessibleDescription(SECOND);
  });
});
