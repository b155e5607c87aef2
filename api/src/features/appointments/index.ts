import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { Appointment } from './appointment.entity';
import { AppointmentsResolver } from './appointments.resolver';
import { UserAppointmentsResolver } from './user-appointments.resolver';
import type { AppointmentsService } from './appointments.service';
import type { AppointmentReminders } from './appointment-reminders';
import { appointmentRoutes } from './appointments.routes';
import { appointmentOperations } from './appointments.openapi';
import type { createAppointmentLoaders } from './appointments.loaders';

declare module '../../context/services' {
  interface Services {
    appointments: AppointmentsService;
    appointmentReminders: AppointmentReminders;
  }
  interface Loaders extends ReturnType<typeof createAppointmentLoaders> {}
}

export const appointmentsFeature: FeatureModule = {
  name: 'appointments',
  entities: [Appointment],
  resolvers: [AppointmentsResolver, UserAppointmentsResolver],
  restMounts: [
    {
      path: '/appointments',
      operations: appointmentOperations,
      scope: 'appointments',
      routers: ({ services }) => [appointmentRoutes(services)],
    },
  ],
  jobs: [reminderJob('appointment-reminders', (services) => services.appointmentReminders)],
};

// What other features may use.
export type { AppointmentsService } from './appointments.service';
export type { Appointment } from './appointment.entity';
export { AppointmentType } from './appointments.types';
export { appointmentRecord } from './appointment.record';
