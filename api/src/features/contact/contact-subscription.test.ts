import { createTestApp, demoEmails, type DemoAccount, type TestApp } from '../../test/test-app';
import { startLiveServer, type LiveServer } from '../../test/live-server';

const SUBSCRIPTION = 'subscription { contactSubmissionAdded { id type firstName email } }';

describe('new submissions pushed to administrators', () => {
  let t: TestApp;
  let live: LiveServer;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({});
    live = await startLiveServer(t);
    baseUrl = live.address;
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  const cookieOf = (account: DemoAccount) => live.cookieOf(demoEmails[account]);
  const socketClient = (headers: Record<string, string>) => live.socketClient(headers);
  const firstEvent = (client: ReturnType<typeof socketClient>) => live.firstEvent(client, SUBSCRIPTION);

  it('delivers a submission stored through the public form to a signed-in admin', async () => {
    const client = socketClient({ cookie: await cookieOf('admin') });
    const { ready, event } = firstEvent(client);
    await ready;
    await fetch(`http://${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Live',
        lastName: 'Visitor',
        email: 'live@example.co.za',
        message: 'Are you open on Saturdays?',
        consent: true,
      }),
    });
    await expect(event).resolves.toEqual({
      contactSubmissionAdded: { id: expect.any(String), type: 'GET_IN_TOUCH', firstName: 'Live', email: 'live@example.co.za' },
    });
  });

  it('refuses the subscription without a session, and to a client', async () => {
    const anonymous = firstEvent(socketClient({}));
    await expect(anonymous.event).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const client = firstEvent(socketClient({ cookie: await cookieOf('client') }));
    await expect(client.event).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('answers a subscription naming a field that does not exist with the validation error and its code', async () => {
    const client = socketClient({ cookie: await cookieOf('admin') });
    const { event } = live.firstEvent(client, 'subscription { contactSubmissionAdded { id nope } }');
    await expect(event).rejects.toMatchObject([
      { message: expect.stringContaining('Cannot query field "nope"'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
  });

  it('refuses a socket opened from another site', async () => {
    const foreign = socketClient({ cookie: await cookieOf('admin'), origin: 'https://evil.example' });
    const { event } = firstEvent(foreign);
    await expect(event).rejects.toBeDefined();
  });
});
