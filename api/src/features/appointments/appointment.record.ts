import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { person } from '../../shared/personal-data';
import {
  archiveOnly,
  choiceField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Appointment } from './appointment.entity';
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

const EXPORTED = { privacy: privacy.exported } as const;
// The client and the advisor are exported by name and address (archiveOnly below).
const A_PARTY = { privacy: privacy.notPersonal } as const;

/**
 * A meeting between a client and an advisor, as both APIs, the OpenAPI document and the "My data"
 * archive show it (docs/product.md#appointments-record). Kept on erasure with its times and
 * parties; only the client's own words go.
 */
export const appointmentDescription = describeRecord({
  name: 'Appointment',
  description: 'A meeting between a client and an advisor: when it starts, how long it lasts, how it is held and its status',
  entity: Appointment,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The appointment id', EXPORTED),
    clientId: referenceField('The client the meeting is for (a user id)', { ...A_PARTY, graphqlEdge: 'client' }),
    advisorId: referenceField('The advisor the client meets (a user id)', { ...A_PARTY, graphqlEdge: 'advisor' }),
    client: archiveOnly((appointment: Appointment) => person(appointment.client)),
    advisor: archiveOnly((appointment: Appointment) => person(appointment.advisor)),
    engagementId: referenceField('The engagement it is about, if any', {
      nullable: true,
      ...EXPORTED,
      notInGraphQL: 'GraphQL does not offer it: no screen reads it through the graph (no engagement edge yet)',
    }),
    title: textField('What the meeting is about', EXPORTED),
    description: textField('More about the meeting', { nullable: true, privacy: privacy.exportedAndAnonymised(null) }),
    scheduledAt: instantField('When it starts; the portal shows it in SAST', EXPORTED),
    duration: integerField('Minutes, 15 to 480', { ...EXPORTED, archivedAs: 'durationMinutes' }),
    meetingType: choiceField(
      meetingTypeValues,
      MeetingTypeKind,
      'How the meeting is held: by video (the default), in person or by phone',
      EXPORTED,
    ),
    location: textField('The address, for in-person meetings', { nullable: true, ...EXPORTED }),
    meetingUrl: textField('The link to a video meeting, added by the advisor on confirming', { nullable: true, ...EXPORTED }),
    status: choiceField(
      appointmentStatusValues,
      AppointmentStatusKind,
      'Where it stands: scheduled on booking (and again after a reschedule), confirmed by the advisor, pending, completed or cancelled',
      EXPORTED,
    ),
    createdAt: instantField('When it was booked', EXPORTED),
    updatedAt: instantField('When it last changed', EXPORTED),
  },
  internal: {
    reminderSent: {
      privacy: privacy.notPersonal,
      because: 'the reminder job’s mark that the day-before reminder went out (appointment-reminders.ts)',
    },
  },
  // As appointments.json always had it: the person's role (appointments.personal-data.ts) and the parties first.
  archiveOrder: [
    'id',
    'title',
    'description',
    'yourRole',
    'client',
    'advisor',
    'engagementId',
    'scheduledAt',
    'durationMinutes',
    'meetingType',
    'location',
    'meetingUrl',
    'status',
    'createdAt',
    'updatedAt',
  ],
});

/** An appointment as REST answers it (/api/appointments), in the order the JSON carries it. */
export const appointmentRecord = restShapeOf(appointmentDescription);
