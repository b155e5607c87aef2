import { print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { persistedQueryExtensions } from './persisted-queries';
import { appendReference } from './request-reference';
import { RECORDS_UNREACHABLE } from './service-unavailable';

export type UploadFailureKind = 'unauthenticated' | 'failed' | 'aborted';

/** Why an upload did not complete: no session (401), cancelled, or anything else with the server's reason when it gave one. */
export class UploadError extends Error {
  constructor(
    readonly kind: UploadFailureKind,
    message: string,
    /** The server's field messages (BAD_USER_INPUT), when it named fields. */
    readonly fieldErrors: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; requestId?: string; fieldErrors?: { path: string; message: string }[] } }[];
}

export interface MultipartUpload<Variables> {
  operationName: string;
  /** The operation as codegen made it (its document node), sent as text when no manifest of trusted documents was built. */
  document: DocumentNode;
  /** The variables, with the file's variable null: the file goes as the request's part "0". */
  variables: Variables;
  /** The variable the file fills, such as "file". */
  fileVariable: string;
  file: File;
}

export interface MultipartOptions {
  /** Receives 0 to 1 as the bytes go. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  url?: string;
}

/**
 * Sends one file with a GraphQL mutation as a multipart request (operations, map, 0) with
 * XMLHttpRequest, the one browser API that reports upload progress, and resolves with the
 * mutation's field (`data[operation's root field]`). Apollo's CSRF guard needs the
 * `apollo-require-preflight` header on every multipart request. Used by the documents' upload and
 * the organizers' uploads against a question.
 */
export function sendMultipart<Data, Variables>(
  { operationName, document, variables, fileVariable, file }: MultipartUpload<Variables>,
  { onProgress, signal, url = '/graphql' }: MultipartOptions = {},
): Promise<Data> {
  const body = multipartBody({ operationName, document, variables }, [[fileVariable, file]]);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const answer = parseAnswer(request.responseText);
      const error = answer?.errors?.[0];
      const result = answer?.data ? Object.values(answer.data)[0] : undefined;
      if (request.status === 401 || error?.extensions?.code === 'UNAUTHENTICATED') {
        reject(new UploadError('unauthenticated', 'Please log in to upload documents'));
      } else if (request.status === 503 || error?.extensions?.code === 'SERVICE_UNAVAILABLE') {
        reject(new UploadError('failed', RECORDS_UNREACHABLE));
      } else if (result && !error) {
        resolve(result as Data);
      } else {
        const message = error?.message ?? `${request.status}: ${request.statusText || 'Upload failed'}`;
        const serverFailed = request.status >= 500 || error?.extensions?.code === 'INTERNAL_SERVER_ERROR';
        const reference = serverFailed ? (error?.extensions?.requestId ?? request.getResponseHeader('X-Request-Id')) : null;
        reject(new UploadError('failed', reference ? appendReference(message, reference) : message, error?.extensions?.fieldErrors ?? []));
      }
    };
    request.onerror = () => reject(new UploadError('failed', 'Network error occurred'));
    request.onabort = () => reject(new UploadError('aborted', 'The upload was cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * The body of a GraphQL multipart request (operations, map, 0…n): each file fills the variable at
 * its path ("file", "attachments.0"), which `variables` holds as null. Built with a manifest of
 * trusted documents, the mutation goes as its id (like Apollo's requests); without one, as text.
 */
export function multipartBody<Variables>(
  { operationName, document, variables }: { operationName: string; document: DocumentNode; variables: Variables },
  files: readonly (readonly [variablePath: string, file: File])[],
): FormData {
  const extensions = persistedQueryExtensions(operationName);
  const operation = extensions ? { operationName, extensions, variables } : { operationName, query: printed(document), variables };
  const body = new FormData();
  body.append('operations', JSON.stringify(operation));
  body.append('map', JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [`variables.${path}`]]))));
  files.forEach(([, file], index) => body.append(String(index), file, file.name));
  return body;
}

const printedDocuments = new WeakMap<DocumentNode, string>();

/** The mutation as Apollo Client would send it: with __typename, so the cache can store the answer. */
function printed(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (!text) {
    text = print(addTypenameToDocument(document));
    printedDocuments.set(document, text);
  }
  return text;
}

function parseAnswer(text: string): GraphQLAnswer | null {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    return null;
  }
}
