import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { server } from '../../../test/msw-server';
import type {
  AppointmentAdvisorsQuery,
  AppointmentAdvisorsQueryVariables,
  RescheduleAppointmentMutation,
  RescheduleAppointmentMutationVariables,
} from '../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  advisorUser,
  advisorsAre,
  andile,
  appointment,
  appointmentsFrom,
  ayesha,
  clientUser,
  clientsAre,
  hoursFromNow,
  lerato,
  scheduleAnswers,
  sipho,
} from './appointments-test-kit';

const FUTURE_DATE = '2099-03-15';

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }));
  return within(await screen.findByRole('dialog', { name: 'Schedule Appointment' }));
}

type DialogQueries = BoundFunctions<typeof queries>;

async function fill(dialog: DialogQueries, { title = 'Provisional tax planning', date = FUTURE_DATE, time = '10:00' } = {}) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), title);
  await userEvent.type(dialog.getByLabelText('Description (optional)'), 'First IRP6 of the year');
  await userEvent.type(dialog.getByLabelText('Date'), date);
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Time (SAST)' }), time);
}

const submit = (dialog: DialogQueries) => userEvent.click(dialog.getByRole('button', { name: 'Schedule Appointment' }));

describe('the Schedule Appointment dialog', () => {
  it('offers days from today (SAST), the 21 slots, 60 minutes and video by default, and the suggested advisor', async () => {
    server.use(appointmentsFrom([]).handler, advisorsAre([andile, lerato], lerato.id));
    renderPortalAs(clientUser(), '/portal/appointments');
    const dialog = await openDialog();
    const date = dialog.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', todayInSouthAfrica(new Date()));
    const slots = within(dialog.getByRole('combobox', { name: 'Time (SAST)' }))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(slots).toHaveLength(21);
    expect([slots[0], slots[1], slots[20]]).toEqual(['08:00', '08:30', '18:00']);
    expect(dialog.getByLabelText('Duration (minutes)')).toHaveValue(60);
    expect(dialog.getByRole('combobox', { name: 'Meeting type' })).toHaveValue('video');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Advisor' })).toHaveValue(lerato.id));
    expect(dialog.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  });

  it('shows the location field only for in-person meetings', async () => {
    server.use(appointmentsFrom([]).handler, advisorsAre([lerato], lerato.id));
    renderPortalAs(clientUser(), '/portal/appointments');
    const dialog = await openDialog();
    expect(dialog.queryByLabelText('Location')).not.toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Meeting type' }), 'In person');
    expect(dialog.getByLabelText('Location')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Meeting type' }), 'Phone call');
    expect(dialog.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('sends nothing until title, date and time are chosen, and keeps duration within 15 to 480 minutes', async () => {
    const { handler, seen } = scheduleAnswers();
    server.use(appointmentsFrom([]).handler, advisorsAre([lerato], lerato.id), handler);
    renderPortalAs(clientUser(), '/portal/appointments');
    const dialog = await openDialog();
    await submit(dialog);
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Date is required')).toBeInTheDocument();
    expect(dialog.getByText('Time is required')).toBeInTheDocument();
    await fill(dialog, { date: '2020-01-06' });
    await userEvent.clear(dialog.getByLabelText('Duration (minutes)'));
    await userEvent.type(dialog.getByLabelText('Duration (minutes)'), '500');
    await submit(dialog);
    expect(await dialog.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(dialog.getByText('Duration must be between 15 and 480 minutes')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('books it: success toast, the form resets, and the card appears under Upcoming without fetching the list again', async () => {
    const list = appointmentsFrom([appointment({ id: 'a-later', title: 'Year-end planning', scheduledAt: '2099-12-01T08:00:00.000Z' })]);
    const { handler, seen } = scheduleAnswers();
    server.use(list.handler, advisorsAre([andile, lerato], lerato.id), handler);
    renderPortalAs(clientUser(), '/portal/appointments');
    await screen.findByRole('article', { name: 'Year-end planning' });
    const requestsBefore = list.requests.length;
    const dialog = await openDialog();
    await fill(dialog);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Meeting type' }), 'In person');
    await userEvent.type(dialog.getByLabelText('Location'), 'Midrand office');
    await userEvent.clear(dialog.getByLabelText('Duration (minutes)'));
    await userEvent.type(dialog.getByLabelText('Duration (minutes)'), '90');
    await submit(dialog);

    expect(await screen.findByText('Appointment scheduled successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        input: {
          title: 'Provisional tax planning',
          description: 'First IRP6 of the year',
          date: FUTURE_DATE,
          time: '10:00',
          duration: 90,
          meetingType: 'IN_PERSON',
          location: 'Midrand office',
          advisorId: lerato.id,
          clientId: null,
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Provisional tax planning' });
    expect(within(card).getByText('15 Mar 2099')).toBeInTheDocument();
    expect(within(card).getByText('90 minutes')).toBeInTheDocument();
    const upcoming = within(screen.getByRole('region', { name: /^Upcoming/ }))
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(upcoming).toEqual(['Provisional tax planning', 'Year-end planning']);
    expect(list.requests).toHaveLength(requestsBefore);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog();
    expect(again.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(again.getByLabelText('Date')).toHaveValue('');
    expect(again.getByRole('combobox', { name: 'Time (SAST)' })).toHaveValue('');
    expect(again.getByLabelText('Duration (minutes)')).toHaveValue(60);
    expect(again.getByRole('combobox', { name: 'Meeting type' })).toHaveValue('video');
  });

  it('keeps what was typed when booking fails, with the spec’s toast and the field the server named', async () => {
    server.use(
      appointmentsFrom([]).handler,
      advisorsAre([lerato], lerato.id),
      graphql.mutation('ScheduleAppointment', () =>
        graphqlError('Choose a time that has not passed yet', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'time', message: 'Choose a time that has not passed yet' }],
        }),
      ),
    );
    renderPortalAs(clientUser(), '/portal/appointments');
    const dialog = await openDialog();
    await fill(dialog);
    await submit(dialog);
    expect(await screen.findByText('Failed to schedule appointment')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(dialog.getByText('Choose a time that has not passed yet')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule Appointment' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Provisional tax planning');
    expect(dialog.getByLabelText('Date')).toHaveValue(FUTURE_DATE);
    expect(dialog.getByRole('combobox', { name: 'Time (SAST)' })).toHaveValue('10:00');
  });

  it('lets staff choose the client, and suggests that client’s advisor', async () => {
    const { handler, seen } = scheduleAnswers();
    const suggestions: (string | null | undefined)[] = [];
    server.use(
      appointmentsFrom([]).handler,
      clientsAre([sipho, ayesha]),
      graphql.query<AppointmentAdvisorsQuery, AppointmentAdvisorsQueryVariables>('AppointmentAdvisors', ({ variables }) => {
        suggestions.push(variables.clientId);
        return HttpResponse.json({ data: { advisors: [andile, lerato], suggestedAdvisorId: lerato.id } });
      }),
      handler,
    );
    renderPortalAs(advisorUser(), '/portal/appointments');
    const dialog = await openDialog();
    await fill(dialog);
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Client' }), 'Ayesha Patel');
    await waitFor(() => expect(suggestions).toContain(ayesha.id));
    await submit(dialog);
    await screen.findByText('Appointment scheduled successfully');
    expect(seen[0].input).toMatchObject({ clientId: ayesha.id, advisorId: lerato.id });
  });
});

describe('the Reschedule dialog', () => {
  it('opens filled in with the appointment’s SAST day, time and duration', async () => {
    server.use(
      appointmentsFrom([appointment({ title: 'VAT201 review', scheduledAt: '2099-03-16T12:30:00.000Z', duration: 45 })]).handler,
      graphql.mutation<RescheduleAppointmentMutation, RescheduleAppointmentMutationVariables>('RescheduleAppointment', ({ variables }) =>
        HttpResponse.json({
          data: {
            rescheduleAppointment: appointment({
              title: 'VAT201 review',
              scheduledAt: `${variables.input.date}T07:00:00.000Z`,
              duration: variables.input.duration ?? undefined,
            }),
          },
        }),
      ),
    );
    renderPortalAs(clientUser(), '/portal/appointments');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'VAT201 review' })).getByRole('button', { name: 'Reschedule' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule Appointment' }));
    expect(dialog.getByLabelText('Date')).toHaveValue('2099-03-16');
    expect(dialog.getByRole('combobox', { name: 'Time (SAST)' })).toHaveValue('14:30');
    expect(dialog.getByLabelText('Duration (minutes)')).toHaveValue(45);
    await userEvent.clear(dialog.getByLabelText('Date'));
    await userEvent.type(dialog.getByLabelText('Date'), '2099-03-20');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Time (SAST)' }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Appointment rescheduled successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'VAT201 review' })).getByText('20 Mar 2099')).toBeInTheDocument(),
    );
  });

  it('is offered on a missed appointment that is still open, so it can be moved', async () => {
    server.use(appointmentsFrom([appointment({ title: 'Missed', status: 'CONFIRMED', scheduledAt: hoursFromNow(-48) })]).handler);
    renderPortalAs(clientUser(), '/portal/appointments');
    expect(within(await screen.findByRole('article', { name: 'Missed' })).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });
});
