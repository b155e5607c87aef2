import type { z } from 'zod';
import { exampleAppointment, exampleIds } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type {
  confirmAppointmentSchema,
  createRescheduleAppointmentRequestSchema,
  createScheduleAppointmentRequestSchema,
} from '../../../../validation/appointments';
import type { appointmentRecord } from './appointment.record';

/*
 * The client books a video meeting with her advisor to go through her 2026 return: 10:00 SAST on
 * Thursday 3 December 2026. He confirms it with a link; moving it to the Friday afternoon and
 * cancelling it are the other answers.
 */

/** When she booked it. */
const appointmentBookedAt = '2026-11-20T10:05:00.000Z';

/**
 * The clock the OpenAPI document's copies of the booking schemas read "now" from: the moment she
 * booked. Those schemas refuse a start already past, so with the real clock the examples' December
 * 2026 slots would turn invalid once that day has gone by.
 */
export const appointmentExampleClock = () => new Date(appointmentBookedAt);

/** POST /api/appointments as a client sends it: her own booking, the advisor left to the server. */
export const scheduleAppointmentExample: z.input<ReturnType<typeof createScheduleAppointmentRequestSchema>> = {
  title: exampleAppointment.title,
  description: 'Go through the ITR12 draft and the medical aid deductions before it is filed.',
  scheduledAt: '2026-12-03T10:00:00+02:00',
  duration: exampleAppointment.duration,
  meetingType: 'video',
};

/** The booking's answer: scheduled, waiting for the advisor to confirm. */
export const scheduledAppointmentExample: z.input<typeof appointmentRecord> = {
  id: exampleIds.appointment,
  clientId: exampleIds.client,
  advisorId: exampleIds.advisor,
  engagementId: null,
  title: scheduleAppointmentExample.title,
  description: scheduleAppointmentExample.description ?? null,
  scheduledAt: exampleAppointment.scheduledAt,
  duration: exampleAppointment.duration,
  meetingType: 'video',
  location: null,
  meetingUrl: null,
  status: 'scheduled',
  createdAt: appointmentBookedAt,
  updatedAt: appointmentBookedAt,
};

/** PUT /api/appointments/{id}/confirm: the advisor's link for the video meeting. */
export const confirmAppointmentExample: z.input<typeof confirmAppointmentSchema> = {
  meetingUrl: 'https://meet.example.co.za/j/4829137560',
};

/** The appointment as it is listed now: confirmed by the advisor, with his link. */
export const appointmentExample: z.input<typeof appointmentRecord> = {
  ...scheduledAppointmentExample,
  meetingUrl: confirmAppointmentExample.meetingUrl ?? null,
  status: 'confirmed',
  updatedAt: '2026-11-23T06:20:00.000Z',
};

/** PUT /api/appointments/{id}/reschedule: Friday 4 December at 14:00 SAST, for 90 minutes. */
export const rescheduleAppointmentExample: z.input<ReturnType<typeof createRescheduleAppointmentRequestSchema>> = {
  scheduledAt: '2026-12-04T14:00:00+02:00',
  duration: 90,
};

/** Its answer: the new slot, scheduled again until the advisor confirms it; his link stays. */
export const rescheduledAppointmentExample: z.input<typeof appointmentRecord> = {
  ...appointmentExample,
  scheduledAt: '2026-12-04T12:00:00.000Z',
  duration: 90,
  status: 'scheduled',
  updatedAt: '2026-11-25T15:31:09.000Z',
};

/** PUT /api/appointments/{id}/cancel: the confirmed meeting called off. */
export const cancelledAppointmentExample: z.input<typeof appointmentRecord> = {
  ...appointmentExample,
  status: 'cancelled',
  updatedAt: '2026-11-26T05:58:44.000Z',
};

/** The events of her meeting (webhooks): booked by her, then cancelled (the other way it went). */
export const appointmentEventExamples: EventExamples<'appointment.scheduled' | 'appointment.cancelled'> = {
  'appointment.scheduled': {
    id: 'evt_kimh5Myh1t47GnVqvJMsj3XtNE',
    type: 'appointment.scheduled',
    timestamp: appointmentBookedAt,
    data: {
      appointmentId: exampleIds.appointment,
      clientId: exampleIds.client,
      advisorId: exampleIds.advisor,
      scheduledById: exampleIds.client,
      scheduledAt: scheduledAppointmentExample.scheduledAt,
      duration: scheduledAppointmentExample.duration,
      meetingType: 'video',
      status: 'scheduled',
    },
  },
  'appointment.cancelled': {
    id: 'evt_C0FlLDnk0YDGRCY7wWpAjXfpHQ',
    type: 'appointment.cancelled',
    timestamp: cancelledAppointmentExample.updatedAt,
    data: {
      appointmentId: exampleIds.appointment,
      clientId: exampleIds.client,
      advisorId: exampleIds.advisor,
      cancelledById: exampleIds.client,
      scheduledAt: cancelledAppointmentExample.scheduledAt,
      status: 'cancelled',
      cancelledAt: cancelledAppointmentExample.updatedAt,
    },
  },
};
