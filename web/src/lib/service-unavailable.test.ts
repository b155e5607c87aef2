import { ApolloError, type ServerError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { formFailureMessage, isNetworkFailure, serverMessage } from './graphql-errors';
import { HttpError, serverMessageOf } from './rest';
import { RECORDS_UNREACHABLE, failureToastText, isServiceUnavailable } from './service-unavailable';

const http503 = () => {
  const networkError: ServerError = Object.assign(new Error('Response not successful: Received status code 503'), {
    statusCode: 503,
    response: {} as Response,
    result: {},
  });
  return new ApolloError({ networkError });
};
const coded = (code: string) => new ApolloError({ graphQLErrors: [new GraphQLError('briefly away', { extensions: { code } })] });

describe('a passing outage in the web client’s words', () => {
  it('recognises REST 503, GraphQL over HTTP 503 and the SERVICE_UNAVAILABLE code', () => {
    expect(isServiceUnavailable(new HttpError(503, '503: {"message":"briefly"}'))).toBe(true);
    expect(isServiceUnavailable(http503())).toBe(true);
    expect(isServiceUnavailable(coded('SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isServiceUnavailable(new HttpError(500, '500: oops'))).toBe(false);
    expect(isServiceUnavailable(coded('FORBIDDEN'))).toBe(false);
  });

  it('is what the shared failure helpers say for it, and nothing else changes', () => {
    expect(formFailureMessage(http503(), 'Failed.')).toBe(RECORDS_UNREACHABLE);
    // The server answered: not "check your connection" (the sign-in toast asks this first).
    expect(isNetworkFailure(http503())).toBe(false);
    expect(isNetworkFailure(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(true);
    expect(serverMessage(coded('SERVICE_UNAVAILABLE'))).toBe(RECORDS_UNREACHABLE);
    expect(serverMessageOf(new HttpError(503, '503: {"message":"The service is briefly unavailable."}'))).toBe(RECORDS_UNREACHABLE);
    expect(serverMessageOf(new HttpError(429, '429: {"message":"Too many requests."}'))).toBe('Too many requests.');
    expect(failureToastText(http503(), 'Failed to update profile')).toEqual({
      title: 'Failed to update profile',
      description: RECORDS_UNREACHABLE,
    });
    expect(failureToastText(new Error('x'), 'Failed to update profile')).toEqual({ description: 'Failed to update profile' });
  });
});
