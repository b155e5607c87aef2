import { testDatabaseTargets } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabaseTargets)('the API reference: /api/openapi.json and /api/docs ($name)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/openapi.json', () => {
    it('answers the OpenAPI 3.1 document to anyone, as JSON with an ETag', async () => {
      const response = await t.request.get('/api/openapi.json').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.body).toMatchObject({ openapi: '3.1.0', info: { title: expect.stringContaining('REST API') } });
      expect(Object.keys(response.body.paths as object)).toEqual(expect.arrayContaining(['/api/documents', '/api/auth/login']));
    });

    it('answers 304 without a body when the ETag has not changed, and the document again when it has', async () => {
      const { headers } = await t.request.get('/api/openapi.json').expect(200);
      const again = await t.request.get('/api/openapi.json').set('If-None-Match', headers.etag).expect(304);
      expect(again.text).toBe('');
      await t.request.get('/api/openapi.json').set('If-None-Match', '"an-older-document"').expect(200);
    });

    it('describes both ways of signing in, and how a webhook proves where it came from', async () => {
      const { body } = await t.request.get('/api/openapi.json').expect(200);
      expect(body.components.securitySchemes).toEqual({
        sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'firm.sid' }),
        bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'khanya_pat_…' }),
        webhookSignature: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'webhook-signature' }),
      });
    });
  });

  describe('GET /api/docs', () => {
    it('sends someone not signed in to sign in first, and back here after', async () => {
      const response = await t.request.get('/api/docs').expect(302);
      expect(response.headers.location).toBe('/login?next=/api/docs');
    });

    it('tells a client, in plain words, that the reference is for staff', async () => {
      const client = await t.agent('client');
      const response = await client.get('/api/docs').expect(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('The API reference is for the firm’s staff');
      expect(response.text).toContain('href="/portal"');
    });

    it.each(['advisor', 'admin'] as const)(
      'gives %s the page: Swagger UI from this host, started by a file, under the strict policy',
      async (as) => {
        const staff = await t.agent(as);
        const response = await staff.get('/api/docs').expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const scripts = [...response.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.map(([, attributes]) => attributes.trim())).toEqual([
          'src="/api/docs/assets/swagger-ui-bundle.js"',
          'src="/api/docs/assets/reference-init.js"',
        ]);
        // No inline script, and nothing from another host: the policy allows scripts from this origin only.
        expect(scripts.every(([, , body]) => body.trim() === '')).toBe(true);
        expect(response.text).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      },
    );

    it('serves the page’s files, and nothing else of the package', async () => {
      const staff = await t.agent('advisor');
      const bundle = await staff.get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
      expect(bundle.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      const styles = await staff.get('/api/docs/assets/swagger-ui.css').expect(200);
      expect(styles.headers['content-type']).toMatch(/^text\/css/);
      const init = await staff.get('/api/docs/assets/reference-init.js').expect(200);
      expect(init.text).toContain("url: '/api/openapi.json'");
      expect(init.text).toContain('validatorUrl: null');
      // The package's own index.html starts Swagger UI with an inline script and the Petstore.
      await staff.get('/api/docs/assets/index.html').expect(404);
      await staff.get('/api/docs/assets/..%2Fpackage.json').expect(404);
    });
  });
});
