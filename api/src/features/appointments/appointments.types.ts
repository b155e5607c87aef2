import { Field, ID, InputType, Int } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { MeetingTypeKind, appointmentDescription } from './appointment.record';

export { MeetingTypeKind };

/**
 * A meeting between a client and an advisor in the graph: its fields are described once, in
 * appointment.record.ts. client and advisor resolve through the per-request user loader
 * (appointments.resolver.ts).
 */
@RecordObjectType(appointmentDescription)
export class AppointmentType {}

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
