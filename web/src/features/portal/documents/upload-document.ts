import { UploadDocumentDocument, type DocumentCardFragment, type UploadDocumentMutationVariables } from '../../../graphql/generated';
import { sendMultipart, UploadError, type MultipartOptions } from '../../../lib/graphql-multipart';
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

/** Why an upload did not complete (the multipart sender's error, under the name the documents' screens know). */
export { UploadError as UploadDocumentError };

/** Uploads a document with its details (UploadDocument); `onProgress` receives 0 to 1 as the bytes go. */
export function uploadDocumentFile(upload: DocumentUpload, options: MultipartOptions = {}): Promise<DocumentCardFragment> {
  const variables: UploadDocumentMutationVariables = {
    file: null,
    input: {
      category: enumName(upload.category),
      description: upload.description || null,
      ...(upload.clientId ? { clientId: upload.clientId } : {}),
      ...(upload.requestId ? { requestId: upload.requestId } : {}),
    },
  };
  return sendMultipart<DocumentCardFragment, UploadDocumentMutationVariables>(
    { operationName: 'UploadDocument', document: UploadDocumentDocument, variables, fileVariable: 'file', file: upload.file },
    options,
  );
}
