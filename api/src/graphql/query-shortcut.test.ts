import { ApolloServer } from '@apollo/server';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../test/database';
import { writeTrustedManifest } from '../test/fake-web-build';
import { createTestApp, graphql, type TestApp } from '../test/test-app';
import { sha256 } from './trusted-documents';

// A web client's query as its manifest holds it, asked for by hash alone.
const TRUSTED_ME = 'query Me {\n  me {\n    id\n    email\n    roles {\n      name\n      __typename\n    }\n    __typename\n  }\n}';
const DOCUMENTS = `query Documents($first: Int) {
  documents(first: $first) { totalCount pageInfo { hasNextPage endCursor } nodes { id originalName status createdAt approvedAt owner { id firstName } approvedBy { id lastName } } }
}`;
const THREE_LEVELS =
  '{ users(first: 20, filter: { roleName: CLIENT }) { nodes { email engagements { title tasks { title isOverdue } } } } }';

describe.each(testDatabaseTargets)('the query shortcut ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let admin: TestAgent;
  // Called for every request Apollo Server handles, so not for one the shortcut answered.
  const apolloHandles = jest.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

  beforeAll(async () => {
    const webDist = writeTrustedManifest([{ name: 'Me', type: 'query', body: TRUSTED_ME }]);
    t = await createTestApp(target, { WEB_DIST_DIR: webDist });
    client = await t.agent('client');
    admin = await t.agent('admin');
  });
  afterAll(() => t.close());
  beforeEach(() => apolloHandles.mockClear());

  /** The same operation as a batch of one, which the shortcut always leaves to Apollo Server. */
  const throughApollo = async (agent: TestAgent, body: object, accept?: string) => {
    const request = agent.post('/graphql').set('Content-Type', 'application/json');
    if (accept) request.set('Accept', accept);
    const response = await request.send([body]);
    return { status: response.status, body: response.body[0] };
  };

  it.each([
    ['a client their documents, people included', () => client, { query: DOCUMENTS, variables: { first: 20 } }],
    ['an administrator three levels of the graph', () => admin, { query: THREE_LEVELS }],
    [
      'a trusted query asked for by its hash',
      () => client,
      { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(TRUSTED_ME) } } },
    ],
  ])('answers %s exactly as Apollo Server does, without it', async (_name, agent, body) => {
    const response = await agent().post('/graphql').set('Content-Type', 'application/json').send(body).expect(200);
    expect(apolloHandles).not.toHaveBeenCalled();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.text.endsWith('}\n')).toBe(true);
    expect(response.body.errors).toBeUndefined();
    expect(response.body).toEqual((await throughApollo(agent(), body)).body);
  });

  it("answers with the content type Apollo Server would choose from the Accept header (Apollo Client's)", async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const response = await client
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept', accept)
      .send({ query: '{ me { id } }' });
    expect(apolloHandles).not.toHaveBeenCalled();
    expect(response.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    // One Apollo Server would refuse (406) is left to it.
    const refused = await client
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept', 'text/html')
      .send({ query: '{ me { id } }' });
    expect(refused.status).toBe(406);
    expect(apolloHandles).toHaveBeenCalledTimes(1);
  });

  it('hands a query that ran with errors to Apollo Server, which reports them as always without running it again', async () => {
    const get = jest.spyOn(t.app.services.documents, 'get');
    const body = { query: '{ me { id } document(id: "00000000-0000-0000-0000-000000000000") { id } }' };
    const response = await client.post('/graphql').set('Content-Type', 'application/json').send(body).expect(200);
    expect(get).toHaveBeenCalledTimes(1);
    expect(apolloHandles).toHaveBeenCalledTimes(1);
    expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // document is non-null, so its error nulls the whole answer, as graphql-js has it.
    expect(response.body.data).toBeNull();
    // Each request has its own id; everything else is the same.
    const withoutRequestIds = (answer: { errors: { extensions: Record<string, unknown> }[] }) =>
      JSON.parse(JSON.stringify(answer), (key, value) => (key === 'requestId' ? undefined : value));
    expect(withoutRequestIds(response.body)).toEqual(withoutRequestIds((await throughApollo(client, body)).body));
    get.mockRestore();
  });

  it('hands over an anonymous caller refused by @auth (UNAUTHENTICATED) and wrong variables (400) as before', async () => {
    const refused = await graphql(t.request, '{ documents { totalCount } }').expect(200);
    expect(refused.body).toMatchObject({ data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
    const wrong = await graphql(client, DOCUMENTS, { first: 'twenty' }).expect(400);
    expect(wrong.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(wrong.body.errors[0].message).toMatch(/^Variable "\$first" got invalid value "twenty"/);
    expect(apolloHandles).toHaveBeenCalledTimes(2);
  });

  it('leaves mutations, GET, invalid documents, odd fields and unknown hashes to Apollo Server', async () => {
    const json = (body: object) => client.post('/graphql').set('Content-Type', 'application/json').send(body);
    await json({ query: 'mutation { markNotificationRead(id: "00000000-0000-0000-0000-000000000000") { id } }' });
    await client.get('/graphql').query({ query: '{ me { id } }' }).set('apollo-require-preflight', 'true');
    const invalid = await json({ query: '{ me { nope } }' }).expect(400);
    expect(invalid.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const unparsed = await json({ query: '{ me { ' }).expect(400);
    expect(unparsed.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    await json({ query: '{ me { id } }', variables: 'none' }).expect(400);
    const unknownHash = await json({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256('query Other { me { id } }') } } });
    expect(unknownHash.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(apolloHandles).toHaveBeenCalledTimes(6);
  });
});
