import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/*
 * The last line of defence, in a process of its own: jest keeps its own handlers for errors that
 * escape, so the real ones are tried in a child running the same modules (through ts-node, as
 * `npm run dev` does). Its routes throw where nothing can catch: inside zlib's callback, in a
 * timer, in a promise nobody awaits, and after the answer has begun.
 */
const CHILD = `
const express = require('express');
const zlib = require('node:zlib');
const pino = require('pino');
const { assignRequestId } = require('./src/http/request-id.ts');
const { requestScope } = require('./src/http/request-scope.ts');
const { handleEscapedErrors } = require('./src/escaped-errors.ts');
handleEscapedErrors(pino(), (code) => { console.log(JSON.stringify({ exiting: code })); process.exit(code); });
const app = express();
app.use(assignRequestId(false));
app.use(requestScope());
app.get('/api/zlib', () => zlib.inflate(zlib.deflateSync(Buffer.from('x')), () => { throw new Error('thrown in a zlib callback'); }));
app.get('/page/timer', () => setTimeout(() => { throw new Error('thrown in a timer'); }, 1));
app.get('/api/rejection', () => { Promise.reject(new Error('a promise nobody awaited')); });
app.get('/api/begun', (_req, res) => { res.write('part'); setImmediate(() => { throw new Error('thrown after the answer began'); }); });
app.get('/api/ok', (_req, res) => res.json({ ok: true }));
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGUSR2', () => { throw new Error('thrown outside any request'); });
`;

interface Child {
  process: ChildProcess;
  port: number;
  lines: () => Record<string, unknown>[];
  /** The first line logged that matches, waiting for it a while (the child writes it as it answers). */
  line: (matches: (line: Record<string, unknown>) => boolean) => Promise<Record<string, unknown> | undefined>;
  exited: Promise<number | null>;
}

function startChild(): Promise<Child> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register', '-e', CHILD], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, LOG_LEVEL: 'info', JEST_WORKER_ID: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const line = async (matches: (line: Record<string, unknown>) => boolean) => {
    for (let tries = 0; tries < 50 && !lines().some(matches); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    return lines().find(matches);
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const started = lines().find((line) => typeof line.port === 'number');
      if (started) resolve({ process: child, port: started.port as number, lines, line, exited });
    });
    child.on('exit', (code) => reject(new Error(`the child exited (${code}) before listening`)));
  });
}

describe('an error that escapes a request’s work', () => {
  let child: Child;
  const get = (route: string) => fetch(`http://127.0.0.1:${child.port}${route}`);

  beforeAll(async () => {
    child = await startChild();
  }, 30_000);
  afterAll(() => child.process.kill());

  it.each([
    ['/api/zlib', 'thrown in a zlib callback', 'uncaughtException'],
    ['/api/rejection', 'a promise nobody awaited', 'unhandledRejection'],
  ])('%s is answered 500 with the request id, logged with it, and the process serves on', async (route, message, origin) => {
    const response = await get(route);
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toMatchObject({ message: 'Internal server error', requestId });
    const logged = await child.line((line) => (line.err as { message?: string } | undefined)?.message === message);
    expect(logged).toMatchObject({ level: 50, msg: 'An error escaped a request’s work', requestId, origin, path: route });
    expect((await get('/api/ok')).status).toBe(200);
  });

  it('answers a page’s request in text, and closes an answer already begun', async () => {
    const page = await get('/page/timer');
    expect(page.status).toBe(500);
    expect(await page.text()).toBe('Internal server error');
    const begun = await get('/api/begun');
    expect(begun.status).toBe(200);
    await expect(begun.text()).rejects.toThrow();
    expect((await get('/api/ok')).status).toBe(200);
  });

  it('stops the process, saying why, for an error outside any request', async () => {
    child.process.kill('SIGUSR2');
    expect(await child.exited).toBe(1);
    expect(child.lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 60, msg: 'An error escaped outside any request; stopping' }),
        { exiting: 1 },
      ]),
    );
  });
});
