import { confirmItn, PayfastUnavailableError } from './payfast-confirm';
import { startLocalServer, type LocalServer } from '../payments-test-kit';

/** A stand-in for PayFast's /eng/query/validate on 127.0.0.1, answering as each test says. */
describe('confirmItn', () => {
  let server: LocalServer;
  let answer: (body: string, reply: (status: number, text: string) => void) => void;
  const received: Array<{ path: string; type: string | undefined; body: string }> = [];

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({ path: req.url ?? '', type: req.headers['content-type'], body });
        answer(body, (status, text) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text));
      });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => (received.length = 0));

  const paramString = 'm_payment_id=abc&pf_payment_id=1&amount_gross=1.00&merchant_id=10000100';

  it('posts the param string to /eng/query/validate and is true for VALID', async () => {
    answer = (body, reply) => reply(200, body === paramString ? 'VALID\n' : 'INVALID');
    await expect(confirmItn(`${server.origin}/`, paramString)).resolves.toBe(true);
    expect(received).toEqual([{ path: '/eng/query/validate', type: 'application/x-www-form-urlencoded', body: paramString }]);
  });

  it('is false for INVALID, or for any other answer', async () => {
    for (const text of ['INVALID', 'VALIDATED', 'valid', '', `VALID${' '.repeat(2000)}`]) {
      answer = (_body, reply) => reply(200, text);
      await expect(confirmItn(server.origin, paramString)).resolves.toBe(false);
    }
  });

  it('throws PayfastUnavailableError for an error status, a refused connection or a timeout', async () => {
    answer = (_body, reply) => reply(503, 'Service Unavailable');
    await expect(confirmItn(server.origin, paramString)).rejects.toThrow(
      new PayfastUnavailableError('PayFast answered 503 when asked to confirm a notification'),
    );

    answer = () => {};
    await expect(confirmItn(server.origin, paramString, fetch, 200)).rejects.toThrow(/no answer within 200 ms/);

    const closed = await startLocalServer(() => {});
    await closed.close();
    await expect(confirmItn(closed.origin, paramString)).rejects.toBeInstanceOf(PayfastUnavailableError);
  });
});
