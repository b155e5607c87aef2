import { IsNull, type DataSource } from 'typeorm';
import { personalData, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { describeDevice } from './session-device';
import { UserSession } from '../../accounts/user-session.entity';

export const sessionsColumns = [
  personalData(UserSession, {
    exported: ['id', 'userAgent', 'ipAddress', 'createdAt', 'lastSeenAt', 'endedAt'],
    deletedWithTheRowOnErasure: false,
    // Which second step the sign-in passed (authenticator or recovery_code): a kind, not the person's.
    notPersonal: ['userId', 'secondFactor'],
  }),
];

/** sessions.json: each sign-in, with its browser and address. */
export const sessionsSection = (dataSource: DataSource): DataSection => ({
  key: 'sessions',
  file: 'sessions.json',
  label: 'Sign-in sessions',
  explains: 'Each time you signed in: the browser and system, the network address, when it was last used and when it ended.',
  ...records(
    ({ id }) => dataSource.getRepository(UserSession).createQueryBuilder('session').where('session.userId = :id', { id }),
    (sessions) =>
      sessions.map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        signedInAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        endedAt: session.endedAt,
      })),
  ),
});

/** Every session still open ends now (the session store's own rows go in auth.personal-data.ts). */
export const endSessions: ErasureStep = {
  action: 'privacy.erasure.sessions_ended',
  run: async ({ manager, person, now }) => ({
    count: (await manager.update(UserSession, { userId: person.id, endedAt: IsNull() }, { endedAt: now })).affected ?? 0,
  }),
};
