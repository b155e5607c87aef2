import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, noticeBody, pathParams, tagged } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { withSession } from '../../http/openapi/security';
import { sessionRecord } from './signed-in-session.record';
import { INT32_MAX, count } from '../../../../validation/answer-bounds';
import { otherSessionsEndedExample, sessionExample, sessionsExample } from './sessions.examples';

/** /api/auth/sessions (sessions.routes.ts): the profile's list of signed-in sessions. */
export const sessionOperations: RestOperation[] = tagged('Sessions', [
  {
    method: 'get',
    path: '/',
    operationId: 'listSessions',
    summary: 'The signed-in person’s sessions, most recently used first',
    ...withSession(),
    responses: {
      200: json(
        'The sessions still signed in',
        withExample(z.array(component('SignedInSession', sessionRecord, sessionExample)), sessionsExample),
      ),
    },
  },
  {
    method: 'post',
    path: '/end-others',
    operationId: 'endOtherSessions',
    summary: 'Sign out every other session',
    ...withSession(),
    responses: {
      200: json(
        'Signed out',
        component(
          'OtherSessionsEnded',
          z.strictObject({
            message: z.string().max(`${INT32_MAX} other sessions signed out`.length).describe('How many were signed out, in words'),
            ended: count().describe('How many sessions were signed out'),
          }),
          otherSessionsEndedExample,
        ),
      ),
    },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'endSession',
    summary: 'Sign out one session',
    ...withSession(),
    request: { params: pathParams({ id: 'The session id (from the list)' }) },
    responses: { 200: jsonShowing('Signed out', noticeBody, { message: 'Session signed out' }), ...errors(404) },
  },
]);
