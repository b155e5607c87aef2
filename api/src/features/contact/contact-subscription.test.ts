import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { createTestApp, DEMO_PASSWORD, demoEmails, type DemoAccount, type TestApp } from '../../test/test-app';

const SUBSCRIPTION = 'subscription { contactSubmissionAdded { id type firstName email } }';

describe('new submissions pushed to administrators', () => {
  let t: TestApp;
  let server: http.Server;
  let baseUrl: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({});
    server = http.createServer(t.app.express);
    t.app.attachSubscriptions(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function cookieOf(account: DemoAccount): Promise<string> {
    const response = await fetch(`http://${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoEmails[account], password: DEMO_PASSWORD }),
    });
    return response.headers.getSetCookie()[0].split(';')[0];
  }

  function socketClient(headers: Record<string, string>): Client {
    const client = createClient({
      url: `ws://${baseUrl}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return client;
  }

  /** Subscribes and resolves with the first event, or rejects with the first error. */
  function firstEvent(client: Client): { ready: Promise<void>; event: Promise<unknown> } {
    let markReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const event = new Promise((resolve, reject) => {
      const unsubscribe = client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (value) => {
            unsubscribe();
            if (value.errors) reject(value.errors[0]);
            else resolve(value.data);
          },
          error: reject,
          complete: () => {},
        },
      );
      client.on('connected', () => setTimeout(markReady, 50));
    });
    return { ready, event };
  }

  it('delivers a submission stored through the public form to a signed-in admin', async () => {
    const client = socketClient({ cookie: await cookieOf('admin') });
    const { ready, event } = firstEvent(client);
    await ready;
    await fetch(`http://${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Live', lastName: 'Visitor', email: 'live@example.co.za', message: 'Are you open on Saturdays?' }),
    });
    await expect(event).resolves.toEqual({
      contactSubmissionAdded: { id: expect.any(String), type: 'get_in_touch', firstName: 'Live', email: 'live@example.co.za' },
    });
  });

  it('refuses the subscription without a session, and to a client', async () => {
    const anonymous = firstEvent(socketClient({}));
    await expect(anonymous.event).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const client = firstEvent(socketClient({ cookie: await cookieOf('client') }));
    await expect(client.event).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses a socket opened from another site', async () => {
    const foreign = socketClient({ cookie: await cookieOf('admin'), origin: 'https://evil.example' });
    const { event } = firstEvent(foreign);
    await expect(event).rejects.toBeDefined();
  });
});
