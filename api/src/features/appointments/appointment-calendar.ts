import { createEvent, type EventStatus } from 'ics';
import type { Appointment, AppointmentStatus } from './appointment.entity';

const statusInCalendar: Record<AppointmentStatus, EventStatus> = {
  scheduled: 'TENTATIVE',
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * An appointment as an iCalendar event (RFC 5545), for "Add to calendar" and the confirmation
 * e-mail's invitation. The UID is the appointment's, and the sequence grows with each change, so
 * a calendar that imported an earlier copy updates that event instead of adding a second one.
 * Times are in UTC: every calendar shows them in its own time zone.
 */
export function appointmentCalendarEvent(
  appointment: Pick<
    Appointment,
    'id' | 'title' | 'description' | 'scheduledAt' | 'duration' | 'meetingType' | 'location' | 'meetingUrl' | 'status' | 'updatedAt'
  >,
  publicUrl: string,
  method: 'PUBLISH' | 'REQUEST' = 'PUBLISH',
): string {
  const portalLink = `${publicUrl}/portal/appointments`;
  const description = [
    appointment.description,
    appointment.meetingUrl ? `Join the meeting: ${appointment.meetingUrl}` : null,
    `In your client portal: ${portalLink}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const { error, value } = createEvent({
    productId: '-//Khanya Tax & Advisory//Client Portal//EN',
    method,
    uid: `${appointment.id}@khanya-advisory.co.za`,
    // Seconds since the appointment last changed: larger after every change, as the standard asks.
    sequence: Math.floor(appointment.updatedAt.getTime() / 1000) - 1_700_000_000,
    title: `${appointment.title} (Khanya Tax & Advisory)`,
    description,
    start: appointment.scheduledAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: appointment.duration },
    location: appointment.meetingType === 'video' ? (appointment.meetingUrl ?? 'Video meeting') : (appointment.location ?? undefined),
    url: appointment.meetingUrl ?? portalLink,
    status: statusInCalendar[appointment.status],
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made');
  return value;
}
