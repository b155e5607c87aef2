import { z } from 'zod';
import { appointmentStatusValues, meetingTypeValues } from '../appointment-values';

/**
 * An appointment as REST answers it (/api/appointments): every column but reminderSent, in the
 * order the JSON carries them. appointmentJson (api/src/features/appointments/appointments.routes.ts)
 * is built from this list; record-shapes.test.ts compares it with the GraphQL type Appointment.
 */
export const appointmentRecord = z.strictObject({
  id: z.string().describe('The appointment id'),
  clientId: z.string().describe('The client the meeting is for (a user id)'),
  advisorId: z.string().describe('The advisor the client meets (a user id)'),
  engagementId: z.string().nullable().describe('The engagement it is about, if any'),
  title: z.string().describe('What the meeting is about'),
  description: z.string().nullable().describe('More about the meeting'),
  scheduledAt: z.iso.datetime().describe('When it starts; the portal shows it in SAST'),
  duration: z.int().describe('Minutes, 15 to 480'),
  meetingType: z.enum(meetingTypeValues).describe('How the meeting is held: video (the default), in_person or phone'),
  location: z.string().nullable().describe('The address, for in-person meetings'),
  meetingUrl: z.string().nullable().describe('The link to a video meeting, added by the advisor on confirming'),
  status: z
    .enum(appointmentStatusValues)
    .describe('scheduled on booking (and again after a reschedule), confirmed by the advisor, pending, completed or cancelled'),
  createdAt: z.iso.datetime().describe('When it was booked'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
