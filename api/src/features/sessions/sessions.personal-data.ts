import { IsNull, type DataSource } from 'typeorm';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { signedInSessionDescription } from './signed-in-session.record';
import { describeDevice } from './session-device';
import { UserSession } from '../../accounts/user-session.entity';

/** How POPIA treats each column: in the description (signed-in-session.record.ts). */
export const sessionsColumns = [personalDataOf(signedInSessionDescription)];

/** sessions.json: each sign-in, with its browser and address. */
export const sessionsSection = (dataSource: DataSource): DataSection => ({
  key: 'sessions',
  file: 'sessions.json',
  label: 'Sign-in sessions',
  explains: 'Each time you signed in: the browser and system, the network address, when it was last used and when it ended.',
  ...records(
    ({ id }) => dataSource.getRepository(UserSession).createQueryBuilder('session').where('session.userId = :id', { id }),
    (sessions) =>
      sessions.map((session) =>
        archiveRecordOf(signedInSessionDescription, session, { device: describeDevice(session.userAgent), signedInAt: session.createdAt }),
      ),
  ),
});

/** Every session still open ends now (the session store's own rows go in auth.personal-data.ts). */
export const endSessions: ErasureStep = {
  action: 'privacy.erasure.sessions_ended',
  run: async ({ manager, person, now }) => ({
    count: (await manager.update(UserSession, { userId: person.id, endedAt: IsNull() }, { endedAt: now })).affected ?? 0,
  }),
};
