import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  UploadDocumentDocument,
  type DocumentCardFragment,
  type UploadDocumentMutation,
  type UploadDocumentMutationVariables,
} from '../../../graphql/generated';
import { persistedQueryExtensions } from '../../../lib/persisted-queries';
import { appendReference } from '../../../lib/request-reference';
import { RECORDS_UNREACHABLE } from '../../../lib/service-unavailable';
import { enumName } from '@validation/enum-names';
import type { DocumentCategoryValue } from '@validation/document-values';

export interface DocumentUpload {
  file: File;
  category: DocumentCategoryValue;
  description?: string | null;
  /** Staff only: the client the document is for. */
  clientId?: string | null;
  /** The document request this file answers. */
  requestId?: string | null;
}

export type UploadFailureKind = 'unauthenticated' | 'failed' | 'aborted';

/** Why an upload did not complete: no session (401), cancelled, or anything else with the server's reason when it gave one. */
export class UploadDocumentError extends Error {
  constructor(
    readonly kind: UploadFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'UploadDocumentError';
  }
}

interface GraphQLAnswer {
  data?: UploadDocumentMutation | null;
  errors?: { message: string; extensions?: { code?: string; requestId?: string } }[];
}

/**
 * Sends the file as a GraphQL multipart request (operations, map, 0) with XMLHttpRequest, the
 * one browser API that reports upload progress: `onProgress` receives 0 to 1 as the bytes go.
 * Apollo's CSRF guard needs the `apollo-require-preflight` header on every multipart request.
 */
export function uploadDocumentFile(
  upload: DocumentUpload,
  { onProgress, signal, url = '/graphql' }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; url?: string } = {},
): Promise<DocumentCardFragment> {
  const variables: UploadDocumentMutationVariables = {
    file: null,
    input: {
      category: enumName(upload.category),
      description: upload.description || null,
      ...(upload.clientId ? { clientId: upload.clientId } : {}),
      ...(upload.requestId ? { requestId: upload.requestId } : {}),
    },
  };
  const body = new FormData();
  // Built with a manifest of trusted documents, the mutation goes as its id (like Apollo's requests).
  const extensions = persistedQueryExtensions('UploadDocument');
  const operation = extensions
    ? { operationName: 'UploadDocument', extensions, variables }
    : { operationName: 'UploadDocument', query: uploadQuery(), variables };
  body.append('operations', JSON.stringify(operation));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', upload.file, upload.file.name);

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
      if (request.status === 401 || error?.extensions?.code === 'UNAUTHENTICATED') {
        reject(new UploadDocumentError('unauthenticated', 'Please log in to upload documents'));
      } else if (request.status === 503 || error?.extensions?.code === 'SERVICE_UNAVAILABLE') {
        reject(new UploadDocumentError('failed', RECORDS_UNREACHABLE));
      } else if (answer?.data?.uploadDocument && !error) {
        resolve(answer.data.uploadDocument);
      } else {
        const message = error?.message ?? `${request.status}: ${request.statusText || 'Upload failed'}`;
        const serverFailed = request.status >= 500 || error?.extensions?.code === 'INTERNAL_SERVER_ERROR';
        const reference = serverFailed ? (error?.extensions?.requestId ?? request.getResponseHeader('X-Request-Id')) : null;
        reject(new UploadDocumentError('failed', reference ? appendReference(message, reference) : message));
      }
    };
    request.onerror = () => reject(new UploadDocumentError('failed', 'Network error occurred'));
    request.onabort = () => reject(new UploadDocumentError('aborted', 'The upload was cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

let printedQuery: string | undefined;

/** The mutation as Apollo Client would send it: with __typename, so the cache can store the answer. */
function uploadQuery(): string {
  printedQuery ??= print(addTypenameToDocument(UploadDocumentDocument));
  return printedQuery;
}

function parseAnswer(text: string): GraphQLAnswer | null {
  try {
    return JSON.parse(text) as GraphQLAnswer;
  } catch {
    return null;
  }
}
