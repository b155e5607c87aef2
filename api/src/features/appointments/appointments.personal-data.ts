import type { DataSource } from 'typeorm';
import { person, personalData, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { Appointment } from './appointment.entity';

// Kept on erasure with their times and parties; only the client's own words go.
export const appointmentsColumns = [
  personalData(Appointment, {
    exported: [
      'id',
      'title',
      'description',
      'engagementId',
      'scheduledAt',
      'duration',
      'meetingType',
      'location',
      'meetingUrl',
      'status',
      'createdAt',
      'updatedAt',
    ],
    anonymisedOnErasure: ['description'],
    deletedWithTheRowOnErasure: false,
    // The client and the advisor are exported by name and address.
    notPersonal: ['clientId', 'advisorId', 'reminderSent'],
  }),
];

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
      appointments.map((appointment) => ({
        id: appointment.id,
        title: appointment.title,
        description: appointment.description,
        yourRole: appointment.clientId === id ? 'client' : 'advisor',
        client: person(appointment.client),
        advisor: person(appointment.advisor),
        engagementId: appointment.engagementId,
        scheduledAt: appointment.scheduledAt,
        durationMinutes: appointment.duration,
        meetingType: appointment.meetingType,
        location: appointment.location,
        meetingUrl: appointment.meetingUrl,
        status: appointment.status,
        createdAt: appointment.createdAt,
        updatedAt: appointment.updatedAt,
      })),
  ),
});

/** The client's appointments keep their times; what they wrote about them goes. */
export const clearAppointments: ErasureStep = {
  action: 'privacy.erasure.appointments_cleared',
  run: async ({ manager, person }) => ({
    count: (await manager.update(Appointment, { clientId: person.id }, { description: null })).affected ?? 0,
  }),
};
