import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientDocument } from '../documents/document-test-kit';
import { bearing, tokenFor } from './api-tokens-test-kit';

const forbidden = (body: { errors: { message: string; extensions: Record<string, unknown> }[] }) => body.errors[0];

describe.each(testDatabaseTargets)('an API token within its scopes ($name)', (target) => {
  let t: TestApp;
  let readsDocuments: ReturnType<typeof bearing>;
  beforeAll(async () => {
    t = await createTestApp(target);
    readsDocuments = bearing(t, (await tokenFor(t, 'admin', ['documents:read'])).secret);
  });
  afterAll(() => t.close());

  describe('over REST', () => {
    it('reads with :read, and is refused another area, naming the scope it lacks', async () => {
      await readsDocuments.get('/api/documents').expect(200);
      await readsDocuments.get('/api/document-requests').expect(200);
      const tasks = await readsDocuments.get('/api/tasks?status=pending').expect(403);
      expect(tasks.body).toMatchObject({ message: 'GET /api/tasks needs the scope tasks:read, which this API token lacks.' });
    });

    it('changes nothing without :write, and :write includes :read', async () => {
      const document = await clientDocument(t);
      const refused = await readsDocuments.put(`/api/documents/${document.id}/approve`).expect(403);
      expect(refused.body.message).toBe(
        `PUT /api/documents/${document.id}/approve needs the scope documents:write, which this API token lacks.`,
      );
      const writes = bearing(t, (await tokenFor(t, 'advisor', ['documents:write'])).secret);
      expect((await writes.put(`/api/documents/${document.id}/approve`).expect(200)).body.status).toBe('approved');
      await writes.get(`/api/documents/${document.id}`).expect(200);
    });

    it('is refused what only a signed-in session may use, whatever its scopes', async () => {
      const everything = bearing(
        t,
        (await tokenFor(t, 'admin', ['documents:write', 'submissions:read', 'tasks:write', 'messages:write', 'users:read'])).secret,
      );
      for (const [method, path] of [
        ['get', '/api/auth/sessions'],
        ['get', '/api/auth/user'],
        ['post', '/api/auth/change-password'],
        ['get', '/api/tokens'],
        ['post', '/api/tokens'],
        ['get', '/api/admin/tokens'],
        ['get', '/api/admin/users'],
        ['get', '/api/notifications'],
        ['get', '/api/privacy/my-data'],
      ] as const) {
        const response = await everything[method](path).expect(403);
        expect(response.body).toMatchObject({
          message: `API tokens cannot use ${method.toUpperCase()} ${path}: it is open to a signed-in session only.`,
        });
      }
      // A path no mount has is still unknown.
      await everything.get('/api/no-such-thing').expect(404);
    });

    it('never does more than its owner could: an advisor’s token meets the advisor’s rules', async () => {
      const advisors = bearing(t, (await tokenFor(t, 'advisor', ['submissions:read'])).secret);
      expect((await advisors.get('/api/contact-submissions').expect(403)).body).toMatchObject({ message: 'Forbidden' });
      const admins = bearing(t, (await tokenFor(t, 'admin', ['submissions:read'])).secret);
      await admins.get('/api/contact-submissions').expect(200);
    });
  });

  describe('over GraphQL', () => {
    it('runs a query its scopes reach, and refuses a field of another area with 403 naming it and the scope', async () => {
      const listed = await readsDocuments.graphql('{ documents(first: 2) { totalCount nodes { id status } } }').expect(200);
      expect(listed.body.errors).toBeUndefined();

      const tasks = await readsDocuments.graphql('query Tasks { tasks { id } }').expect(403);
      expect(forbidden(tasks.body)).toMatchObject({
        message: 'Query.tasks needs the scope tasks:read, which this API token lacks.',
        extensions: { code: 'FORBIDDEN', field: 'Query.tasks', missingScope: 'tasks:read', requestId: tasks.headers['x-request-id'] },
      });
    });

    it('holds nested fields of another area to their own scope, through fragments too', async () => {
      const nested = await readsDocuments.graphql('{ documents { nodes { id owner { email } } } }').expect(403);
      expect(forbidden(nested.body)).toMatchObject({
        message: 'Document.owner needs the scope users:read, which this API token lacks.',
        extensions: { code: 'FORBIDDEN', field: 'Document.owner', missingScope: 'users:read' },
      });
      const fragment = await readsDocuments
        .graphql('query Docs { documents { nodes { ...Row } } } fragment Row on Document { id approvedBy { id } }')
        .expect(403);
      expect(forbidden(fragment.body).extensions).toMatchObject({ field: 'Document.approvedBy', missingScope: 'users:read' });
      // Only the operation that runs, and the fragments it uses, are judged.
      const two = await readsDocuments
        .graphql('query Mine { documents { totalCount } } query Theirs { tasks { id } }', undefined)
        .send({ operationName: 'Mine' })
        .expect(200);
      expect(two.body.errors).toBeUndefined();
      const both = bearing(t, (await tokenFor(t, 'admin', ['documents:read', 'users:read'])).secret);
      expect((await both.graphql('{ documents { nodes { owner { email } } } }').expect(200)).body.errors).toBeUndefined();
    });

    it('needs :write for a mutation, and refuses to any token what acts on the account', async () => {
      const document = await clientDocument(t);
      const approve = 'mutation Approve($id: ID!) { approveDocument(id: $id) { id status } }';
      const readOnly = await readsDocuments.graphql(approve, { id: document.id }).expect(403);
      expect(forbidden(readOnly.body).extensions).toMatchObject({ field: 'Mutation.approveDocument', missingScope: 'documents:write' });
      const writes = bearing(t, (await tokenFor(t, 'advisor', ['documents:write'])).secret);
      const approved = await writes.graphql(approve, { id: document.id }).expect(200);
      expect(approved.body.data.approveDocument).toEqual({ id: document.id, status: 'APPROVED' });

      for (const mutation of [
        'mutation { changePassword(input: { currentPassword: "a", newPassword: "b" }) }',
        'mutation { createApiToken(input: { name: "More" }) { secret } }',
        'mutation { endOtherSessions }',
      ]) {
        const refused = await writes.graphql(mutation).expect(403);
        expect(forbidden(refused.body)).toMatchObject({
          message: expect.stringMatching(/^API tokens cannot use Mutation\.\w+: it is open to a signed-in session only\.$/),
          extensions: { code: 'FORBIDDEN' },
        });
      }
      const sessions = await writes.graphql('{ mySessions { id } }').expect(403);
      expect(forbidden(sessions.body).extensions.field).toBe('Query.mySessions');
    });

    it('never does more than its owner could: the @auth rules still apply', async () => {
      const query = '{ contactSubmissions(first: 1) { totalCount } }';
      const advisors = bearing(t, (await tokenFor(t, 'advisor', ['submissions:read'])).secret);
      const refused = await advisors.graphql(query).expect(200);
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const admins = bearing(t, (await tokenFor(t, 'admin', ['submissions:read'])).secret);
      expect((await admins.graphql(query).expect(200)).body.data.contactSubmissions.totalCount).toBeGreaterThanOrEqual(0);
    });
  });
});
