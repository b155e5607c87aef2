import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { server as sharedServer } from './msw-server';
import { checkGraphQLAnswers } from './checked-graphql-answers';
import { sessionUser } from './fixtures';

// A server of this suite's own, so its wrong answers are seen here and not by test/setup.ts.
// The shared one is closed for the whole file and not listened to again afterwards: test/setup.ts's
// afterAll has run by then, and a server left listening would keep Node's http patched for every
// later suite in this jest worker (api suites included, whose requests msw would then refuse).
const server = setupServer();
const answers = checkGraphQLAnswers(server);

beforeAll(() => {
  sharedServer.close();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const askForMe = () =>
  fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Me', query: 'query Me { me { id } }', variables: {} }),
  });

describe('the web tests’ GraphQL answers', () => {
  it('pass when they are what the API could send', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: sessionUser() } })));
    await askForMe();
    expect(await answers.problems()).toEqual([]);
  });

  it('fail, naming the operation and the path, when a fixture is not', async () => {
    const { email: _email, ...withoutEmail } = sessionUser();
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: { ...withoutEmail, roleNames: ['admin'], nickname: 'T' } } })));
    await askForMe();
    expect(await answers.problems()).toEqual([
      'Me: me.email: missing',
      expect.stringMatching(/^Me: me\.roleNames\.0: "admin" is not a value of RoleName/),
      'Me: me.nickname: not asked for by the operation',
    ]);
  });

  it('may not answer an operation the web client never sends, or answer one as the wrong kind', () => {
    expect(() => server.use(graphql.query('SecretReport', () => HttpResponse.json({ data: {} })))).toThrow(
      'An msw handler answers SecretReport, which the web client never sends',
    );
    expect(() => server.use(graphql.mutation('Me', () => HttpResponse.json({ data: {} })))).toThrow(
      'An msw handler answers Me as a mutation, but it is a query',
    );
  });
});
