import { graphql, HttpResponse } from 'msw';
import { southAfricanInstant } from '@validation/south-africa-time';
import type {
  AppointmentAdvisorsQuery,
  AppointmentCardFragment,
  AppointmentClientsQuery,
  AppointmentPersonFragment,
  AppointmentsQuery,
  AppointmentsQueryVariables,
  ScheduleAppointmentMutation,
  ScheduleAppointmentMutationVariables,
} from '../../../graphql/generated';
import { sessionUser } from '../../../test/fixtures';
import { matchesSearch } from './appointments-cache';

export const sipho: AppointmentPersonFragment = {
  __typename: 'User',
  id: 'client-1',
  firstName: 'Sipho',
  lastName: 'Dlamini',
};
export const ayesha: AppointmentPersonFragment = {
  __typename: 'User',
  id: 'client-2',
  firstName: 'Ayesha',
  lastName: 'Patel',
};
export const lerato: AppointmentPersonFragment = {
  __typename: 'User',
  id: 'advisor-1',
  firstName: 'Lerato',
  lastName: 'Mokoena',
};
export const andile: AppointmentPersonFragment = {
  __typename: 'User',
  id: 'advisor-2',
  firstName: 'Andile',
  lastName: 'Zulu',
};

export const clientUser = () => sessionUser({ id: sipho.id });
export const advisorUser = () => sessionUser({ id: lerato.id, email: 'advisor@example.com', firstName: 'Lerato', roleNames: ['ADVISOR'] });

const HOUR = 60 * 60 * 1000;
/** An instant `hours` from the real now: the page splits and judges with the real clock. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function appointment(overrides: Partial<AppointmentCardFragment> = {}): AppointmentCardFragment {
  return {
    __typename: 'Appointment',
    id: 'appointment-1',
    title: 'Draft financial statements review',
    description: 'Review the draft annual financial statements together.',
    // 10:00 in Johannesburg.
    scheduledAt: '2099-03-16T08:00:00.000Z',
    duration: 60,
    meetingType: 'VIDEO',
    location: null,
    meetingUrl: null,
    status: 'SCHEDULED',
    client: sipho,
    advisor: lerato,
    ...overrides,
  };
}

/** Answers Appointments with the server's search over `all`, recording each request's variables. */
export function appointmentsFrom(all: AppointmentCardFragment[]) {
  const requests: AppointmentsQueryVariables[] = [];
  const handler = graphql.query<AppointmentsQuery, AppointmentsQueryVariables>('Appointments', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { appointments: all.filter((item) => matchesSearch(item, variables.search ?? '')) } });
  });
  return { handler, requests };
}

export const advisorsAre = (advisors: AppointmentPersonFragment[], suggestedAdvisorId: string | null) =>
  graphql.query<AppointmentAdvisorsQuery>('AppointmentAdvisors', () => HttpResponse.json({ data: { advisors, suggestedAdvisorId } }));

export const clientsAre = (clients: AppointmentPersonFragment[]) =>
  graphql.query<AppointmentClientsQuery>('AppointmentClients', () => HttpResponse.json({ data: { appointmentClients: clients } }));

/** Answers ScheduleAppointment as the server would, recording the variables. */
export function scheduleAnswers() {
  const seen: ScheduleAppointmentMutationVariables[] = [];
  const handler = graphql.mutation<ScheduleAppointmentMutation, ScheduleAppointmentMutationVariables>(
    'ScheduleAppointment',
    ({ variables }) => {
      seen.push(variables);
      const { input } = variables;
      return HttpResponse.json({
        data: {
          scheduleAppointment: appointment({
            id: 'appointment-new',
            title: input.title,
            description: input.description ?? null,
            scheduledAt: southAfricanInstant(input.date, input.time)!.toISOString(),
            duration: input.duration ?? 60,
            meetingType: input.meetingType ?? 'VIDEO',
            location: input.meetingType === 'IN_PERSON' ? (input.location ?? null) : null,
            advisor: [lerato, andile].find((person) => person.id === input.advisorId) ?? lerato,
          }),
        },
      });
    },
  );
  return { handler, seen };
}
