import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type http from 'node:http';
import { rawRequest as request, type RawAnswer } from '../test/raw-request';
import { createTestApp, type TestApp } from '../test/test-app';
import { sendPrecompressed } from './precompressed';

const root = path.resolve(__dirname, '..', '..', '..');
// Large enough to be compressed (the build leaves files under 1 KB alone), and compressible.
const script = `console.log(${JSON.stringify('the portal '.repeat(400))});\n`;
const page = `<!doctype html><title>Tax services</title>${'<p>Returns filed on time.</p>'.repeat(100)}`;
const notFound = `<!doctype html><title>Not found</title>${'<p>That page is not here.</p>'.repeat(100)}`;

/** A stand-in for web/dist, precompressed by the build's own step (web/prerender/precompress.mjs). */
function precompressedBuild(directory: string) {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), text);
  };
  write('index.html', page);
  write('services/index.html', page);
  write('app.html', 'app shell');
  write('404.html', notFound);
  write('sw.js', script);
  write('robots.txt', 'User-agent: *');
  write('assets/index-abc123.js', script);
  write('assets/.vite/hidden.js', script);
  execFileSync(process.execPath, [path.join(root, 'web', 'prerender', 'precompress.mjs'), directory], { stdio: 'ignore' });
}

describe('the build precompresses the site and the server sends the copy a browser accepts', () => {
  let t: TestApp;
  let dist: string;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { webBuild: (directory) => ((dist = directory), precompressedBuild(directory)) });
    server = t.app.express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const get = (url: string, acceptEncoding = 'identity') => request(server, 'GET', url, { 'Accept-Encoding': acceptEncoding });

  /** The answer, once its status is the one expected (its body shown when not). */
  const answered = (answer: RawAnswer, status: number) => {
    expect({ status: answer.status, body: answer.status === status ? '' : answer.body.toString() }).toEqual({ status, body: '' });
    return answer;
  };

  it('writes a Brotli and a gzip copy beside each text file worth it, and none of a small or hidden one', () => {
    for (const name of ['index.html', 'services/index.html', '404.html', 'sw.js', 'assets/index-abc123.js']) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${name}.br`))).toString()).toBe(
        fs.readFileSync(path.join(dist, name), 'utf8'),
      );
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${name}.gz`))).toString()).toBe(
        fs.readFileSync(path.join(dist, name), 'utf8'),
      );
    }
    expect(fs.existsSync(path.join(dist, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'app.html.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets/.vite/hidden.js.br'))).toBe(false);
  });

  it('sends a hashed script as Brotli to a browser that takes it, with its type and year-long caching', async () => {
    const response = answered(await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd'), 200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("follows the browser's preference, and sends gzip's copy to a browser without Brotli", async () => {
    const gzipOnly = answered(await get('/assets/index-abc123.js', 'gzip'), 200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(script);
    const gzipPreferred = answered(await get('/assets/index-abc123.js', 'br;q=0.5, gzip'), 200);
    expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
    const brRefused = answered(await get('/sw.js', 'br;q=0, gzip'), 200);
    expect(brRefused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself to a client that names no encoding', async () => {
    const response = answered(await get('/assets/index-abc123.js'), 200);
    expect(response.headers['content-encoding']).toBeUndefined();
    // The same type whichever copy is sent.
    expect(response.headers['content-type']).toBe((await get('/assets/index-abc123.js', 'br')).headers['content-type']);
    expect(response.body.toString()).toBe(script);
  });

  it('sends prerendered pages, and the not-found page with its 404, from their copies', async () => {
    const home = answered(await get('/', 'br'), 200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    // The copy as written by the build (compressing on the fly would send no length).
    expect(Number(home.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'index.html.br')).size);
    expect(zlib.brotliDecompressSync(home.body).toString()).toBe(page);
    const services = answered(await get('/Services/', 'gzip'), 200);
    expect(zlib.gunzipSync(services.body).toString()).toBe(page);
    const missing = answered(await get('/no-such-page', 'br'), 404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(missing.body).toString()).toBe(notFound);
  });

  it('compresses on the fly what has no copy, and answers HEAD from the copy without a body', async () => {
    const small = answered(await get('/robots.txt', 'br'), 200);
    expect(small.body.toString()).toBe('User-agent: *');
    const head = answered(await request(server, 'HEAD', '/assets/index-abc123.js', { 'Accept-Encoding': 'br' }), 200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/index-abc123.js.br')).size);
  });

  it('never sends a copy from outside the site or a hidden folder', async () => {
    // serve-static refuses the climb itself (403); either way nothing outside is sent.
    expect([403, 404]).toContain((await get('/assets/..%2f..%2fpackage.json', 'br')).status);
    answered(await get('/assets/.vite/hidden.js', 'br'), 404);
    // A malformed escape is refused as serve-static refuses it.
    answered(await get('/assets/%E0%A4%A', 'br'), 400);
  });

  it('serves a copy the build wrote after the server started (a rebuild under `npm run dev`)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-def456.js'), script);
    execFileSync(process.execPath, [path.join(root, 'web', 'prerender', 'precompress.mjs'), dist], { stdio: 'ignore' });
    const response = answered(await get('/assets/later-def456.js', 'br'), 200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('sendPrecompressed when the file cannot be sent', () => {
  /** A response whose sendFile fails with this error before writing anything. */
  function failingResponse(error: Error) {
    return {
      headersSent: false,
      vary: jest.fn(),
      type: jest.fn(),
      setHeader: jest.fn(),
      removeHeader: jest.fn(),
      sendFile: (_file: string, _options: unknown, done: (error: Error) => void) => done(error),
    };
  }
  const request = { headers: { 'accept-encoding': 'br' } };
  const file = path.join(root, 'package.json');

  it('hands a missing file on, without the encoding it was going to send', () => {
    const response = failingResponse(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
    const otherwise = jest.fn();
    sendPrecompressed(request as never, response as never, file, {}, otherwise);
    expect(otherwise).toHaveBeenCalledTimes(1);
    expect(response.removeHeader).toHaveBeenCalledWith('Content-Encoding');
  });

  it('reports nothing when the visitor left before the file was sent (as Express does)', () => {
    for (const error of [
      Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }),
      Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }),
    ]) {
      const otherwise = jest.fn();
      sendPrecompressed(request as never, failingResponse(error) as never, file, {}, otherwise);
      expect(otherwise).not.toHaveBeenCalled();
    }
  });
});
