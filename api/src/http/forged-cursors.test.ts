import { testDatabaseTargets } from '../test/database';
import { createTestApp, graphql, type TestApp } from '../test/test-app';
import { encodeCursor } from '../shared/pagination';

/*
 * A cursor is opaque to clients, but nothing stops one from making its own: every list that takes
 * `after` answers a forged one as bad input naming `after` (400 over REST, BAD_USER_INPUT over
 * GraphQL), never as the database's failure (a 500).
 */
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
const forged = [
  ['an offset no database column holds', cursorOf('offset:99999999999999999999')],
  ['a negative offset', cursorOf('offset:-5')],
  ['leading zeros', cursorOf('offset:007')],
  ['an offset past the furthest a list is paged', encodeCursor(10_000_001)],
] as const;

const ORGANIZERS = 'query ($after: String) { organizers(first: 5, after: $after) { totalCount nodes { id } } }';

describe.each(testDatabaseTargets)('forged page cursors ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  describe.each(['/api/organizers', '/api/engagement-letters', '/api/admin/tokens'])('GET %s', (path) => {
    it.each(forged)('answers %s with 400 naming after', async (_name, cursor) => {
      const admin = await t.agent('admin');
      const response = await admin.get(path).query({ first: 5, after: cursor }).expect(400);
      expect(response.body.errors).toEqual([{ path: 'after', message: expect.stringMatching(/^after /) }]);
    });

    it('still pages with the cursor it answered', async () => {
      const admin = await t.agent('admin');
      const response = await admin
        .get(path)
        .query({ first: 1, after: encodeCursor(0) })
        .expect(200);
      expect(Array.isArray(response.body)).toBe(true);
    });
  });

  it.each(forged)('GraphQL organizers answers %s as BAD_USER_INPUT naming after', async (_name, cursor) => {
    const admin = await t.agent('admin');
    const response = await graphql(admin, ORGANIZERS, { after: cursor }).expect(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'after', message: expect.stringMatching(/^after /) }],
    });
  });
});
