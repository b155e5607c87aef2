import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { logger } from '../shared/logger';

/** Written by the web build beside the site it describes (web/persisted-query-manifest.config.json). */
export const MANIFEST_FILE_NAME = 'persisted-query-manifest.json';

/** One operation of Apollo's persisted query manifest format. */
export interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

export interface PersistedQueryManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: ManifestOperation[];
}

/** What a GraphQL request carries that matters here, over HTTP and over the socket alike. */
export interface OperationRequest {
  query?: unknown;
  extensions?: unknown;
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The hash an operation names in `extensions.persistedQuery.sha256Hash` (the APQ protocol), if any. */
export function persistedHashOf(request: OperationRequest): string | undefined {
  const persisted = (request.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/** The answer to a text sent with a hash that is not its SHA-256 (code PERSISTED_QUERY_HASH_MISMATCH, HTTP 400). */
export const HASH_MISMATCH_MESSAGE =
  'The query does not match its sha256Hash (extensions.persistedQuery): send the hash alone, or the text whose SHA-256 it is.';
export const UNSUPPORTED_VERSION_MESSAGE =
  'extensions.persistedQuery.version must be 1: no other version of persisted queries is supported.';

/**
 * What is wrong with a request's `persistedQuery` extension, as Apollo Server judges it (an
 * unsupported version; a hash sent with a text that is not its SHA-256), or undefined. Apollo
 * Server answers both with HTTP 400 but an error without a code, which format-error.ts, rightly
 * hiding what it cannot name, turned into "Internal server error"; so they are answered before it
 * (allowed-operations.ts, for GET and POST), with a code and a message that says what to fix.
 */
export function persistedQueryError(request: OperationRequest): GraphQLError | undefined {
  const persisted = (request.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery;
  // Apollo Server ignores a falsy extension.
  if (!persisted) return undefined;
  if ((persisted as { version?: unknown }).version !== 1) {
    return new GraphQLError(UNSUPPORTED_VERSION_MESSAGE, { extensions: { code: 'BAD_REQUEST' } });
  }
  // A hash alone is looked up; a text that is no string is Apollo Server's to refuse (with its code).
  if (typeof request.query !== 'string' || persistedHashOf(request) === sha256(request.query)) return undefined;
  return new GraphQLError(HASH_MISMATCH_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } });
}

/**
 * The web client's operations, by id: the trusted documents. Ids are the sha256 of each body
 * (the manifest generator's default), so a body sent as text is found by its hash too.
 */
export class TrustedDocuments {
  private readonly bodies: Map<string, string>;
  private readonly bodiesByName: Map<string, string>;

  constructor(operations: ManifestOperation[] = []) {
    this.bodies = new Map(operations.map((operation) => [operation.id, operation.body]));
    this.bodiesByName = new Map(operations.map((operation) => [operation.name, operation.body]));
  }

  /** The manifest in `dir`, or none (an empty list) when the web has not been built there. */
  static load(dir: string): TrustedDocuments {
    const file = path.join(dir, MANIFEST_FILE_NAME);
    if (!fs.existsSync(file)) return new TrustedDocuments();
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PersistedQueryManifest;
    if (manifest.format !== 'apollo-persisted-query-manifest' || manifest.version !== 1) {
      throw new Error(`${file} is not an Apollo persisted query manifest (version 1)`);
    }
    for (const operation of manifest.operations) {
      if (sha256(operation.body) !== operation.id) throw new Error(`${file}: the id of ${operation.name} is not the sha256 of its body`);
    }
    logger.info({ file, operations: manifest.operations.length }, 'Trusted GraphQL documents loaded');
    return new TrustedDocuments(manifest.operations);
  }

  get size(): number {
    return this.bodies.size;
  }

  body(id: string): string | undefined {
    return this.bodies.get(id);
  }

  /** The text of the web client's operation of that name (the server runs it for a portal page's first screen). */
  bodyNamed(name: string): string | undefined {
    return this.bodiesByName.get(name);
  }

  /** Whether the request runs one of the web client's operations: by its hash, or by its exact text. */
  includes(request: OperationRequest): boolean {
    const hash = persistedHashOf(request);
    if (hash && this.bodies.has(hash)) return true;
    return typeof request.query === 'string' && this.bodies.has(sha256(request.query));
  }

  /**
   * Apollo Server's automatic persisted queries, answered from the manifest: a known hash runs
   * its body, an unknown one answers PERSISTED_QUERY_NOT_FOUND (the client then sends the text).
   * Nothing is ever stored, so no request can add an operation to the list.
   */
  asPersistedQueryCache() {
    // Apollo prefixes its keys ("apq:<hash>").
    const idOf = (key: string) => key.slice(key.indexOf(':') + 1);
    return {
      get: (key: string) => Promise.resolve(this.bodies.get(idOf(key))),
      set: async () => {},
      delete: () => Promise.resolve(false),
    };
  }
}
