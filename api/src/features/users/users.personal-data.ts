import type { DataSource } from 'typeorm';
import type { DataSection, ErasureIdentifiers, ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { roleDescription } from '../../accounts/role.record';
import { userDescription } from '../../accounts/user.record';
import { User } from '../../accounts/user.entity';
import { UserInvitation } from './user-invitation.entity';
import { userInvitationDescription } from './user-invitation.record';
import { userRoleDescription } from './user-role.record';

/** How POPIA treats each column: in the descriptions (accounts/user.record.ts and the others named). */
export const usersColumns = [
  personalDataOf(userDescription),
  // The roles are exported by name in profile.json.
  personalDataOf(userRoleDescription),
  personalDataOf(roleDescription),
  personalDataOf(userInvitationDescription),
];

/** profile.json: the person's details, roles and last sign-in. */
export const profileSection = (dataSource: DataSource): DataSection => ({
  key: 'profile',
  file: 'profile.json',
  label: 'Profile and roles',
  explains: 'Your personal details as the portal holds them, with your roles and your last sign-in.',
  kind: 'single',
  count: () => Promise.resolve(1),
  read: async ({ id }) => {
    const user = await dataSource.getRepository(User).findOneOrFail({ where: { id }, relations: { userRoles: { role: true } } });
    return archiveRecordOf(userDescription, user, { roles: user.userRoles.map((userRole) => userRole.role.name).sort() });
  },
});

/** The person's address and name, wherever a text holds them. */
export const userEmailAndName: ErasureIdentifiers = ({ person, label, erasedEmail }) => [
  [person.email, erasedEmail],
  [`${person.firstName} ${person.lastName}`, label],
];

/** Their phone number, when it is long enough not to match unrelated digits. */
export const userPhone: ErasureIdentifiers = ({ person }) => (person.phone && person.phone.length >= 6 ? [[person.phone, '']] : []);

/** The account keeps its id and roles, nothing of the person; it is deactivated and signed out everywhere. */
export const anonymiseUser: ErasureStep = {
  action: 'privacy.erasure.user_anonymised',
  run: async (erasure) => {
    const { manager, person } = erasure;
    await manager.update(
      User,
      { id: person.id },
      {
        ...erasedValuesOf(userDescription, erasure),
        isActive: false,
        // Every session of an older generation is signed out on its next request, in any store.
        sessionGeneration: person.sessionGeneration + 1,
      },
    );
    return { count: 1 };
  },
};

/** Invitation and password-reset links die with the account. */
export const revokeLinks: ErasureStep = {
  action: 'privacy.erasure.links_revoked',
  run: async ({ manager, person }) => ({ count: (await manager.delete(UserInvitation, { userId: person.id })).affected ?? 0 }),
};
