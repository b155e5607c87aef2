import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { anyone } from './security';
import { errors } from './error-responses';
import { problemCodes, problemTypes, problemTypeUri, type ProblemCode } from '../problem-details';
import { PACKAGE_VERSION_MAX_LENGTH } from '../../../../validation/answer-bounds';
import { component, file, html, json, pathParams, tagged } from './operation-parts';
import { DOCS_SIGN_IN, REFERENCE_INIT_FILE, SWAGGER_UI_FILES } from './reference-page';
import { documentTitle } from './document-description';
import { openApiDocumentExample, problemTypeExample } from './reference.examples';

const openApiDocumentBody = component(
  'OpenApiDocument',
  z
    .looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.literal(documentTitle), version: z.string().max(PACKAGE_VERSION_MAX_LENGTH) }),
      paths: z.record(z.string(), z.unknown()),
      components: z.looseObject({}),
    })
    .describe('This document'),
  openApiDocumentExample,
);

/** The longest of a text of every problem type. */
const longest = (text: (code: ProblemCode) => string) => Math.max(...problemCodes.map((code) => text(code).length));

const problemTypeBody = component(
  'ProblemType',
  z.strictObject({
    type: z.string().max(longest(problemTypeUri)).describe('The URI error bodies of this kind carry as `type`'),
    code: z.enum(problemCodes).describe('Their `code`, and GraphQL’s extensions.code'),
    status: z.int().min(100).max(599).meta({ format: 'int32' }).describe('Their HTTP status'),
    title: z
      .string()
      .max(longest((code) => problemTypes[code].title))
      .describe('Their `title`'),
    description: z
      .string()
      .max(longest((code) => problemTypes[code].description))
      .describe('When this is answered'),
  }),
  problemTypeExample,
);

/** A strong ETag: the document's SHA-256 (32 bytes) in base64url, quoted (reference.routes.ts). */
const ETAG_LENGTH = Math.ceil((32 * 8) / 6) + 2;

/** The reference's own routes (reference.routes.ts), below /api. */
export const referenceOperations: RestOperation[] = tagged('Reference', [
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This description of the REST API (OpenAPI 3.1)',
    description: 'Built once when the server starts. Send the ETag back as If-None-Match to be told 304 when it has not changed.',
    ...anyone,
    responses: {
      200: json('The document', openApiDocumentBody, {
        ETag: { description: 'Changes when the document does', schema: { type: 'string', maxLength: ETAG_LENGTH } },
      }),
      304: { description: 'Not modified since the ETag sent in If-None-Match' },
    },
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'getReferencePage',
    summary: 'The reference page (this document, readable, with "Try it out")',
    description:
      'The page is for the firm’s staff (advisor, admin, superadmin), in a browser: "Try it out" sends the signed-in session. ' +
      'Anyone may ask for it: without a session the browser is sent to sign in first, and a client is told the page is for staff.',
    ...anyone,
    responses: {
      200: html('The page, for staff'),
      302: {
        description: 'Not signed in: to /login?next=/api/docs, which comes back here after signing in',
        headers: { Location: { description: 'The sign-in page', schema: { type: 'string', const: DOCS_SIGN_IN } } },
      },
      403: html('Signed in with a client account: a page saying the reference is for staff'),
    },
  },
  {
    method: 'get',
    path: '/docs/assets/{file}',
    operationId: 'getReferenceAsset',
    summary: 'A file of the reference page',
    description: `Swagger UI's own files (${SWAGGER_UI_FILES.join(', ')}), served from this host, and ${REFERENCE_INIT_FILE}, which starts it.`,
    ...anyone,
    request: { params: pathParams({ file: 'The file’s name' }) },
    responses: {
      200: file('The file', 'text/css', 'text/javascript', 'image/png'),
      ...errors(404),
    },
  },
  {
    method: 'get',
    path: '/problems',
    operationId: 'listProblemTypes',
    summary: 'Every kind of error this API answers',
    description:
      'Each error body is problem details (RFC 9457) whose `type` is one of these, and whose `code` is the same word as GraphQL’s `extensions.code`.',
    ...anyone,
    responses: { 200: json('The problem types, by code', z.array(problemTypeBody).max(problemCodes.length)) },
  },
  {
    method: 'get',
    path: '/problems/{slug}',
    operationId: 'getProblemType',
    summary: 'One kind of error, as its `type` names it',
    ...anyone,
    request: { params: pathParams({ slug: 'The code in kebab case: bad-user-input' }) },
    responses: { 200: json('The problem type', problemTypeBody), ...errors(404) },
  },
]);
