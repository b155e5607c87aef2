import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { DEMO_PASSWORD, type TestApp } from './test-app';

export interface LiveServer {
  /** host:port */
  address: string;
  /** The session cookie of a signed-in account (any with the demo password). */
  cookieOf(email: string): Promise<string>;
  /** A graphql-ws client sending these headers with its socket. */
  socketClient(headers: Record<string, string>): Client;
  /** Subscribes and resolves with the first event, or rejects with the first error. */
  firstEvent(client: Client, query: string): { ready: Promise<void>; event: Promise<unknown> };
  close(): Promise<void>;
}

/** The test app on a real port with its subscription server, for tests of live events. */
export async function startLiveServer(t: TestApp): Promise<LiveServer> {
  const server = http.createServer(t.app.express);
  t.app.attachSubscriptions(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: Client[] = [];

  return {
    address,
    async cookieOf(email) {
      const response = await fetch(`http://${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return response.headers.getSetCookie()[0].split(';')[0];
    },
    socketClient(headers) {
      const client = createClient({
        url: `ws://${address}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers });
          }
        },
        retryAttempts: 0,
        lazy: true,
      });
      clients.push(client);
      return client;
    },
    firstEvent(client, query) {
      let markReady: () => void = () => {};
      const ready = new Promise<void>((resolve) => (markReady = resolve));
      const event = new Promise((resolve, reject) => {
        const unsubscribe = client.subscribe(
          { query },
          {
            next: (value) => {
              unsubscribe();
              // An Error carrying the GraphQL error's own fields, so a test still matches its extensions.code.
              if (value.errors) reject(Object.assign(new Error(value.errors[0].message), value.errors[0]));
              else resolve(value.data);
            },
            error: reject,
            complete: () => {},
          },
        );
        // The subscription is registered a moment after the socket reports it is connected.
        client.on('connected', () => setTimeout(markReady, 50));
      });
      return { ready, event };
    },
    async close() {
      await Promise.all(clients.map((client) => Promise.resolve(client.dispose())));
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
