import { z } from 'zod';
import { roleNameValues } from '../users';

/**
 * A user in the administrators' list, as REST answers it (GET and POST /api/admin/users, PUT
 * /api/admin/users/:id/roles), in the order the JSON carries it. record-shapes.test.ts compares
 * it with the GraphQL type User.
 */
export const adminUserRecord = z.strictObject({
  id: z.string().describe('The user id'),
  firstName: z.string().describe('First name'),
  lastName: z.string().describe('Last name'),
  email: z.string().describe('The sign-in address, in lower case'),
  phone: z.string().nullable().describe('Phone number'),
  country: z.string().describe('South Africa (the default), Botswana, Namibia, Zimbabwe or Other'),
  createdAt: z.iso.datetime().describe('When the account was created'),
  roles: z
    .array(
      z.strictObject({
        id: z.string().describe('The role id'),
        name: z.enum(roleNameValues).describe('client, advisor, admin or superadmin'),
      }),
    )
    .describe('The roles the user holds'),
});

/**
 * The signed-in person's own account, as REST answers it (GET /api/auth/user, the sign-in steps,
 * PUT /api/profile): the profile's fields and the roles with their descriptions, in the order the
 * JSON carries it. Built by UsersService.getProfileWithRoles.
 */
export const userProfileRecord = z.strictObject({
  id: z.string().describe('The user id'),
  firstName: z.string().describe('First name'),
  lastName: z.string().describe('Last name'),
  email: z.string().describe('The sign-in address, in lower case'),
  phone: z.string().nullable().describe('Phone number'),
  address: z.string().nullable().describe('Street address'),
  city: z.string().nullable().describe('City or town'),
  province: z.string().nullable().describe('One of the nine provinces'),
  postalCode: z.string().nullable().describe('Postal code'),
  country: z.string().nullable().describe('South Africa (the default), Botswana, Namibia, Zimbabwe or Other'),
  createdAt: z.iso.datetime().describe('When the account was created'),
  roles: z
    .array(
      z.strictObject({
        id: z.string().describe('The role id'),
        name: z.enum(roleNameValues).describe('client, advisor, admin or superadmin'),
        description: z.string().nullable().describe('What the role may do'),
      }),
    )
    .describe('The roles the user holds'),
});

/** A role as the administrators' list answers it (GET /api/admin/roles). */
export const roleRecord = z.strictObject({
  id: z.string().describe('The role id'),
  name: z.enum(roleNameValues).describe('client, advisor, admin or superadmin'),
  description: z.string().nullable().describe('What the role may do'),
});
