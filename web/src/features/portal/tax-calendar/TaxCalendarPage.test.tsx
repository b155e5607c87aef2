import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import { adminUser, sessionUser } from '../../../test/fixtures';
import type {
  DeclareHolidayMutation,
  DeclareHolidayMutationVariables,
  OverrideDeadlineMutation,
  OverrideDeadlineMutationVariables,
  RemoveDeadlineOverrideMutation,
  RemoveDeadlineOverrideMutationVariables,
  SetFilingSeasonMutation,
  SetFilingSeasonMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  calendarFrom,
  declaredHolidaysAre,
  emp201February,
  emp201MarchExtended,
  filingSeasonsAre,
  generalElection,
  itr12Season2026,
  marchToMay,
} from './tax-calendar-test-kit';

const advisor = () => sessionUser({ id: 'advisor-1', email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });
const MARCH_2027 = '/portal/tax-calendar?from=2027-03';

/** The calendar, and for an administrator the declared holidays and the filing seasons. */
function standingAnswers(answer = marchToMay) {
  const calendar = calendarFrom(answer);
  server.use(calendar.handler, declaredHolidaysAre([generalElection()]), filingSeasonsAre([itr12Season2026()]));
  return calendar;
}

const row = (name: string) => screen.findByRole('article', { name });

describe('the tax calendar', () => {
  it('shows three months of deadlines with the public holidays between them, why a day moved, and SARS’s extensions', async () => {
    const calendar = standingAnswers();
    renderPortalAs(advisor(), MARCH_2027);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax calendar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'March 2027',
      'April 2027',
      'May 2027',
    ]);
    expect(calendar.asked).toEqual([{ from: '2027-03-01', to: '2027-05-31' }]);

    const moved = await row('EMP201 for Feb 2027');
    expect(within(moved).getByText('Fri 5 Mar 2027')).toBeInTheDocument();
    expect(within(moved).getByText('Moved from Sun 7 Mar: 7 Mar 2027 is a Sunday')).toBeInTheDocument();
    const extended = await row('EMP201 for Mar 2027');
    expect(within(extended).getByText('Wed 14 Apr 2027')).toBeInTheDocument();
    expect(within(extended).getByText('Extended by SARS')).toBeInTheDocument();
    expect(extended).toHaveTextContent('eFiling was down from 5 to 7 April');
    expect(extended).toHaveTextContent('The rule’s date: Wed 7 Apr 2027.');
    expect(within(extended).queryByText(/Moved from/)).not.toBeInTheDocument();

    // March's rows in order, the holidays between the deadlines.
    const march = screen.getByRole('region', { name: 'March 2027' });
    expect(
      within(march)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'EMP201 for Feb 2027',
      'Human Rights Day',
      'Human Rights Day (Monday after)',
      'VAT201 for Jan–Feb 2027 (category B, eFiling)',
    ]);
    const election = await row('General election');
    expect(within(election).getByText('Public holiday')).toBeInTheDocument();
    expect(within(election).getByText('Declared')).toBeInTheDocument();
    expect(within(await row('Human Rights Day')).queryByText('Declared')).not.toBeInTheDocument();
  });

  it('steps a month at a time, and Today goes back to the current month', async () => {
    const calendar = standingAnswers();
    renderPortalAs(advisor(), MARCH_2027);
    await row('EMP201 for Feb 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(calendar.asked.at(-1)).toEqual({ from: '2027-04-01', to: '2027-06-30' }));
    expect(screen.getByLabelText('First month')).toHaveValue('2027-04');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(calendar.asked.at(-1)).toEqual({ from: '2027-02-01', to: '2027-04-30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const thisMonth = todayInSouthAfrica(new Date()).slice(0, 7);
    await waitFor(() => expect(calendar.asked.at(-1)?.from).toBe(`${thisMonth}-01`));
    expect(screen.getByLabelText('First month')).toHaveValue(thisMonth);
  });

  it('says so plainly when nothing is due and no day is a holiday', async () => {
    standingAnswers(() => ({ ...marchToMay(), deadlines: [], holidays: [] }));
    renderPortalAs(advisor(), MARCH_2027);
    expect(await screen.findByText('Nothing is due and there are no public holidays from March 2027 to May 2027.')).toBeInTheDocument();
  });

  it('gives an advisor no administrator’s controls', async () => {
    standingAnswers();
    renderPortalAs(advisor(), MARCH_2027);
    await row('EMP201 for Mar 2027');
    expect(screen.queryByRole('button', { name: /Change due date/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo extension/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Declare a public holiday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Filing seasons' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).getByRole('link', { name: 'Tax calendar' })).toHaveAttribute('href', '/portal/tax-calendar');
  });

  it('tells a client the page is for staff, without the sidebar link', async () => {
    renderPortalAs(sessionUser(), '/portal/tax-calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).queryByRole('link', { name: 'Tax calendar' })).not.toBeInTheDocument();
  });
});

describe('the administrators’ tax calendar', () => {
  it('changes a due date: the server’s message about the reason stays beneath it with what was typed, and the row then shows the extension', async () => {
    let extended = false;
    const calendar = standingAnswers(() => {
      const answer = marchToMay();
      if (!extended) return answer;
      const deadlines = answer.deadlines.filter((deadline) => deadline.periodKey !== 'emp201:2027-02');
      return { ...answer, deadlines: [...deadlines, { ...emp201February(), due: '2027-03-12', overrideReason: 'SARS notice of 1 March' }] };
    });
    const sent: OverrideDeadlineMutationVariables[] = [];
    let refuse = true;
    server.use(
      graphql.mutation<OverrideDeadlineMutation, OverrideDeadlineMutationVariables>('OverrideDeadline', ({ variables }) => {
        sent.push(variables);
        if (refuse) {
          return graphqlError('Say why the date moved, as SARS announced it', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'reason', message: 'Quote the notice SARS published' }],
          });
        }
        extended = true;
        return HttpResponse.json({
          data: {
            overrideDeadline: {
              __typename: 'DeadlineOverride',
              id: 'override-1',
              periodKey: variables.periodKey,
              dueDate: variables.input.dueDate,
              reason: variables.input.reason,
            },
          },
        });
      }),
    );
    renderPortalAs(adminUser(), MARCH_2027);
    const before = await row('EMP201 for Feb 2027');
    await userEvent.click(within(before).getByRole('button', { name: 'Change due date of EMP201 for Feb 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change due date' });
    expect(dialog).toHaveTextContent('EMP201 for Feb 2027: the rule gives Fri 5 Mar 2027.');
    const dueDate = within(dialog).getByLabelText('Due date');
    expect(dueDate).toHaveValue('2027-03-05');
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, '2027-03-12');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'SARS notice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));

    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Quote the notice SARS published'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue('SARS notice');
    expect(dueDate).toHaveValue('2027-03-12');
    expect(dueDate).toHaveAttribute('aria-invalid', 'false');

    refuse = false;
    await userEvent.type(reason, ' of 1 March');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
    expect(await screen.findByText('Due date changed')).toBeInTheDocument();
    expect(screen.getByText('EMP201 for Feb 2027 is now due Fri 12 Mar 2027.')).toBeInTheDocument();
    expect(sent).toEqual([
      { periodKey: 'emp201:2027-02', input: { dueDate: '2027-03-12', reason: 'SARS notice' } },
      { periodKey: 'emp201:2027-02', input: { dueDate: '2027-03-12', reason: 'SARS notice of 1 March' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The calendar was asked again before the dialog closed: the row shows the new day at once.
    expect(calendar.asked).toHaveLength(2);
    const after = await row('EMP201 for Feb 2027');
    expect(within(after).getByText('Fri 12 Mar 2027')).toBeInTheDocument();
    expect(within(after).getByText('Extended by SARS')).toBeInTheDocument();
    await waitFor(() => expect(within(after).getByRole('button', { name: 'Change due date of EMP201 for Feb 2027' })).toHaveFocus());
  });

  it('undoes an extension after asking, and focus returns to the row', async () => {
    let undone = false;
    standingAnswers(() => {
      const answer = marchToMay();
      if (!undone) return answer;
      const deadlines = answer.deadlines.map((deadline) =>
        deadline.periodKey === 'emp201:2027-03' ? { ...emp201MarchExtended(), due: '2027-04-07', overrideReason: null } : deadline,
      );
      return { ...answer, deadlines };
    });
    const sent: RemoveDeadlineOverrideMutationVariables[] = [];
    server.use(
      graphql.mutation<RemoveDeadlineOverrideMutation, RemoveDeadlineOverrideMutationVariables>(
        'RemoveDeadlineOverride',
        ({ variables }) => {
          sent.push(variables);
          undone = true;
          return HttpResponse.json({
            data: { removeDeadlineOverride: { __typename: 'DeadlineOverride', id: 'override-1', periodKey: variables.periodKey } },
          });
        },
      ),
    );
    renderPortalAs(adminUser(), MARCH_2027);
    const extended = await row('EMP201 for Mar 2027');
    const undoButton = within(extended).getByRole('button', { name: 'Undo extension of EMP201 for Mar 2027' });
    await userEvent.click(undoButton);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the extension' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(undoButton).toHaveFocus());
    expect(sent).toEqual([]);

    await userEvent.click(undoButton);
    const dialog = await screen.findByRole('dialog', { name: 'Undo the extension of EMP201 for Mar 2027?' });
    expect(dialog).toHaveTextContent('It will be due on the rule’s date again: Wed 7 Apr 2027.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo extension' }));
    expect(await screen.findByText('Extension undone')).toBeInTheDocument();
    expect(sent).toEqual([{ periodKey: 'emp201:2027-03' }]);
    const after = await row('EMP201 for Mar 2027');
    expect(within(after).getByText('Wed 7 Apr 2027')).toBeInTheDocument();
    expect(within(after).queryByText('Extended by SARS')).not.toBeInTheDocument();
    await waitFor(() => expect(within(after).getByRole('button', { name: 'Change due date of EMP201 for Mar 2027' })).toHaveFocus());
  });

  it('declares a public holiday; a day that already is one is refused beneath the date', async () => {
    standingAnswers();
    const sent: DeclareHolidayMutationVariables[] = [];
    server.use(
      graphql.mutation<DeclareHolidayMutation, DeclareHolidayMutationVariables>('DeclareHoliday', ({ variables }) => {
        sent.push(variables);
        return graphqlError('Invalid input', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'date', message: '2027-04-27 is already a public holiday (Freedom Day)' }],
        });
      }),
    );
    renderPortalAs(adminUser(), MARCH_2027);
    await row('EMP201 for Feb 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Declare a public holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a public holiday' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Declare holiday' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Date'), '2027-04-27');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Freedom Day again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Declare holiday' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription('2027-04-27 is already a public holiday (Freedom Day)'),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Freedom Day again');
    expect(sent).toEqual([{ input: { date: '2027-04-27', name: 'Freedom Day again' } }]);
  });

  it('lists the filing seasons and the declared holidays', async () => {
    standingAnswers();
    renderPortalAs(adminUser(), MARCH_2027);
    const seasons = await screen.findByRole('region', { name: 'Filing seasons' });
    const table = await within(seasons).findByRole('table', { name: 'Filing seasons' });
    expect(within(table).getByRole('rowheader', { name: 'ITR12 filing season' }).closest('tr')).toHaveTextContent(
      'ITR12 filing season2026Mon 13 Jul 2026Fri 23 Oct 2026Fri 22 Jan 2027',
    );
    expect(within(table).getByRole('button', { name: 'Set dates of the ITR12 filing season 2026' })).toBeInTheDocument();
    const declared = screen.getByRole('region', { name: 'Declared public holidays' });
    expect(await within(declared).findByRole('listitem')).toHaveTextContent('Fri 7 May 2027 General election');
    // The declared holiday's row in the calendar can be removed there too.
    expect(within(await row('General election')).getByRole('button', { name: 'Remove General election' })).toBeInTheDocument();
  });

  it('sets a filing season’s dates, asking for the provisional taxpayers’ day for the ITR12 season only', async () => {
    standingAnswers();
    const sent: SetFilingSeasonMutationVariables[] = [];
    server.use(
      graphql.mutation<SetFilingSeasonMutation, SetFilingSeasonMutationVariables>('SetFilingSeason', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            setFilingSeason: {
              __typename: 'FilingSeason',
              id: 'season-2',
              kind: variables.kind,
              year: variables.year,
              opens: variables.input.opens,
              closes: variables.input.closes,
              provisionalCloses: variables.input.provisionalCloses ?? null,
            },
          },
        });
      }),
    );
    renderPortalAs(adminUser(), MARCH_2027);
    const seasons = await screen.findByRole('region', { name: 'Filing seasons' });
    await userEvent.click(within(seasons).getByRole('button', { name: 'Set dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set filing season dates' });
    expect(within(dialog).getByLabelText('Closes (provisional taxpayers)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText('Say when the season closes for provisional taxpayers')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('Season'), 'EMP501 annual reconciliation');
    expect(within(dialog).queryByLabelText('Closes (provisional taxpayers)')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Year'));
    await userEvent.type(within(dialog).getByLabelText('Year'), '2027');
    await userEvent.type(within(dialog).getByLabelText('Opens'), '2027-04-01');
    await userEvent.type(within(dialog).getByLabelText('Closes'), '2027-03-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText('Closes must be on or after the day it opens')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Closes'));
    await userEvent.type(within(dialog).getByLabelText('Closes'), '2027-05-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('Filing season saved')).toBeInTheDocument();
    expect(sent).toEqual([
      { kind: 'EMP501_ANNUAL', year: 2027, input: { opens: '2027-04-01', closes: '2027-05-31', provisionalCloses: null } },
    ]);
  });
});
