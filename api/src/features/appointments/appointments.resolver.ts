import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { listPagingOf } from '../../shared/list-paging';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import type { Appointment } from './appointment.entity';
import { UserType } from '../../accounts/user.types';
import { AppointmentType, RescheduleAppointmentInput, ScheduleAppointmentInput } from './appointments.types';

const AppointmentPage = ListPageType('Appointment', AppointmentType);

@Resolver(() => AppointmentType)
export class AppointmentsResolver {
  @Auth()
  @Query(() => [AppointmentType], {
    description: 'Your appointments (all of them for admins): upcoming soonest first, then past latest first; at most 100 of each',
  })
  appointments(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() { viewer, services }: RequestContext) {
    return services.appointments.list(viewer, { search });
  }

  @Auth()
  @Query(() => AppointmentPage, {
    description:
      'Your appointments as a page: every one in the list’s order (upcoming soonest first, then past latest first) by first and after, or with updatedSince what changed since then (deletions too), oldest change first',
  })
  appointmentsConnection(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Args(() => ListPageArgs) paging: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.appointments.page(viewer, { search }, listPagingOf(paging));
  }

  @Auth()
  @Query(() => AppointmentType, { description: 'One appointment you take part in' })
  appointment(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.appointments.get(viewer, id);
  }

  @Auth()
  @Query(() => [UserType], { description: 'The advisors an appointment can be booked with, by name' })
  advisors(@Ctx() { viewer, services }: RequestContext) {
    return services.appointments.advisors(viewer);
  }

  @Auth()
  @Query(() => ID, {
    nullable: true,
    description:
      "The advisor a booking starts with: yourself for an advisor, else the advisor of the client's most recent active engagement, else the first advisor",
  })
  suggestedAdvisorId(
    @Arg('clientId', () => ID, { nullable: true, description: 'Staff: the client being booked for. Ignored for a client.' })
    clientId: string | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.appointments.suggestedAdvisorId(viewer, clientId);
  }

  @Auth(...staffRoles)
  @Query(() => [UserType], { description: 'The clients staff can book an appointment for' })
  appointmentClients(@Ctx() { viewer, services }: RequestContext) {
    return services.appointments.clients(viewer);
  }

  @Auth()
  @Mutation(() => AppointmentType, { description: 'Books an appointment (status scheduled); the other party is notified' })
  scheduleAppointment(
    @Arg('input', () => ScheduleAppointmentInput) input: ScheduleAppointmentInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.appointments.schedule(viewer, { ...input }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => AppointmentType, { description: 'Moves an open appointment to a future slot; it becomes scheduled again' })
  rescheduleAppointment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RescheduleAppointmentInput) input: RescheduleAppointmentInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.appointments.reschedule(viewer, id, { ...input }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => AppointmentType, { description: "The appointment's advisor (or an admin) confirms it, with a link for video meetings" })
  confirmAppointment(
    @Arg('id', () => ID) id: string,
    @Arg('meetingUrl', () => String, { nullable: true }) meetingUrl: string | null,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.appointments.confirm(viewer, id, { meetingUrl }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => AppointmentType, { description: 'Either party (or an admin) cancels an open appointment' })
  cancelAppointment(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.appointments.cancel(viewer, id, requestOrigin(req));
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client the meeting is for' })
  client(@Root() appointment: Appointment, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(appointment.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The advisor the client meets' })
  advisor(@Root() appointment: Appointment, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(appointment.advisorId);
  }
}
