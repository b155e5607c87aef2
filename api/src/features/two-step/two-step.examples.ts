import type { z } from 'zod';
import { exampleClient } from '../../http/openapi/example-values';
import { signInExample } from '../../http/openapi/example-account';
import type { confirmEnrolmentSchema, disableTwoStepSchema } from '../../../../validation/two-step';
import { otpauthUri } from './authenticator';

/**
 * The example client's two-step sign-in: set up from her profile the day her engagement was made
 * (exampleTimes.created), one recovery code used since.
 */
export const twoStepStatusExample = {
  enabled: true,
  enabledAt: '2026-03-02T07:45:12.000Z',
  recoveryCodesLeft: 9,
  // A client's is hers to turn off; only staff can be required to keep it.
  required: false,
};

/** A made-up secret: 32 base32 characters, 160 bits (AUTHENTICATOR_SECRET_LENGTH). */
const secret = 'TDCVHXYZIUHT4KIKV3OQCAYDKNXKOGG5';

/** POST /api/auth/two-step/enrolment. */
export const twoStepEnrolmentExample = {
  secret,
  otpauthUri: otpauthUri(secret, exampleClient.email),
  // The start and end of the SVG qrCodeSvg draws (about 4 kB for this link), the middle left out.
  qrCodeSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 53 53" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h53v53H0z"/><path stroke="#0b1f3a" d="M2 2.5h7m2 0h3m2 0h1m2 0h1…M2 50.5h7m1 0h1m1 0h2m4 0h1"/></svg>',
};

/** POST /api/auth/two-step/enrolment/confirm: the app's first code; only an authenticator's code will do. */
export const confirmEnrolmentExample: z.input<typeof confirmEnrolmentSchema> = { code: '305 914' };

/** Its answer, from the profile (no sign-in was waiting, so no `user`): ten codes as newRecoveryCodes writes them. */
export const twoStepEnabledExample = {
  message: 'Two-step sign-in is on' as const,
  recoveryCodes: [
    'pzry-6ma3-q3yd',
    'hck9-aess-j4mc',
    'bu9r-tce3-43rw',
    'bcmy-34xd-34gb',
    'kmmt-ytc3-m6fh',
    'hft9-xc4f-278g',
    '6xm4-qyjg-6dc7',
    '4kqn-muxu-fukd',
    '7qps-e2qf-g77h',
    'vtrs-b6z9-5r8m',
  ],
};

/** POST /api/auth/two-step/disable: her password and a current code. */
export const disableTwoStepExample: z.input<typeof disableTwoStepSchema> = { password: signInExample.password, code: '718 204' };

/** POST /api/auth/two-step/recovery-codes: ten new codes, the old ones no longer work. */
export const recoveryCodesExample = {
  recoveryCodes: [
    'wwp6-jsxz-qf42',
    'drfb-kf26-uf8w',
    'p4f3-57xc-6wep',
    'hyxv-vy3q-mwp7',
    '9m3b-adst-7sak',
    '3em8-z8bn-4nrd',
    'fder-3g4f-4vth',
    '3npp-qfjp-fv5j',
    'h4vx-h4ym-ku2s',
    'kffp-st7u-yn8k',
  ],
};
