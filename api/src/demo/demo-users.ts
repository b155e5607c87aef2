import type { EntityManager } from 'typeorm';
import { hashPassword } from '../auth/password';
import type { RoleNameValue } from '../accounts/role.entity';
import { UserRole } from '../accounts/user-role.entity';
import { User } from '../accounts/user.entity';
import { daysFrom, demoUserIds, type DemoUserKey } from './ids';
import { defaultNotificationPreferences, type NotificationPreferences } from '../../../validation/notification-preferences';

/** The password of every demo account (docs/operations.md). */
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoUserDefinition {
  key: DemoUserKey;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  taxNumber?: string;
  roles: RoleNameValue[];
  /** Days before `now` the account was created. */
  joinedDaysAgo: number;
  /** Days before `now` of the last sign-in; absent for never. */
  lastLoginDaysAgo?: number;
  /** Saved notification e-mail preferences; absent for never saved (all on). */
  notificationPreferences?: NotificationPreferences;
}

export const demoUsers: DemoUserDefinition[] = [
  {
    key: 'superadmin',
    email: 'superadmin@example.com',
    firstName: 'Thandiwe',
    lastName: 'Nkosi',
    phone: '+27 11 555 0101',
    address: 'Office 12, Midrand Business Park, 563 Old Pretoria Road',
    city: 'Midrand',
    province: 'Gauteng',
    postalCode: '1685',
    roles: ['superadmin', 'admin'],
    joinedDaysAgo: 400,
    lastLoginDaysAgo: 2,
  },
  {
    key: 'admin',
    email: 'admin@example.com',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    phone: '+27 51 555 0102',
    address: '22 Kellner Street, Westdene',
    city: 'Bloemfontein',
    province: 'Free State',
    postalCode: '9301',
    roles: ['admin'],
    joinedDaysAgo: 380,
    lastLoginDaysAgo: 1,
  },
  {
    key: 'advisor',
    email: 'advisor@example.com',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    phone: '+27 82 555 0103',
    address: 'Office 12, Midrand Business Park, 563 Old Pretoria Road',
    city: 'Midrand',
    province: 'Gauteng',
    postalCode: '1685',
    roles: ['advisor'],
    joinedDaysAgo: 360,
    lastLoginDaysAgo: 1,
  },
  {
    key: 'client',
    email: 'client@example.com',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    phone: '+27 83 555 0104',
    address: '14 Bekker Road, Vorna Valley',
    city: 'Midrand',
    province: 'Gauteng',
    postalCode: '1686',
    taxNumber: '0123456789',
    roles: ['client'],
    joinedDaysAgo: 120,
    lastLoginDaysAgo: 3,
    // A stored choice to show: task changes appear in the portal but are not e-mailed.
    notificationPreferences: { ...defaultNotificationPreferences, tasks: false },
  },
  {
    key: 'secondClient',
    email: 'client2@example.com',
    firstName: 'Ayesha',
    lastName: 'Patel',
    phone: '+27 72 555 0105',
    address: '8 Nelson Mandela Drive, Brandwag',
    city: 'Bloemfontein',
    province: 'Free State',
    postalCode: '9301',
    taxNumber: '1987654321',
    roles: ['client'],
    joinedDaysAgo: 45,
    lastLoginDaysAgo: 40,
  },
  {
    // Signs in with two-step sign-in: its authenticator secret is fixed and public (demo-two-step.ts).
    key: 'secure',
    email: 'secure@example.com',
    firstName: 'Naledi',
    lastName: 'Khumalo',
    phone: '+27 76 555 0106',
    address: '31 Jan Smuts Avenue, Parktown',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2193',
    roles: ['client'],
    joinedDaysAgo: 20,
  },
];

/**
 * Creates each demo account that does not exist yet (matched by e-mail) with the demo
 * password, and gives each its roles. An existing account keeps its password and profile.
 * Returns the actual id of each demo account by key.
 */
export async function seedDemoUsers(
  manager: EntityManager,
  roleIds: Record<RoleNameValue, string>,
  now: Date,
  sharedPasswordHash?: string,
): Promise<Record<DemoUserKey, string>> {
  const users = manager.getRepository(User);
  const userRoles = manager.getRepository(UserRole);
  const ids = {} as Record<DemoUserKey, string>;
  for (const definition of demoUsers) {
    // By e-mail, or by the fixed id should the e-mail have been changed since.
    let user = await users.findOne({ where: [{ email: definition.email }, { id: demoUserIds[definition.key] }] });
    if (!user) {
      // Each account its own salt, as for any user (unless the caller shares one: the tests).
      const passwordHash = sharedPasswordHash ?? (await hashPassword(DEMO_PASSWORD));
      const joined = daysFrom(now, -definition.joinedDaysAgo);
      user = users.create({
        id: demoUserIds[definition.key],
        email: definition.email,
        firstName: definition.firstName,
        lastName: definition.lastName,
        passwordHash,
        phone: definition.phone,
        address: definition.address,
        city: definition.city,
        province: definition.province,
        postalCode: definition.postalCode,
        country: 'South Africa',
        taxNumber: definition.taxNumber ?? null,
        isActive: true,
        lastLoginAt: definition.lastLoginDaysAgo === undefined ? null : daysFrom(now, -definition.lastLoginDaysAgo),
        notificationPreferences: definition.notificationPreferences ?? null,
        createdAt: joined,
        updatedAt: joined,
      });
      await users.insert(user);
    }
    ids[definition.key] = user.id;
    const held = new Set((await userRoles.findBy({ userId: user.id })).map((userRole) => userRole.roleId));
    for (const role of definition.roles) {
      if (held.has(roleIds[role])) continue;
      await userRoles.insert(
        userRoles.create({ userId: user.id, roleId: roleIds[role], assignedAt: daysFrom(now, -definition.joinedDaysAgo) }),
      );
    }
  }
  return ids;
}
