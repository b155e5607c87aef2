import { appointmentTimeSlots } from '@validation/appointment-values';
import { southAfricanInstant, todayInSouthAfrica } from '@validation/south-africa-time';
import type { AppointmentStatus, MeetingType } from '../../../graphql/generated';

/** An appointment as GraphQL sends it: its status and meeting type in GraphQL's names (COMPLETED, VIDEO). */
interface Timed {
  scheduledAt: string;
  duration: number;
  status: AppointmentStatus;
}

const startOf = (appointment: Timed) => Date.parse(appointment.scheduledAt);

/**
 * docs/product.md#appointments: Upcoming holds what starts after `now`, soonest first; Past what
 * started at or before `now`, latest first.
 */
export function splitAppointments<T extends Timed>(appointments: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = appointments.filter((appointment) => startOf(appointment) > now.getTime()).sort((a, b) => startOf(a) - startOf(b));
  const past = appointments.filter((appointment) => startOf(appointment) <= now.getTime()).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** docs/product.md#appointments: past cards that are not completed are highlighted. */
export function needsAttention(appointment: Timed, now: Date): boolean {
  return startOf(appointment) <= now.getTime() && appointment.status !== 'COMPLETED';
}

/** Completed and cancelled appointments are settled: nothing more can be done with them. */
export function isOpen(appointment: Pick<Timed, 'status'>): boolean {
  return appointment.status !== 'COMPLETED' && appointment.status !== 'CANCELLED';
}

export type JoinState = 'none' | 'ready' | 'awaiting-link';

/**
 * Join Meeting (docs/product.md#appointments) is for confirmed appointments still to come. It stays
 * until the meeting's end rather than its start, because joining a minute late is the usual case. A
 * confirmed video meeting without a link shows the button disabled.
 */
export function joinState(appointment: Timed & { meetingType: MeetingType; meetingUrl?: string | null }, now: Date): JoinState {
  const ends = startOf(appointment) + appointment.duration * 60_000;
  if (appointment.status !== 'CONFIRMED' || ends <= now.getTime()) return 'none';
  // The server accepts only http(s) links; anything else is never made clickable.
  if (appointment.meetingUrl && /^https?:\/\//i.test(appointment.meetingUrl)) return 'ready';
  return appointment.meetingType === 'VIDEO' ? 'awaiting-link' : 'none';
}

/** Whether the advisor can still confirm it (or add its link): open and still to come. */
export function isConfirmable(appointment: Timed, now: Date): boolean {
  return isOpen(appointment) && startOf(appointment) > now.getTime();
}

/** The form's time slots for `date`, those already passed today (SAST) marked unavailable. */
export function slotChoices(date: string, now: Date): { time: string; passed: boolean }[] {
  const today = date === todayInSouthAfrica(now);
  return appointmentTimeSlots.map((time) => ({
    time,
    passed: today && (southAfricanInstant(date, time)?.getTime() ?? 0) <= now.getTime(),
  }));
}
