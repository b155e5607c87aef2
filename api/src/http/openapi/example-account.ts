import type { z } from 'zod';
import { exampleClient, exampleIds } from './example-values';
import type { roleRecord } from '../../accounts/role.record';
import type { userProfileRecord } from '../../accounts/user.record';
import type { loginInputSchema } from '../../../../validation/auth';
import type { twoStepCodeSchema } from '../../../../validation/two-step';

/**
 * The example client's account as the OpenAPI examples show it (docs/integrations.md#examples):
 * shared by sign-in, two-step sign-in and the profile, so that each shows the same person, with
 * the same password and authenticator. Made up, as every example is.
 */

/**
 * The client role, described as demo/roles.ts seeds it; its id is made up (a seeded role's is
 * random), the same as the administrators' examples give it (features/users/admin.examples.ts).
 */
const clientRoleExample: z.input<typeof roleRecord> = {
  id: '4ccfab62-fc5c-45e0-a1ca-f4d00dee0b0e',
  name: 'client',
  description:
    'Client of the firm: sees and manages only their own documents, engagements, tasks, appointments, messages, notifications and company profile.',
};

/**
 * The client's own account, as GET /api/auth/user, the sign-in steps and PUT /api/profile answer it:
 * the person of the administrators' list (admin.examples.ts), made in February, before her engagement.
 */
export const userProfileExample: z.input<typeof userProfileRecord> = {
  id: exampleIds.client,
  firstName: exampleClient.firstName,
  lastName: exampleClient.lastName,
  email: exampleClient.email,
  phone: '082 555 0143',
  address: '14 Jacaranda Street, Menlo Park',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0081',
  country: 'South Africa',
  createdAt: '2026-02-23T09:12:05.318Z',
  roles: [clientRoleExample],
};

/** Her password, as she types it to sign in (and to turn two-step sign-in off). */
export const signInExample: z.input<typeof loginInputSchema> = {
  email: exampleClient.email,
  password: 'Jacaranda-Blooms-2026',
};

/**
 * A code from her authenticator app, as people type it (a space in the middle): the sign-in's second
 * step and new recovery codes take the same schema, so they show the same code.
 */
export const secondStepCodeExample: z.input<typeof twoStepCodeSchema> = { code: '492 817' };
