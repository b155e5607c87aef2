import { MAX_PAGE_SIZE } from '../../shared/pagination';

/**
 * The document's introduction (`info.description`, Markdown), shown at the top of /api/docs: the
 * conventions every operation follows, which the operations themselves do not repeat.
 */
export const documentDescription = `The REST API of the Khanya client portal: the same records, rules and services as the portal and the GraphQL API at \`/graphql\`.

- **JSON in and out**, uploads as \`multipart/form-data\`. A list answers a JSON array; a created record answers **201** with the record.
- **Signing in.** A browser signs in with \`POST /api/auth/login\` and sends the session cookie after it. Another system sends a personal API token, created on the profile's Security tab, as \`Authorization: Bearer khanya_pat_…\`; it acts as its owner, with their roles, within its scopes. Each operation says which it accepts, the scope a token needs and which roles may call it. A token is checked wherever it is sent, before the route: one that does not work answers 401, one sent where tokens are refused 403, one sent with the session cookie 400.
- **Errors** answer as problem details (RFC 9457, \`application/problem+json\`): \`type\`, \`title\`, \`status\`, \`detail\`, a \`code\` for a program to switch on (the same as GraphQL's \`extensions.code\`) and the \`requestId\` to quote; bad input (400) adds \`errors\`, each field or parameter at fault with its message. 429 and 503 say when to come back in \`Retry-After\`. An unknown path under \`/api\` answers 404, an unknown or repeated query parameter 400.
- **Rate limits.** Every answer carries \`RateLimit-Policy\` and \`RateLimit\` (draft-ietf-httpapi-ratelimit-headers-10): the budget the request was counted against, one per API token, per signed-in person (all their sessions) or per address without either, and what is left of it, e.g. \`"session";q=1200;w=60\` and \`"session";r=1187;t=42\` (\`r\` requests left for \`t\` seconds). REST and GraphQL spend one budget together. Past it: 429 with \`Retry-After\`.
- **Retrying a POST.** Send \`Idempotency-Key: "<a new UUID>"\` (draft-ietf-httpapi-idempotency-key-header-07) and send it again with the same body if the answer is lost: for 24 hours the first answer is repeated, with \`Idempotent-Replayed: true\`, and nothing is done twice. 409 while the first is still being answered; 422 for the key with another body.
- **Values** travel as lower-case strings (statuses, categories, roles); instants as ISO 8601 in UTC; money in rand, to the cent.
- **Lists** answer every record the caller may see as one array, unless asked for a page: \`first\` (at most ${MAX_PAGE_SIZE}) and \`after\`, the \`X-Next-Cursor\` of the page before; the lists a client syncs also take \`updated_since\` and then report deletions as \`DeletedRecord\`. The mail queue is always paged.

This document is generated from the zod schemas that parse the inputs and shape the records, and the API's test suites check every answer they receive against it.`;

/** The document's title (`info.title`). */
export const documentTitle = 'Khanya Tax & Advisory: REST API';

/** Who answers for the API (`info.contact`): the firm's enquiries address, as the site gives it. */
export const documentContact = { name: 'Khanya Tax & Advisory', email: 'enquiries@khanya-advisory.co.za' };

/** The terms the API is offered on (`info.license`): the firm's own, for its clients and the systems they authorise. */
export const documentLicense = {
  name: 'Proprietary: for the firm’s clients and the systems they authorise',
  identifier: 'LicenseRef-Proprietary',
};
