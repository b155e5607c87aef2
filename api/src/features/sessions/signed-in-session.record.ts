import { z } from 'zod';
import {
  archiveOnly,
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { UserSession } from '../../accounts/user-session.entity';
import { DEVICE_MAX_LENGTH } from './session-device';

const ONLY_OPEN_ONES = 'the APIs list only the sessions still signed in; the "My data" archive lists every one';

/**
 * One of the signed-in user's sessions, as both APIs, the OpenAPI document and the "My data"
 * archive show it (docs/product.md#sessions-record): a UserSession row, the device named from its
 * browser. Kept on erasure (its sign-in times); an open one is ended (sessions.personal-data.ts).
 */
export const signedInSessionDescription = describeRecord({
  name: 'SignedInSession',
  description: 'A session of the signed-in user, as the profile lists it',
  entity: UserSession,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The session id', { privacy: privacy.exported }),
    device: customField(z.string().max(DEVICE_MAX_LENGTH), () => String, 'The browser and system, for example "Chrome on Windows"', {
      computedBy: 'describeDevice (session-device.ts), from the userAgent column',
    }),
    userAgent: archiveOnly((session: UserSession) => session.userAgent),
    ipAddress: textField('The network address it signed in from', { nullable: true, privacy: privacy.exported }),
    signedInAt: instantField('When it signed in', { computedBy: 'the createdAt column: the row is made at sign-in' }),
    lastSeenAt: instantField('Last used, to the minute', { privacy: privacy.exported }),
    current: flagField('This is the session asking', { computedBy: 'SessionsService.list, against the session of the request' }),
    endedAt: archiveOnly((session: UserSession) => session.endedAt),
  },
  internal: {
    userId: { privacy: privacy.notPersonal, because: 'the APIs list only the signed-in person’s own sessions' },
    userAgent: { privacy: privacy.exported, because: 'the APIs name the device made from it (device)' },
    createdAt: { privacy: privacy.exported, because: 'the APIs call it signedInAt' },
    // Which second step the sign-in passed (authenticator or recovery_code): a kind, not the person's.
    secondFactor: {
      privacy: privacy.notPersonal,
      because: 'read by signed engagement letters, which record whether their session passed two-step sign-in',
    },
    endedAt: { privacy: privacy.exported, because: ONLY_OPEN_ONES },
  },
  // sessions.json as it always was: the device and sign-in time are added by the section.
  archiveOrder: ['id', 'device', 'userAgent', 'ipAddress', 'signedInAt', 'lastSeenAt', 'endedAt'],
});

/** A session as REST answers it (GET /api/auth/sessions), in the order the JSON carries it. */
export const sessionRecord = restShapeOf(signedInSessionDescription);
