import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, the same port across stops and starts. */
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  /** Stops listening: connections are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server in the test process (no auth, no TLS) on a free port of 127.0.0.1, which can
 * be stopped and started again on the same port, so that a sender meets a server that is down.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    const listening = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 100,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
    server = listening;
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      const stopping = server;
      server = undefined;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
