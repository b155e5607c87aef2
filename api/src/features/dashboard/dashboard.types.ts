import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AppointmentType } from '../appointments';

@ObjectType('DashboardSummary', { description: 'What needs your attention, counted over what each portal page shows you' })
export class DashboardSummaryType {
  @Field(() => Int, { description: 'Documents awaiting review: your own, or every client’s for staff' })
  pendingDocuments!: number;

  @Field(() => Int)
  activeEngagements!: number;

  @Field(() => Float, { description: 'Rand still to be paid on the active engagements' })
  outstandingAmount!: number;

  @Field(() => Int, { description: 'Tasks not yet completed' })
  openTasks!: number;

  @Field(() => Int, { description: 'Open tasks past their due date' })
  overdueTasks!: number;

  @Field(() => Int, { description: 'Future appointments that are neither cancelled nor completed' })
  upcomingAppointments!: number;

  @Field(() => AppointmentType, { nullable: true, description: 'The soonest of those' })
  nextAppointment!: AppointmentType | null;

  @Field(() => Int)
  unreadMessages!: number;

  @Field(() => Int)
  unreadNotifications!: number;
}
