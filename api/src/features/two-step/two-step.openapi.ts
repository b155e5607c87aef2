import { z } from 'zod';
import { adminRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, noticeBody, pathParams, tagged } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { anyone, signedIn, withSession } from '../../http/openapi/security';
import { userProfileRecord } from '../../accounts/user.record';
import { confirmEnrolmentSchema, disableTwoStepSchema, twoStepCodeSchema } from '../../../../validation/two-step';
import { ISO_INSTANT_MAX_LENGTH } from '../../../../validation/answer-bounds';
import { AUTHENTICATOR_SECRET_LENGTH, OTPAUTH_URI_MAX_LENGTH, QR_CODE_SVG_MAX_LENGTH } from './authenticator';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_TEXT_LENGTH } from './recovery-codes';
import { secondStepCodeExample, userProfileExample } from '../../http/openapi/example-account';
import {
  confirmEnrolmentExample,
  disableTwoStepExample,
  recoveryCodesExample,
  twoStepEnabledExample,
  twoStepEnrolmentExample,
  twoStepStatusExample,
} from './two-step.examples';

const recoveryCodes = z
  .array(z.string().length(RECOVERY_CODE_TEXT_LENGTH))
  .min(RECOVERY_CODE_COUNT)
  .max(RECOVERY_CODE_COUNT)
  .describe('Ten single-use recovery codes, shown this once');

/** /api/auth/two-step (two-step.routes.ts): two-step sign-in on the profile's Security tab. */
export const twoStepOperations: RestOperation[] = tagged('Two-step sign-in', [
  {
    method: 'get',
    path: '/',
    operationId: 'getTwoStepStatus',
    summary: 'Whether two-step sign-in is on',
    ...withSession(),
    responses: {
      200: json(
        'The status',
        component(
          'TwoStepStatus',
          z.strictObject({
            enabled: z.boolean().describe('Whether it is on'),
            enabledAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH).nullable().describe('When it was turned on'),
            recoveryCodesLeft: z.int().min(0).max(RECOVERY_CODE_COUNT).meta({ format: 'int32' }).describe('Recovery codes not yet used'),
            required: z.boolean().describe('Whether the firm requires it of this account (staff, STAFF_TWO_STEP=required)'),
          }),
          twoStepStatusExample,
        ),
      ),
    },
  },
  {
    method: 'post',
    path: '/enrolment',
    operationId: 'startTwoStepEnrolment',
    summary: 'Start setting up an authenticator app',
    description:
      'Signed in, or held at sign-in until the authenticator is set up (staff, when the firm requires it). Starting again replaces a set-up left unfinished.',
    ...anyone,
    responses: {
      200: json(
        'The new secret, to add to the app',
        component(
          'TwoStepEnrolment',
          z.strictObject({
            secret: z.string().length(AUTHENTICATOR_SECRET_LENGTH).describe('The secret, to type into the app'),
            otpauthUri: z.string().max(OTPAUTH_URI_MAX_LENGTH).describe('The same as an otpauth:// link'),
            qrCodeSvg: z.string().max(QR_CODE_SVG_MAX_LENGTH).describe('The link as a QR code (SVG), to scan'),
          }),
          twoStepEnrolmentExample,
        ),
      ),
      ...errors(401, 409),
    },
  },
  {
    method: 'post',
    path: '/enrolment/confirm',
    operationId: 'confirmTwoStepEnrolment',
    summary: 'Turn two-step sign-in on with the app’s first code',
    description: 'For a sign-in held until the authenticator is set up, this also finishes signing in, and answers the user.',
    ...anyone,
    request: { body: jsonBody(withExample(confirmEnrolmentSchema, confirmEnrolmentExample)) },
    responses: {
      200: json(
        'On',
        component(
          'TwoStepEnabled',
          z.strictObject({
            message: z.literal('Two-step sign-in is on').describe('Always this sentence'),
            recoveryCodes,
            user: component('UserProfile', userProfileRecord, userProfileExample).optional().describe('Only when this finished a sign-in'),
          }),
          twoStepEnabledExample,
        ),
      ),
      ...errors(401, 409, 429),
    },
  },
  {
    method: 'post',
    path: '/disable',
    operationId: 'disableTwoStep',
    summary: 'Turn two-step sign-in off',
    description: 'Needs the password and a current code.',
    ...withSession(),
    request: { body: jsonBody(withExample(disableTwoStepSchema, disableTwoStepExample)) },
    responses: { 200: jsonShowing('Off', noticeBody, { message: 'Two-step sign-in is off' }), ...errors(403, 409, 429) },
  },
  {
    method: 'post',
    path: '/recovery-codes',
    operationId: 'regenerateRecoveryCodes',
    summary: 'New recovery codes, replacing the old ones',
    ...withSession(),
    request: { body: jsonBody(withExample(twoStepCodeSchema, secondStepCodeExample)) },
    responses: {
      200: json('The new codes', component('RecoveryCodes', z.strictObject({ recoveryCodes }), recoveryCodesExample)),
      ...errors(409, 429),
    },
  },
]);

/** /api/admin/users/{id}/two-step (two-step.routes.ts): an administrator's reset. */
export const twoStepAdminOperations: RestOperation[] = tagged('Users (administrators)', [
  {
    method: 'delete',
    path: '/{id}/two-step',
    operationId: 'resetTwoStep',
    summary: 'Take away a user’s two-step sign-in (a lost phone)',
    description:
      'The user signs in with the password alone, or is led to set it up again when their role requires it. Audited and e-mailed.',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The user id' }) },
    responses: { 200: jsonShowing('Reset', noticeBody, { message: 'Two-step sign-in was reset' }), ...errors(404, 409) },
  },
]);
