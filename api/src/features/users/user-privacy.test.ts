import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';

const ENGAGEMENT_PEOPLE = `{
  engagements {
    client { email phone city lastLoginAt }
    advisor { firstName email phone address city province postalCode lastLoginAt }
  }
}`;

describe.each(testDatabaseTargets)("who sees a user's contact details ($name)", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('a client sees their advisor’s name and e-mail, never the phone, address or sign-in time', async () => {
    const client = await t.agent('client');
    const { body } = await graphql(client, ENGAGEMENT_PEOPLE).expect(200);
    const advisors = body.data.engagements.map((engagement: { advisor: unknown }) => engagement.advisor).filter(Boolean);
    expect(advisors.length).toBeGreaterThan(0);
    for (const advisor of advisors) {
      expect(advisor).toMatchObject({
        email: 'advisor@example.com',
        phone: null,
        address: null,
        city: null,
        province: null,
        postalCode: null,
        lastLoginAt: null,
      });
      expect(advisor.firstName).not.toBe('');
    }
    // Their own details, met through the same type, are all there.
    expect(body.data.engagements[0].client.phone).not.toBeNull();
    expect(body.data.engagements[0].client.city).not.toBeNull();
  });

  it('staff see the contact details of the clients they serve', async () => {
    const advisor = await t.agent('advisor');
    const { body } = await graphql(advisor, ENGAGEMENT_PEOPLE).expect(200);
    const clients = body.data.engagements.map((engagement: { client: { phone: string | null } }) => engagement.client);
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((client: { phone: string | null }) => client.phone !== null)).toBe(true);
  });

  it('signing in answers the user with their own details', async () => {
    const { body } = await graphql(t.request, 'mutation ($input: LoginInput!) { login(input: $input) { user { email phone city } } }', {
      input: { email: 'client@example.com', password: 'Demo@12345' },
    }).expect(200);
    expect(body.data.login.user.phone).not.toBeNull();
    expect(body.data.login.user.city).not.toBeNull();
  });
});
