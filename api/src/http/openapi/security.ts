import type { RoleName } from '../../accounts/roles';
import { SESSION_COOKIE_NAME } from '../../auth/session';

/**
 * The two ways a caller proves who they are, as /api/openapi.json names them. Every operation
 * lists the ones it accepts (`security`); an empty list means anyone may call it.
 */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'The session a browser gets from POST /api/auth/login (and the second step, when the account uses two-step sign-in). ' +
      'httpOnly and SameSite=Lax: the portal, the reference page at /api/docs and its "Try it out" send it by themselves.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'khanya_pat_…',
    description:
      'A personal API token, created on the profile’s Security tab, sent as `Authorization: Bearer khanya_pat_…` (never with the session cookie). ' +
      'It acts as the person who created it, with their roles, and only where its scopes reach: each operation that accepts a token names the scope it needs (`x-token-scope`, and in its description).',
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description:
      'How a receiver knows a webhook came from the firm: every delivery is signed with the endpoint’s secret (Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature`, docs/integrations.md#webhooks). Check the signature before trusting the body.',
  },
} as const;

type SchemeName = keyof typeof securitySchemes;
type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** The fields an operation takes from one of the helpers below. */
export interface OperationAccess {
  security: SecurityRequirement[];
  /** The roles that may call it, when not every signed-in person may (an OpenAPI extension). */
  'x-roles'?: RoleName[];
}

/** Open to anyone, signed in or not: the public site's calls and the sign-in steps. */
export const anyone: OperationAccess = { security: [] };

/**
 * Signed in with a session, or with an API token where the operation's mount names a scope area
 * (the document keeps the token only there: composition/openapi-document.ts); with roles, only
 * people holding one of them (the route's `requireAuth(...roles)`). Without a session or token:
 * 401; without the role or the scope: 403.
 */
export function signedIn(...roles: RoleName[]): OperationAccess {
  return { security: [{ sessionCookie: [] }, { bearerToken: [] }], ...(roles.length > 0 ? { 'x-roles': roles } : {}) };
}

/**
 * Signed in with a browser session only: what acts on the session itself (signing out, the session
 * list, two-step set-up), which an API token cannot do.
 */
export function withSession(...roles: RoleName[]): OperationAccess {
  return { security: [{ sessionCookie: [] }], ...(roles.length > 0 ? { 'x-roles': roles } : {}) };
}
