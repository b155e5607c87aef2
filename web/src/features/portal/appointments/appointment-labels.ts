import { fullNameOf } from '@validation/people';
import type { AppointmentStatusValue, MeetingTypeValue } from '@validation/appointment-values';
import type { BadgeTone } from '../../../components/Badge';

/** docs/product.md#appointment-status: each status with a badge style of its own. */
export const statusLabels: Record<AppointmentStatusValue, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const statusTones: Record<AppointmentStatusValue, BadgeTone> = {
  scheduled: 'info',
  confirmed: 'success',
  pending: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
};

export const meetingTypeLabels: Record<MeetingTypeValue, string> = {
  video: 'Video call',
  in_person: 'In person',
  phone: 'Phone call',
};

/** The duration in minutes, "60 minutes" (docs/product.md#appointments). */
export function durationLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? fullNameOf(person) : 'Unknown';
}
