import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { rawRequest, type RawAnswer } from '../test/raw-request';
import { wholeBodyCompression } from './whole-body-compression';

const list = JSON.stringify({ documents: Array.from({ length: 40 }, (_, index) => ({ id: index, name: `Tax return ${index}.pdf` })) });
const large = 'x'.repeat(100 * 1024);
let endCallbackRan: () => void = () => undefined;

/** As app.ts orders them: `compression`, then the whole-body middleware. */
function appWithRoutes() {
  const app = express();
  app.use(compression());
  app.use(wholeBodyCompression());
  app.get('/list', (_req, res) => void res.type('json').send(list));
  app.get('/small', (_req, res) => void res.json({ ok: true }));
  app.get('/image', (_req, res) => void res.type('png').send(Buffer.alloc(4096, 1)));
  app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').type('json').send(list));
  app.get('/large', (_req, res) => void res.type('text').send(large));
  app.get('/in-parts', (_req, res) => {
    res.type('text');
    res.write(list);
    res.end(list);
  });
  app.get('/not-modified', (_req, res) => void res.status(304).end(list));
  app.get('/with-callback', (_req, res) => {
    res.type('json');
    res.end(list, () => endCallbackRan());
  });
  return app;
}

describe('compressing an answer sent whole in one call', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer(appWithRoutes());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd', method = 'GET') =>
    rawRequest(server, method, url, { 'Accept-Encoding': acceptEncoding });
  /** Compressed here, in one call: with its length (compression's stream sends none, chunked). */
  const compressedWhole = (answer: RawAnswer, encoding: string) => {
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  };

  it('sends a list as Brotli to a browser, and as gzip where Brotli is refused or not named', async () => {
    const brotli = await get('/list');
    compressedWhole(brotli, 'br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(list);
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const gzip = await get('/list', accept);
      compressedWhole(gzip, 'gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(list);
    }
  });

  it('leaves alone what a browser did not ask compressed, what is too small and what does not compress', async () => {
    for (const [url, accept] of [
      ['/list', 'identity'],
      ['/small', 'br'],
      ['/image', 'br'],
      ['/no-transform', 'br'],
    ]) {
      const answer = await get(url, accept);
      expect({ url, encoding: answer.headers['content-encoding'] }).toEqual({ url, encoding: undefined });
    }
    expect((await get('/list', 'identity')).body.toString()).toBe(list);
  });

  it("leaves to compression's stream what is written in parts or is large, which it still compresses", async () => {
    const inParts = await get('/in-parts', 'gzip');
    expect(inParts.headers['content-encoding']).toBe('gzip');
    expect(inParts.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.gunzipSync(inParts.body).toString()).toBe(list + list);
    const largeAnswer = await get('/large', 'br');
    expect(largeAnswer.headers['content-encoding']).toBe('br');
    expect(largeAnswer.headers['transfer-encoding']).toBe('chunked');
    expect(zlib.brotliDecompressSync(largeAnswer.body).toString()).toBe(large);
  });

  it('sends no body for HEAD or 304, and keeps the callback of end(body, callback)', async () => {
    const head = await get('/list', 'br', 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    const notModified = await get('/not-modified', 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const callbackRan = new Promise<void>((resolve) => (endCallbackRan = resolve));
    const withCallback = await get('/with-callback', 'br');
    await callbackRan;
    compressedWhole(withCallback, 'br');
    expect(zlib.brotliDecompressSync(withCallback.body).toString()).toBe(list);
  });
});
