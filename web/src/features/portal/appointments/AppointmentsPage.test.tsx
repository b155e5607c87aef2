import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  CancelAppointmentMutation,
  ConfirmAppointmentMutation,
  ConfirmAppointmentMutationVariables,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { advisorUser, advisorsAre, appointment, appointmentsFrom, clientUser, hoursFromNow, lerato } from './appointments-test-kit';

const renderAppointments = (user = clientUser()) => renderPortalAs(user, '/portal/appointments');
const section = (name: 'Upcoming' | 'Past') => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const titlesIn = (name: 'Upcoming' | 'Past') =>
  within(section(name))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const cardOf = (title: string) => screen.getByRole('article', { name: title });

const mixed = () => [
  appointment({ id: 'a-far', title: 'Year-end planning', scheduledAt: hoursFromNow(24 * 20) }),
  appointment({ id: 'a-old', title: 'Kick-off', scheduledAt: hoursFromNow(-24 * 30), status: 'COMPLETED' }),
  appointment({ id: 'a-soon', title: 'VAT201 review', scheduledAt: hoursFromNow(24) }),
  appointment({ id: 'a-recent', title: 'Payroll check', scheduledAt: hoursFromNow(-24 * 2), status: 'CONFIRMED' }),
];

describe('the appointments page', () => {
  it('shows the title, the loading text, then the empty state with its hint', async () => {
    const answer = gate();
    server.use(
      graphql.query('Appointments', async () => {
        await answer.opened;
        return HttpResponse.json({ data: { appointments: [] } });
      }),
    );
    renderAppointments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(await screen.findByText('Loading appointments…')).toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
    expect(screen.getByText('Schedule your first appointment to get started.')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Portal sections' });
    expect(within(sidebar).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/portal/appointments');
  });

  it('splits Upcoming (soonest first) from Past (latest first)', async () => {
    server.use(appointmentsFrom(mixed()).handler);
    renderAppointments();
    await screen.findByRole('article', { name: 'VAT201 review' });
    expect(titlesIn('Upcoming')).toEqual(['VAT201 review', 'Year-end planning']);
    expect(titlesIn('Past')).toEqual(['Payroll check', 'Kick-off']);
    expect(section('Upcoming')).toHaveAccessibleName('Upcoming (2)');
  });

  it('shows each card: title, description, status, SAST date and time, duration and location', async () => {
    server.use(
      appointmentsFrom([
        appointment({
          meetingType: 'IN_PERSON',
          location: 'Office 12, Midrand Business Park',
          status: 'PENDING',
          duration: 90,
        }),
      ]).handler,
    );
    renderAppointments();
    const card = await screen.findByRole('article', { name: 'Draft financial statements review' });
    expect(card).toHaveTextContent('Review the draft annual financial statements together.');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('16 Mar 2099')).toBeInTheDocument();
    // 08:00 UTC is 10:00 in Johannesburg, wherever the browser is.
    expect(within(card).getByText('Time').nextSibling).toHaveTextContent('10:00 SAST');
    expect(within(card).getByText('90 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Office 12, Midrand Business Park')).toBeInTheDocument();
    expect(within(card).getByText('In person')).toBeInTheDocument();
    expect(card).toHaveTextContent('AdvisorLerato Mokoena');
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });

  it('gives each status its own badge, and highlights past appointments that are not completed', async () => {
    server.use(appointmentsFrom(mixed()).handler);
    renderAppointments();
    await screen.findByRole('article', { name: 'Payroll check' });
    expect(cardOf('Payroll check')).toHaveAttribute('data-attention', 'true');
    expect(cardOf('Payroll check')).toHaveTextContent('This appointment has passed but is not marked completed.');
    expect(cardOf('Kick-off')).not.toHaveAttribute('data-attention');
    expect(within(cardOf('Kick-off')).getByText('Completed')).toBeInTheDocument();
    expect(cardOf('VAT201 review')).not.toHaveAttribute('data-attention');
    // Settled appointments offer nothing more.
    expect(within(cardOf('Kick-off')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches title and description on the server, with both empty texts', async () => {
    const { handler, requests } = appointmentsFrom(mixed());
    server.use(handler);
    renderAppointments();
    await screen.findByRole('article', { name: 'VAT201 review' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vat201');
    await waitFor(() => expect(requests.at(-1)?.search).toBe('vat201'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf('VAT201 review')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' nothing like it');
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
  });

  it('offers each appointment still open as a calendar file, and not a cancelled one', async () => {
    server.use(
      appointmentsFrom([
        appointment({ id: 'open-1', title: 'Payroll review', scheduledAt: hoursFromNow(48) }),
        appointment({ id: 'gone-1', title: 'Called off', status: 'CANCELLED', scheduledAt: hoursFromNow(72) }),
      ]).handler,
    );
    renderAppointments();
    const add = within(await screen.findByRole('article', { name: 'Payroll review' })).getByRole('link', {
      name: 'Add to calendar: Payroll review',
    });
    expect(add).toHaveAttribute('href', '/api/appointments/open-1/calendar.ics');
    expect(add).toHaveAttribute('download');
    expect(
      within(screen.getByRole('article', { name: 'Called off' })).queryByRole('link', { name: /Add to calendar/ }),
    ).not.toBeInTheDocument();
  });

  describe('Join Meeting', () => {
    it('opens the link in a new tab for a confirmed appointment still to come', async () => {
      server.use(
        appointmentsFrom([
          appointment({
            title: 'Confirmed call',
            status: 'CONFIRMED',
            scheduledAt: hoursFromNow(2),
            meetingUrl: 'https://meet.jit.si/Khanya',
          }),
        ]).handler,
      );
      renderAppointments();
      const join = within(await screen.findByRole('article', { name: 'Confirmed call' })).getByRole('link', { name: 'Join Meeting' });
      expect(join).toHaveAttribute('href', 'https://meet.jit.si/Khanya');
      expect(join).toHaveAttribute('target', '_blank');
      expect(join.getAttribute('rel')).toContain('noopener');
    });

    it('is not offered before confirmation, nor once the meeting is over', async () => {
      server.use(
        appointmentsFrom([
          appointment({ id: 'a', title: 'Not yet confirmed', scheduledAt: hoursFromNow(2), meetingUrl: 'https://meet.jit.si/A' }),
          appointment({
            id: 'b',
            title: 'Over',
            status: 'CONFIRMED',
            scheduledAt: hoursFromNow(-3),
            duration: 60,
            meetingUrl: 'https://meet.jit.si/B',
          }),
        ]).handler,
      );
      renderAppointments();
      await screen.findByRole('article', { name: 'Not yet confirmed' });
      expect(screen.queryByRole('link', { name: 'Join Meeting' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join Meeting' })).not.toBeInTheDocument();
    });

    it('stays until the meeting ends, so a late joiner can still join', async () => {
      server.use(
        appointmentsFrom([
          appointment({
            title: 'Under way',
            status: 'CONFIRMED',
            scheduledAt: hoursFromNow(-0.25),
            duration: 60,
            meetingUrl: 'https://meet.jit.si/Now',
          }),
        ]).handler,
      );
      renderAppointments();
      await screen.findByRole('article', { name: 'Under way' });
      expect(titlesIn('Past')).toEqual(['Under way']);
      expect(within(cardOf('Under way')).getByRole('link', { name: 'Join Meeting' })).toBeInTheDocument();
    });

    it('is shown disabled, with the reason, for a confirmed video meeting without its link', async () => {
      server.use(appointmentsFrom([appointment({ title: 'Awaiting link', status: 'CONFIRMED', scheduledAt: hoursFromNow(5) })]).handler);
      renderAppointments();
      const join = within(await screen.findByRole('article', { name: 'Awaiting link' })).getByRole('button', { name: 'Join Meeting' });
      expect(join).toBeDisabled();
      expect(join).toHaveAccessibleDescription('Your advisor has not added the meeting link yet.');
    });
  });

  it('offers a client Reschedule and Cancel but not Confirm', async () => {
    server.use(appointmentsFrom(mixed()).handler);
    renderAppointments();
    const card = await screen.findByRole('article', { name: 'VAT201 review' });
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('lets the advisor confirm a video meeting with its link; the card turns Confirmed with Join Meeting', async () => {
    const confirmations: ConfirmAppointmentMutationVariables[] = [];
    const booked = appointment({ title: 'VAT201 review', scheduledAt: hoursFromNow(24) });
    server.use(
      appointmentsFrom([booked]).handler,
      advisorsAre([lerato], lerato.id),
      graphql.mutation<ConfirmAppointmentMutation, ConfirmAppointmentMutationVariables>('ConfirmAppointment', ({ variables }) => {
        confirmations.push(variables);
        return HttpResponse.json({
          data: { confirmAppointment: { ...booked, status: 'CONFIRMED', meetingUrl: variables.meetingUrl ?? null } },
        });
      }),
    );
    renderAppointments(advisorUser());
    const card = await screen.findByRole('article', { name: 'VAT201 review' });
    expect(card).toHaveTextContent('ClientSipho Dlamini');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    await userEvent.type(within(dialog).getByLabelText('Meeting link (optional)'), 'meet.jit.si/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Meeting link must be a web address starting with http:// or https://')).toBeInTheDocument();
    expect(confirmations).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Meeting link (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Meeting link (optional)'), 'https://meet.jit.si/KhanyaVat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    expect(confirmations).toEqual([{ id: booked.id, meetingUrl: 'https://meet.jit.si/KhanyaVat' }]);
    await waitFor(() => expect(within(cardOf('VAT201 review')).getByText('Confirmed')).toBeInTheDocument());
    expect(within(cardOf('VAT201 review')).getByRole('link', { name: 'Join Meeting' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/KhanyaVat',
    );
  });

  it('confirms a phone call straight from the card, with no link to ask for', async () => {
    const call = appointment({ title: 'Bookkeeping check-in', meetingType: 'PHONE', scheduledAt: hoursFromNow(48) });
    const confirmations: ConfirmAppointmentMutationVariables[] = [];
    server.use(
      appointmentsFrom([call]).handler,
      graphql.mutation<ConfirmAppointmentMutation, ConfirmAppointmentMutationVariables>('ConfirmAppointment', ({ variables }) => {
        confirmations.push(variables);
        return HttpResponse.json({ data: { confirmAppointment: { ...call, status: 'CONFIRMED' } } });
      }),
    );
    renderAppointments(advisorUser());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Bookkeeping check-in' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(within(cardOf('Bookkeeping check-in')).getByText('Confirmed')).toBeInTheDocument());
    expect(confirmations).toEqual([{ id: call.id, meetingUrl: null }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cardOf('Bookkeeping check-in')).queryByRole('button', { name: 'Join Meeting' })).not.toBeInTheDocument();
  });

  it('cancels after asking once more, and says so when it fails', async () => {
    const booked = appointment({ title: 'VAT201 review', scheduledAt: hoursFromNow(24) });
    let failing = true;
    server.use(
      appointmentsFrom([booked]).handler,
      graphql.mutation<CancelAppointmentMutation>('CancelAppointment', () =>
        failing
          ? graphqlError('A completed or cancelled appointment cannot be cancelled', { code: 'BAD_USER_INPUT' })
          : HttpResponse.json({ data: { cancelAppointment: { ...booked, status: 'CANCELLED' } } }),
      ),
    );
    renderAppointments();
    await userEvent.click(within(await screen.findByRole('article', { name: 'VAT201 review' })).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Failed to cancel appointment')).toBeInTheDocument();
    failing = false;
    dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(within(cardOf('VAT201 review')).getByText('Cancelled')).toBeInTheDocument());
    expect(within(cardOf('VAT201 review')).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('shows the failure with Try again, then the appointments once they load', async () => {
    let failing = true;
    server.use(
      graphql.query('Appointments', () =>
        failing ? graphqlError('Database unavailable') : HttpResponse.json({ data: { appointments: [appointment()] } }),
      ),
    );
    renderAppointments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch appointments.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Draft financial statements review' })).toBeInTheDocument();
    expect(cardOf('Draft financial statements review')).toHaveTextContent('AdvisorLerato Mokoena');
  });
});
