import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, type TestApp } from '../test/test-app';
import openApi31Schema from '../test/openapi-3.1-schema.json';
import { openApiDocument } from './openapi-document';
import { restMounts } from './rest-routes';

/**
 * The OpenAPI document the server answers at /api/openapi.json is (a) a valid OpenAPI 3.1
 * document: it passes the OpenAPI Initiative's own JSON Schema for 3.1 documents
 * (test/openapi-3.1-schema.json: https://spec.openapis.org/oas/3.1/schema/2022-10-07 as the
 * OpenAPI Initiative published it, under the Apache License 2.0; it checks the document's structure)
 * and every schema in it compiles as JSON Schema 2020-12; (b) complete: every route Express has
 * under /api is described, and everything described is mounted; (c) held to the conventions the
 * reference relies on. Whether the answers match it is checked by every API suite
 * (test/checked-requests.ts).
 */

const document = openApiDocument(restMounts);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
}

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = (item as Record<string, Operation | undefined>)[method];
    return operation ? [{ key: `${method.toUpperCase()} ${path}`, path, method, operation }] : [];
  }),
);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (the OpenAPI Initiative’s schema, ajv)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    // The schema's own format for a media type's key (application/json, image/*).
    ajv.addFormat('media-range', /^[\w.+-]+\/[\w.+*-]+$/);
    // The schema points at "any Schema Object" with $dynamicRef: "#meta", so that the dialect
    // schema can extend it; ajv resolves a $dynamicRef whose anchor is not at the root to the root
    // instead. Nothing extends it here, so the plain reference to that anchor's definition is the same rule.
    const structure = JSON.parse(JSON.stringify(openApi31Schema).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'));
    const validate = ajv.compile(structure);
    const valid = validate(document);
    expect(validate.errors?.map((error) => `${error.instancePath} ${error.message}`) ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('holds schemas that all compile as JSON Schema 2020-12, each reference resolving', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(document, 'openapi.json');
    const pointers: string[] = Object.keys(document.components?.schemas ?? {}).map((name) => `/components/schemas/${name}`);
    const collect = (node: unknown, pointer: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        if (key === 'schema' && value && typeof value === 'object') pointers.push(at);
        else collect(value, at);
      }
    };
    collect(document.paths, '/paths');
    const failures = pointers.flatMap((pointer) => {
      try {
        ajv.compile({ $ref: `openapi.json#${pointer}` });
        return [];
      } catch (error) {
        return [`${pointer}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
    expect(pointers.length).toBeGreaterThan(100);
  });

  it('names each operation once, with a summary, a tag and its security stated', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => !id || ids.indexOf(id) !== index)).toEqual([]);
    const incomplete = operations
      .filter(({ operation }) => !operation.summary || !operation.tags?.length || !Array.isArray(operation.security))
      .map(({ key }) => key);
    expect(incomplete).toEqual([]);
  });

  it('declares every parameter of every path, and only those', () => {
    const mismatched = operations.flatMap(({ key, path, operation }) => {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const names = declared.map((parameter) => parameter.name).sort();
      const optional = declared.filter((parameter) => parameter.required !== true).map((parameter) => parameter.name);
      return JSON.stringify(inPath) === JSON.stringify(names) && optional.length === 0 ? [] : [`${key}: ${names.join(', ')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('lists 500 and 503 for every operation, and 401 and 403 for every one that needs a sign-in', () => {
    const missing = operations.flatMap(({ key, operation }) => {
      const needed = ['500', '503', ...(operation.security?.length ? ['401', '403'] : [])];
      const absent = needed.filter((status) => !(status in operation.responses));
      return absent.length ? [`${key}: ${absent.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('lists 429 for every operation, and the RateLimit fields, described once, on every answer', () => {
    const fields = ['RateLimit', 'RateLimit-Policy'];
    expect(Object.keys(document.components?.headers ?? {}).sort()).toEqual(fields);
    const shared = document.components?.responses as Record<string, { headers?: Record<string, unknown> }>;
    const missing = operations.flatMap(({ key, operation }) => [
      ...('429' in operation.responses ? [] : [`${key}: 429`]),
      ...Object.entries(operation.responses).flatMap(([status, answer]) => {
        const ref = (answer as { $ref?: string }).$ref;
        const { headers = {} } = ref ? shared[ref.split('/').at(-1)!] : (answer as { headers?: Record<string, unknown> });
        return fields
          .filter((name) => (headers[name] as { $ref?: string } | undefined)?.$ref !== `#/components/headers/${name}`)
          .map((name) => `${key} ${status}: ${name}`);
      }),
    ]);
    expect(missing).toEqual([]);
  });

  it('names the scope a token needs in x-token-scope, and lists no scope in the bearer requirement (OAuth’s place)', () => {
    const documents = operations.find(({ key }) => key === 'GET /api/documents')?.operation as Record<string, unknown> | undefined;
    expect(documents?.['x-token-scope']).toBe('documents:read');
    expect(documents?.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(documents?.description).toContain('an API token with the scope documents:read');
    const listed = operations.flatMap(({ operation }) =>
      (operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat()),
    );
    expect(listed).toEqual([]);
    // A token is offered exactly where a scope lets one in.
    const mismatched = operations
      .filter(({ operation }) => {
        const takesToken = (operation.security ?? []).some((requirement) => 'bearerToken' in requirement);
        return takesToken !== (typeof (operation as unknown as Record<string, unknown>)['x-token-scope'] === 'string');
      })
      .map(({ key }) => key);
    expect(mismatched).toEqual([]);
  });

  it('offers the three security schemes, and names only those', () => {
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    expect(schemes.sort()).toEqual(['bearerToken', 'sessionCookie', 'webhookSignature']);
    const unknown = operations.flatMap(({ key, operation }) =>
      (operation.security ?? []).flatMap((requirement) =>
        Object.keys(requirement)
          .filter((name) => !schemes.includes(name))
          .map(() => key),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps the public site’s calls and the sign-in open to anyone, and the rest behind a sign-in', () => {
    const open = operations.filter(({ operation }) => operation.security?.length === 0).map(({ key }) => key);
    expect(open).toEqual(
      expect.arrayContaining(['POST /api/contact', 'GET /api/posts', 'POST /api/auth/login', 'GET /api/openapi.json', 'GET /api/docs']),
    );
    for (const secured of ['GET /api/documents', 'GET /api/admin/users', 'GET /api/auth/user']) expect(open).not.toContain(secured);
  });
});

/** `METHOD /api/path/{param}` for every route Express would answer under /api. */
function mountedRoutes(app: TestApp['app']['express']): string[] {
  interface Layer {
    rawPath?: unknown;
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
  }
  const join = (prefix: string, path: unknown) => (typeof path !== 'string' || path === '/' ? prefix : `${prefix}${path}`);
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const path = join(prefix, layer.route.path).replace(/:(\w+)/g, '{$1}');
        return Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${path}`);
      }
      return layer.handle.stack ? walk(layer.handle.stack, join(prefix, layer.rawPath)) : [];
    });
  const top = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return walk(
    top.filter((layer) => layer.rawPath === '/api'),
    '',
  );
}

describe.each(testDatabaseTargets)('the OpenAPI document against the routes mounted ($name)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('describes every route mounted under /api, and mounts every route it describes', () => {
    const mounted = [...new Set(mountedRoutes(t.app.express))].sort();
    const described = operations.map(({ key }) => key).sort();
    expect(mounted.length).toBeGreaterThan(50);
    expect({ undescribed: mounted.filter((route) => !described.includes(route)) }).toEqual({ undescribed: [] });
    expect({ notMounted: described.filter((route) => !mounted.includes(route)) }).toEqual({ notMounted: [] });
  });

  it('is what GET /api/openapi.json answers', async () => {
    const response = await t.request.get('/api/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
