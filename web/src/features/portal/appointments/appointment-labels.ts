import { fullNameOf } from '@validation/people';
import type { EnumName } from '@validation/enum-names';
import type { AppointmentStatusValue, MeetingTypeValue } from '@validation/appointment-values';
import type { BadgeTone } from '../../../components/Badge';

/** docs/product.md#appointment-status: each status with a badge style of its own. */
export const statusLabels: Record<EnumName<AppointmentStatusValue>, string> = {
  SCHEDULED: 'Scheduled',
  CONFIRMED: 'Confirmed',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const statusTones: Record<EnumName<AppointmentStatusValue>, BadgeTone> = {
  SCHEDULED: 'info',
  CONFIRMED: 'success',
  PENDING: 'warning',
  COMPLETED: 'neutral',
  CANCELLED: 'danger',
};

export const meetingTypeLabels: Record<EnumName<MeetingTypeValue>, string> = {
  VIDEO: 'Video call',
  IN_PERSON: 'In person',
  PHONE: 'Phone call',
};

/** The duration in minutes, "60 minutes" (docs/product.md#appointments). */
export function durationLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string {
  return person ? fullNameOf(person) : 'Unknown';
}
