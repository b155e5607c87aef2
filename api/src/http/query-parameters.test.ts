import supertest from 'supertest';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { operationLookup } from './openapi/operation-lookup';

describe.each(testDatabaseTargets)('query parameters ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('refuses a parameter an operation does not take, naming it and what it takes, rather than ignoring it', async () => {
    const advisor = await t.agent('advisor');
    await advisor.get('/api/invoices?first=2').expect(200);
    const refused = await advisor.get('/api/invoices?frist=2&status=issued').expect(400);
    expect(refused.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [
        { path: 'frist', message: expect.stringMatching(/^frist is not a query parameter of GET \/api\/invoices: it takes .*\bfirst\b/) },
      ],
    });
    // An operation that takes none says so.
    const none = await advisor.get('/api/dashboard/stats?first=2').expect(400);
    expect(none.body.errors).toEqual([
      { path: 'first', message: 'first is not a query parameter of GET /api/dashboard/stats: it takes none' },
    ]);
  });

  it('refuses a parameter given twice, rather than choosing one', async () => {
    const advisor = await t.agent('advisor');
    const refused = await advisor.get('/api/invoices?status=issued&status=paid').expect(400);
    expect(refused.body.errors).toEqual([{ path: 'status', message: 'status was given more than once: give it once' }]);
  });

  it('leaves a path the API does not have to its 404', async () => {
    await supertest(t.app.express).get('/api/no-such-list?first=2').expect(404);
  });
});

describe('the operation a request is answered by', () => {
  const lookup = operationLookup(openApiDocument(restMounts));

  it('prefers the more literal path, as Express routes it', () => {
    expect(lookup('GET', '/api/invoices/statement')?.template).toBe('/api/invoices/statement');
    expect(lookup('GET', '/api/invoices/abc')?.template).toBe('/api/invoices/{id}');
    expect(lookup('HEAD', '/api/invoices/abc')?.template).toBe('/api/invoices/{id}');
    expect(lookup('BREW', '/api/invoices/abc')).toBeUndefined();
    expect(lookup('GET', '/api/invoices/abc/nothing')).toBeUndefined();
  });
});
