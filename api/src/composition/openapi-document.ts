import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { RestMount, RestOperation } from '../context/feature-module';
import { errorBody, errorResponseComponents, errors, type ErrorStatus } from '../http/openapi/error-responses';
import { securitySchemes } from '../http/openapi/security';
import { API_VERSION } from '../http/openapi/api-version';
import { documentContact, documentDescription, documentLicense, documentTitle } from '../http/openapi/document-description';
import { rateLimitHeaderComponents, withRateLimitHeaders } from '../http/openapi/rate-limit-headers';
import { referenceOperations } from '../http/openapi/reference.openapi';
import { eventWebhooks } from '../features/webhooks';
import { idempotencyKeyHeader } from '../http/openapi/idempotency-key';
import { withExamplesShown } from '../http/openapi/examples';
import { operationTags } from '../http/openapi/tags';
import { isApiTokenScope, scopeFor } from '../../../validation/api-token-scopes';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** What the document reads of a mount: where it is, what its routers answer, and which tokens it lets in. */
export type DescribedMount = Pick<RestMount, 'path' | 'operations' | 'scope'>;

const built = new WeakMap<readonly DescribedMount[], OpenApiDocument>();

/**
 * The OpenAPI 3.1 description of the REST facade (GET /api/openapi.json): every mount's
 * operations (each feature's `<x>.openapi.ts`, listed in its module's `restMounts`) and the
 * reference's own (http/openapi/reference.openapi.ts), with what
 * every operation shares — the security schemes, the error answers — written once here. Built
 * once per list of mounts: the server builds it at start, the test suites once per process.
 */
export function openApiDocument(mounts: readonly DescribedMount[]): OpenApiDocument {
  let document = built.get(mounts);
  if (!document) built.set(mounts, (document = build(mounts)));
  return document;
}

function build(mounts: readonly DescribedMount[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(securitySchemes)) registry.registerComponent('securitySchemes', name, scheme);
  for (const [name, response] of Object.entries(errorResponseComponents)) registry.registerComponent('responses', name, response);
  for (const [name, header] of Object.entries(rateLimitHeaderComponents)) registry.registerComponent('headers', name, header);
  for (const mount of [...mounts, { path: '', operations: referenceOperations }])
    for (const operation of mount.operations ?? []) registry.registerPath(withExamplesShown(completed(mount, operation)));
  // What the webhooks send, one entry per event type (the document's `webhooks` section).
  // Each is signed with the endpoint's secret: the receiver's proof of where it came from.
  for (const webhook of eventWebhooks) registry.registerWebhook(withExamplesShown({ ...webhook, security: [{ webhookSignature: [] }] }));
  // The error responses refer to the error body by name: it is registered as a schema of its own.
  // So is the Idempotency-Key header the POSTs refer to, ahead of them.
  const generator = new OpenApiGeneratorV31([
    { type: 'parameter', schema: idempotencyKeyHeader },
    ...registry.definitions,
    { type: 'schema', schema: errorBody },
  ]);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: documentTitle,
      // The contract's version (docs/api-changelog.md), not the package's: npm run contract:check holds them together.
      version: API_VERSION,
      description: documentDescription,
      contact: documentContact,
      license: documentLicense,
    },
    // Relative: the reference page and integrators' tools call the host they read the document from.
    servers: [
      {
        url: '/',
        description: 'The host serving this document: the firm’s production portal, or a staging or local copy of it',
        'x-internal': false,
      },
    ],
  });
  return { ...document, tags: tagsOf(document) };
}

/** The tags the operations name, each with its line from http/openapi/tags.ts, in that file's order. */
function tagsOf(document: OpenApiDocument): { name: string; description: string }[] {
  const named = new Set(
    Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((operation: { tags?: string[] }) => operation.tags ?? []),
    ),
  );
  const unknown = [...named].filter((tag) => !(tag in operationTags));
  if (unknown.length > 0) throw new Error(`Describe the tags ${unknown.join(', ')} in http/openapi/tags.ts`);
  return Object.entries(operationTags)
    .filter(([name]) => named.has(name))
    .map(([name, description]) => ({ name, description }));
}

/**
 * An operation as the document shows it: its full path; the schemes it accepts, a token only
 * where its mount names a scope area (the token then needs `<area>:read` for GET, `<area>:write`
 * otherwise: features/api-tokens/rest-scopes.ts); and the answers every operation of its kind gives
 * without the feature listing them — 400 everywhere (a query parameter the operation does not
 * take, a body express.json or the service's parse refuses), 413 where there is a body, 401 and
 * 403 where a sign-in is needed (no one signed in; a role, a scope, or a session the route needs
 * and the caller lacks), and 429 (the caller's rate budget, http/request-budget.ts), 500 and 503
 * everywhere; and on every answer the RateLimit and RateLimit-Policy fields.
 */
function completed(mount: DescribedMount, operation: RestOperation): RestOperation {
  const tokenScope = tokenScopeOf(operation, mount);
  const security = securityOf(operation, tokenScope);
  const roles = operation['x-roles'] as string[] | undefined;
  // 400 everywhere: a query parameter the operation does not take is refused (http/query-parameters.ts).
  const shared: ErrorStatus[] = [400, 429, 500, 503];
  if (operation.request?.body) shared.push(413);
  if (security.length > 0) shared.push(401, 403);
  // Every POST takes an Idempotency-Key (features/idempotency): 409 while its first request runs, 422 when reused.
  const idempotent = operation.method === 'post';
  if (idempotent) shared.push(409, 422);
  const responses = withRateLimitHeaders({ ...errors(...shared), ...operation.responses });
  return {
    ...operation,
    path: `/api${mount.path}${operation.path === '/' ? '' : operation.path}`,
    security,
    ...(tokenScope ? { 'x-token-scope': tokenScope } : {}),
    ...(idempotent ? { request: withIdempotencyKey(operation.request) } : {}),
    description: [operation.description, accessSentence(security, tokenScope, roles)].filter(Boolean).join('\n\n'),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** A POST's request with the shared Idempotency-Key header beside its own headers (a reference to the component). */
function withIdempotencyKey(request: RestOperation['request']): RestOperation['request'] {
  const own = request?.headers;
  if (own && !Array.isArray(own)) throw new Error('Write a POST’s request headers as a list, which the Idempotency-Key joins');
  return { ...request, headers: [...(own ?? []), idempotencyKeyHeader] };
}

type SecurityRequirements = NonNullable<RestOperation['security']>;

/**
 * The scope an API token needs for the operation: its mount's area, `:read` for GET and `:write`
 * otherwise (features/api-tokens/rest-scopes.ts); none where the operation takes no token, the
 * mount names no area, or the area has no scope for this access (engagements have no `:write`:
 * their changes are for a session only, as rest-scopes.ts refuses them). The document names it in
 * `x-token-scope`, not in the bearer requirement's list, which OpenAPI keeps for OAuth scopes.
 */
function tokenScopeOf(operation: RestOperation, mount: DescribedMount): string | undefined {
  const access = operation.method === 'get' || operation.method === 'head' ? 'read' : 'write';
  const takesToken = (operation.security ?? []).some((requirement) => 'bearerToken' in requirement);
  const scope = mount.scope ? scopeFor(mount.scope, access) : undefined;
  return takesToken && scope && isApiTokenScope(scope) ? scope : undefined;
}

/** The operation's schemes, without the bearer token where no scope lets one in. */
function securityOf(operation: RestOperation, tokenScope: string | undefined): SecurityRequirements {
  return (operation.security ?? []).filter((requirement) => !('bearerToken' in requirement) || tokenScope);
}

function accessSentence(security: SecurityRequirements, tokenScope: string | undefined, roles: string[] | undefined): string {
  if (security.length === 0) return 'Open to anyone.';
  const how = tokenScope
    ? `with a session, or an API token with the scope ${tokenScope}`
    : 'with a browser session (API tokens are refused)';
  const who = roles ? `as ${roles.slice(0, -1).join(', ')}${roles.length > 1 ? ' or ' : ''}${roles.at(-1)}` : 'any role';
  return `Signed in ${how}; ${who}.`;
}
