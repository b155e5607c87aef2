import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { invalidInput } from '../../shared/errors';
import { UPLOAD_INCOMPLETE, type IncomingDocumentFile } from './document-upload';

/**
 * A file of a GraphQL multipart request, once its part has begun to arrive. graphql-upload
 * rejects the promise only for the request's own faults (a body cut short or malformed, the
 * client gone, a file missing from the map), so every rejection is bad input naming the field.
 */
export async function incomingUpload(upload: Promise<FileUpload>, path = 'file'): Promise<IncomingDocumentFile> {
  let file: FileUpload;
  try {
    // Awaited rather than .catch()ed: type-graphql may hand the argument over as a plain thenable.
    file = await upload;
  } catch {
    throw invalidInput([{ path, message: UPLOAD_INCOMPLETE }]);
  }
  return { fileName: file.filename, open: () => file.createReadStream() };
}
