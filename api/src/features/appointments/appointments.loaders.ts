import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder, keyedLoaders } from '../../graphql/keyed-loaders';
import type { UserRelationAccess } from '../engagements';
import { Appointment } from './appointment.entity';
import { seesAllAppointments } from './appointments.service';

/** The arguments of User.appointments. */
export interface AppointmentEdgeArgs {
  /** true: only those still to come, soonest first; false: only past ones; unset: all. */
  upcoming?: boolean | null;
}

interface AppointmentLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  access: UserRelationAccess;
  now: Date;
}

/**
 * User.appointments: the meetings a person takes part in (as client or advisor), in one
 * statement for any number of people, under the appointment list's rule: admins see every
 * appointment, anyone else only those they take part in themselves.
 */
export function createAppointmentLoaders({ dataSource, viewer, access, now }: AppointmentLoaderDeps) {
  return {
    appointmentsByUserId: keyedLoaders(
      ({ upcoming }: AppointmentEdgeArgs) =>
        new DataLoader<string, Appointment[]>(async (userIds) => {
          const people = [...(await access.followable(userIds))];
          if (!viewer || people.length === 0) return userIds.map(() => []);
          const query = dataSource
            .getRepository(Appointment)
            .createQueryBuilder('appointment')
            .where('(appointment.clientId IN (:...people) OR appointment.advisorId IN (:...people))', { people });
          if (!seesAllAppointments(viewer)) {
            query.andWhere('(appointment.clientId = :viewerId OR appointment.advisorId = :viewerId)', { viewerId: viewer.id });
          }
          if (upcoming === true) query.andWhere('appointment.scheduledAt > :now', { now });
          if (upcoming === false) query.andWhere('appointment.scheduledAt <= :now', { now });
          const direction = upcoming === true ? 'ASC' : 'DESC';
          const appointments = await query.orderBy('appointment.scheduledAt', direction).addOrderBy('appointment.id', direction).getMany();
          const allowed = new Set(people);
          return groupUnder(userIds, appointments, (appointment) =>
            [appointment.clientId, appointment.advisorId].filter((id) => allowed.has(id)),
          );
        }),
    ),
  };
}
