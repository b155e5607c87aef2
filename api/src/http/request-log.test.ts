import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { assignRequestId } from './request-id';
import { requestLog } from './request-log';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

function capturingLogger(level: pino.Level) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(text);
        lines.push(JSON.parse(text) as LogLine);
      }
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, raw };
}

function appLoggingTo(logger: pino.Logger) {
  const app = express();
  app.use(assignRequestId(false));
  app.use(requestLog(logger, { ignore: (url) => url === '/metrics' }));
  app.get('/hello', (req, res) => {
    req.log.info({ step: 'greeting' }, 'saying hello');
    res.json({ hello: 'world' });
  });
  app.get('/metrics', (_req, res) => res.send('# nothing'));
  app.get('/broken', (_req, res) => res.status(503).json({ message: 'Down' }));
  app.get('/slow', () => undefined);
  return app;
}

describe('the request log', () => {
  it('writes one completion line per answer: method, path, address, status and time, under the request id', async () => {
    const logs = capturingLogger('info');
    const response = await supertest(appLoggingTo(logs.logger))
      .get('/hello?page=2')
      .set('Cookie', 'portal.sid=s%3Asecret-session')
      .expect(200);
    const requestId = response.headers['x-request-id'];

    const own = logs.lines.find((line) => line.msg === 'saying hello');
    expect(own).toMatchObject({ level: 30, requestId });
    const completed = logs.lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      requestId,
      req: { method: 'GET', url: '/hello?page=2' },
      res: { statusCode: 200 },
    });
    expect(completed[0].req?.remoteAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(typeof completed[0].responseTime).toBe('number');
    // No header reaches the log: the session cookie least of all.
    expect(logs.raw.join('\n')).not.toContain('secret-session');
  });

  it('writes the URL without its secrets: the path and the other parameters as sent', async () => {
    const logs = capturingLogger('info');
    await supertest(appLoggingTo(logs.logger))
      .get('/hello?expires=1767225600&signature=s3cr3t-signature&page=2&token=reset-token-value')
      .expect(200);
    const completed = logs.lines.find((line) => line.msg === 'request completed');
    expect(completed?.req?.url).toBe('/hello?expires=1767225600&signature=[redacted]&page=2&token=[redacted]');
    expect(logs.raw.join('\n')).not.toMatch(/s3cr3t-signature|reset-token-value/);
  });

  it('logs a 5xx answer at error level as "request errored"', async () => {
    const logs = capturingLogger('info');
    await supertest(appLoggingTo(logs.logger)).get('/broken').expect(503);
    expect(logs.lines).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 503 } })]);
  });

  it('logs a request whose client left before the answer as "request aborted"', async () => {
    const logs = capturingLogger('info');
    const server = http.createServer(appLoggingTo(logs.logger)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const request = http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`);
      request.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      request.destroy();
      for (let wait = 0; wait < 50 && logs.lines.length === 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(logs.lines).toEqual([
        expect.objectContaining({ level: 40, msg: 'request aborted', req: expect.objectContaining({ url: '/slow' }) }),
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('writes no completion line for the paths it is told to ignore', async () => {
    const logs = capturingLogger('info');
    await supertest(appLoggingTo(logs.logger)).get('/metrics').expect(200);
    expect(logs.lines).toEqual([]);
  });

  it('writes no completion line where the level is above info, and the request logger still works', async () => {
    const logs = capturingLogger('warn');
    const app = appLoggingTo(logs.logger);
    app.get('/warned', (req, res) => {
      req.log.warn('something odd');
      res.json({});
    });
    await supertest(app).get('/hello').expect(200);
    const response = await supertest(app).get('/warned').expect(200);
    expect(logs.lines).toEqual([expect.objectContaining({ level: 40, msg: 'something odd', requestId: response.headers['x-request-id'] })]);
  });
});
