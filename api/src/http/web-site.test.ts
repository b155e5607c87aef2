import fs from 'node:fs';
import path from 'node:path';
import { checkedAgent } from '../test/checked-requests';
import { countQueries } from '../test/query-counter';
import { createTestApp, DEMO_PASSWORD, demoEmails, type TestApp } from '../test/test-app';

/** A stand-in for web/dist with the files the build writes. */
function fakeBuild(directory: string) {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), text);
  };
  write('index.html', 'home page');
  write('about/index.html', 'about page');
  write('app.html', 'app shell');
  write('404.html', 'not found page');
  write('playground/index.html', 'graphiql page');
  write('robots.txt', 'User-agent: *');
  write('assets/index-abc123.js', 'console.log(1)');
  write('LICENSE', 'licence text');
}

describe('serving the built site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { webBuild: fakeBuild });
  });
  afterAll(() => t.close());

  it('answers a public route with its prerendered page, whatever the case', async () => {
    expect((await t.request.get('/').expect(200)).text).toBe('home page');
    expect((await t.request.get('/About').expect(200)).text).toBe('about page');
    expect((await t.request.get('/about/').expect(200)).text).toBe('about page');
  });

  it('answers /login and every /portal path with the app shell', async () => {
    for (const url of ['/login', '/portal', '/Portal/Documents', '/portal/admin']) {
      expect((await t.request.get(url).expect(200)).text).toBe('app shell');
    }
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    expect((await t.request.get('/no-such-page').expect(404)).text).toBe('not found page');
    expect((await t.request.get('/..%2f..%2fetc/passwd').expect(404)).text).toBe('not found page');
  });

  it('takes a path without a file extension for a page, never for a file (no disk look-up for pages)', async () => {
    expect((await t.request.get('/LICENSE').expect(404)).text).toBe('not found page');
  });

  it('serves static files, with hashed assets cached for a year', async () => {
    expect((await t.request.get('/robots.txt').expect(200)).text).toBe('User-agent: *');
    const asset = await t.request.get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await t.request.get('/assets/missing.js').expect(404);
  });

  it('serves static files to a signed-in browser without reading its session or user', async () => {
    const browser = checkedAgent(t.app.express);
    await browser.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
    const { count } = await countQueries(t.database.dataSource, async () => {
      await browser.get('/assets/index-abc123.js').expect(200);
      await browser.get('/robots.txt').expect(200);
    });
    expect(count).toBe(0);
    // Pages still see the session: the check above is not passing because the cookie was lost.
    const { count: pageCount } = await countQueries(t.database.dataSource, () => browser.get('/portal').expect(200));
    expect(pageCount).toBeGreaterThan(0);
  });

  it('serves the GraphQL playground to administrators only, and lets only this site frame it', async () => {
    await t.request.get('/playground/').expect(401);
    const client = checkedAgent(t.app.express);
    await client.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
    await client.get('/playground/').expect(403);

    const admin = checkedAgent(t.app.express);
    await admin.post('/api/auth/login').send({ email: demoEmails.admin, password: DEMO_PASSWORD }).expect(200);
    const page = await admin.get('/playground/').expect(200);
    expect(page.text).toBe('graphiql page');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other page still refuses to be framed.
    expect((await admin.get('/portal').expect(200)).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends security headers with a same-origin content policy', async () => {
    const response = await t.request.get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
