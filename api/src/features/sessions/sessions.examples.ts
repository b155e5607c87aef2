import type { z } from 'zod';
import type { sessionRecord } from './signed-in-session.record';

/**
 * The example client's sessions (GET /api/auth/sessions): this browser, signed in with her code
 * this morning (the sign-in admin.examples.ts's updatedAt shows), and her phone earlier on, within the eight idle hours (SESSION_IDLE_TIMEOUT_MS).
 * The addresses are documentation ones (RFC 5737).
 */
export const sessionExample: z.input<typeof sessionRecord> = {
  id: '24f63041-00d0-41cf-aafc-586e2e0889d3',
  device: 'Chrome on Windows',
  ipAddress: '203.0.113.24',
  signedInAt: '2026-11-20T06:55:31.204Z',
  lastSeenAt: '2026-11-20T08:15:42.000Z',
  current: true,
};

export const sessionsExample: z.input<typeof sessionRecord>[] = [
  sessionExample,
  {
    id: '95714c57-6451-4c9d-bf33-32ba84b6f9cd',
    device: 'Safari on iOS',
    ipAddress: '198.51.100.72',
    signedInAt: '2026-11-20T05:31:08.447Z',
    lastSeenAt: '2026-11-20T05:48:19.000Z',
    current: false,
  },
];

/** POST /api/auth/sessions/end-others: the phone's session above, signed out. */
export const otherSessionsEndedExample = { message: '1 other session signed out', ended: 1 };
