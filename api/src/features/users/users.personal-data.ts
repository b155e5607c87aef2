import type { DataSource } from 'typeorm';
import { noPersonalData, personalData, type DataSection, type ErasureIdentifiers, type ErasureStep } from '../../shared/personal-data';
import { Role } from '../../accounts/role.entity';
import { UserInvitation } from './user-invitation.entity';
import { UserRole } from '../../accounts/user-role.entity';
import { User } from '../../accounts/user.entity';

export const usersColumns = [
  personalData(User, {
    exported: [
      'id',
      'email',
      'firstName',
      'lastName',
      'phone',
      'address',
      'city',
      'province',
      'postalCode',
      'country',
      'taxNumber',
      'registrationNumber',
      'profileImageUrl',
      'isActive',
      'lastLoginAt',
      'createdAt',
      'updatedAt',
      // notification-preferences.json (notifications.personal-data.ts).
      'notificationPreferences',
    ],
    anonymisedOnErasure: [
      'email',
      'firstName',
      'lastName',
      'passwordHash',
      'phone',
      'address',
      'city',
      'province',
      'postalCode',
      'taxNumber',
      'registrationNumber',
      'profileImageUrl',
      'notificationPreferences',
    ],
    deletedWithTheRowOnErasure: false,
    notPersonal: ['sessionGeneration'],
  }),
  // The roles are exported by name in profile.json.
  noPersonalData(UserRole),
  noPersonalData(Role),
  personalData(UserInvitation, { deletedWithTheRowOnErasure: true }),
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
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      address: user.address,
      city: user.city,
      province: user.province,
      postalCode: user.postalCode,
      country: user.country,
      taxNumber: user.taxNumber,
      registrationNumber: user.registrationNumber,
      profileImageUrl: user.profileImageUrl,
      isActive: user.isActive,
      roles: user.userRoles.map((userRole) => userRole.role.name).sort(),
      lastLoginAt: user.lastLoginAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
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
  run: async ({ manager, person, label, erasedEmail }) => {
    await manager.update(
      User,
      { id: person.id },
      {
        email: erasedEmail,
        firstName: 'Erased',
        lastName: label.slice('Erased '.length),
        passwordHash: null,
        phone: null,
        address: null,
        city: null,
        province: null,
        postalCode: null,
        taxNumber: null,
        registrationNumber: null,
        profileImageUrl: null,
        notificationPreferences: null,
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
