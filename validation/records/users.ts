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
