// The appointments' value lists, slots and limits, apart from their zod schemas (appointments.ts):
// the appointments list labels and times its cards without pulling zod into its first screen.

/**
 * docs/product.md#appointment-status: scheduled on creation; confirmed, pending, completed and
 * cancelled are displayed.
 */
export const appointmentStatusValues = ['scheduled', 'confirmed', 'pending', 'completed', 'cancelled'] as const;
export type AppointmentStatusValue = (typeof appointmentStatusValues)[number];

/** How the meeting is held (docs/product.md#appointments); video by default. */
export const meetingTypeValues = ['video', 'in_person', 'phone'] as const;
export type MeetingTypeValue = (typeof meetingTypeValues)[number];
export const DEFAULT_MEETING_TYPE: MeetingTypeValue = 'video';

/** Minutes (docs/product.md#appointment-fields). */
export const APPOINTMENT_DURATION = { default: 60, min: 15, max: 480 } as const;

/**
 * docs/product.md#appointment-fields: a slot every 30 minutes from 08:00 to 18:00 (SAST), 21 in
 * all.
 */
export const appointmentTimeSlots: readonly string[] = Array.from({ length: 21 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const APPOINTMENT_TITLE_MAX_LENGTH = 255;
export const APPOINTMENT_DESCRIPTION_MAX_LENGTH = 2000;
export const APPOINTMENT_LOCATION_MAX_LENGTH = 255;
export const MEETING_URL_MAX_LENGTH = 500;
