import http, { type RequestListener } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/*
 * For the tests of paying through a provider: the app must listen on a real port, since the
 * provider (a simulator on a port of its own) calls it back, and its PUBLIC_URL must name that port
 * before the app exists.
 */

/** A port nobody listens on yet. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Serves `handler` on 127.0.0.1 (any free port unless one is given). */
export async function listen(handler: http.RequestListener, port = 0): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A server on 127.0.0.1 at a free port, standing in for a provider or for the merchant in a test. */
export interface LocalServer {
  /** http://127.0.0.1:port */
  origin: string;
  close(): Promise<void>;
}

export async function startLocalServer(handler: RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A test that timed out leaves its connection open: it must not hold the server.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
