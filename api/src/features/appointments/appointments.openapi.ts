import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  appointmentFilterSchema,
  confirmAppointmentSchema,
  createRescheduleAppointmentRequestSchema,
  createRescheduleAppointmentSchema,
  createScheduleAppointmentRequestSchema,
  scheduleAppointmentSchema,
} from '../../../../validation/appointments';
import { appointmentRecord } from './appointment.record';
import {
  appointmentEventExamples,
  appointmentExample,
  appointmentExampleClock,
  cancelledAppointmentExample,
  confirmAppointmentExample,
  rescheduleAppointmentExample,
  rescheduledAppointmentExample,
  scheduleAppointmentExample,
  scheduledAppointmentExample,
} from './appointments.examples';

const appointment = component('Appointment', appointmentRecord, appointmentExample);
withEventExamples(appointmentEventExamples);
const byId = pathParams({ id: 'The appointment id' });

/** /api/appointments (appointments.routes.ts). */
export const appointmentOperations: RestOperation[] = tagged('Appointments', [
  {
    method: 'get',
    path: '/',
    operationId: 'listAppointments',
    summary: 'The appointments the caller takes part in (staff: every one)',
    ...signedIn(),
    request: {
      query: z.object({
        search: optional(appointmentFilterSchema.shape.search, 'Words in the title or description, any case'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList(
        'The appointments: as the portal lists them (at most 100 upcoming and 100 past), or every one a page at a time, or what changed',
        appointment,
      ),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'scheduleAppointment',
    summary: 'Book an appointment',
    description:
      'The start is a SAST slot in the future: as `scheduledAt` (an ISO 8601 instant; without an offset it is read as SAST), or as `date` and `time`. ' +
      'A client always books for themselves; staff name the client. Without an advisor the suggested one is taken. A `status` sent is ignored.',
    ...signedIn(),
    request: {
      // The document's own copies of the schemas, judging the example's start as of its booking (appointmentExampleClock).
      body: jsonBody(
        withExample(
          z.union([createScheduleAppointmentRequestSchema(appointmentExampleClock), scheduleAppointmentSchema]),
          scheduleAppointmentExample,
        ),
      ),
    },
    responses: { 201: jsonShowing('The booked appointment', appointment, scheduledAppointmentExample) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getAppointment',
    summary: 'One appointment',
    ...signedIn(),
    request: { params: byId },
    responses: { 200: json('The appointment', appointment), ...errors(404) },
  },
  {
    method: 'get',
    path: '/{id}/calendar.ics',
    operationId: 'getAppointmentCalendarFile',
    summary: 'The appointment as a calendar file (Add to calendar)',
    ...signedIn(),
    request: { params: byId },
    responses: { 200: file('An iCalendar file, as an attachment', 'text/calendar'), ...errors(404) },
  },
  {
    method: 'put',
    path: '/{id}/reschedule',
    operationId: 'rescheduleAppointment',
    summary: 'Move an open appointment to another slot',
    description: 'The new start as `scheduledAt`, or as `date` and `time`; it is scheduled again, awaiting confirmation.',
    ...signedIn(),
    request: {
      params: byId,
      body: jsonBody(
        withExample(
          z.union([
            createRescheduleAppointmentRequestSchema(appointmentExampleClock),
            createRescheduleAppointmentSchema(appointmentExampleClock),
          ]),
          rescheduleAppointmentExample,
        ),
      ),
    },
    responses: { 200: jsonShowing('The appointment', appointment, rescheduledAppointmentExample), ...errors(404) },
  },
  {
    method: 'put',
    path: '/{id}/confirm',
    operationId: 'confirmAppointment',
    summary: 'Confirm an appointment, with a link for a video meeting',
    description: 'By its advisor (or an administrator).',
    ...signedIn(...staffRoles),
    request: { params: byId, body: jsonBody(withExample(confirmAppointmentSchema, confirmAppointmentExample)) },
    responses: { 200: json('The confirmed appointment', appointment), ...errors(404) },
  },
  {
    method: 'put',
    path: '/{id}/cancel',
    operationId: 'cancelAppointment',
    summary: 'Cancel an open appointment',
    ...signedIn(),
    request: { params: byId },
    responses: { 200: jsonShowing('The cancelled appointment', appointment, cancelledAppointmentExample), ...errors(400, 404) },
  },
]);
