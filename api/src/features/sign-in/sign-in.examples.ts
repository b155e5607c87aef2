import type { z } from 'zod';
import { exampleClient } from '../../http/openapi/example-values';
import { SECOND_STEP_MESSAGES } from '../../../../validation/two-step';
import type { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../../../validation/users';
import { signInExample } from '../../http/openapi/example-account';

/**
 * POST /api/auth/login for the example client: her two-step sign-in is on (two-step.examples.ts),
 * so the right password asks for a code, for five minutes (PENDING_SIGN_IN_LIFETIME_MS).
 */
export const secondStepNeededExample = {
  message: SECOND_STEP_MESSAGES.code,
  nextStep: 'code' as const,
  expiresAt: '2026-11-20T07:00:02.318Z',
};

/** POST /api/auth/forgot-password: only the address. */
export const forgotPasswordExample: z.input<typeof forgotPasswordSchema> = { email: exampleClient.email };

/** The new password she chooses, with the reset link's token or while signed in. */
const newPassword = 'Protea-Season-2027';

/** POST /api/auth/reset-password: the token is the link's, 32 random bytes in base64url (single-use-links.ts). */
export const resetPasswordExample: z.input<typeof resetPasswordSchema> = {
  token: 'DUxczhN3odWxeOuFjIEApIs6vVj9vOdza9fa6AyxHhg',
  password: newPassword,
};

/** POST /api/auth/change-password: the current password proves it is her. */
export const changePasswordExample: z.input<typeof changePasswordSchema> = {
  currentPassword: signInExample.password,
  newPassword,
};
