import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  appointmentFilterSchema,
  confirmAppointmentSchema,
  createRescheduleAppointmentRequestSchema,
  createRescheduleAppointmentSchema,
  createScheduleAppointmentRequestSchema,
  createScheduleAppointmentSchema,
  givesStartAsInstant,
} from '../../../../validation/appointments';
import { assertAllowed } from '../../auth/access';
import { RoleName, adminRoles, staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { forbidden, invalidInput, notFound } from '../../shared/errors';
import { whereAnyContains } from '../../shared/search';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, wholeList, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { NotificationsService } from '../notifications';
import type { User } from '../../accounts/user.entity';
import { appointmentCalendarEvent } from './appointment-calendar';
import { appointmentNotice, type AppointmentChange } from './appointment-notices';
import { AppointmentPeople } from './appointment-people';
import { Appointment, type AppointmentStatus } from './appointment.entity';
import type { WebhookAnnouncer } from '../webhooks';

/** The most upcoming and the most recent past appointments listed at once, each. */
export const APPOINTMENT_LIST_LIMIT = 100;

/** Statuses still open to change; completed and cancelled appointments are settled. */
/** Appointments that still stand: they can be changed, and they are reminded of. */
export const OPEN_STATUSES: AppointmentStatus[] = ['scheduled', 'confirmed', 'pending'];
const CONFIRMABLE_STATUSES: AppointmentStatus[] = OPEN_STATUSES;

/** Admins and superadmins see every appointment; everyone else those they take part in. */
export const seesAllAppointments = (viewer: Viewer) => hasAnyRole(viewer, adminRoles);
const booksForClients = (viewer: Viewer) => hasAnyRole(viewer, staffRoles);
const takesPart = (viewer: Viewer, appointment: Appointment) => appointment.clientId === viewer.id || appointment.advisorId === viewer.id;

const settled = (verb: string) => invalidInput([{ path: 'status', message: `A completed or cancelled appointment cannot be ${verb}` }]);

/**
 * Every rule about appointments (docs/product.md#appointments, and the reschedule, confirm and
 * cancel actions the first scope showed without behaviour). GraphQL and REST both call this;
 * nothing else writes the appointments table.
 */
export class AppointmentsService {
  private readonly people: AppointmentPeople;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    /** For the links in calendar events. */
    private readonly publicUrl: string,
    private readonly webhooks: WebhookAnnouncer,
  ) {
    this.people = new AppointmentPeople(dataSource);
  }

  /** The appointment as an iCalendar file, for whoever may see it. */
  async calendarFile(viewer: Viewer | null, id: string): Promise<{ fileName: string; content: string }> {
    const appointment = await this.get(viewer, id);
    return { fileName: calendarFileName(appointment.title), content: appointmentCalendarEvent(appointment, this.publicUrl) };
  }

  private get appointments() {
    return this.dataSource.getRepository(Appointment);
  }

  /**
   * The viewer's appointments: upcoming ones soonest first, then past ones (at or before `now`)
   * latest first, at most APPOINTMENT_LIST_LIMIT of each. Search matches title or description.
   */
  async list(viewer: Viewer | null, filter: unknown, now = new Date()): Promise<Appointment[]> {
    const visible = this.visible(viewer, filter);
    const upcoming = await visible()
      .andWhere('appointment.scheduledAt > :now', { now })
      .orderBy('appointment.scheduledAt', 'ASC')
      .addOrderBy('appointment.id', 'ASC')
      .take(APPOINTMENT_LIST_LIMIT)
      .getMany();
    const past = await visible()
      .andWhere('appointment.scheduledAt <= :now', { now })
      .orderBy('appointment.scheduledAt', 'DESC')
      .addOrderBy('appointment.id', 'DESC')
      .take(APPOINTMENT_LIST_LIMIT)
      .getMany();
    return [...upcoming, ...past];
  }

  /**
   * The list as `paging` asks (features/changes): whole as `list` answers it; a page in the same
   * order (upcoming soonest first, then past latest first), every one of them; or the changes
   * since a time with the deletions.
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging, now = new Date()): Promise<ListPage<Appointment>> {
    if (paging.kind === 'all') return wholeList(await this.list(viewer, filter, now));
    const signedIn = assertAllowed(viewer);
    const ordered = (query: SelectQueryBuilder<Appointment>) =>
      query
        .orderBy('CASE WHEN appointment.scheduledAt > :now THEN 0 ELSE 1 END', 'ASC')
        .addOrderBy('CASE WHEN appointment.scheduledAt > :now THEN appointment.scheduledAt END', 'ASC')
        .addOrderBy('appointment.scheduledAt', 'DESC')
        .addOrderBy('appointment.id', 'ASC')
        .setParameter('now', now);
    return listPage(this.visible(signedIn, filter)(), paging, {
      ordered,
      recordType: 'appointment',
      audience: deletionAudienceOf(signedIn),
    });
  }

  /** The appointments the viewer may see that match the filter, as a new query each call. */
  private visible(viewer: Viewer | null, filter: unknown): () => SelectQueryBuilder<Appointment> {
    const signedIn = assertAllowed(viewer);
    const { search } = parseInput(appointmentFilterSchema, filter ?? {});
    return () => {
      const query = this.appointments.createQueryBuilder('appointment');
      if (!seesAllAppointments(signedIn)) {
        query.andWhere('(appointment.clientId = :viewerId OR appointment.advisorId = :viewerId)', { viewerId: signedIn.id });
      }
      return whereAnyContains(query, ['appointment.title', 'appointment.description'], search);
    };
  }

  /** For the dashboard: the viewer's upcoming meetings that still stand, and the next of them. */
  async summary(viewer: Viewer | null, now = new Date()): Promise<{ upcoming: number; next: Appointment | null }> {
    const signedIn = assertAllowed(viewer);
    const query = this.appointments
      .createQueryBuilder('appointment')
      .where('appointment.scheduledAt > :now', { now })
      .andWhere('appointment.status NOT IN (:...closed)', { closed: ['cancelled', 'completed'] });
    if (!seesAllAppointments(signedIn)) {
      query.andWhere('(appointment.clientId = :viewerId OR appointment.advisorId = :viewerId)', { viewerId: signedIn.id });
    }
    const [next, upcoming] = await query
      .orderBy('appointment.scheduledAt', 'ASC')
      .addOrderBy('appointment.id', 'ASC')
      .take(1)
      .getManyAndCount();
    return { upcoming, next: next[0] ?? null };
  }

  /** One appointment the viewer takes part in (or any, for admins); others answer "not found". */
  async get(viewer: Viewer | null, id: string): Promise<Appointment> {
    const signedIn = assertAllowed(viewer);
    const appointment = String(id).length <= 36 ? await this.appointments.findOneBy({ id: String(id) }) : null;
    if (!appointment || !(seesAllAppointments(signedIn) || takesPart(signedIn, appointment))) throw notFound();
    return appointment;
  }

  /** The advisors a booking can be made with (any signed-in user may read their names). */
  advisors(viewer: Viewer | null): Promise<User[]> {
    assertAllowed(viewer);
    return this.people.withRole(RoleName.ADVISOR);
  }

  /** The clients staff can book for. */
  clients(viewer: Viewer | null): Promise<User[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.people.withRole(RoleName.CLIENT);
  }

  /**
   * The advisor the dialog starts with: an advisor booking picks themselves; otherwise the
   * advisor of the client's most recent active engagement, else the first advisor. A client's
   * `clientId` is ignored (it is always themselves).
   */
  async suggestedAdvisorId(viewer: Viewer | null, clientId?: string | null): Promise<string | null> {
    const signedIn = assertAllowed(viewer);
    if (signedIn.roles.includes(RoleName.ADVISOR)) return signedIn.id;
    const forClient = booksForClients(signedIn) ? (clientId ?? undefined) : signedIn.id;
    return this.people.suggestedAdvisorFor(forClient ? String(forClient).slice(0, 36) : undefined);
  }

  /**
   * Books an appointment, always `scheduled` (docs/product.md#appointment-status). A client books
   * for themselves whatever clientId they send; staff name the client. Without an advisor the
   * suggested one is taken. The other party is told.
   */
  async schedule(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Appointment> {
    const signedIn = assertAllowed(viewer);
    const schema = givesStartAsInstant(input)
      ? createScheduleAppointmentRequestSchema(() => now)
      : createScheduleAppointmentSchema(() => now);
    const values = parseInput(schema, input ?? {});
    const clientId = booksForClients(signedIn) ? values.clientId : signedIn.id;
    if (!clientId) throw invalidInput([{ path: 'clientId', message: 'Choose the client the appointment is for' }]);
    if (clientId !== signedIn.id && !(await this.people.holds(clientId, RoleName.CLIENT))) {
      throw invalidInput([{ path: 'clientId', message: 'Choose a client from the list' }]);
    }
    const advisorId = values.advisorId ?? (await this.suggestedAdvisorId(signedIn, clientId));
    if (!advisorId || !(await this.people.holds(advisorId, RoleName.ADVISOR))) {
      throw invalidInput([{ path: 'advisorId', message: 'Choose an advisor from the list' }]);
    }

    const actorName = await this.people.nameOf(signedIn);
    const appointment = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Appointment);
      const saved = await repository.save(
        repository.create({
          clientId,
          advisorId,
          engagementId: null,
          title: values.title,
          description: values.description,
          scheduledAt: values.scheduledAt,
          duration: values.duration,
          meetingType: values.meetingType,
          location: values.location,
          meetingUrl: null,
          status: 'scheduled',
          reminderSent: false,
        }),
      );
      await this.tellOthers('schedule', saved, signedIn, actorName, manager);
      // Who, when and how: the title, description and place stay in the portal.
      await this.webhooks.announce(manager, {
        type: 'appointment.scheduled',
        data: {
          appointmentId: saved.id,
          clientId: saved.clientId,
          advisorId: saved.advisorId,
          scheduledById: signedIn.id,
          scheduledAt: saved.scheduledAt.toISOString(),
          duration: saved.duration,
          meetingType: saved.meetingType,
          status: 'scheduled',
        },
      });
      return saved;
    });
    await this.record('appointment.schedule', signedIn, appointment, origin, {
      title: appointment.title,
      clientId,
      advisorId,
      scheduledAt: appointment.scheduledAt.toISOString(),
      duration: appointment.duration,
      meetingType: appointment.meetingType,
    });
    return this.appointments.findOneByOrFail({ id: appointment.id });
  }

  /** Moves an open appointment to a new future slot; it is `scheduled` again until confirmed. */
  async reschedule(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Appointment> {
    const signedIn = assertAllowed(viewer);
    const appointment = await this.get(signedIn, id);
    if (!OPEN_STATUSES.includes(appointment.status)) throw settled('rescheduled');
    const schema = givesStartAsInstant(input)
      ? createRescheduleAppointmentRequestSchema(() => now)
      : createRescheduleAppointmentSchema(() => now);
    const { scheduledAt, duration } = parseInput(schema, input ?? {});
    const moved = await this.change(
      appointment,
      { scheduledAt, duration, status: 'scheduled', reminderSent: false },
      'rescheduled',
      signedIn,
      'reschedule',
    );
    await this.record('appointment.reschedule', signedIn, moved, origin, {
      title: moved.title,
      from: appointment.scheduledAt.toISOString(),
      to: moved.scheduledAt.toISOString(),
      duration,
    });
    return moved;
  }

  /** The advisor (or an admin) confirms a future open appointment, with a link for video meetings. */
  async confirm(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Appointment> {
    const signedIn = assertAllowed(viewer, [...staffRoles]);
    const appointment = await this.get(signedIn, id);
    if (!seesAllAppointments(signedIn) && appointment.advisorId !== signedIn.id) throw forbidden();
    if (!CONFIRMABLE_STATUSES.includes(appointment.status)) throw settled('confirmed');
    if (appointment.scheduledAt.getTime() <= now.getTime()) {
      throw invalidInput([{ path: 'scheduledAt', message: 'A past appointment cannot be confirmed' }]);
    }
    const { meetingUrl } = parseInput(confirmAppointmentSchema, input ?? {});
    if (meetingUrl && appointment.meetingType !== 'video') {
      throw invalidInput([{ path: 'meetingUrl', message: 'A meeting link is only for video meetings' }]);
    }
    const confirmed = await this.change(
      appointment,
      { status: 'confirmed', meetingUrl: meetingUrl ?? appointment.meetingUrl },
      'confirmed',
      signedIn,
      'confirm',
    );
    await this.record('appointment.confirm', signedIn, confirmed, origin, { title: confirmed.title, meetingUrl: confirmed.meetingUrl });
    return confirmed;
  }

  /** Either party (or an admin) cancels an open appointment. */
  async cancel(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<Appointment> {
    const signedIn = assertAllowed(viewer);
    const appointment = await this.get(signedIn, id);
    if (!OPEN_STATUSES.includes(appointment.status)) throw settled('cancelled');
    const cancelled = await this.change(appointment, { status: 'cancelled' }, 'cancelled', signedIn, 'cancel', (updated, manager) =>
      this.webhooks.announce(manager, {
        type: 'appointment.cancelled',
        data: {
          appointmentId: updated.id,
          clientId: updated.clientId,
          advisorId: updated.advisorId,
          cancelledById: signedIn.id,
          scheduledAt: updated.scheduledAt.toISOString(),
          status: 'cancelled',
          cancelledAt: new Date().toISOString(),
        },
      }),
    );
    await this.record('appointment.cancel', signedIn, cancelled, origin, {
      title: cancelled.title,
      scheduledAt: cancelled.scheduledAt.toISOString(),
    });
    return cancelled;
  }

  /**
   * Writes a change only while the appointment is still open, so of two people acting at once
   * the second is refused rather than undoing the first; the notice is part of the same change.
   */
  private async change(
    appointment: Appointment,
    fields: Partial<Pick<Appointment, 'scheduledAt' | 'duration' | 'status' | 'meetingUrl' | 'reminderSent'>>,
    verb: string,
    actor: Viewer,
    notice: AppointmentChange,
    /** More of the same change (its webhook event), in its transaction. */
    alongside?: (updated: Appointment, manager: EntityManager) => Promise<void>,
  ): Promise<Appointment> {
    const actorName = await this.people.nameOf(actor);
    return this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(Appointment, { id: appointment.id, status: In(OPEN_STATUSES) }, fields);
      if (!changed.affected) throw settled(verb);
      const updated = await manager.getRepository(Appointment).findOneByOrFail({ id: appointment.id });
      await this.tellOthers(notice, updated, actor, actorName, manager);
      await alongside?.(updated, manager);
      return updated;
    });
  }

  /** Notifies whichever of the client and the advisor did not make the change (both, when an admin did). */
  private async tellOthers(change: AppointmentChange, appointment: Appointment, actor: Viewer, actorName: string, manager: EntityManager) {
    const recipients = [...new Set([appointment.clientId, appointment.advisorId])].filter((userId) => userId !== actor.id);
    const notice = appointmentNotice(change, appointment, actorName);
    // A confirmation e-mail carries the invitation, so the meeting lands in the person's calendar.
    const invitation =
      change === 'confirm'
        ? { fileName: calendarFileName(appointment.title), content: appointmentCalendarEvent(appointment, this.publicUrl, 'REQUEST') }
        : undefined;
    for (const userId of recipients) await this.notifications.notify({ ...notice, userId, calendarInvitation: invitation }, manager);
  }

  private record(action: string, actor: Viewer, appointment: Appointment, origin: RequestOrigin, details: Record<string, unknown>) {
    return this.audit.record({ actorId: actor.id, action, resourceType: 'appointment', resourceId: appointment.id, details, ...origin });
  }
}

/** "Trust deed review.ics": the title, without characters a file name cannot hold. */
function calendarFileName(title: string): string {
  const cleaned = title
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${cleaned || 'Appointment'}.ics`;
}
