import { z } from 'zod';

/**
 * Two-step sign-in (TOTP). A code is what an authenticator app shows (six digits, spaces
 * allowed) or one of the ten recovery codes (twelve letters and digits, hyphens allowed).
 */
export const AUTHENTICATOR_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
export const WRONG_CODE = 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.';
export const WRONG_AUTHENTICATOR_CODE = 'That code is not valid. Enter the current code from your authenticator app.';

/** What the sign-in says after a right password when a second step is needed. */
export const SECOND_STEP_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  enrol: "Two-step sign-in is required for the firm's staff: set it up to finish signing in.",
} as const;

/** Six digits, as authenticator apps show them ("123 456" and "123456" alike). */
const authenticatorCode = z
  .string({ error: AUTHENTICATOR_CODE_REQUIRED })
  .max(20, AUTHENTICATOR_CODE_REQUIRED)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, AUTHENTICATOR_CODE_REQUIRED));

/** Recovery codes are printed as xxxx-xxxx-xxxx; case, spaces and hyphens do not matter. */
export function normaliseRecoveryCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toLowerCase();
}

/** An authenticator's code or a recovery code, told apart by their shapes. */
const anySecondStepCode = z
  .string({ error: CODE_REQUIRED })
  .max(40, CODE_REQUIRED)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().refine((value) => /^\d{6}$/.test(value) || /^[a-z0-9]{12}$/.test(normaliseRecoveryCode(value)), CODE_REQUIRED));

/** The sign-in's second step, turning it off, and new recovery codes: either kind of code. */
export const twoStepCodeSchema = z.object({ code: anySecondStepCode });

/** Confirming enrolment proves the app was set up: only its own code will do. */
export const confirmEnrolmentSchema = z.object({ code: authenticatorCode });

export const disableTwoStepSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
  code: anySecondStepCode,
});

export type TwoStepCodeInput = z.input<typeof twoStepCodeSchema>;
export type DisableTwoStepInput = z.input<typeof disableTwoStepSchema>;

/** True when a typed code has the shape of an authenticator's code rather than a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);
