import { z } from 'zod';

/**
 * One of the signed-in user's sessions, as REST answers it (GET /api/auth/sessions), in the order
 * the JSON carries it. record-shapes.test.ts compares it with the GraphQL type SignedInSession.
 */
export const sessionRecord = z.strictObject({
  id: z.string().describe('The session id'),
  device: z.string().describe('The browser and system, for example "Chrome on Windows"'),
  ipAddress: z.string().nullable().describe('The network address it signed in from'),
  signedInAt: z.iso.datetime().describe('When it signed in'),
  lastSeenAt: z.iso.datetime().describe('Last used, to the minute'),
  current: z.boolean().describe('This is the session asking'),
});
