import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../composition/openapi-document';
import { operationLookup } from '../http/openapi/operation-lookup';

/** One answer of the API, as a test received it. */
export interface ReceivedAnswer {
  method: string;
  /** The path asked for, with or without its query string. */
  path: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string | undefined;
  /** The body as JSON when it was JSON; otherwise anything (only its presence is read). */
  body: unknown;
  /** Whether the answer carried a body at all. */
  hasBody: boolean;
}

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

type Operations = Record<string, { responses?: Record<string, ResponseObject | { $ref: string }> }>;

const DOCUMENT_ID = 'openapi.json';

/**
 * Holds every answer of the REST facade to the OpenAPI document (GET /api/openapi.json): the
 * route and status must be documented, the content type one the document lists for them, and a
 * JSON body valid against that answer's schema (JSON Schema 2020-12, with ajv). A file or a page
 * is held to its content type only.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly lookup: ReturnType<typeof operationLookup>;

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // OpenAPI's own formats: annotations here, never checked.
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document, DOCUMENT_ID);
    // A HEAD is held to a HEAD the document lists.
    this.lookup = operationLookup(document, { headAsGet: false });
  }

  /** Why the answer does not match the document, or undefined when it does. */
  problemWith(answer: ReceivedAnswer): string | undefined {
    const method = answer.method.toLowerCase();
    const path = answer.path.split('?')[0];
    const template = this.templateOf(method, path);
    const asked = `${answer.method.toUpperCase()} ${path}`;
    if (!template) {
      // The facade's own answer to a path it does not have (docs/product.md#rest-conventions).
      if (answer.status === 404 && this.isErrorBody(answer)) return undefined;
      return `${asked} answered ${answer.status}, but the OpenAPI document describes no ${answer.method.toUpperCase()} ${path}`;
    }
    const operation = `${answer.method.toUpperCase()} ${template}`;
    const responses = (this.document.paths![template] as Operations)[method].responses ?? {};
    const documented = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!documented) {
      return `${operation} answered ${answer.status}, which the OpenAPI document does not list (it lists ${Object.keys(responses).join(', ')})`;
    }
    const [response, pointer] = this.resolve(documented, `/paths/${escape(template)}/${method}/responses/${answer.status}`);
    if (method === 'head') return undefined;
    const content = response.content;
    if (!content) {
      // A redirect's few words (Express writes them) are not the answer; anything else must be empty.
      if (answer.hasBody && (answer.status < 300 || answer.status >= 400)) {
        return `${operation} answered ${answer.status} with a body (${answer.contentType}), but the OpenAPI document says it has none`;
      }
      return undefined;
    }
    const mediaType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
    const listed = matchingMediaType(Object.keys(content), mediaType);
    if (!listed) {
      return `${operation} answered ${answer.status} as ${mediaType || 'no content type'}, but the OpenAPI document lists ${Object.keys(content).join(', ')}`;
    }
    if (!isJson(mediaType) || content[listed].schema === undefined) return undefined;
    const validate = this.validatorFor(`${pointer}/content/${escape(listed)}/schema`);
    if (validate(answer.body)) return undefined;
    return [
      `${operation} answered ${answer.status} with a body the OpenAPI document does not allow:`,
      ...describeErrors(validate.errors ?? []),
      `The body: ${excerpt(answer.body)}`,
    ].join('\n  ');
  }

  /** The documented path a request's path falls under, the most literal first (`/upload` before `/{id}`). */
  private templateOf(method: string, path: string): string | undefined {
    return this.lookup(method, path)?.template;
  }

  /** A response, or the component a reference names, with where it lies in the document. */
  private resolve(response: ResponseObject | { $ref: string }, pointer: string): [ResponseObject, string] {
    if (!('$ref' in response)) return [response, pointer];
    const target = response.$ref.replace(/^#/, '');
    const found = target
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[unescape(key)], this.document);
    return this.resolve(found as ResponseObject, target);
  }

  private validatorFor(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) this.validators.set(pointer, (validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })));
    return validate;
  }

  private isErrorBody(answer: ReceivedAnswer): boolean {
    return isJson((answer.contentType ?? '').split(';')[0]) && this.validatorFor('/components/schemas/Problem')(answer.body);
  }
}

function matchingMediaType(listed: string[], mediaType: string): string | undefined {
  return (
    listed.find((type) => type === mediaType) ??
    listed.find((type) => type === `${mediaType.split('/')[0]}/*`) ??
    listed.find((type) => type === '*/*')
  );
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** JSON Pointer escaping of one key (RFC 6901), and its reverse. */
const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const unescape = (key: string) => key.replaceAll('~1', '/').replaceAll('~0', '~');

function describeErrors(errors: ErrorObject[]): string[] {
  return errors.map((error) => {
    const where = `body${error.instancePath}`;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties')
      return `${where} has a field the document does not list: ${String(params.additionalProperty)}`;
    if (error.keyword === 'enum') return `${where} ${error.message}: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    return `${where} ${error.message}`;
  });
}

function excerpt(body: unknown): string {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
