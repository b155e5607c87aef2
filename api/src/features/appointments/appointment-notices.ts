import { southAfricanDateAndTime } from '../../../../validation/south-africa-time';
import type { NewNotification } from '../notifications';
import type { Appointment } from './appointment.entity';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 May 2026 at 10:00 (SAST)": how a notice names the moment, the way the portal prints dates. */
export function describeMoment(instant: Date): string {
  const { date, time } = southAfricanDateAndTime(instant);
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year} at ${time} (SAST)`;
}

export type AppointmentChange = 'schedule' | 'reschedule' | 'confirm' | 'cancel';

/**
 * What each change tells the other party (the notification types and categories of
 * docs/product.md#screen-shapes).
 */
export function appointmentNotice(
  change: AppointmentChange,
  appointment: Pick<Appointment, 'title' | 'scheduledAt' | 'meetingUrl'>,
  actorName: string,
): Omit<NewNotification, 'userId'> {
  const when = describeMoment(appointment.scheduledAt);
  const common = { category: 'appointment' as const, actionUrl: '/portal/appointments' };
  switch (change) {
    case 'schedule':
      return { ...common, type: 'info', title: 'New appointment', content: `${actorName} scheduled "${appointment.title}" for ${when}.` };
    case 'reschedule':
      return {
        ...common,
        type: 'info',
        title: 'Appointment rescheduled',
        content: `${actorName} moved "${appointment.title}" to ${when}.`,
      };
    case 'confirm':
      return {
        ...common,
        type: 'success',
        title: 'Appointment confirmed',
        content: `${actorName} confirmed "${appointment.title}" on ${when}.${appointment.meetingUrl ? ' The meeting link is on the appointment.' : ''}`,
      };
    case 'cancel':
      return {
        ...common,
        type: 'warning',
        title: 'Appointment cancelled',
        content: `${actorName} cancelled "${appointment.title}" on ${when}.`,
      };
  }
}
