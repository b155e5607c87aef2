import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { appointmentStatusValues, meetingTypeValues } from '../../../../validation/appointments';

export const AppointmentStatusKind = enumOf(appointmentStatusValues);
export type AppointmentStatusKind = (typeof appointmentStatusValues)[number];
registerEnumType(AppointmentStatusKind, {
  name: 'AppointmentStatus',
  description: 'SCHEDULED on booking (and again after a reschedule), CONFIRMED by the advisor, PENDING, COMPLETED or CANCELLED',
});

export const MeetingTypeKind = enumOf(meetingTypeValues);
export type MeetingTypeKind = (typeof meetingTypeValues)[number];
registerEnumType(MeetingTypeKind, { name: 'MeetingType', description: 'How the meeting is held (default VIDEO)' });

/**
 * A meeting between a client and an advisor as the portal shows it (docs/product.md#screen-shapes,
 * Appointment).
 * client and advisor resolve through the per-request user loader (appointments.resolver.ts).
 */
@ObjectType('Appointment', {
  description: 'A meeting between a client and an advisor: when it starts, how long it lasts, how it is held and its status',
})
export class AppointmentType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Date, { description: 'When it starts; the portal shows it in SAST' })
  scheduledAt!: Date;

  @Field(() => Int, { description: 'Minutes, 15 to 480' })
  duration!: number;

  @Field(() => MeetingTypeKind)
  meetingType!: MeetingTypeKind;

  @Field(() => String, { nullable: true, description: 'The address, for in-person meetings' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'The link to a video meeting, added by the advisor on confirming' })
  meetingUrl?: string | null;

  @Field(() => AppointmentStatusKind)
  status!: AppointmentStatusKind;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

const START_DESCRIPTION = 'A day (YYYY-MM-DD) and one of the 30-minute slots from 08:00 to 18:00 (HH:MM), both in SAST';

@InputType({ description: 'The Schedule Appointment dialog' })
export class ScheduleAppointmentInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { description: START_DESCRIPTION })
  date!: string;

  @Field(() => String, { description: START_DESCRIPTION })
  time!: string;

  @Field(() => Int, { nullable: true, description: 'Minutes, 15 to 480 (default 60)' })
  duration?: number | null;

  @Field(() => MeetingTypeKind, { nullable: true, description: 'Default video' })
  meetingType?: MeetingTypeKind | null;

  @Field(() => String, { nullable: true, description: 'Kept for in-person meetings only' })
  location?: string | null;

  @Field(() => ID, { nullable: true, description: 'Default: the advisor suggestedAdvisorId names' })
  advisorId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Staff only: the client it is for. Ignored for a client, who books for themselves.' })
  clientId?: string | null;
}

@InputType({ description: 'A new day, slot and duration for an open appointment' })
export class RescheduleAppointmentInput {
  @Field(() => String, { description: START_DESCRIPTION })
  date!: string;

  @Field(() => String, { description: START_DESCRIPTION })
  time!: string;

  @Field(() => Int, { nullable: true, description: 'Minutes, 15 to 480 (default 60)' })
  duration?: number | null;
}
