import type { DataSource } from 'typeorm';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { Appointment } from './appointment.entity';
import { appointmentDescription } from './appointment.record';

/** How POPIA treats each column: in the description (appointment.record.ts). */
export const appointmentsColumns = [personalDataOf(appointmentDescription)];

/** appointments.json: the appointments the person booked or held. */
export const appointmentsSection = (dataSource: DataSource): DataSection => ({
  key: 'appointments',
  file: 'appointments.json',
  label: 'Appointments',
  explains: 'Appointments you booked or held, past and future, with the other person and how you met.',
  ...records(
    ({ id }) =>
      dataSource
        .getRepository(Appointment)
        .createQueryBuilder('appointment')
        .leftJoinAndSelect('appointment.client', 'client')
        .leftJoinAndSelect('appointment.advisor', 'advisor')
        .where('(appointment.clientId = :id OR appointment.advisorId = :id)', { id }),
    (appointments, { id }) =>
      appointments.map((appointment) =>
        archiveRecordOf(appointmentDescription, appointment, { yourRole: appointment.clientId === id ? 'client' : 'advisor' }),
      ),
  ),
});

/** The client's appointments keep their times; what they wrote about them goes. */
export const clearAppointments: ErasureStep = {
  action: 'privacy.erasure.appointments_cleared',
  run: async (erasure) => ({
    count:
      (await erasure.manager.update(Appointment, { clientId: erasure.person.id }, erasedValuesOf(appointmentDescription, erasure)))
        .affected ?? 0,
  }),
};
