import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { HttpError } from './rest';
import { referenceOf, withReference } from './request-reference';

const serverError = (statusCode: number, headers: Record<string, string>, result: unknown = {}) =>
  Object.assign(new Error(`Response not successful: Received status code ${statusCode}`), {
    name: 'ServerError',
    statusCode,
    result,
    response: new Response(null, { status: statusCode, headers }),
  });

describe('the reference of a failure', () => {
  it('is the requestId of an INTERNAL_SERVER_ERROR, and nothing for the client’s own mistakes', () => {
    const internal = new ApolloError({
      graphQLErrors: [new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' } })],
    });
    const input = new ApolloError({
      graphQLErrors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', requestId: 'req-2' } })],
    });
    const signedOut = new ApolloError({
      graphQLErrors: [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED', requestId: 'req-3' } })],
    });
    expect(referenceOf(internal)).toBe('req-1');
    expect(referenceOf(input)).toBeUndefined();
    expect(referenceOf(signedOut)).toBeUndefined();
  });

  it('is the X-Request-Id of a 5xx answer, else the requestId in its body; never of a 4xx or an unreachable server', () => {
    expect(referenceOf(new ApolloError({ networkError: serverError(503, { 'X-Request-Id': 'req-4' }) }))).toBe('req-4');
    const inBody = serverError(500, {}, { errors: [{ message: 'Internal server error', extensions: { requestId: 'req-5' } }] });
    expect(referenceOf(new ApolloError({ networkError: inBody }))).toBe('req-5');
    expect(referenceOf(new ApolloError({ networkError: serverError(429, { 'X-Request-Id': 'req-6' }) }))).toBeUndefined();
    expect(referenceOf(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBeUndefined();
  });

  it('is the X-Request-Id of a failed REST call when the server failed', () => {
    expect(referenceOf(new HttpError(500, '500: {"message":"Internal server error"}', 'req-7'))).toBe('req-7');
    expect(referenceOf(new HttpError(400, '400: {"message":"Invalid input"}', 'req-8'))).toBeUndefined();
    expect(referenceOf(new Error('Network error occurred'))).toBeUndefined();
  });

  it('follows the message as "Reference: <id>"', () => {
    const failed = new HttpError(502, '502: Bad Gateway', 'req-9');
    expect(withReference('Internal server error', failed)).toBe('Internal server error. Reference: req-9');
    expect(withReference('The request failed.', failed)).toBe('The request failed. Reference: req-9');
    expect(withReference('Please enter a valid email address', new HttpError(400, '400: {}', 'req-10'))).toBe(
      'Please enter a valid email address',
    );
  });
});
