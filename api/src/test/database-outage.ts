import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../composition/data-source';
import type { TestDatabase } from './database';

/** A way to take a suite's database away and bring it back, with the app's data source. */
export interface DatabaseOutage {
  /** The data source the app under test uses (through the outage). */
  dataSource: DataSource;
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

/**
 * MySQL/MariaDB: the app's pool reaches the server through a TCP relay on a port of its own; an
 * outage stops the relay (every connection cut, the port refusing), so the pool meets exactly
 * what it meets when the server goes away. SQLite: the embedded file is closed and opened again.
 */
export async function databaseOutage(database: TestDatabase): Promise<DatabaseOutage> {
  if (!database.url) {
    const { dataSource } = database;
    return {
      dataSource,
      begin: () => dataSource.destroy(),
      end: async () => {
        await dataSource.initialize();
      },
      close: async () => {},
    };
  }
  const server = new URL(database.url.replace(/^mariadb:/, 'mysql:'));
  const relay = new TcpRelay(server.hostname, Number(server.port || 3306));
  const port = await relay.start();
  server.port = String(port);
  const url = `${database.url.split(':')[0]}:${server.toString().slice(server.protocol.length)}`;
  const dataSource = createDataSource({ url, dataDir: database.dataDir });
  await dataSource.initialize();
  return {
    dataSource,
    begin: () => relay.stop(),
    end: async () => {
      await relay.start(port);
    },
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await relay.stop();
    },
  };
}

class TcpRelay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
