import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import {
  OperationTypeNode,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { CompiledExecution } from './compiled-execution';
import type { RequestContext } from '../context/request-context';
import type { OperationRecord } from './operation-metrics';
import { persistedHashOf, type TrustedDocuments } from './trusted-documents';

export interface QueryShortcutOptions {
  schema: GraphQLSchema;
  execution: CompiledExecution;
  trusted: TrustedDocuments;
  /** The same parse options and extra validation rules Apollo Server is given. */
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  contextFor: (req: Request, res: Response) => RequestContext;
  /** Records the operation as Apollo Server's metrics plugin would (when metrics are on). */
  record?: (record: OperationRecord) => void;
}

/**
 * Answers a GraphQL query that runs without an error straight from its compiled form, without
 * Apollo Server's per-request pipeline: building its request context, nine plugin hooks, two
 * content negotiations and a header map per request cost a portal list about as much CPU as
 * running it (docs/decisions/002-graphql-jit-and-the-query-shortcut.md#measured). Every portal page and list is such a query.
 *
 * Anything else goes on to Apollo Server, unchanged: mutations, batches, GET, uploads, an unknown
 * persisted hash, a document that does not parse or validate, odd request fields, an Accept
 * header Apollo would refuse. A query that ran but has errors is handed to Apollo Server with its
 * result (CompiledExecution.handOver), so its errors are formatted, logged and given their status
 * there as always, and the operation does not run twice. What is answered here is byte for byte
 * what Apollo Server would send (query-shortcut.test.ts holds the two side by side).
 */
export function queryShortcut(options: QueryShortcutOptions): RequestHandler {
  const documents = new PreparedDocuments(options);
  const responseTypes = new ResponseTypes();
  return async (req, res, next) => {
    // A request bearing a personal access token is held to its scopes by an Apollo Server plugin.
    if (req.viewer?.apiToken) return next();
    const started = process.hrtime.bigint();
    const request = queryRequestOf(req, options.trusted);
    const contentType = request && responseTypes.choose(req.headers.accept);
    const document = request && contentType ? documents.get(request.query) : undefined;
    const operation = document ? getOperationAST(document, request!.operationName) : null;
    if (!request || !contentType || !document || operation?.operation !== OperationTypeNode.QUERY) return next();

    const result = await options.execution.run(document, request.operationName, options.contextFor(req, res), request.variables);
    if (result.errors) {
      options.execution.handOver(req, { query: request.query, operationName: request.operationName, result });
      return next();
    }
    options.record?.({ name: operation.name?.value, parsed: true, type: 'query', outcome: 'ok', started });
    // As Apollo Server's express integration sends it (prettyJSONStringify, then res.send).
    res.status(200).setHeader('content-type', contentType);
    res.send(`${JSON.stringify({ data: result.data })}\n`);
  };
}

interface QueryRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A single operation POSTed as JSON whose fields are as Apollo Server wants them, with its text
 * (a trusted persisted hash's body: allowed-operations.ts has already put the manifest's in
 * charge), or undefined for anything to leave to Apollo Server.
 */
function queryRequestOf(req: Request, trusted: TrustedDocuments): QueryRequest | undefined {
  if (req.method !== 'POST' || !req.is('application/json')) return undefined;
  const body: unknown = req.body;
  if (!isRecord(body)) return undefined;
  const { variables, operationName, extensions } = body;
  if (variables != null && !isRecord(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isRecord(extensions)) return undefined;
  let query = body.query;
  const hash = persistedHashOf(body);
  if (hash !== undefined) {
    // Apollo Server checks the version and, for a hash sent with text, that they match.
    if ((extensions as { persistedQuery: { version?: unknown } }).persistedQuery.version !== 1 || query !== undefined) return undefined;
    query = trusted.body(hash);
  }
  if (typeof query !== 'string') return undefined;
  return { query, operationName: operationName ?? undefined, variables: variables ?? undefined };
}

/**
 * Documents parsed and validated once, by their text: the same parse options (token limit) and
 * rules (graphql-js's and our limits) as Apollo Server, which also caches them. A text that fails
 * either is remembered as such and left to Apollo Server to report. Bounded by the texts' total
 * length, oldest out first.
 */
class PreparedDocuments {
  private static readonly MAX_TOTAL_LENGTH = 4_000_000;
  private readonly documents = new Map<string, DocumentNode | null>();
  private totalLength = 0;

  constructor(private readonly options: Pick<QueryShortcutOptions, 'schema' | 'parseOptions' | 'validationRules'>) {}

  get(text: string): DocumentNode | null {
    const known = this.documents.get(text);
    if (known !== undefined) return known;
    const document = this.prepare(text);
    this.documents.set(text, document);
    this.totalLength += text.length;
    for (const [oldest] of this.documents) {
      if (this.totalLength <= PreparedDocuments.MAX_TOTAL_LENGTH) break;
      this.documents.delete(oldest);
      this.totalLength -= oldest.length;
    }
    return document;
  }

  private prepare(text: string): DocumentNode | null {
    let document: DocumentNode;
    try {
      document = parse(text, this.options.parseOptions);
    } catch {
      return null;
    }
    const errors = validate(this.options.schema, document, [...specifiedRules, ...this.options.validationRules]);
    return errors.length === 0 ? document : null;
  }
}

// Apollo Server's media types for one result, in its order of preference.
const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
const JSON_CALLBACK = 'application/json; callbackSpec=1.0; charset=utf-8';

/**
 * The content type Apollo Server answers a query with, by the request's Accept header (its
 * chooseContentTypeForSingleResultResponse), or null where it would not answer plain JSON.
 * Browsers and clients send a handful of Accept headers, so each is negotiated once.
 */
class ResponseTypes {
  private readonly chosen = new Map<string, string | null>();

  choose(accept: string | undefined): string | null {
    if (!accept) return APPLICATION_JSON;
    let type = this.chosen.get(accept);
    if (type === undefined) {
      const preferred = new Negotiator({ headers: { accept } }).mediaType([APPLICATION_JSON, GRAPHQL_RESPONSE_JSON, JSON_CALLBACK]);
      type = preferred === APPLICATION_JSON || preferred === GRAPHQL_RESPONSE_JSON ? preferred : null;
      if (this.chosen.size >= 100) this.chosen.clear();
      this.chosen.set(accept, type);
    }
    return type;
  }
}
