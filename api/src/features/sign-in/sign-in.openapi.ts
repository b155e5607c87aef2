import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, noticeBody, tagged } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { anyone, signedIn, withSession } from '../../http/openapi/security';
import { loginInputSchema } from '../../../../validation/auth';
import { userProfileRecord } from '../../accounts/user.record';
import { SECOND_STEP_MESSAGES, twoStepCodeSchema } from '../../../../validation/two-step';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../../../../validation/users';
import { ISO_INSTANT_MAX_LENGTH } from '../../../../validation/answer-bounds';
import { PASSWORD_CHANGED, PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../../../../validation/password-texts';
import { secondStepCodeExample, signInExample, userProfileExample } from '../../http/openapi/example-account';
import { changePasswordExample, forgotPasswordExample, resetPasswordExample, secondStepNeededExample } from './sign-in.examples';

const userProfile = component('UserProfile', userProfileRecord, userProfileExample);
const secondSteps = Object.keys(SECOND_STEP_MESSAGES) as (keyof typeof SECOND_STEP_MESSAGES)[];

const signedInAnswer = component(
  'SignedIn',
  z
    .strictObject({ message: z.literal('Login successful').describe('Always this sentence'), user: userProfile })
    .describe('Signed in: the session cookie is set'),
);

const secondStepAnswer = component(
  'SecondStepNeeded',
  z
    .strictObject({
      message: z
        .string()
        .max(Math.max(...Object.values(SECOND_STEP_MESSAGES).map((message) => message.length)))
        .describe('What to do next, in words a person can read'),
      nextStep: z.enum(secondSteps).describe('code: send a code to POST /api/auth/login/two-step; enrol: set up an authenticator first'),
      expiresAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH).describe('When the half-finished sign-in lapses'),
    })
    .describe('The password was right, and a second step is needed: nothing is granted yet'),
);

/** /api/auth (sign-in.routes.ts): signing in and out, and passwords. */
export const authOperations: RestOperation[] = tagged('Sign-in', [
  {
    method: 'post',
    path: '/login',
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password',
    description: 'Starts a session (the cookie), or, for an account with two-step sign-in, asks for the second step.',
    ...anyone,
    request: { body: jsonBody(withExample(loginInputSchema, signInExample)) },
    responses: {
      // The example client has two-step sign-in on: her password asks for a code.
      200: json('Signed in, or a second step is needed', withExample(z.union([signedInAnswer, secondStepAnswer]), secondStepNeededExample)),
      ...errors(401, 429),
    },
  },
  {
    method: 'post',
    path: '/login/two-step',
    operationId: 'completeTwoStepSignIn',
    summary: 'Finish signing in with a code',
    description: 'A code from the authenticator app, or one of the recovery codes, in the same browser session as the password.',
    ...anyone,
    request: { body: jsonBody(withExample(twoStepCodeSchema, secondStepCodeExample)) },
    responses: { 200: json('Signed in', signedInAnswer), ...errors(401, 429) },
  },
  {
    method: 'post',
    path: '/logout',
    operationId: 'signOut',
    summary: 'Sign out',
    description: 'Ends this session and asks the browser to forget what it kept for this site (Clear-Site-Data).',
    ...anyone,
    responses: { 200: jsonShowing('Signed out (also when there was no session)', noticeBody, { message: 'Logged out successfully' }) },
  },
  {
    method: 'post',
    path: '/forgot-password',
    operationId: 'requestPasswordReset',
    summary: 'E-mail a link to choose a new password',
    description: 'The same answer whether or not the address has an account.',
    ...anyone,
    request: { body: jsonBody(withExample(forgotPasswordSchema, forgotPasswordExample)) },
    responses: { 200: jsonShowing('Asked for', noticeBody, { message: PASSWORD_RESET_REQUESTED }), ...errors(429) },
  },
  {
    method: 'post',
    path: '/reset-password',
    operationId: 'resetPassword',
    summary: 'Choose a new password with the link’s token',
    description: 'Every session of the account ends.',
    ...anyone,
    request: { body: jsonBody(withExample(resetPasswordSchema, resetPasswordExample)) },
    responses: { 200: jsonShowing('Changed', noticeBody, { message: PASSWORD_RESET_DONE }), ...errors(429) },
  },
  {
    method: 'post',
    path: '/change-password',
    operationId: 'changePassword',
    summary: 'Change the password',
    description: 'Every other session of the account ends; this one stays signed in.',
    ...withSession(),
    request: { body: jsonBody(withExample(changePasswordSchema, changePasswordExample)) },
    responses: { 200: jsonShowing('Changed', noticeBody, { message: PASSWORD_CHANGED }), ...errors(429) },
  },
  {
    method: 'get',
    path: '/user',
    operationId: 'getSignedInUser',
    summary: 'Who is signed in',
    ...signedIn(),
    responses: { 200: json('The signed-in person', component('CurrentUser', z.strictObject({ user: userProfile }))) },
  },
]);
